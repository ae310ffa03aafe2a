package flagpost.jobs;

import flagpost.mail.OutboxConfig;
import flagpost.store.NotificationsRecorded;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * Mail within seconds: starts a dispatcher run as soon as notifications are committed, instead of at the outbox's next
 * poll. Woken in process once a transaction that recorded notifications commits ({@link NotificationsRecorded}), and
 * by {@link OutboxListener} when another instance's commit did: after such a commit, the run tells the other instances
 * with a PostgreSQL {@code NOTIFY} before it drains.
 *
 * <p>The run goes on a thread of its own, never on the committing request's: the player's page does not wait for SMTP.
 * Wake-ups fold together: while a run is queued, more wake-ups add nothing, and a wake-up during a run queues the next
 * one (on this single thread, after it), so rows committed meanwhile are never left for the poll; a wake-up while the
 * poll's run goes makes that run go once more ({@link OutboxJob#drain}). A run is queued to start no
 * sooner than {@link OutboxConfig#wakeUpGap()} after the last one started: the first commit after a quiet spell is
 * sent at once, a stream of commits is sent a batch per gap. Measured in docs/PERFORMANCE.md: at one move at a time,
 * a run per commit was a batch of one per move (a take, an SMTP connection, a mark and a NOTIFY each).
 */
@ApplicationScoped
public class OutboxWakeUp {

    private static final Logger LOG = Logger.getLogger(OutboxWakeUp.class);

    @Inject
    OutboxJob job;

    @Inject
    OutboxConfig config;

    @Inject
    DataSource dataSource;

    private final AtomicBoolean queued = new AtomicBoolean();
    /** Set by a commit here: the next run first tells the other instances. */
    private final AtomicBoolean othersToTell = new AtomicBoolean();
    /** When the last run started ({@link System#nanoTime}); a run far in the past at first. */
    private volatile long lastStart = System.nanoTime() - TimeUnit.DAYS.toNanos(1);
    private final ScheduledExecutorService runner = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "outbox-wake-up");
        thread.setDaemon(true);
        return thread;
    });

    void committed(@Observes(during = TransactionPhase.AFTER_SUCCESS) NotificationsRecorded recorded) {
        if (config.wakeUp()) {
            othersToTell.set(true);
            wake();
        }
    }

    /**
     * Starts a dispatcher run on the wake-up thread, at once or, within the gap after the last run's start, when the
     * gap is over; unless one is queued already.
     */
    public void wake() {
        if (!queued.compareAndSet(false, true)) {
            return;
        }
        long wait = lastStart + config.wakeUpGap().toNanos() - System.nanoTime();
        try {
            runner.schedule(this::run, Math.max(0, wait), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException shuttingDown) {
            queued.set(false);
        }
    }

    private void run() {
        lastStart = System.nanoTime();
        queued.set(false);
        if (othersToTell.getAndSet(false)) {
            tellOtherInstances();
        }
        try {
            job.drain();
        } catch (RuntimeException problem) {
            // The rows stay pending: the next wake-up or the poll sends them.
            LOG.errorf(problem, "outbox: a run started by a commit failed");
        }
    }

    /**
     * {@code NOTIFY}, in a statement of its own after the commit, never inside the transaction that recorded the rows:
     * PostgreSQL serializes the commits of all transactions that notify (migration V17). The payload names this
     * instance, whose own listener passes it over. Many commits during one run make one notification.
     */
    private void tellOtherInstances() {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement notify = connection.prepareStatement("select pg_notify(?, ?)")) {
            notify.setString(1, OutboxListener.CHANNEL);
            notify.setString(2, OutboxListener.INSTANCE);
            notify.execute();
        } catch (SQLException unreachable) {
            // Not worth more than debug: the database is away, so the commits fail too and say so; the others' poll sends
            // whatever this instance's drain does not.
            LOG.debugf("outbox: telling the other instances failed: %s", unreachable);
        }
    }

    void stop(@Observes ShutdownEvent shutdown) {
        runner.shutdownNow();
    }
}
