package flagpost.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.CapturedLog;
import flagpost.support.DatabaseOutage;
import flagpost.support.GreenMailResource;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each scheduled job, run while the database goes away: its first statement is in flight when the server ends every
 * connection of the application, as a restart of PostgreSQL does. The job logs one warning line for the run, without
 * a stack trace, and nothing at ERROR; it throws nothing to the scheduler, which would log an ERROR with the whole stack.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class JobsDuringAnOutageTest {

    /** Every table a job's first statement reads or writes. */
    private static final String TABLES = "game, player, notification, vacation, mail_digest, mail_budget";
    private static final long PATIENCE_SECONDS = 30;

    @Inject
    DeadlineJob deadlines;

    @Inject
    DigestJob digests;

    @Inject
    OutboxJob outbox;

    @Inject
    SentBodiesJob sentBodies;

    @Inject
    VacationJob vacations;

    @Inject
    DataSource dataSource;

    /** Flagpost's lines at WARN or above. */
    private final CapturedLog log = new CapturedLog(record -> record.getLoggerName().startsWith("flagpost.")
            && record.getLevel().intValue() >= Level.WARNING.intValue());

    @BeforeEach
    void listen() {
        log.listen();
    }

    @AfterEach
    void stopListening() {
        log.stop();
    }

    @Test
    void everyJobLogsOneWarningAndNoErrorWhileTheDatabaseIsAway() throws Exception {
        Map<String, Runnable> jobs = new LinkedHashMap<>();
        jobs.put("deadlines", deadlines::run);
        jobs.put("digests", digests::run);
        jobs.put("outbox", outbox::run);
        jobs.put("sent bodies", sentBodies::run);
        jobs.put("vacations", vacations::run);
        ExecutorService scheduler = Executors.newSingleThreadExecutor();
        try {
            for (Map.Entry<String, Runnable> job : jobs.entrySet()) {
                String name = job.getKey();
                afterTheLastOutage(scheduler);
                log.clear();
                List<LogRecord> logged = log.records();

                Throwable thrown = runWhileTheDatabaseGoesAway(scheduler, job.getValue(), name);

                assertNull(thrown, name + " throws nothing to the scheduler");
                assertEquals(1, logged.size(), name + " logs one line at WARN or above: " + describe(logged));
                LogRecord line = logged.get(0);
                assertEquals(Level.WARNING.intValue(), line.getLevel().intValue(), name + ": a warning, not an error: " + describe(logged));
                assertNull(line.getThrown(), name + ": no stack trace");
                assertTrue(line.getMessage().contains("cannot be reached"), name + ": says what is wrong: " + describe(logged));
            }
        } finally {
            scheduler.shutdownNow();
        }
    }

    /**
     * Runs {@code job} as the scheduler does (on a thread of its own, in a request context) while another connection holds
     * every table it reads; once the job waits for them, every connection but that one is ended. What the job threw, if
     * anything.
     */
    private static Throwable runWhileTheDatabaseGoesAway(ExecutorService scheduler, Runnable job, String name) throws Exception {
        try (Connection holder = DatabaseOutage.sideConnection(); Statement hold = holder.createStatement()) {
            holder.setAutoCommit(false);
            hold.execute("lock table " + TABLES + " in access exclusive mode");
            Future<?> running = scheduler.submit(() -> {
                ManagedContext requestContext = Arc.container().requestContext();
                requestContext.activate();
                try {
                    job.run();
                } finally {
                    requestContext.terminate();
                }
            });
            awaitAWaitingStatement(hold, running, name);
            DatabaseOutage.endEveryOtherConnection(holder);
            holder.rollback();
            try {
                running.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
                return null;
            } catch (ExecutionException failed) {
                return failed.getCause();
            }
        }
    }

    /**
     * Lets the pool find the connections ended for the job before: once they have been idle over the pool's check
     * interval, the next one taken is checked, and a dead one replaced.
     */
    private void afterTheLastOutage(ExecutorService scheduler) throws Exception {
        Thread.sleep(1_200);
        scheduler.submit(() -> {
            try (Connection pooled = dataSource.getConnection(); Statement statement = pooled.createStatement()) {
                statement.execute("select 1");
            }
            return null;
        }).get(PATIENCE_SECONDS, TimeUnit.SECONDS);
    }

    private static void awaitAWaitingStatement(Statement hold, Future<?> running, String name) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        while (true) {
            try (ResultSet waiting = hold.executeQuery("""
                    select count(*) from pg_stat_activity
                    where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'""")) {
                waiting.next();
                if (waiting.getLong(1) > 0) {
                    return;
                }
            }
            if (running.isDone() || System.nanoTime() > giveUp) {
                StringBuilder activity = new StringBuilder();
                try (ResultSet all = hold.executeQuery(
                        "select pid, state, wait_event_type, left(query, 80) from pg_stat_activity where datname = current_database()")) {
                    while (all.next()) {
                        activity.append('\n').append(all.getString(1)).append(' ').append(all.getString(2)).append(' ')
                                .append(all.getString(3)).append(' ').append(all.getString(4));
                    }
                }
                throw new AssertionError(name + " never waited for the tables it reads: it did not reach the database" + activity);
            }
            Thread.sleep(10);
        }
    }

    private static String describe(List<LogRecord> records) {
        return records.stream().map(record -> record.getLevel() + " " + record.getLoggerName() + " " + record.getMessage()
                + (record.getThrown() == null ? "" : " [" + record.getThrown() + "]")).toList().toString();
    }
}
