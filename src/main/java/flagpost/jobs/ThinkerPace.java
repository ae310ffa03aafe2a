package flagpost.jobs;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleSupplier;
import java.util.function.LongSupplier;

/**
 * The pace of one thread that thinks for the computer ({@code flagpost.computer.busy-share}): after each turn it
 * answered it rests {@code t * (1 - share) / share}, t being the wall time the turn took (taking, reading, thinking,
 * applying), so it is busy at most {@code share} of the time however many turns wait. The pages' share of the machine
 * is then kept by construction, whatever the load, instead of by how few games happen to be played against the
 * computer: with the default 0.25 and one thread, the computer takes at most a quarter of one core.
 *
 * <p>While people wait ({@link Yielding}: the load the service reads after each turn is at or above the threshold) the
 * thread rests as if its share were {@code flagpost.computer.busy-share-under-load} instead, and takes its full share
 * again after the first turn that finds the service quiet. The computer thinks in the machine's spare time, but never
 * stops: the share under load is more than 0, so every game against it still moves, only slower.
 */
final class ThinkerPace {

    /** How a thinker rests: on its own thread, interruptibly, so a shutdown that interrupts it ends the rest at once. */
    @FunctionalInterface
    interface Rest {

        void take(long nanos) throws InterruptedException;

        /** The real rest: the thread sleeps. */
        Rest SLEEP = TimeUnit.NANOSECONDS::sleep;
    }

    /**
     * When a thinker yields: {@code load} is read once after each turn (the service's {@code ServingLoad#perCore}), and
     * at or above {@code threshold} the rest follows {@code shareUnderLoad} instead of the share.
     */
    record Yielding(double shareUnderLoad, double threshold, DoubleSupplier load) {

        /** Never yields: the load is always 0, and the threshold out of its reach anyway. */
        static Yielding never(double share) {
            return new Yielding(share, Double.MAX_VALUE, () -> 0);
        }
    }

    /** What the host sees of the pace: each rest's share, and whether people were waiting ({@code ComputerMeters}). */
    @FunctionalInterface
    interface Watch {

        void rested(double share, boolean underLoad);

        Watch NONE = (share, underLoad) -> { };
    }

    private final double share;
    private final Yielding yielding;
    private final LongSupplier nanoTime;
    private final Rest rest;
    private final Watch watch;

    /** A pace that never yields: always {@code share}. */
    ThinkerPace(double share, LongSupplier nanoTime, Rest rest) {
        this(share, Yielding.never(share), nanoTime, rest, Watch.NONE);
    }

    ThinkerPace(double share, Yielding yielding, LongSupplier nanoTime, Rest rest, Watch watch) {
        this.share = checkedShare(share);
        checkedShareUnderLoad(yielding.shareUnderLoad(), this.share);
        checkedThreshold(yielding.threshold());
        this.yielding = yielding;
        this.nanoTime = nanoTime;
        this.rest = rest;
        this.watch = watch;
    }

    /** The share, refused unless more than 0 and at most 1, in words a host can act on (it stops the start). */
    static double checkedShare(double share) {
        if (!(share > 0 && share <= 1)) {
            throw new IllegalStateException("flagpost.computer.busy-share must be more than 0 and at most 1 (the share of the time "
                    + "each thread that thinks for the computer may be busy, 1 for no rest), got " + share);
        }
        return share;
    }

    /**
     * The share under load, refused unless more than 0 (the computer's games must still move while people are served)
     * and at most the busy share (less rest under load than without would be backwards; equal switches yielding off).
     */
    static double checkedShareUnderLoad(double shareUnderLoad, double share) {
        if (!(shareUnderLoad > 0 && shareUnderLoad <= share)) {
            throw new IllegalStateException("flagpost.computer.busy-share-under-load must be more than 0 and at most "
                    + "flagpost.computer.busy-share (" + share + "): the share each thread that thinks for the computer keeps "
                    + "while people are being served, the same as busy-share to never yield, got " + shareUnderLoad);
        }
        return shareUnderLoad;
    }

    /** The load threshold, refused unless a number more than 0 (at 0 the computer would yield when nobody is there). */
    static double checkedThreshold(double threshold) {
        if (!(threshold > 0 && threshold < Double.POSITIVE_INFINITY)) {
            throw new IllegalStateException("flagpost.computer.load-threshold must be a number more than 0 (people's requests "
                    + "being served at once, on average per core, from which the computer yields), got " + threshold);
        }
        return threshold;
    }

    /** The share a thinker rests at after a turn, given the load read then. */
    double shareAt(double load) {
        return load >= yielding.threshold() ? yielding.shareUnderLoad() : share;
    }

    /** The rest after a turn that took {@code turnNanos}: the turn's time over the share, less the turn. */
    static long restNanos(long turnNanos, double share) {
        return share >= 1 ? 0 : (long) Math.ceil(Math.max(0, turnNanos) * (1 - share) / share);
    }

    /**
     * Answers one turn ({@code turn} says whether it took one) and, if it took one, reads the load and rests in proportion
     * at the share that load calls for. Returns whether it took one; an interrupted rest is thrown, the thread's interrupt
     * flag cleared as {@link InterruptedException} does.
     */
    boolean answerOne(BooleanSupplier turn) throws InterruptedException {
        long started = nanoTime.getAsLong();
        if (!turn.getAsBoolean()) {
            return false;
        }
        long turnNanos = nanoTime.getAsLong() - started;
        double restShare = shareAt(yielding.load().getAsDouble());
        watch.rested(restShare, restShare < share);
        long pause = restNanos(turnNanos, restShare);
        if (pause > 0) {
            rest.take(pause);
        }
        return true;
    }
}
