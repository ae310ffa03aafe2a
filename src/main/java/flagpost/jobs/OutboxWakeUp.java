package flagpost.jobs;

import flagpost.mail.OutboxConfig;
import flagpost.store.NotificationsRecorded;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * Mail within seconds: starts a dispatcher run as soon as notifications are committed, instead of at the outbox's next
 * poll. Woken in process once a transaction that recorded notifications commits ({@link NotificationsRecorded}), and
 * by {@link OutboxListener} when another instance's commit did (PostgreSQL {@code NOTIFY}).
 *
 * <p>The run goes on a thread of its own, never on the committing request's: the player's page does not wait for SMTP.
 * Wake-ups fold together: while a run is queued, more wake-ups add nothing, and a wake-up during a run makes it go once
 * more ({@link OutboxJob#drain}), so rows committed meanwhile are never left for the poll.
 */
@ApplicationScoped
public class OutboxWakeUp {

    private static final Logger LOG = Logger.getLogger(OutboxWakeUp.class);

    @Inject
    OutboxJob job;

    @Inject
    OutboxConfig config;

    private final AtomicBoolean queued = new AtomicBoolean();
    private final ExecutorService runner = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "outbox-wake-up");
        thread.setDaemon(true);
        return thread;
    });

    void committed(@Observes(during = TransactionPhase.AFTER_SUCCESS) NotificationsRecorded recorded) {
        if (config.wakeUp()) {
            wake();
        }
    }

    /** Starts a dispatcher run soon, on the wake-up thread, unless one is queued already. */
    public void wake() {
        if (!queued.compareAndSet(false, true)) {
            return;
        }
        try {
            runner.execute(this::run);
        } catch (RejectedExecutionException shuttingDown) {
            queued.set(false);
        }
    }

    private void run() {
        queued.set(false);
        try {
            job.drain();
        } catch (RuntimeException problem) {
            // The rows stay pending: the next wake-up or the poll sends them.
            LOG.errorf(problem, "outbox: a run started by a commit failed");
        }
    }

    void stop(@Observes ShutdownEvent shutdown) {
        runner.shutdownNow();
    }
}
