package flagpost.jobs;

import flagpost.mail.SentBodies;
import flagpost.metrics.JobMeters;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/** Clears the bodies of old sent emails, so their links do not stay stored for as long as they are valid. */
@ApplicationScoped
public class SentBodiesJob {

    private static final Logger LOG = Logger.getLogger(SentBodiesJob.class);

    @Inject
    SentBodies sentBodies;

    @Inject
    JobMeters meters;

    @Scheduled(identity = "sent-bodies", every = "${flagpost.jobs.sent-bodies.every}", delayed = "${flagpost.jobs.sent-bodies.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        DatabaseAway.orWarn(LOG, "sent bodies", () -> meters.timed("sent-bodies", sentBodies::clearOld)).filter(cleared -> cleared > 0)
                .ifPresent(cleared -> LOG.infof("outbox: cleared the bodies of %d emails sent long ago", cleared));
    }
}
