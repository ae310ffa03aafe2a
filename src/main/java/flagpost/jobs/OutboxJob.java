package flagpost.jobs;

import flagpost.mail.OutboxDispatcher;
import flagpost.metrics.JobMeters;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.inject.Inject;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import org.jboss.logging.Logger;

/**
 * Sends what the outbox holds. Rows live in the database, so nothing is lost when an instance stops. The poll is the
 * safety net: a commit that records notifications starts a run at once ({@link OutboxWakeUp}).
 */
@ApplicationScoped
public class OutboxJob {

    private static final Logger LOG = Logger.getLogger(OutboxJob.class);

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    JobMeters meters;

    /** Held by the run going on this instance; the poll and the wake-ups share it, so they never run side by side. */
    private final ReentrantLock running = new ReentrantLock();
    /** Set by a caller that found a run going: that run goes once more, so the rows its caller recorded are not left. */
    private final AtomicBoolean again = new AtomicBoolean();

    @Scheduled(identity = "outbox", every = "${flagpost.jobs.outbox.every}", delayed = "${flagpost.jobs.outbox.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        drain();
    }

    /**
     * Runs the dispatcher, or, when a run is already going on this instance, asks it to go once more and returns at
     * once. A run that started before the caller's rows were committed might have missed them; the run after it cannot.
     */
    @ActivateRequestContext
    public void drain() {
        again.set(true);
        while (again.get() && running.tryLock()) {
            try {
                again.set(false);
                dispatchOnce();
            } finally {
                running.unlock();
            }
        }
    }

    private void dispatchOnce() {
        // Nothing is lost while the database is away: the rows wait in it, and what a batch sent meanwhile is written by the
        // dispatcher's next run.
        OutboxDispatcher.Run run = DatabaseAway.orWarn(LOG, "outbox", () -> meters.timed("outbox", dispatcher::dispatch)).orElse(null);
        if (run != null && !run.idle()) {
            LOG.infof("outbox: %d sent, %d muted, %d superseded, %d to retry, %d given up", run.sent(), run.muted(), run.superseded(),
                    run.retrying(), run.failed());
        }
    }
}
