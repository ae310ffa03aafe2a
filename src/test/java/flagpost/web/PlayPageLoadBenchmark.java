package flagpost.web;

import static io.restassured.RestAssured.given;

import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.JitWarmUp;
import flagpost.support.ServiceGames;
import flagpost.support.Wrk;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Load on the play page of a running game from a second process on loopback (not a test: excluded from
 * {@code verify}, asserts only that the load ran). Run:
 * {@code ./mvnw test -Pservice-bench -Dtest=PlayPageLoadBenchmark} (needs {@code wrk}: apt-get install -y wrk).
 *
 * <p>Starts four Classic games, plays a few moves in each (a battle among them) so the pages have moved pieces, known
 * pieces, captures and last moves, takes the play links of both seats (Red to move: legal moves and targets; Blue
 * waiting), warms up in rounds of 10 s of the same load until the JIT is quiet ({@link JitWarmUp}), then runs
 * {@code wrk -t2 -c16 -d30s --latency} over the eight links in turn (a
 * closed loop), and then {@link OpenLoad} at a fixed rate, half and four fifths of wrk's, whose latencies count from
 * when each request was due. The figures go to the log and to {@code target/bench/play-page-load.txt}; the target is
 * p99 < 50 ms at 16 concurrent clients. Override the run with -Dload.duration=60s -Dload.connections=16
 * -Dload.open-seconds=20 -Dload.warmup-max=300.
 */
@QuarkusTest
@Tag("benchmark")
class PlayPageLoadBenchmark {

    private static final Logger LOG = Logger.getLogger(PlayPageLoadBenchmark.class);
    private static final int GAMES = 4;
    private static final int OPEN_LOOP_WORKERS = 32;

    @Inject
    Play play;

    @Inject
    LinkService links;

    @TestHTTPResource("/")
    URL base;

    @Test
    void playPageUnderSixteenClients() throws Exception {
        Assumptions.assumeTrue(Wrk.installed(), "wrk is not installed: apt-get install -y wrk");
        String duration = System.getProperty("load.duration", "30s");
        String connections = System.getProperty("load.connections", "16");
        int openSeconds = Integer.parseInt(System.getProperty("load.open-seconds", "20"));

        // Both seats of several games, so the pages differ as a crowd's would (Red to move: legal moves and targets;
        // Blue waiting) and no single row or rendered string stays hot in a cache.
        String[][] line = {{"e4", "e5"}, {"e7", "e6"}, {"e5", "e6"}, {"a7", "a6"}, {"f4", "f5"}, {"a6", "a5"}};
        List<String> paths = new ArrayList<>();
        int pageCharacters = 0;
        for (int g = 0; g < GAMES; g++) {
            long id = ServiceGames.startedClassicGame();
            for (int ply = 0; ply < line.length; ply++) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(line[ply][0], line[ply][1]));
            }
            for (Side seat : Side.values()) {
                String path = "/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0);
                pageCharacters += given().get(base + path.substring(1)).then().statusCode(200).extract().asString().length();
                paths.add(path);
            }
        }
        Path rotation = Wrk.rotation(paths);
        String url = base.toString();
        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + ", load average before: " + Files.readString(Path.of("/proc/loadavg")).strip());
        report.add("pages: both seats of " + GAMES + " Classic games at ply " + line.length + " (Red to move), " + paths.size()
                + " links in turn, " + pageCharacters / paths.size() + " characters on average");

        // Warm-up (JIT, pools, template caches): rounds of the same load until the JIT is quiet.
        JitWarmUp.Result warm = JitWarmUp.untilQuiet("play pages", Duration.ofSeconds(Long.getLong("load.warmup-max", 300)), () -> {
            try {
                Wrk.run("wrk", "-t2", "-c" + connections, "-d10s", "-s", rotation.toString(), url);
            } catch (IOException | InterruptedException failed) {
                throw new IllegalStateException(failed);
            }
        });
        report.add(warm.toString());
        // One client first: the time one page costs the server when nothing else queues.
        long allocatedBefore = allocatedBytes();
        String alone = Wrk.run("wrk", "-t1", "-c1", "-d10s", "--latency", "-s", rotation.toString(), url);
        long allocated = allocatedBytes() - allocatedBefore;
        report.add("wrk -t1 -c1 -d10s --latency <play pages> (one client, for comparison)");
        report.add(alone.strip());
        long served = Wrk.Figures.of(alone).requests();
        if (served > 0) {
            report.add(String.format("allocated per page (one client): %.0f kB", allocated / 1e3 / served));
        }
        String output = Wrk.run("wrk", "-t2", "-c" + connections, "-d" + duration, "--latency", "-s", rotation.toString(), url);
        report.add("wrk -t2 -c" + connections + " -d" + duration + " --latency <play pages> (closed loop)");
        report.add(output.strip());
        Wrk.Figures closed = Wrk.Figures.of(output);
        double closedRate = closed.perSecond();
        report.add(String.format("summary, closed loop: p50 %.2f ms p75 %.2f ms p90 %.2f ms p99 %.2f ms, %.0f requests/s%s",
                closed.p50Millis(), closed.p75Millis(), closed.p90Millis(), closed.p99Millis(), closedRate,
                closed.p99Millis() < 50 ? " (p99 < 50 ms: met)" : " (p99 < 50 ms: MISSED)"));

        // The same pages offered at a fixed rate, half and then four fifths of what the closed loop managed: the tail a
        // crowd arriving on its own schedule sees, waits behind slow answers included.
        List<OpenLoad.Result> open = new ArrayList<>();
        for (double share : new double[] {0.5, 0.8}) {
            OpenLoad.Result result = OpenLoad.run(base.getHost(), base.getPort(), paths, Math.max(10, share * closedRate), openSeconds,
                    OPEN_LOOP_WORKERS);
            open.add(result);
            report.add(String.format("%.0f %% of the closed loop's rate, %d connections: ", share * 100, OPEN_LOOP_WORKERS) + result.summary());
        }
        report.add("load average after: " + Files.readString(Path.of("/proc/loadavg")).strip());
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "play-page-load.txt"), report, StandardCharsets.UTF_8);
        report.forEach(LOG::info);
        if (closed.errors() || open.stream().anyMatch(r -> r.failed() > 0)) {
            throw new AssertionError("the load saw errors:\n" + String.join("\n", report));
        }
    }

    /**
     * Bytes allocated so far by the threads alive now, this JVM's server threads among them. While one client
     * loads the page nothing else runs here, so the difference over that run, divided by its requests, is what a
     * page allocates (a little under: a thread that ends in between takes its count with it).
     */
    private static long allocatedBytes() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        return Arrays.stream(threads.getThreadAllocatedBytes(threads.getAllThreadIds())).filter(bytes -> bytes > 0).sum();
    }
}
