package flagpost.jobs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.scheduler.Scheduler;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The scheduler starts halted and the background work waits for the HTTP port ({@code PortTakenIT} shows a start
 * that never binds it doing nothing): once the port is bound, as in every test's start, the jobs run.
 */
@QuarkusTest
class BackgroundWorkStartTest {

    @Inject
    BackgroundWorkStart background;

    @Inject
    Scheduler scheduler;

    @Test
    void theBackgroundWorkStartsOnceTheHttpPortIsBound() throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!background.started() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(background.started(), "started after the port was bound");
        assertTrue(scheduler.isRunning(), "the scheduler was resumed");
    }
}
