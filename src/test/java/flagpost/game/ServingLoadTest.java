package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The load the computer's thinkers yield to: the time requests took, over the time since the last look, per core (by
 * Little's law, the requests served at once on average); each look starts a new window.
 */
class ServingLoadTest {

    @Test
    void theRequestsTimeOverTheWindowPerCoreAndEachLookStartsANewWindow() {
        AtomicLong now = new AtomicLong(5_000);
        ServingLoad load = new ServingLoad(now::get, 2);

        now.addAndGet(1_000);
        load.served(500);
        load.served(1_500);
        assertEquals(1.0, load.perCore(), 1e-9, "2000 ns of requests in 1000 ns on 2 cores: both busy all the time");

        now.addAndGet(4_000);
        load.served(1_000);
        assertEquals(0.125, load.perCore(), 1e-9, "1000 ns in 4000 ns on 2 cores");

        now.addAndGet(1_000);
        assertEquals(0, load.perCore(), "nothing served since the last look");

        now.addAndGet(100);
        for (int request = 0; request < 16; request++) {
            load.served(100); // 16 clients whose requests queue: more than 1
        }
        assertEquals(8.0, load.perCore(), 1e-9);
    }

    @Test
    void twoLooksInTheSameInstantGiveTheFirstOnesAnswerAndLoseNothing() {
        AtomicLong now = new AtomicLong();
        ServingLoad load = new ServingLoad(now::get, 1);
        now.addAndGet(1_000);
        load.served(250);
        assertEquals(0.25, load.perCore(), 1e-9);
        load.served(1_000);
        assertEquals(0.25, load.perCore(), 1e-9, "a window of no length: the last answer");
        now.addAndGet(1_000);
        assertEquals(1.0, load.perCore(), 1e-9, "the request served in that instant counts in the next window");
    }

    @Test
    void aNegativeTimeCountsAsNone() {
        AtomicLong now = new AtomicLong();
        ServingLoad load = new ServingLoad(now::get, 1);
        now.addAndGet(1_000);
        load.served(-5_000);
        assertEquals(0, load.perCore());
    }

    @Test
    void eachReaderLooksInAWindowOfItsOwn() {
        AtomicLong now = new AtomicLong();
        ServingLoad load = new ServingLoad(now::get, 1);
        ServingLoad.Window outbox = load.window();

        now.addAndGet(1_000);
        load.served(500);
        assertEquals(0.5, load.perCore(), 1e-9, "the thinkers' look");
        now.addAndGet(1_000);
        load.served(1_000);
        assertEquals(0.75, outbox.perCore(), 1e-9, "the outbox's window still holds both requests, over both microseconds");
        assertEquals(1.0, load.perCore(), 1e-9, "and the thinkers' holds the second alone");
    }
}
