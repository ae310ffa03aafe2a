package flagpost.jobs;

import flagpost.game.Vacations;
import flagpost.store.ConnectionFailures;
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

    @Scheduled(identity = "vacations", every = "${flagpost.jobs.deadlines.every}", delayed = "${flagpost.jobs.deadlines.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        int ended;
        try {
            ended = vacations.endDue();
        } catch (RuntimeException problem) {
            if (!ConnectionFailures.isCause(problem)) {
                throw problem;
            }
            // Nothing is lost: the vacation rows wait, and each return restarts the clocks from its own instant.
            LOG.warnf("vacations: the database cannot be reached (%s); trying again at the next run", problem.getMessage());
            return;
        }
        if (ended > 0) {
            LOG.infof("vacations: %d ended on their return date", ended);
        }
    }
}
