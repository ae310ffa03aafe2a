package flagpost.jobs;

import flagpost.game.Deadlines;
import flagpost.metrics.JobMeters;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/** Reminders, timeouts and lapsed invitations: polls the database, so alarms survive restarts. */
@ApplicationScoped
public class DeadlineJob {

    private static final Logger LOG = Logger.getLogger(DeadlineJob.class);

    @Inject
    Deadlines deadlines;

    @Inject
    JobMeters meters;

    @Scheduled(identity = "deadlines", every = "${flagpost.jobs.deadlines.every}", delayed = "${flagpost.jobs.deadlines.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        DatabaseAway.orWarn(LOG, "deadlines", () -> meters.timed("deadlines", deadlines::process))
                .filter(run -> run.reminders() + run.timeouts() + run.lapsed() > 0)
                .ifPresent(run -> LOG.infof("deadlines: %d reminders, %d timeouts, %d lapsed", run.reminders(), run.timeouts(),
                        run.lapsed()));
    }
}
