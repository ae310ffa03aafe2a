package flagpost.game;

import flagpost.mail.OutboxDispatcher;
import flagpost.mail.OutboxRows;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.BenchDatabase;
import flagpost.support.GreenMailResource;
import flagpost.support.JitWarmUp;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Cost of a move through GameService against the real PostgreSQL (not a test: it asserts nothing and
 * is excluded from {@code verify}). Run: {@code ./mvnw test -Pservice-bench -Dtest=MoveBenchmark}. Figures go to the log and
 * to {@code target/bench/service-move.txt}.
 *
 * <p>The latency cases shuffle forever without breaking a rule: each side moves two Scouts up and down in turn, so no
 * piece moves twice in a row and no piece ends next to an enemy, and a game's length is all that differs. The
 * throughput cases after them play random games to their end, battles included: one thread; sixteen threads on four
 * games, contending for the game rows; and one thread while the outbox composes and sends every email to GreenMail.
 * The report names the database and forces {@code synchronous_commit} on, as production runs.
 */
@QuarkusTest
@Tag("benchmark")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class MoveBenchmark {

    private static final Logger LOG = Logger.getLogger(MoveBenchmark.class);
    private static final int MEASURED_MOVES = 400;
    private static final int LONG_GAME_PLY = 1_500;
    private static final int THREADS = 8;
    private static final int MOVES_PER_THREAD = 1_000;
    private static final int SCRIPTED_GAMES = 4;
    private static final int CONTENDING_THREADS = 16;
    private static final int CONTENDED_GAMES = 4;

    @Inject
    Play play;

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    OutboxRows outbox;

    @Test
    void measureMoves() throws Exception {
        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version() + "; load average "
                + ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage() + " at the start");
        BenchDatabase.requireSynchronousCommit();
        report.add(BenchDatabase.describe());

        // Until the JIT is quiet, in rounds of 10 s of moves on a game of its own (the shuffle never ends a game).
        long warmGame = ServiceGames.startedClassicGame();
        int[] warmPly = {0};
        JitWarmUp.Result warm = JitWarmUp.untilQuiet("moves", Duration.ofSeconds(Long.getLong("flagpost.bench.warmup-max", 300)), () -> {
            long roundEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < roundEnd) {
                play(warmGame, warmPly[0], 100, null);
                warmPly[0] += 100;
            }
        });
        report.add(warm.toString());
        if (Boolean.getBoolean("flagpost.bench.random-only")) {
            // An A/B of one case alone: the random games on one thread, without the cases before them filling the tables;
            // the first round warms the JIT up (-Dflagpost.bench.random-rounds, 2 by default).
            for (int round = 0; round < Integer.getInteger("flagpost.bench.random-rounds", 2); round++) {
                report.add(scripted(1, SCRIPTED_GAMES, false));
            }
            report.forEach(LOG::info);
            write(report);
            return;
        }

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

        report.add(scripted(1, SCRIPTED_GAMES, false));
        report.add(scripted(CONTENDING_THREADS, CONTENDED_GAMES, false));
        report.add(scripted(1, SCRIPTED_GAMES, true));

        report.forEach(LOG::info);
        write(report);
    }

    /**
     * Random games with their battles, each played to its end through {@code Play.move} by {@code threads} threads that
     * all play every game: each takes the next ply of a game and tries it, so threads wait for each other on the game
     * row and a thread that loses the race gets "already played" (counted, not timed). With {@code mailing}, the outbox
     * runs meanwhile on a thread of its own, composing every move's two emails and sending them to GreenMail.
     */
    private String scripted(int threads, int gameCount, boolean mailing) throws Exception {
        outbox.drain();
        List<ScriptedGame> scripts = new ArrayList<>();
        List<Long> games = new ArrayList<>();
        for (int i = 0; i < gameCount; i++) {
            ScriptedGame script = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 1_000L * (i + 1), 2_000);
            scripts.add(script);
            games.add(ServiceGames.startedGame(Variant.CLASSIC, GameOptions.DEFAULT, script.red(), script.blue()));
        }
        BenchDatabase.settle();
        BenchDatabase.WalMark walBefore = BenchDatabase.wal();
        AtomicInteger[] next = new AtomicInteger[gameCount];
        for (int i = 0; i < gameCount; i++) {
            next[i] = new AtomicInteger();
        }
        AtomicInteger battles = new AtomicInteger();
        AtomicInteger lostRaces = new AtomicInteger();
        AtomicBoolean playing = new AtomicBoolean(true);
        AtomicInteger mailed = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads + 1);
        Future<?> mailer = pool.submit(() -> {
            while (mailing && playing.get()) {
                OutboxDispatcher.Run run = dispatcher.dispatch();
                mailed.addAndGet(run.sent());
                if (run.idle()) {
                    Thread.sleep(5); // as the outbox job would, rather than asking the database in a tight loop
                }
            }
            return null;
        });
        long start = System.nanoTime();
        List<Future<List<Long>>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int first = t % gameCount;
            futures.add(pool.submit(() -> {
                List<Long> times = new ArrayList<>();
                for (int done = 0; done < gameCount; ) {
                    done = 0;
                    for (int g = 0; g < gameCount; g++) {
                        int game = (first + g) % gameCount;
                        int ply = next[game].get();
                        List<Move> moves = scripts.get(game).moves();
                        if (ply >= moves.size()) {
                            done++;
                            continue;
                        }
                        long moveStart = System.nanoTime();
                        try {
                            Play.MoveReceipt receipt = play.move(games.get(game), ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));
                            times.add(System.nanoTime() - moveStart);
                            next[game].compareAndSet(ply, ply + 1);
                            if (receipt.played().battle() != null) {
                                battles.incrementAndGet();
                            }
                        } catch (GameActionException race) {
                            // Lost to another thread: the ply was played, or that move ended the game.
                            if (race.problem() != GameActionException.Problem.ALREADY_PLAYED
                                    && race.problem() != GameActionException.Problem.WRONG_STATE) {
                                throw race;
                            }
                            lostRaces.incrementAndGet();
                        }
                    }
                }
                return times;
            }));
        }
        List<Long> all = new ArrayList<>();
        for (Future<List<Long>> future : futures) {
            all.addAll(future.get(30, TimeUnit.MINUTES));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        playing.set(false);
        mailer.get(5, TimeUnit.MINUTES);
        pool.shutdown();
        String wal = BenchDatabase.walPer(walBefore, all.size(), "move");
        int leftToMail = mailing ? outbox.drain() : 0;
        long[] nanos = all.stream().mapToLong(Long::longValue).toArray();
        return String.format("%d thread(s) on %d random games to their end (%d battles)%s: %.0f moves/s; %s; %d tries lost the race for"
                + " a ply; %s%s", threads, gameCount, battles.get(), mailing ? ", the outbox sending meanwhile" : "", nanos.length / seconds,
                line("latency", nanos), lostRaces.get(), wal, mailing ? String.format("; %d emails sent during the moves, %d after",
                        mailed.get(), leftToMail) : "");
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
