package flagpost.mail;

import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;

/**
 * How the outbox yields to people ({@code flagpost.mail.outbox.share-under-load}): after each batch it delivered, the
 * dispatcher looks at the load of people's requests this instance serves ({@code ServingLoad}, a window of its own), and
 * at or above {@code flagpost.mail.outbox.load-threshold} it rests {@code t * (1 - share) / share}, t being the batch's
 * wall time (taking, composing, delivering), so it is busy at most that share of the time while people wait, up to a
 * second a batch ({@link #MAX_REST_NANOS}). When the instance is quiet it does not rest at all.
 *
 * <p>Why: sending is background work, and on two cores it competed with the moves that caused it. JFR of the server
 * during moves over the JSON API at 16 clients (2026-12-05): the outbox's threads were 46 % of its CPU. An email that
 * leaves a second later is not noticed by anyone; a move that answers later is. The share is more than 0, so mail never
 * stops under load, it only leaves slower, and catches up once the burst is over (docs/ARCHITECTURE.md, "Yielding to
 * people").
 */
public final class OutboxPace {

    /**
     * The longest rest after one batch. The rest follows the batch's wall time, and a batch to a slow mail server is
     * mostly waiting on the network, not competing for the processor: 50 emails at 200 ms each would otherwise rest
     * for minutes. Batches that are the processor's work (a fast or local server) take tens of milliseconds, and their
     * rests stay well under this.
     */
    static final long MAX_REST_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** How the dispatcher rests: on its own thread, interruptibly, so a shutdown ends the rest at once. */
    @FunctionalInterface
    public interface Rest {

        void take(long nanos) throws InterruptedException;

        /** The real rest: the thread sleeps. */
        Rest SLEEP = TimeUnit.NANOSECONDS::sleep;
    }

    /** What the host sees: each rest taken because people were being served ({@code MailMeters}). */
    @FunctionalInterface
    public interface Watch {

        void restedUnderLoad(long nanos);
    }

    private final double shareUnderLoad;
    private final double threshold;
    private final DoubleSupplier load;
    private final Rest rest;
    private final Watch watch;

    public OutboxPace(double shareUnderLoad, double threshold, DoubleSupplier load, Rest rest, Watch watch) {
        this.shareUnderLoad = checkedShareUnderLoad(shareUnderLoad);
        this.threshold = checkedThreshold(threshold);
        this.load = load;
        this.rest = rest;
        this.watch = watch;
    }

    /** The share, refused unless more than 0 and at most 1, in words a host can act on (it stops the start). */
    static double checkedShareUnderLoad(double share) {
        if (!(share > 0 && share <= 1)) {
            throw new IllegalStateException("flagpost.mail.outbox.share-under-load must be more than 0 and at most 1 (the share of "
                    + "the time the outbox may be busy sending while people are being served, 1 to never yield), got " + share);
        }
        return share;
    }

    /** The threshold, refused unless a number more than 0 (at 0 the outbox would rest when nobody is there). */
    static double checkedThreshold(double threshold) {
        if (!(threshold > 0 && threshold < Double.POSITIVE_INFINITY)) {
            throw new IllegalStateException("flagpost.mail.outbox.load-threshold must be a number more than 0 (people's requests "
                    + "being served at once, on average per core, from which the outbox yields), got " + threshold);
        }
        return threshold;
    }

    /**
     * After a batch that took {@code batchNanos}: reads the load and, if people are being served, rests in proportion.
     * Returns the rest taken (0 when none); an interrupted rest is thrown, the thread's interrupt flag cleared as
     * {@link InterruptedException} does.
     */
    long afterBatch(long batchNanos) throws InterruptedException {
        if (shareUnderLoad >= 1 || load.getAsDouble() < threshold) {
            return 0;
        }
        long pause = Math.min(MAX_REST_NANOS, (long) Math.ceil(Math.max(0, batchNanos) * (1 - shareUnderLoad) / shareUnderLoad));
        if (pause > 0) {
            watch.restedUnderLoad(pause);
            rest.take(pause);
        }
        return pause;
    }
}
