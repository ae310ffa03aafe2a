package flagpost.web;

import flagpost.bot.Level;
import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.jobs.ComputerJob;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.support.JitWarmUp;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Do 50 games against the computer slow down the play page? (Not a test: excluded from {@code verify}, asserts only that
 * the load ran.) Run, with the production thinking budget rather than the tests' small one:
 * {@code ./mvnw test -Pservice-bench -Dtest=ComputerLoadBenchmark -D%test.flagpost.computer.iterations=600}
 * (needs {@code wrk}: apt-get install -y wrk).
 *
 * <p>The play pages of both seats of four Classic games between people are loaded by {@code wrk -t2 -c16} from a second
 * process on loopback, as in {@link PlayPageLoadBenchmark}, in one sitting: first without the computer, then while
 * 50 games against the computer at level normal run (a driver thread plays the person's side of each as soon as it
 * is their turn, so the computer always has work queued, with the commit wake-up on and no minimum delay: the most
 * it can be asked for), then without it again. The figure is p99 with the computer against the mean of the two
 * without (the target: within 20 %). Also reported: the computer's turns answered per second and the person-to-
 * answer time. The report goes to the log and to {@code target/bench/computer-load.txt}. Override with
 * -Dload.duration=30s -Dload.connections=16 -Dload.computer-games=50 -Dload.warmup-max=300.
 */
@QuarkusTest
@Tag("benchmark")
class ComputerLoadBenchmark {

    private static final Logger LOG = Logger.getLogger(ComputerLoadBenchmark.class);
    private static final Pattern P99 = Pattern.compile("^\\s+99%\\s+([\\d.]+)(us|ms|s)\\s*$", Pattern.MULTILINE);
    private static final Pattern RATE = Pattern.compile("Requests/sec:\\s+([\\d.]+)");
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
    ComputerJob computerJob;

    @TestHTTPResource("/")
    URL base;

