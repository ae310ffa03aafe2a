package flagpost.it;

import java.time.Duration;
import java.util.function.Supplier;

/** Bounded waits: every wait of the integration test has a deadline and says what it waited for. */
public final class Waiting {

    private static final long POLL_MILLIS = 100;

    private Waiting() {
    }

    /** Polls {@code probe} until it gives a non-null value, and returns it; fails after {@code timeout}. */
    public static <T> T until(String what, Duration timeout, Supplier<T> probe) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T value = probe.get();
            if (value != null) {
                return value;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + timeout.toSeconds() + " s for " + what + ", in vain");
            }
            sleep(POLL_MILLIS);
        }
    }

    /** {@link #until(String, Duration, Supplier)}, with {@code state} describing where things stood on failure. */
    public static <T> T untilPresent(String what, Duration timeout, Supplier<T> probe, Supplier<String> state) {
        try {
            return until(what, timeout, probe);
        } catch (AssertionError inVain) {
            throw new AssertionError(inVain.getMessage() + "; " + state.get(), inVain);
        }
    }

    /**
     * Polls until {@code done} is true; fails after {@code timeout}, with {@code state} (called once more then)
     * describing where things stood.
     */
    public static void until(String what, Duration timeout, Supplier<Boolean> done, Supplier<String> state) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!done.get()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + timeout.toSeconds() + " s for " + what + ", in vain; " + state.get());
            }
            sleep(POLL_MILLIS);
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }
}
