package flagpost.game;

import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Cost of a move through GameService against the real PostgreSQL (not a test: it asserts nothing and
 * is excluded from {@code verify}). Run: {@code ./mvnw test -Pservice-bench -Dtest=MoveBenchmark}. Figures go to the log and
 * to {@code target/bench/service-move.txt}.
 *
 * <p>Games shuffle forever without breaking a rule: each side moves two Scouts up and down in turn,
 * so no piece moves twice in a row and no piece ends next to an enemy.
 */
@QuarkusTest
@Tag("benchmark")
class MoveBenchmark {

    private static final Logger LOG = Logger.getLogger(MoveBenchmark.class);
    private static final int MEASURED_MOVES = 400;
    private static final int LONG_GAME_PLY = 1_500;
    private static final int THREADS = 8;
    private static final int MOVES_PER_THREAD = 1_000;

    @Inject
    Play play;

    @Test
    void measureMoves() throws Exception {
        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version());

        long warmGame = ServiceGames.startedClassicGame();
        play(warmGame, 0, 1_000, null);

        // Early and late moves alternate, so both see the same machine noise; their ratio is what counts.
        long early = ServiceGames.startedClassicGame();
        play(early, 0, 20, null);
        long late = ServiceGames.startedClassicGame();
        play(late, 0, LONG_GAME_PLY, null);
        long[] atTwenty = new long[MEASURED_MOVES];
        long[] atLong = new long[MEASURED_MOVES];
        for (int i = 0; i < MEASURED_MOVES; i++) {
            atTwenty[i] = timedMove(early, 20 + i);
            atLong[i] = timedMove(late, LONG_GAME_PLY + i);
        }
        report.add(line("one thread, moves from ply 20", atTwenty));
        report.add(line("one thread, moves from ply " + LONG_GAME_PLY, atLong));
        report.add(String.format("ratio of medians ply %d / ply 20: %.2f", LONG_GAME_PLY,
                (double) percentile(atLong, 50) / percentile(atTwenty, 50)));

        List<Long> games = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            games.add(ServiceGames.startedClassicGame());
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        long start = System.nanoTime();
        List<Future<long[]>> futures = new ArrayList<>();
        for (long game : games) {
            futures.add(pool.submit(() -> {
                long[] times = new long[MOVES_PER_THREAD];
                play(game, 0, MOVES_PER_THREAD, times);
                return times;
            }));
        }
        long[] all = new long[THREADS * MOVES_PER_THREAD];
        for (int i = 0; i < THREADS; i++) {
            System.arraycopy(futures.get(i).get(10, TimeUnit.MINUTES), 0, all, i * MOVES_PER_THREAD, MOVES_PER_THREAD);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        report.add(String.format("%d threads on %d games: %.0f moves/s; %s", THREADS, THREADS, all.length / seconds,
                line("latency", all)));

        report.forEach(LOG::info);
        write(report);
    }

    /** Plays {@code count} shuffle moves from {@code fromPly}, timing each into {@code times} when given. */
    private void play(long game, int fromPly, int count, long[] times) {
        for (int i = 0; i < count; i++) {
            int ply = fromPly + i;
            long nanos = timedMove(game, ply);
            if (times != null) {
                times[i] = nanos;
            }
        }
    }

    private long timedMove(long game, int ply) {
        long start = System.nanoTime();
        play.move(game, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, shuffle(ply));
        return System.nanoTime() - start;
    }

    /** Red alternates its Scouts on e4 and f4, Blue its Scouts on a7 and b7, each going out and back. */
    static Move shuffle(int ply) {
        int ownMove = ply / 2;
        boolean firstPiece = ownMove % 2 == 0;
        boolean outward = (ownMove / 2) % 2 == 0;
        String file = ply % 2 == 0 ? (firstPiece ? "e" : "f") : (firstPiece ? "a" : "b");
        int home = ply % 2 == 0 ? 4 : 7;
        int away = ply % 2 == 0 ? 5 : 6;
        return outward ? Move.of(file + home, file + away) : Move.of(file + away, file + home);
    }

    private static String line(String what, long[] nanos) {
        return String.format("%s: median %.2f ms, p99 %.2f ms, max %.2f ms (n=%d)", what, percentile(nanos, 50) / 1e6,
                percentile(nanos, 99) / 1e6, percentile(nanos, 100) / 1e6, nanos.length);
    }

    private static long percentile(long[] values, int percent) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static void write(List<String> report) throws IOException {
        Path file = Path.of("target", "bench", "service-move.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, report);
    }
}
