package flagpost.jobs;

import flagpost.mail.OutboxDispatcher;
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
        OutboxDispatcher.Run run = dispatcher.dispatch();
        if (!run.idle()) {
            LOG.infof("outbox: %d sent, %d muted, %d superseded, %d to retry, %d given up", run.sent(), run.muted(), run.superseded(),
                    run.retrying(), run.failed());
        }
    }
}
