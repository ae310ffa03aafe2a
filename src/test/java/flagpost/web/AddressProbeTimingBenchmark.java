package flagpost.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.LinkRequestConfig;
import flagpost.mail.OutboxRows;
import flagpost.support.GreenMailResource;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, finding 2, and issue 34's measurement: whether {@code POST /my-games} takes longer for an address that
 * plays here than for one that does not. Not a test ({@code verify} leaves it out). Run: {@code ./mvnw test
 * -Pservice-bench -Dtest=AddressProbeTimingBenchmark}.
 *
 * <p>Each known address is a player of its own that has not asked lately, so every known request records an email
 * (the costliest case); each unknown address is new. Known and unknown alternate, one at a time, after a warm-up of
 * {@value #WARMUP} pairs. The requests come from many client addresses, as a prober's would, so the per-client limit
 * never decides an answer: each keep-alive connection ({@link KeepAlive}) is bound to a loopback address of its own
 * ({@code 127.0.x.y}, never leaving the machine) and sends no more than that limit allows, and every answer must be the
 * 303 of a counted request, never the 429. The medians and quartiles go to the log and
 * {@code target/bench/address-probe.txt}. It fails when the medians differ by more than {@value #TOLERANCE_MS} ms.
 */
@QuarkusTest
@Tag("benchmark")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class AddressProbeTimingBenchmark {

    private static final Logger LOG = Logger.getLogger(AddressProbeTimingBenchmark.class);
    private static final int WARMUP = 50;
    private static final int PAIRS = Integer.getInteger("probe.bench.pairs", 200);
    private static final double TOLERANCE_MS = 2.0;

    @TestHTTPResource("/my-games")
    URI myGames;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkRequestConfig config;

    @Inject
    FrontProbe probe;

    @Test
    void aKnownAndAnUnknownAddressTakeTheSameTime() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 8);
        int players = WARMUP + PAIRS;
        outbox.execute("insert into player (email, display_name, numbering, created_at) select 'known-" + run + "-' || i || '@example.com', "
                + "'Known', 'MODERN', now() from generate_series(1, " + players + ") i");
        // The server listens on loopback; an IPv4 source needs an IPv4 destination.
        String server = "localhost".equals(myGames.getHost()) ? "127.0.0.1" : myGames.getHost();
        long[] known = new long[PAIRS];
        long[] unknown = new long[PAIRS];
        Set<String> clients = new HashSet<>();
        KeepAlive http = null;
        int fromThisClient = 0;
        for (int i = 0; i < players; i++) {
            for (boolean isKnown : List.of(true, false)) {
                if (http == null || fromThisClient == config.perClientLimit()) {
                    if (http != null) {
                        http.close();
                    }
                    String client = "127.0." + (1 + clients.size() / 250) + "." + (1 + clients.size() % 250);
                    clients.add(client);
                    http = new KeepAlive(server, myGames.getPort(), client);
                    // Outside the timing, a GET (which no limit counts) opens the connection and warms its first
                    // request on both ends: each client's first POST is a known one, which would otherwise pay for it.
                    assertEquals(200, http.get("/my-games/sent").status());
                    fromThisClient = 0;
                }
                fromThisClient++;
                String email = (isKnown ? "known-" : "unknown-") + run + "-" + (i + 1) + "@example.com";
                long took = post(http, email);
                if (i >= WARMUP) {
                    (isKnown ? known : unknown)[i - WARMUP] = took;
                }
            }
        }
        http.close();
        long recorded = probe.count("select count(*) from notification where kind = 'MY_GAMES' and recipient_player_id in "
                + "(select id from player where email like 'known-" + run + "-%')");
        outbox.execute("delete from notification where kind = 'MY_GAMES' and state = 'PENDING'");

        String report = String.format("POST /my-games, %d alternating pairs after %d warm-up pairs, from %d loopback client addresses "
                + "(at most %d requests each): known address median %.2f ms (quartiles %.2f-%.2f), unknown median %.2f ms "
                + "(quartiles %.2f-%.2f)", PAIRS, WARMUP, clients.size(), config.perClientLimit(), quantile(known, 0.5),
                quantile(known, 0.25), quantile(known, 0.75), quantile(unknown, 0.5), quantile(unknown, 0.25), quantile(unknown, 0.75));
        LOG.info(report);
        Path out = Path.of("target", "bench", "address-probe.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report + System.lineSeparator());
        assertEquals(players, recorded, "every known request recorded its email");
        double gap = Math.abs(quantile(known, 0.5) - quantile(unknown, 0.5));
        assertTrue(gap < TOLERANCE_MS, "the medians differ by " + gap + " ms: " + report);
    }

    private long post(KeepAlive http, String email) throws Exception {
        String form = "email=" + URLEncoder.encode(email, StandardCharsets.UTF_8);
        long start = System.nanoTime();
        KeepAlive.Reply reply = http.post(myGames.getPath(), "application/x-www-form-urlencoded", form);
        long took = System.nanoTime() - start;
        assertEquals(303, reply.status(), "a counted request, never the per-client limit's 429: " + email + ": " + reply.body());
        return took;
    }

    private static double quantile(long[] nanos, double q) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))] / 1_000_000.0;
    }
}
