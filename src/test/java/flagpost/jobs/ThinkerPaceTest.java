package flagpost.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The thinker's pace ({@code flagpost.computer.busy-share}): after each turn it took, a thread rests the turn's time
 * times {@code (1 - share) / share}, so it is busy at most {@code share} of the time; no turn, no rest; a shutdown's
 * interrupt ends a rest; a share outside (0, 1] stops the start with a sentence naming the setting. While people are
 * served (the load read after a turn at or above {@code flagpost.computer.load-threshold}) the rest follows
 * {@code flagpost.computer.busy-share-under-load}, and the share comes back with the first quiet look.
 */
class ThinkerPaceTest {

    @Test
    void withShareOneHalfEveryTurnIsFollowedByARestAsLongAsItAndTheThreadIsBusyHalfTheTime() throws InterruptedException {
        AtomicLong now = new AtomicLong(1_000);
        List<Long> rests = new ArrayList<>();
        ThinkerPace pace = new ThinkerPace(0.5, now::get, nanos -> {
            rests.add(nanos);
            now.addAndGet(nanos);
        });
        long[] turns = {40_000_000L, 3_000_000L, 900_000_000L, 1L};
        long started = now.get();
        for (long turn : turns) {
            assertTrue(pace.answerOne(() -> {
                now.addAndGet(turn);
                return true;
            }));
        }
        assertEquals(List.of(40_000_000L, 3_000_000L, 900_000_000L, 1L), rests, "each rest as long as its turn");
        long busy = java.util.Arrays.stream(turns).sum();
        assertEquals(2 * busy, now.get() - started, "busy half the time");
    }

    @Test
    void theRestFollowsTheFormulaForEachShare() {
        assertEquals(3_000, ThinkerPace.restNanos(1_000, 0.25), "a quarter: three times the turn");
        assertEquals(1_000, ThinkerPace.restNanos(1_000, 0.5));
        assertEquals(250, ThinkerPace.restNanos(1_000, 0.8));
        assertEquals(0, ThinkerPace.restNanos(1_000, 1.0), "all the time: no rest");
        assertEquals(0, ThinkerPace.restNanos(0, 0.25));
    }

    @Test
    void aRealTurnOfShortWallTimeIsFollowedByAtLeastTheRestItsMeasuredTimeCallsFor() throws InterruptedException {
        double share = 0.5;
        List<Long> rests = new ArrayList<>();
        List<Long> measuredTurns = new ArrayList<>();
        ThinkerPace pace = new ThinkerPace(share, System::nanoTime, rests::add);
        for (int turn = 0; turn < 5; turn++) {
            pace.answerOne(() -> {
                long started = System.nanoTime();
                sleep(5 + extraMillis(measuredTurns.size()));
                measuredTurns.add(System.nanoTime() - started);
                return true;
            });
        }
        assertEquals(5, rests.size());
        long turnsTotal = 0;
        long restsTotal = 0;
        for (int turn = 0; turn < 5; turn++) {
            // The pace measures around the turn, so its measure, and the rest, are at least what the turn measured inside.
            assertTrue(rests.get(turn) >= ThinkerPace.restNanos(measuredTurns.get(turn), share),
                    "turn " + turn + ": rest " + rests.get(turn) + " ns after a turn of " + measuredTurns.get(turn) + " ns");
            turnsTotal += measuredTurns.get(turn);
            restsTotal += rests.get(turn);
        }
        assertTrue(restsTotal >= turnsTotal, "with share 0.5 the rests add up to the turns' time again at least");
    }

    @Test
    void noTurnNoRest() throws InterruptedException {
        List<Long> rests = new ArrayList<>();
        ThinkerPace pace = new ThinkerPace(0.25, System::nanoTime, rests::add);
        assertFalse(pace.answerOne(() -> false));
        assertEquals(List.of(), rests);
    }

    @Test
    void anInterruptEndsTheRestAtOnce() throws Exception {
        // A turn of 50 ms at a share of one in a million would rest almost 14 hours.
        CountDownLatch resting = new CountDownLatch(1);
        ThinkerPace pace = new ThinkerPace(0.000_001, System::nanoTime, nanos -> {
            resting.countDown();
            ThinkerPace.Rest.SLEEP.take(nanos);
        });
        AtomicReference<Throwable> ended = new AtomicReference<>();
        Thread thinker = new Thread(() -> {
            try {
                pace.answerOne(() -> {
                    sleep(50);
                    return true;
                });
            } catch (Throwable thrown) {
                ended.set(thrown);
            }
        });
        thinker.start();
        assertTrue(resting.await(30, TimeUnit.SECONDS), "the turn was answered and the rest began");
        thinker.interrupt();
        thinker.join(TimeUnit.SECONDS.toMillis(10));
        assertFalse(thinker.isAlive(), "the rest ended with the interrupt");
        assertTrue(ended.get() instanceof InterruptedException, String.valueOf(ended.get()));
    }

