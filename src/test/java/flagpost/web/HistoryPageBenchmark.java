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
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What one history page costs at ply 20 and at ply 3,000, side by side (not a test: excluded from {@code verify},
 * asserts only that every page came back whole). Run: {@code ./mvnw test -Pservice-bench -Dtest=HistoryPageBenchmark}.
 *
 * <p>Plays a Classic game to ply 20 and another to ply 3,000 (Scouts shuffling, {@link HttpMoveBenchmark#shuffle}),
 * then asks one client on loopback, in turn, for the short game's latest ply, the long game's latest ply and the long
 * game's ply 1,500 (a page in the middle, its board read from the move row): each request is timed from send to the
 * whole body, one at a time, so the figures are the server's cost per page and not a queue. The paging makes the
 * long game's pages cost about what the short game's does. Figures go to the log and to
 * {@code target/bench/history-page.txt}. Override the counts with -Dhistory.rounds=2000 -Dhistory.warm-up=500.
 */
@QuarkusTest
@Tag("benchmark")
class HistoryPageBenchmark {

    private static final Logger LOG = Logger.getLogger(HistoryPageBenchmark.class);
    private static final int SHORT_GAME = 20;
    private static final int LONG_GAME = 3_000;

    @Inject
    Play play;

    @Inject
    LinkService links;

    @TestHTTPResource("/")
    URL base;

    @Test
    void historyPageAtPlyTwentyAndAtPlyThreeThousand() throws Exception {
        int rounds = Integer.getInteger("history.rounds", 2_000);
        int warmUp = Integer.getInteger("history.warm-up", 500);
        String shortGame = historyOf(gameAt(SHORT_GAME));
        String longGame = historyOf(gameAt(LONG_GAME));
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("ply 20 of 20", shortGame);
        pages.put("ply 3000 of 3000", longGame);
        pages.put("ply 1500 of 3000", longGame + "?ply=1500");

        List<String> report = new ArrayList<>();
        report.add("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + ", load average before: " + Files.readString(Path.of("/proc/loadavg")).strip());
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<HttpRequest> requests = pages.values().stream()
                .map(path -> HttpRequest.newBuilder(URI.create(base + path.substring(1))).GET().build()).toList();
        long[][] nanos = new long[requests.size()][rounds];
        int[] bytes = new int[requests.size()];
        for (int round = -warmUp; round < rounds; round++) {
            for (int page = 0; page < requests.size(); page++) {
                long start = System.nanoTime();
                HttpResponse<byte[]> response = client.send(requests.get(page), HttpResponse.BodyHandlers.ofByteArray());
                long took = System.nanoTime() - start;
                if (response.statusCode() != 200) {
                    throw new AssertionError("the history page answered " + response.statusCode());
                }
                bytes[page] = response.body().length;
                if (round >= 0) {
                    nanos[page][round] = took;
                }
            }
        }
        report.add(String.format("one client on loopback, %d rounds after %d of warm-up, the pages asked in turn:", rounds, warmUp));
        int page = 0;
        for (String name : pages.keySet()) {
            long[] sorted = nanos[page].clone();
            Arrays.sort(sorted);
            report.add(String.format("  %-17s %6.1f kB  p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms", name, bytes[page] / 1e3,
                    at(sorted, 50), at(sorted, 99), sorted[sorted.length - 1] / 1e6));
            page++;
        }
        report.add("load average after: " + Files.readString(Path.of("/proc/loadavg")).strip());
        Files.createDirectories(Path.of("target", "bench"));
        Files.write(Path.of("target", "bench", "history-page.txt"), report, StandardCharsets.UTF_8);
        report.forEach(LOG::info);
    }

    private long gameAt(int plies) {
        long id = ServiceGames.startedClassicGame();
        for (int ply = 0; ply < plies; ply++) {
            String[] squares = HttpMoveBenchmark.shuffle(ply).split("-");
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(squares[0], squares[1]));
        }
        return id;
    }

    private String historyOf(long id) {
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        given().get(base + path.substring(1)).then().statusCode(200);
        return path;
    }

    private static double at(long[] sorted, int percentile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)] / 1e6;
    }
}