    @Test
    void fiftyGamesAgainstTheComputerLeaveThePlayPageAlone() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/wrk")), "wrk is not installed: apt-get install -y wrk");
        String duration = System.getProperty("load.duration", "30s");
        String connections = System.getProperty("load.connections", "16");
        int computerGames = Integer.getInteger("load.computer-games", 50);

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
        Path rotation = Files.createTempFile("play-pages", ".lua");
        Files.writeString(rotation, wrkRotation(paths));
        String url = base.toString();
        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + ", load average before: " + Files.readString(Path.of("/proc/loadavg")).strip());

        JitWarmUp.Result warm = JitWarmUp.untilQuiet("play pages", Duration.ofSeconds(Long.getLong("load.warmup-max", 300)), () -> {
            try {
                run("wrk", "-t2", "-c" + connections, "-d10s", "-s", rotation.toString(), url);
            } catch (IOException | InterruptedException failed) {
                throw new IllegalStateException(failed);
            }
        });
        report.add(warm.toString());
        String[] wrk = {"wrk", "-t2", "-c" + connections, "-d" + duration, "--latency", "-s", rotation.toString(), url};

        String before = run(wrk);
        report.add("without the computer: " + summary(before));

        List<Long> games = new ArrayList<>();
        for (int g = 0; g < computerGames; g++) {
            long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("person"));
            setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
            games.add(id);
        }
        AtomicBoolean driving = new AtomicBoolean(true);
        AtomicLong personMoves = new AtomicLong();
        AtomicLong computerAnswers = new AtomicLong();
        AtomicLong waitedNanos = new AtomicLong();
        computerJob.setWakeUp(true);
        Thread driver = new Thread(() -> drive(games, driving, personMoves, computerAnswers, waitedNanos), "person-driver");
        String during;
        long started = System.nanoTime();
        long answersBefore;
        try {
            driver.start();
            Thread.sleep(5_000); // the computer's queue filled and its threads busy
            answersBefore = computerAnswers.get();
            during = run(wrk);
        } finally {
            driving.set(false);
            driver.join(TimeUnit.MINUTES.toMillis(1));
            computerJob.setWakeUp(false);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        long answered = computerAnswers.get() - answersBefore;
        report.add("with " + computerGames + " games against the computer: " + summary(during));
        report.add(String.format("the computer: %d turns answered during the load (%.1f per second over the whole phase), person's "
                + "moves %d, mean time from a person's move to the computer's answer as the driver saw it %.0f ms", answered,
                computerAnswers.get() / seconds, personMoves.get(),
                computerAnswers.get() == 0 ? Double.NaN : waitedNanos.get() / 1e6 / computerAnswers.get()));

        String after = run(wrk);
        report.add("without the computer again: " + summary(after));
        double baseline = (p99(before) + p99(after)) / 2;
        double ratio = p99(during) / baseline;
        report.add(String.format("p99 with the computer / mean p99 without: %.2f (target <= 1.20: %s)", ratio, ratio <= 1.20 ? "met" : "MISSED"));
        report.add("load average after: " + Files.readString(Path.of("/proc/loadavg")).strip());
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "computer-load.txt"), report, StandardCharsets.UTF_8);
        report.forEach(LOG::info);
        if (during.contains("Non-2xx") || during.contains("Socket errors")) {
            throw new AssertionError("the load saw errors:\n" + String.join("\n", report));
        }
    }

    /**
     * The people's side of the computer games: whenever it is a person's turn, they play their first legal move at once,
     * so the computer has work queued the whole time. A finished game is left alone.
     */
    private void drive(List<Long> games, AtomicBoolean driving, AtomicLong personMoves, AtomicLong computerAnswers, AtomicLong waitedNanos) {
        long[] movedAt = new long[games.size()];
        int[] plyMovedAt = new int[games.size()];
        while (driving.get()) {
            boolean moved = false;
            for (int i = 0; i < games.size() && driving.get(); i++) {
                long id = games.get(i);
                GameEntity game = QuarkusTransaction.requiringNew().call(() -> GameEntity.findById(id));
                if (game.status != GameStatus.PLAYING || game.seatToMove != Side.RED) {
                    continue;
                }
                if (movedAt[i] != 0 && game.ply > plyMovedAt[i]) {
                    computerAnswers.incrementAndGet();
                    waitedNanos.addAndGet(System.nanoTime() - movedAt[i]);
                }
                List<Move> legal = queries.seatState(id, Side.RED).legalMoves();
                try {
                    play.move(id, Side.RED, game.ply, legal.get(game.ply % legal.size()));
                    movedAt[i] = System.nanoTime();
                    plyMovedAt[i] = game.ply + 1;
                    personMoves.incrementAndGet();
                    moved = true;
                } catch (GameActionException raced) {
                    // the game ended or moved on meanwhile: next round
                }
            }
            if (!moved) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    private static String summary(String wrkOutput) {
        Matcher rate = RATE.matcher(wrkOutput);
        return String.format("p99 %.2f ms, %s requests/s", p99(wrkOutput), rate.find() ? rate.group(1) : "?");
    }

    private static double p99(String wrkOutput) {
        Matcher percentile = P99.matcher(wrkOutput);
        if (!percentile.find()) {
            return Double.NaN;
        }
        double value = Double.parseDouble(percentile.group(1));
        return switch (percentile.group(2)) {
            case "us" -> value / 1_000;
            case "s" -> value * 1_000;
            default -> value;
        };
    }

    private static String wrkRotation(List<String> paths) {
        StringBuilder lua = new StringBuilder("local paths = {\n");
        for (String path : paths) {
            lua.append("  \"").append(path).append("\",\n");
        }
        return lua.append("}\nlocal turn = 0\nrequest = function()\n  turn = turn % #paths + 1\n")
                .append("  return wrk.format(\"GET\", paths[turn])\nend\n").toString();
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Path output = Files.createTempFile("wrk", ".out");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        boolean ended = process.waitFor(5, TimeUnit.MINUTES);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        Files.deleteIfExists(output);
        if (!ended || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + (ended ? " failed:\n" : " did not end in 5 minutes:\n") + text);
        }
        return text;
    }
}
