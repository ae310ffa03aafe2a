package flagpost.jobs;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The pace of one thread that thinks for the computer ({@code flagpost.computer.busy-share}): after each turn it
 * answered it rests {@code t * (1 - share) / share}, t being the wall time the turn took (taking, reading, thinking,
 * applying), so it is busy at most {@code share} of the time however many turns wait. The pages' share of the machine
 * is then kept by construction, whatever the load, instead of by how few games happen to be played against the
 * computer: with the default 0.25 and one thread, the computer takes at most a quarter of one core.
 */
final class ThinkerPace {

    /** How a thinker rests: on its own thread, interruptibly, so a shutdown that interrupts it ends the rest at once. */
    @FunctionalInterface
    interface Rest {

        void take(long nanos) throws InterruptedException;

        /** The real rest: the thread sleeps. */
        Rest SLEEP = TimeUnit.NANOSECONDS::sleep;
    }

    private final double share;
    private final LongSupplier nanoTime;
    private final Rest rest;

    ThinkerPace(double share, LongSupplier nanoTime, Rest rest) {
        this.share = checkedShare(share);
        this.nanoTime = nanoTime;
        this.rest = rest;
    }

    /** The share, refused unless more than 0 and at most 1, in words a host can act on (it stops the start). */
    static double checkedShare(double share) {
        if (!(share > 0 && share <= 1)) {
            throw new IllegalStateException("flagpost.computer.busy-share must be more than 0 and at most 1 (the share of the time "
                    + "each thread that thinks for the computer may be busy, 1 for no rest), got " + share);
        }
        return share;
    }

    /** The rest after a turn that took {@code turnNanos}: the turn's time over the share, less the turn. */
    static long restNanos(long turnNanos, double share) {
        return share >= 1 ? 0 : (long) Math.ceil(Math.max(0, turnNanos) * (1 - share) / share);
    }

    /**
     * Answers one turn ({@code turn} says whether it took one) and, if it took one, rests in proportion. Returns whether
     * it took one; an interrupted rest is thrown, the thread's interrupt flag cleared as {@link InterruptedException} does.
     */
    boolean answerOne(BooleanSupplier turn) throws InterruptedException {
        long started = nanoTime.getAsLong();
        if (!turn.getAsBoolean()) {
            return false;
        }
        long pause = restNanos(nanoTime.getAsLong() - started, share);
        if (pause > 0) {
            rest.take(pause);
        }
        return true;
    }
}
