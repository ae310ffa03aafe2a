package flagpost.jobs;

import flagpost.mail.OutboxDispatcher;
import flagpost.store.ConnectionFailures;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/** Sends what the outbox holds. Rows live in the database, so nothing is lost when an instance stops. */
@ApplicationScoped
public class OutboxJob {

    private static final Logger LOG = Logger.getLogger(OutboxJob.class);

    @Inject
    OutboxDispatcher dispatcher;

    @Scheduled(identity = "outbox", every = "${flagpost.jobs.outbox.every}", delayed = "${flagpost.jobs.outbox.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        OutboxDispatcher.Run run;
        try {
            run = dispatcher.dispatch();
        } catch (RuntimeException problem) {
            if (!ConnectionFailures.isCause(problem)) {
                throw problem;
            }
            // Nothing is lost: the rows wait in the database, and a lease taken before it went away runs out.
            LOG.warnf("outbox: the database cannot be reached (%s); trying again at the next run", problem.getMessage());
            return;
        }
        if (!run.idle()) {
            LOG.infof("outbox: %d sent, %d muted, %d superseded, %d to retry, %d given up", run.sent(), run.muted(), run.superseded(),
                    run.retrying(), run.failed());
        }
    }
}
