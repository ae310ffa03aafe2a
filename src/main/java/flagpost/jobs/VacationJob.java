package flagpost.jobs;

import flagpost.game.Vacations;
import flagpost.metrics.JobMeters;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/** Ends vacations whose return date has come; runs as often as the deadline job, since it starts clocks again. */
@ApplicationScoped
public class VacationJob {

    private static final Logger LOG = Logger.getLogger(VacationJob.class);

    @Inject
    Vacations vacations;

    @Inject
    JobMeters meters;

    @Scheduled(identity = "vacations", every = "${flagpost.jobs.deadlines.every}", delayed = "${flagpost.jobs.deadlines.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        // Nothing is lost while the database is away: the vacation rows wait, and each return restarts the clocks from its
        // own instant.
        DatabaseAway.orWarn(LOG, "vacations", () -> meters.timed("vacations", vacations::endDue)).filter(ended -> ended > 0)
                .ifPresent(ended -> LOG.infof("vacations: %d ended on their return date", ended));
    }
}
