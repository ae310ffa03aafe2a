package flagpost.jobs;

import flagpost.game.Digests;
import flagpost.metrics.JobMeters;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/** The daily digests: records each player's when their hour comes (flagpost.game.Digests). Polls, so it survives restarts. */
@ApplicationScoped
public class DigestJob {

    private static final Logger LOG = Logger.getLogger(DigestJob.class);

    @Inject
    Digests digests;

    @Inject
    JobMeters meters;

    @Scheduled(identity = "digests", every = "${flagpost.jobs.digests.every}", delayed = "${flagpost.jobs.digests.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        DatabaseAway.orWarn(LOG, "digests", () -> meters.timed("digests", digests::process)).filter(recorded -> recorded > 0)
                .ifPresent(recorded -> LOG.infof("digests: %d recorded", recorded));
    }
}
