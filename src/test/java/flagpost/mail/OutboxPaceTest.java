package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** When the outbox rests between batches, and how long: only while people are being served, in proportion to the batch. */
class OutboxPaceTest {

    private final List<Long> rests = new ArrayList<>();
    private final List<Long> watched = new ArrayList<>();
    private final AtomicReference<Double> load = new AtomicReference<>(0.0);

    private OutboxPace pace(double shareUnderLoad) {
        return new OutboxPace(shareUnderLoad, 0.5, load::get, rests::add, watched::add);
    }

    @Test
    void aQuietInstanceNeverRests() throws InterruptedException {
        OutboxPace pace = pace(0.25);
        load.set(0.49);
        assertEquals(0, pace.afterBatch(40_000_000));
        assertTrue(rests.isEmpty() && watched.isEmpty());
    }

    @Test
    void whilePeopleAreServedItRestsThreeBatchesAtAQuarter() throws InterruptedException {
        OutboxPace pace = pace(0.25);
        load.set(0.5);
        assertEquals(120_000_000, pace.afterBatch(40_000_000), "busy a quarter of the time: 40 ms sending, 120 ms resting");
        load.set(8.0);
        assertEquals(3_000, pace.afterBatch(1_000));
        assertEquals(List.of(120_000_000L, 3_000L), rests);
        assertEquals(rests, watched, "each rest is counted for the host");
    }

    @Test
    void aBatchThatWaitedOnASlowMailServerRestsASecondAtMost() throws InterruptedException {
        load.set(4.0);
        assertEquals(OutboxPace.MAX_REST_NANOS, pace(0.1).afterBatch(10_000_000_000L), "50 emails at 200 ms: a second, not 90");
        assertEquals(1_000_000_000L, OutboxPace.MAX_REST_NANOS);
    }

    @Test
    void aShareOfOneNeverYields() throws InterruptedException {
        load.set(100.0);
        assertEquals(0, pace(1).afterBatch(40_000_000));
        assertTrue(rests.isEmpty());
    }

    @Test
    void settingsOutOfRangeAreRefusedByName() {
        for (double share : new double[] {0, -0.1, 1.5, Double.NaN}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> pace(share));
            assertTrue(refused.getMessage().contains("flagpost.mail.outbox.share-under-load"), refused.getMessage());
        }
        for (double threshold : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> new OutboxPace(0.25, threshold, load::get, rests::add, watched::add));
            assertTrue(refused.getMessage().contains("flagpost.mail.outbox.load-threshold"), refused.getMessage());
        }
    }

    @Test
    void anInterruptedRestIsThrown() {
        OutboxPace pace = new OutboxPace(0.25, 0.5, () -> 1.0, nanos -> {
            throw new InterruptedException("stopping");
        }, nanos -> { });
        assertThrows(InterruptedException.class, () -> pace.afterBatch(1_000));
    }
}
