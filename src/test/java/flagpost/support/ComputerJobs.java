package flagpost.support;

import static org.junit.jupiter.api.Assertions.assertFalse;

import flagpost.jobs.ComputerJob;
import java.util.concurrent.TimeUnit;

/** Waiting for the computer's job in tests that wake it. */
public final class ComputerJobs {

    private ComputerJobs() {
    }

    /**
     * Waits for the job's run to end: it rests after each turn and then looks for more, any game's, so a test that woke
     * it waits here before the next test takes turns itself.
     */
    public static void untilIdle(ComputerJob job) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (job.busy() && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertFalse(job.busy(), "the computer's job is still running");
    }
}
