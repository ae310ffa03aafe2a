package flagpost.jobs;

import flagpost.store.ConnectionFailures;
import java.util.Optional;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * What every job does when the database cannot be reached (stopped, restarting, the network cut): one warning line for
 * the run, with no stack trace, since nothing is wrong but the database; the next run tries again. Every job's work is
 * in the database (rows that wait, claims, leases), so a run that could not reach it lost nothing. Any other failure
 * is thrown to the scheduler, which logs it with its stack.
 */
final class DatabaseAway {

    private DatabaseAway() {
    }

    /** {@code work}'s result, or empty after the warning when the database could not be reached. */
    static <T> Optional<T> orWarn(Logger log, String job, Supplier<T> work) {
        try {
            return Optional.of(work.get());
        } catch (RuntimeException problem) {
            if (!ConnectionFailures.isCause(problem)) {
                throw problem;
            }
            log.warnf("%s: the database cannot be reached (%s); trying again at the next run", job, firstLine(problem));
            return Optional.empty();
        }
    }

    /** The failure's own message, up to its first line break: the driver's messages can run over several lines. */
    private static String firstLine(Throwable problem) {
        String message = String.valueOf(problem.getMessage());
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
