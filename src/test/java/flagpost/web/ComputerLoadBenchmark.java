package flagpost.web;

import flagpost.bot.Level;
import flagpost.game.ComputerConfig;
import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.support.GreenMailResource;
import flagpost.support.JitWarmUp;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.Wrk;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Do 50 games against the computer slow down the play page? (Not a test: excluded from {@code verify}, asserts only that
 * the load ran without errors.) Run: {@code ./mvnw test -Pservice-bench -Dtest=ComputerLoadBenchmark} (needs
 * {@code wrk}: apt-get install -y wrk).
 *
 * <p>The computer runs as a host runs it ({@link AsInProduction}): the production thinking budget, minimum delay, busy
 * share and thinker threads, commits waking it, the outbox mailing the person every answer (to GreenMail, in this
 * process), and the clock following real time so the minimum delay is one. The people of the 50 games are as fast as
 * people can be: a driver thread plays a person's move the moment the computer's answer is stored, and starts a new game
 * in place of one that ended, so 50 games are always running.
 *
 * <p>The play pages of both seats of four Classic games between people are loaded by {@code wrk -t2 -c16} from a second
 * process on loopback. After a warm-up with both loads until the JIT is quiet, rounds alternate: without the computer
 * games (the driver stopped and the computer's queue empty), then with them, so both halves see the same machine. The
 * figure is the median p99 with them over the median p99 without (the target: within 20 %); every round is reported.
 * The report goes to the log and to {@code target/bench/computer-load.txt}. Override with -Dload.rounds=3
 * -Dload.duration=20s -Dload.connections=16 -Dload.computer-games=50 -Dload.warmup-max=300, and the computer's settings
 * with -Dload.min-delay=PT0S (no minimum delay: the most the people can ask of it) -Dload.busy-share=1
 * -Dload.busy-share-under-load=0.25 (the same as the busy share: never yields) -Dload.load-threshold=0.5.
 */
@QuarkusTest
@Tag("benchmark")
@TestProfile(ComputerLoadBenchmark.AsInProduction.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class ComputerLoadBenchmark {

    /**
     * The computer and the outbox as application.properties sets them for production, not as the tests do (a small
     * thinking budget, no delay, turns answered by hand, no mail sent), except where a -Dload.* property says otherwise.
     */
    public static class AsInProduction implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> overrides = new HashMap<>();
            overrides.put("flagpost.computer.wake-up", "true");
            overrides.put("flagpost.computer.iterations", System.getProperty("load.iterations", "600"));
            overrides.put("flagpost.computer.min-delay", System.getProperty("load.min-delay", "PT2S"));
            for (String setting : List.of("busy-share", "busy-share-under-load", "load-threshold")) {
                if (System.getProperty("load." + setting) != null) {
                    overrides.put("flagpost.computer." + setting, System.getProperty("load." + setting));
                }
            }
            overrides.put("flagpost.jobs.computer.every", "2s");
            overrides.put("flagpost.mail.outbox.wake-up", "true");
            overrides.put("flagpost.jobs.outbox.every", "10s");
            return overrides;
        }
    }

    private static final Logger LOG = Logger.getLogger(ComputerLoadBenchmark.class);
    private static final int PEOPLES_GAMES = 4;

    @Inject
    Play play;

    @Inject
    GameQueries queries;

    @Inject
    Setups setups;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @Inject
    ComputerConfig computer;

    @Inject
    MeterRegistry registry;

    @TestHTTPResource("/")
    URL base;

    @Test
    void fiftyGamesAgainstTheComputerLeaveThePlayPageAlone() throws Exception {
        Assumptions.assumeTrue(Wrk.installed(), "wrk is not installed: apt-get install -y wrk");
        String duration = System.getProperty("load.duration", "20s");
        String connections = System.getProperty("load.connections", "16");
        int computerGames = Integer.getInteger("load.computer-games", 50);
        int rounds = Integer.getInteger("load.rounds", 3);

        Thread ticker = followRealTime();
        String[][] line = {{"e4", "e5"}, {"e7", "e6"}, {"e5", "e6"}, {"a7", "a6"}, {"f4", "f5"}, {"a6", "a5"}};
        List<String> paths = new ArrayList<>();
        for (int g = 0; g < PEOPLES_GAMES; g++) {
            long id = ServiceGames.startedClassicGame();
            for (int ply = 0; ply < line.length; ply++) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(line[ply][0], line[ply][1]));
            }
            for (Side seat : Side.values()) {
                paths.add("/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0));
            }
        }
        Path rotation = Wrk.rotation(paths);
        String url = base.toString();
        String[] wrk = {"wrk", "-t2", "-c" + connections, "-d" + duration, "--latency", "-s", rotation.toString(), url};
        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + ", load average before: " + Files.readString(Path.of("/proc/loadavg")).strip());
        report.add(String.format("the computer: level normal, %d iterations, think cap %s, minimum delay %s, %d thinker thread(s), "
                + "busy share %.2f, %.2f from a load of %.2f; %d games, people answering at once; the play pages of %d games between "
                + "people, wrk -t2 -c%s, rounds of %s", computer.iterations(), computer.thinkCap(), computer.minDelay(), computer.threads(),
                computer.busyShare(), computer.busyShareUnderLoad(), computer.loadThreshold(), computerGames, PEOPLES_GAMES, connections, duration));

        List<Long> games = new ArrayList<>();
        for (int g = 0; g < computerGames; g++) {
            games.add(newComputerGame());
        }
        People people = new People(games);

        // Warm-up with both loads, so the pages, the computer's search and the mail are all compiled before any round.
        people.start();
        JitWarmUp.Result warm = JitWarmUp.untilQuiet("play pages beside the computer", Duration.ofSeconds(Long.getLong("load.warmup-max", 300)),
                () -> {
                    try {
                        Wrk.run("wrk", "-t2", "-c" + connections, "-d10s", "-s", rotation.toString(), url);
                    } catch (IOException | InterruptedException failed) {
                        throw new IllegalStateException(failed);
                    }
                });
        people.stop();
        report.add(warm.toString());

        List<Wrk.Figures> without = new ArrayList<>();
        List<Wrk.Figures> with = new ArrayList<>();
        boolean errors = false;
        for (int round = 1; round <= rounds; round++) {
            waitForTheComputerToRest(people.games());
            Wrk.Figures alone = Wrk.Figures.of(Wrk.run(wrk));
            without.add(alone);
            report.add("round " + round + ", without the computer: " + alone);

            people.start();
            Thread.sleep(5_000); // every game through its first answers: the computer's queue in its steady state
            long answersBefore = people.answers.get();
            long waitedBefore = people.waitedNanos.get();
            double underLoadBefore = restsUnderLoad();
            long started = System.nanoTime();
            Wrk.Figures beside = Wrk.Figures.of(Wrk.run(wrk));
            double seconds = (System.nanoTime() - started) / 1e9;
            long answers = people.answers.get() - answersBefore;
            double underLoad = restsUnderLoad() - underLoadBefore;
            people.stop();
            with.add(beside);
            report.add(String.format("round %d, with %d games against the computer: %s; the computer answered %.1f turns a second, "
                    + "%.0f ms on average from a person's move to its answer, %.0f rests at the share under load", round, computerGames,
                    beside, answers / seconds, answers == 0 ? Double.NaN : (people.waitedNanos.get() - waitedBefore) / 1e6 / answers,
                    underLoad));
            errors |= alone.errors() || beside.errors();
        }
        waitForTheComputerToRest(people.games());
        Wrk.Figures last = Wrk.Figures.of(Wrk.run(wrk));
        without.add(last);
        report.add("round " + (rounds + 1) + ", without the computer: " + last);
        errors |= last.errors();
        ticker.interrupt();

        double p99Without = median(without.stream().mapToDouble(Wrk.Figures::p99Millis).toArray());
        double p99With = median(with.stream().mapToDouble(Wrk.Figures::p99Millis).toArray());
        double rateWithout = median(without.stream().mapToDouble(Wrk.Figures::perSecond).toArray());
        double rateWith = median(with.stream().mapToDouble(Wrk.Figures::perSecond).toArray());
        double ratio = p99With / p99Without;
        report.add(String.format("median p99 with the computer %.2f ms / without %.2f ms: %.2f (target <= 1.20: %s); pages a second "
                + "with / without: %.0f / %.0f (%.2f); games replaced after they ended: %d", p99With, p99Without, ratio,
                ratio <= 1.20 ? "met" : "MISSED", rateWith, rateWithout, rateWith / rateWithout, people.replaced.get()));
        report.add("load average after: " + Files.readString(Path.of("/proc/loadavg")).strip());
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "computer-load.txt"), report, StandardCharsets.UTF_8);
        report.forEach(LOG::info);
        if (errors) {
            throw new AssertionError("the load saw errors:\n" + String.join("\n", report));
        }
    }

    private double restsUnderLoad() {
        return registry.counter("flagpost.computer.rests.under.load").count();
    }

    /**
     * The tests' clock stands still; here it follows real time, so the computer's minimum delay and the outbox's due
     * times pass as they do in production. This benchmark runs alone in its JVM, so moving the shared clock is safe.
     */
    private Thread followRealTime() {
        Thread ticker = new Thread(() -> {
            long last = System.nanoTime();
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException stop) {
                    return;
                }
                long now = System.nanoTime();
                clock.advance(Duration.ofNanos(now - last));
                last = now;
            }
        }, "clock-follows-real-time");
        ticker.setDaemon(true);
        ticker.start();
        return ticker;
    }

    private long newComputerGame() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("person"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        return id;
    }

    /** Waits until the computer owes none of these games anything (its last answers stored, its threads idle). */
    private static void waitForTheComputerToRest(List<Long> games) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < giveUp) {
            long owed = QuarkusTransaction.requiringNew().call(() -> ((Number) GameEntity.getEntityManager()
                    .createNativeQuery("select count(*) from computer_turn where game_id in (:games)")
                    .setParameter("games", games).getSingleResult()).longValue());
            if (owed == 0) {
                Thread.sleep(2_000); // the mail of the last answers
                return;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the computer still owed answers after 2 minutes");
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /**
     * The people of the computer games, on one thread: every 50 ms one query finds the games where it is their turn,
     * and they play a legal move in each at once; a game that ended is replaced by a new one.
     */
    private final class People {

        final AtomicLong answers = new AtomicLong();
        final AtomicLong waitedNanos = new AtomicLong();
        final AtomicLong replaced = new AtomicLong();
        private final List<Long> games;
        private final Map<Long, Long> movedAt = new HashMap<>();
        private final AtomicBoolean playing = new AtomicBoolean();
        private Thread thread;

        People(List<Long> games) {
            this.games = new ArrayList<>(games);
        }

        synchronized List<Long> games() {
            return List.copyOf(games);
        }

        void start() {
            playing.set(true);
            thread = new Thread(this::play, "people");
            thread.start();
        }

        void stop() throws InterruptedException {
            playing.set(false);
            thread.join(TimeUnit.MINUTES.toMillis(1));
            movedAt.clear(); // an answer after the stop is not a round's
        }

        private void play() {
            while (playing.get()) {
                List<Long> now = games();
                List<Object[]> due = QuarkusTransaction.requiringNew().call(() -> GameEntity.getEntityManager().createQuery(
                        "select g.id, g.ply, g.status from GameEntity g where g.id in :games and (g.status <> :playing or g.seatToMove = :red)",
                        Object[].class).setParameter("games", now).setParameter("playing", GameStatus.PLAYING)
                        .setParameter("red", Side.RED).getResultList());
                for (Object[] row : due) {
                    long id = (Long) row[0];
                    int ply = (Integer) row[1];
                    if (row[2] != GameStatus.PLAYING) {
                        replace(id);
                        continue;
                    }
                    Long moved = movedAt.remove(id);
                    if (moved != null) {
                        answers.incrementAndGet();
                        waitedNanos.addAndGet(System.nanoTime() - moved);
                    }
                    List<Move> legal = queries.seatState(id, Side.RED).legalMoves();
                    try {
                        play.move(id, Side.RED, ply, legal.get(ply % legal.size()));
                        movedAt.put(id, System.nanoTime());
                    } catch (GameActionException raced) {
                        // the game ended meanwhile: the next query sees it
                    }
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }

        private void replace(long ended) {
            long next = newComputerGame();
            synchronized (this) {
                games.set(games.indexOf(ended), next);
            }
            movedAt.remove(ended);
            replaced.incrementAndGet();
        }
    }
}
