package flagpost.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.bot.Level;
import flagpost.game.ComputerConfig;
import flagpost.game.GameQueries;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ComputerJobs;
import flagpost.support.ServiceGames;
import flagpost.metrics.ComputerMeters;
import flagpost.support.StoreProbe;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The computer's job at its pace ({@code flagpost.computer.busy-share}): its thinker rests after every turn it answered,
 * on its own thread and still counted as running, so wake-ups during a rest fold into the run (one thread, one run)
 * instead of starting a second one, and the run goes on with the waiting turns once the rest is over. The rests are
 * recorded, not slept: {@code ThinkerPaceTest} checks their length against the turns' time.
 */
@QuarkusTest
class ComputerJobPaceTest {

    @Inject
    ComputerJob job;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    GameQueries queries;

    @Inject
    StoreProbe store;

    @Inject
    ComputerConfig config;

    @Inject
    ComputerMeters meters;

    @Inject
    MeterRegistry registry;

    @Test
    void aThinkerRestsAfterEachTurnAndAWakeUpDuringTheRestStartsNoSecondRun() throws Exception {
        long first = readyGame();
        long second = readyGame();
        List<Long> rests = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch resting = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        job.paceWith(0.5, nanos -> {
            rests.add(nanos);
            resting.countDown();
            release.await(60, TimeUnit.SECONDS); // the first rest lasts until the test says; the others pass at once
        });
        try {
            personMoves(first);
            job.wake();
            assertTrue(resting.await(60, TimeUnit.SECONDS), "a turn was answered and its rest began");
            int firstPly = store.game(first).ply;

            // Work and wake-ups while the only thread rests: they fold into its run.
            personMoves(second);
            job.wake();
            job.wake();
            Thread.sleep(1_000);
            assertEquals(1, store.game(second).ply, "no second run answered while the thinker rested");
            assertEquals(firstPly, store.game(first).ply);

            release.countDown();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while ((store.game(first).ply < 2 || store.game(second).ply < 2) && System.nanoTime() < until) {
                Thread.sleep(50);
            }
        } finally {
            release.countDown();
            ComputerJobs.untilIdle(job);
            job.paceWith(null, null);
        }
        assertEquals(2, store.game(first).ply, "the run went on after its rest");
        assertEquals(2, store.game(second).ply);
        assertTrue(rests.size() >= 2, "a rest after each turn: " + rests);
        assertFalse(rests.stream().anyMatch(nanos -> nanos <= 0), "each rest as long as its turn at share 0.5: " + rests);
    }

    @Test
    void whilePeopleAreServedTheThinkerRestsAtTheShareUnderLoadAndTheHostSeesIt() throws Exception {
        double before = restsUnderLoad();
        List<Long> rests = Collections.synchronizedList(new ArrayList<>());
        double[] load = {5.0}; // far above the threshold: requests queueing
        job.paceWithLoad(() -> load[0], rests::add);
        try {
            long busy = readyGame();
            personMoves(busy);
            job.wake();
            untilAnswered(busy);
            ComputerJobs.untilIdle(job);
            assertEquals(config.busyShareUnderLoad(), meters.share(), "flagpost_computer_share shows the share under load");
            assertTrue(restsUnderLoad() >= before + 1, "the rest counted as one under load");

            load[0] = 0; // quiet again
            long quiet = readyGame();
            personMoves(quiet);
            job.wake();
            untilAnswered(quiet);
            ComputerJobs.untilIdle(job);
            assertEquals(config.busyShare(), meters.share(), "back to the busy share");
        } finally {
            ComputerJobs.untilIdle(job);
            job.paceWith(null, null);
        }
        assertTrue(rests.size() >= 2, "a rest after each turn: " + rests);
        assertTrue(config.busyShareUnderLoad() < config.busyShare(), "the settings yield at all");
    }

    private double restsUnderLoad() {
        return registry.counter("flagpost.computer.rests.under.load").count();
    }

    private void untilAnswered(long id) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (store.game(id).ply < 2 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertEquals(2, store.game(id).ply, "the computer answered");
    }

    /** A game against the computer with both setups in, the person (Red) to move. */
    private long readyGame() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("paced"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        return id;
    }

    private void personMoves(long id) {
        List<Move> legal = queries.seatState(id, Side.RED).legalMoves();
        play.move(id, Side.RED, 0, legal.get(0));
    }
}
