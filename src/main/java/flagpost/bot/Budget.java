package flagpost.bot;

import java.util.function.LongSupplier;

/**
 * How long the search may think: a number of iterations (one sampled position, one candidate move tried in it and
 * played on; rounded up where a round of the search must try every candidate once), which alone decides the move, so the same view and seed always give the same move; and, for production,
 * an optional wall-clock cap that stops the search early. The clock is passed in, as the rules take the time
 * from their caller: the bot never reads one itself. With a cap the move can depend on the machine's speed.
 *
 * @param iterations at least 1
 * @param clock      nanoseconds from any fixed origin (for example {@code System::nanoTime}); null for no cap
 * @param capNanos   the cap, counted from the start of the search; ignored without a clock
 */
public record Budget(int iterations, LongSupplier clock, long capNanos) {

    /** The default for {@link Level#NORMAL}; docs/PERFORMANCE.md has what it costs and how well it plays. */
    public static final Budget NORMAL = iterations(600);

    public Budget {
        if (iterations < 1) {
            throw new IllegalArgumentException("a budget needs at least one iteration, got " + iterations);
        }
        if (clock != null && capNanos <= 0) {
            throw new IllegalArgumentException("a wall-clock cap must be positive, got " + capNanos + " ns");
        }
    }

    /** A deterministic budget: exactly this many iterations. */
    public static Budget iterations(int iterations) {
        return new Budget(iterations, null, 0);
    }

    /** The same iterations, stopped early once {@code capMillis} have passed on {@code clock}. */
    public Budget withCap(LongSupplier nanoClock, long capMillis) {
        return new Budget(iterations, nanoClock, capMillis * 1_000_000L);
    }

    boolean hasCap() {
        return clock != null;
    }
}
