package flagpost.support;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * A benchmark's warm-up that ends when the JIT is quiet, not after a fixed time: rounds of the benchmark's own work
 * run until one round has the JIT compiling for under {@value #QUIET_PERCENT} % of its time (as
 * {@link CompilationMXBean} counts it), or until {@code max} has passed. On two cores a Quarkus service under load
 * keeps the optimising compiler busy for a minute or more; a fixed short warm-up measures that work as the code's.
 */
public final class JitWarmUp {

    private static final Logger LOG = Logger.getLogger(JitWarmUp.class);
    static final int QUIET_PERCENT = 2;

    /** How the warm-up went: whether the JIT was quiet at the end, after how many rounds and how long. */
    public record Result(boolean quiet, int rounds, Duration took) {

        @Override
        public String toString() {
            return String.format("warm-up: %d rounds in %d s, %s", rounds, took.toSeconds(),
                    quiet ? "the JIT quiet (under " + QUIET_PERCENT + " % of the last round)" : "the JIT NOT quiet: figures include its work");
        }
    }

    private JitWarmUp() {
    }

    /**
     * Runs {@code round} (one round of work, a few seconds long) at least twice, then until the JIT is quiet during one,
     * or {@code max} has passed.
     */
    public static Result untilQuiet(String what, Duration max, Runnable round) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean readable = jit != null && jit.isCompilationTimeMonitoringSupported();
        long start = System.nanoTime();
        int rounds = 0;
        while (true) {
            long compiledBefore = readable ? jit.getTotalCompilationTime() : 0;
            long roundStart = System.nanoTime();
            round.run();
            rounds++;
            long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - roundStart);
            long compiledMillis = readable ? jit.getTotalCompilationTime() - compiledBefore : -1;
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            LOG.infof("%s warm-up round %d: the JIT compiled for %d ms of %d ms", what, rounds, compiledMillis, elapsedMillis);
            if (!readable) {
                LOG.warn("the JIT's compilation time cannot be read: one round of warm-up only");
                return new Result(false, rounds, took);
            }
            if (rounds >= 2 && compiledMillis * 100 < QUIET_PERCENT * elapsedMillis) {
                return new Result(true, rounds, took);
            }
            if (took.compareTo(max) >= 0) {
                return new Result(false, rounds, took);
            }
        }
    }
}
