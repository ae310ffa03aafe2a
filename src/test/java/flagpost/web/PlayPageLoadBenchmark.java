package flagpost.web;

import static io.restassured.RestAssured.given;

import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Load on the play page of a running game from a second process on loopback (not a test: excluded from
 * {@code verify}, asserts only that the load ran). Run:
 * {@code ./mvnw test -Pservice-bench -Dtest=PlayPageLoadBenchmark} (needs {@code wrk}: apt-get install -y wrk).
 *
 * <p>Starts a Classic game, plays a few moves (a battle among them) so the page has moved pieces, known pieces,
 * captures and last moves, takes the play link of the side to move (the heavier page: legal moves and
 * targets), warms up for 10 s, then runs {@code wrk -t2 -c16 -d30s --latency} against it. The latency
 * distribution and request rate go to the log and to {@code target/bench/play-page-load.txt}; the target is
 * p99 < 50 ms at 16 concurrent clients. Override the run with -Dload.duration=60s -Dload.connections=16.
 */
@QuarkusTest
@Tag("benchmark")
class PlayPageLoadBenchmark {

    private static final Logger LOG = Logger.getLogger(PlayPageLoadBenchmark.class);
    private static final Pattern PERCENTILE = Pattern.compile("^\\s+(50|75|90|99)%\\s+([\\d.]+)(us|ms|s)\\s*$", Pattern.MULTILINE);
    private static final Pattern RATE = Pattern.compile("Requests/sec:\\s+([\\d.]+)");
    private static final Pattern REQUESTS = Pattern.compile("(\\d+) requests in");

    @Inject
    Play play;

    @Inject
    LinkService links;

    @TestHTTPResource("/")
    URL base;

    @Test
    void playPageUnderSixteenClients() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/wrk")), "wrk is not installed: apt-get install -y wrk");
        String duration = System.getProperty("load.duration", "30s");
        String connections = System.getProperty("load.connections", "16");

        long id = ServiceGames.startedClassicGame();
        String[][] line = {{"e4", "e5"}, {"e7", "e6"}, {"e5", "e6"}, {"a7", "a6"}, {"f4", "f5"}, {"a6", "a5"}};
        for (int ply = 0; ply < line.length; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(line[ply][0], line[ply][1]));
        }
        String url = base + "play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        String page = given().get(url).then().statusCode(200).extract().asString();
        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + ", load average before: " + Files.readString(Path.of("/proc/loadavg")).strip());
        report.add("page: " + page.length() + " characters, Red to move at ply " + line.length);

        run("wrk", "-t2", "-c" + connections, "-d10s", url); // warm-up: JIT, connection pools, template caches
        // One client first: the time one page costs the server when nothing else queues.
        long allocatedBefore = allocatedBytes();
        String alone = run("wrk", "-t1", "-c1", "-d10s", "--latency", url);
        long allocated = allocatedBytes() - allocatedBefore;
        report.add("wrk -t1 -c1 -d10s --latency <play page> (one client, for comparison)");
        report.add(alone.strip());
        Matcher served = REQUESTS.matcher(alone);
        if (served.find()) {
            report.add(String.format("allocated per page (one client): %.0f kB", allocated / 1e3 / Long.parseLong(served.group(1))));
        }
        String output = run("wrk", "-t2", "-c" + connections, "-d" + duration, "--latency", url);
        report.add("wrk -t2 -c" + connections + " -d" + duration + " --latency <play page>");
        report.add(output.strip());
        Matcher percentile = PERCENTILE.matcher(output);
        StringBuilder summary = new StringBuilder("summary:");
        double p99 = Double.NaN;
        while (percentile.find()) {
            double millis = toMillis(Double.parseDouble(percentile.group(2)), percentile.group(3));
            summary.append(" p").append(percentile.group(1)).append(' ').append(String.format("%.2f ms", millis));
            if (percentile.group(1).equals("99")) {
                p99 = millis;
            }
        }
        Matcher rate = RATE.matcher(output);
        summary.append(rate.find() ? ", " + rate.group(1) + " requests/s" : "");
        summary.append(p99 < 50 ? " (p99 < 50 ms: met)" : " (p99 < 50 ms: MISSED)");
        report.add(summary.toString());
        report.add("load average after: " + Files.readString(Path.of("/proc/loadavg")).strip());
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "play-page-load.txt"), report, StandardCharsets.UTF_8);
        report.forEach(LOG::info);
        if (output.contains("Non-2xx") || output.contains("Socket errors")) {
            throw new AssertionError("the load saw errors:\n" + output);
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

    private static double toMillis(double value, String unit) {
        return switch (unit) {
            case "us" -> value / 1_000;
            case "s" -> value * 1_000;
            default -> value;
        };
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + output);
        }
        return output;
    }
}