    @Test
    void aShareOutsideZeroToOneStopsTheStartNamingTheSetting() {
        for (double wrong : new double[] {0, -0.5, 1.01, Double.NaN}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> new ThinkerPace(wrong, System::nanoTime, ThinkerPace.Rest.SLEEP), String.valueOf(wrong));
            assertTrue(refused.getMessage().startsWith("flagpost.computer.busy-share must be more than 0 and at most 1"),
                    refused.getMessage());
        }
        assertEquals(1.0, ThinkerPace.checkedShare(1.0));
        assertEquals(0.25, ThinkerPace.checkedShare(0.25));
    }

    @Test
    void underLoadTheRestFollowsTheShareUnderLoadAndTheBusyShareComesBackWhenQuiet() throws InterruptedException {
        AtomicLong now = new AtomicLong();
        List<Long> rests = new ArrayList<>();
        List<String> watched = new ArrayList<>();
        double[] loads = {0.1, 0.9, 0.5, 0.49, 0, 40};
        int[] read = {0};
        ThinkerPace pace = new ThinkerPace(0.25, new ThinkerPace.Yielding(0.05, 0.5, () -> loads[read[0]++]), now::get, rests::add,
                (share, underLoad) -> watched.add(share + (underLoad ? " under load" : "")));
        for (int turn = 0; turn < loads.length; turn++) {
            assertTrue(pace.answerOne(() -> {
                now.addAndGet(1_000);
                return true;
            }));
        }
        // At 0.25 a turn of 1000 ns rests 3000 ns; at 0.05, 19000: 6.33 times as long. No load, however high, rests longer.
        assertEquals(List.of(3_000L, 19_000L, 19_000L, 3_000L, 3_000L, 19_000L), rests);
        assertEquals(List.of("0.25", "0.05 under load", "0.05 under load", "0.25", "0.25", "0.05 under load"), watched);
        assertEquals(loads.length, read[0], "the load is read once a turn");
    }

    @Test
    void theLoadIsReadOnlyAfterATurnTaken() throws InterruptedException {
        int[] read = {0};
        List<Long> rests = new ArrayList<>();
        ThinkerPace pace = new ThinkerPace(0.25, new ThinkerPace.Yielding(0.05, 0.5, () -> {
            read[0]++;
            return 9;
        }), System::nanoTime, rests::add, ThinkerPace.Watch.NONE);
        assertFalse(pace.answerOne(() -> false));
        assertEquals(0, read[0], "no turn: the window of the next look stays whole");
        assertEquals(List.of(), rests);
    }

    @Test
    void aShareUnderLoadEqualToTheBusyShareNeverYields() throws InterruptedException {
        AtomicLong now = new AtomicLong();
        List<Long> rests = new ArrayList<>();
        List<Boolean> underLoad = new ArrayList<>();
        ThinkerPace pace = new ThinkerPace(0.5, new ThinkerPace.Yielding(0.5, 0.5, () -> 7), now::get, rests::add,
                (share, yielded) -> underLoad.add(yielded));
        pace.answerOne(() -> {
            now.addAndGet(2_000);
            return true;
        });
        assertEquals(List.of(2_000L), rests);
        assertEquals(List.of(false), underLoad, "no longer rest, so none counted as under load");
    }

    @Test
    void aShareUnderLoadOrAThresholdOutOfRangeStopsTheStartNamingTheSetting() {
        for (double wrong : new double[] {0, -0.05, 0.26, Double.NaN}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> new ThinkerPace(0.25,
                    new ThinkerPace.Yielding(wrong, 0.5, () -> 0), System::nanoTime, ThinkerPace.Rest.SLEEP, ThinkerPace.Watch.NONE),
                    String.valueOf(wrong));
            assertTrue(refused.getMessage().startsWith("flagpost.computer.busy-share-under-load must be more than 0 and at most "
                    + "flagpost.computer.busy-share (0.25)"), refused.getMessage());
        }
        for (double wrong : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> new ThinkerPace(0.25,
                    new ThinkerPace.Yielding(0.05, wrong, () -> 0), System::nanoTime, ThinkerPace.Rest.SLEEP, ThinkerPace.Watch.NONE),
                    String.valueOf(wrong));
            assertTrue(refused.getMessage().startsWith("flagpost.computer.load-threshold must be a number more than 0"),
                    refused.getMessage());
        }
        assertEquals(0.25, ThinkerPace.checkedShareUnderLoad(0.25, 0.25));
        assertEquals(0.05, ThinkerPace.checkedShareUnderLoad(0.05, 0.25));
        assertEquals(0.01, ThinkerPace.checkedThreshold(0.01));
    }

    /** Some variety in the turns' lengths: 0 to 9 ms more. */
    private static int extraMillis(int index) {
        return (index * 7) % 10;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }
}
