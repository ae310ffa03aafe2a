package flagpost.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The database goes away for a moment: the packaged Flagpost runs on a PostgreSQL cluster of the test's own
 * ({@link ThrowawayPostgres}), and while {@value #CLIENTS} clients play their games over the JSON API the cluster is
 * stopped and started again. What must hold:
 * <ul>
 * <li>every request is answered: with its answer, or, while the database is away, 503 with {@code Retry-After} and
 * a sentence (the API's JSON error shape, a page in words for pages); never a 500 or a cut connection;</li>
 * <li>no move is lost or applied twice: the stored moves of each game are exactly the moves its client was told
 * were played (a client whose move got a 503 sends it again, with the same ply);</li>
 * <li>after a restart while nobody was asking, the very first request is served (stale pooled connections are
 * checked before use);</li>
 * <li>the jobs resume on their own: a deadline that passes after the restart ends its game, and every email of the
 * outbox is sent.</li>
 * </ul>
 * Needs Debian's PostgreSQL binaries ({@code /usr/lib/postgresql/<version>/bin}; {@code .ci/run} installs them):
 * without them, a failure under CI and a skip elsewhere.
 */
class DatabaseRestartIT {

    static final int CLIENTS = 4;
    static final int MOVES_BEFORE = 3;
    static final int MOVES_AFTER = 3;
    static final Duration WAIT = Duration.ofSeconds(30);
    /** The pool checks a connection idle for longer than this before lending it (application.properties). */
    static final Duration VALIDATION_INTERVAL = Duration.ofSeconds(1);

    private static ThrowawayPostgres cluster;
    private static MailCatcher mail;
    private static PackagedFlagpost flagpost;

    private final FlagpostWeb web = new FlagpostWeb();

    @BeforeAll
    static void startFlagpostOnAClusterOfItsOwn() throws Exception {
        Path bin = ThrowawayPostgres.binaries().orElse(null);
        if (bin == null) {
            String why = "no PostgreSQL binaries under /usr/lib/postgresql/<version>/bin (apt-get install postgresql)";
            if (System.getenv("CI") != null) {
                fail(why);
            }
            Assumptions.abort(why);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(DatabaseRestartIT::stopEverything, "stop-database-restart-it"));
        cluster = ThrowawayPostgres.create(bin);
        cluster.createDatabase("flagpost");
        mail = new MailCatcher();
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("DB_URL", cluster.url("flagpost"));
        settings.put("DB_USER", "postgres");
        settings.put("DB_PASSWORD", "");
        settings.put("FLAGPOST_BASE_URL", "https://flagpost.example");
        settings.put("FLAGPOST_MAIL_FROM", "Flagpost <play@flagpost.example>");
        settings.put("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN", "flagpost.example");
        settings.put("FLAGPOST_LINKS_KEYS__K1_", Base64.getEncoder().encodeToString(key));
        settings.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
        settings.put("FLAGPOST_MAIL_SMTP_PORT", Integer.toString(mail.smtpPort()));
        settings.put("FLAGPOST_MAIL_SMTP_SECURITY", "NONE");
        settings.put("FLAGPOST_JOBS_DEADLINES_EVERY", "1s");
        settings.put("FLAGPOST_JOBS_DEADLINES_DELAY", "1s");
        settings.put("FLAGPOST_JOBS_OUTBOX_EVERY", "1s");
        settings.put("FLAGPOST_JOBS_OUTBOX_DELAY", "1s");
        // An email whose "sent" mark was lost with the database goes again after the lease: short here, so the test
        // does not wait five minutes for it.
        settings.put("FLAGPOST_MAIL_OUTBOX_LEASE", "10s");
        flagpost = PackagedFlagpost.start("database-restart", settings);
        flagpost.awaitReady(Duration.ofSeconds(90));
    }

    @AfterAll
    static void stopEverything() {
        if (flagpost != null && flagpost.alive()) {
            flagpost.kill();
        }
        if (mail != null) {
            mail.close();
        }
        if (cluster != null) {
            cluster.close();
            cluster = null;
        }
    }

    @Test
    void aRestartOfPostgresLosesNoMoveAndEveryRequestIsAnsweredOrToldToRetry() throws Exception {
        try {
            List<Client> clients = startGames();
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            List<Future<?>> running = new ArrayList<>();
            clients.forEach(client -> running.add(pool.submit(client)));

            Waiting.until(MOVES_BEFORE + " moves in every game", WAIT, () -> clients.stream().allMatch(c -> c.played.size() >= MOVES_BEFORE),
                    () -> describe(clients));
            cluster.stop();
            Waiting.until("a 503 for every client", WAIT, () -> clients.stream().allMatch(c -> c.unavailable.get() > 0),
                    () -> describe(clients));
            pagesAndApiSayUnavailable(clients.get(0));
            cluster.start();
            List<Integer> playedAtRestart = clients.stream().map(c -> c.played.size()).toList();
            Waiting.until(MOVES_AFTER + " more moves in every game after the restart", WAIT, () -> {
                for (int i = 0; i < CLIENTS; i++) {
                    if (clients.get(i).played.size() < playedAtRestart.get(i) + MOVES_AFTER) {
                        return false;
                    }
                }
                return true;
            }, () -> describe(clients));
            clients.forEach(client -> client.stop.set(true));
            for (Future<?> client : running) {
                client.get(WAIT.toSeconds(), TimeUnit.SECONDS);
            }
            pool.shutdown();

            List<String> problems = new ArrayList<>();
            for (Client client : clients) {
                problems.addAll(client.problems);
                List<String> stored = storedMoves(client.gameId);
                if (!stored.equals(List.copyOf(client.played))) {
                    problems.add("game " + client.gameId + ": stored " + stored + ", the client was told " + client.played);
                }
            }
            assertEquals(List.of(), problems, "every request answered or told to retry, every move stored once");

            firstRequestAfterAQuietRestartIsServed(clients.get(1));
            jobsResume(clients.get(2));
            System.out.println("DatabaseRestartIT: " + describe(clients));
        } catch (Throwable failure) {
            System.err.println(flagpost.logTail(80));
            throw failure;
        }
    }

    /** One game per client, started (and confirmed from the creator's email), accepted and set up through the pages. */
    private List<Client> startGames() {
        List<Client> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            String red = "red-" + i + "-" + System.nanoTime() + "@example.org";
            String blue = "blue-" + i + "-" + System.nanoTime() + "@example.org";
            web.startGame(flagpost.base(), "Red " + i, red, blue, "CLASSIC", 3);
            web.confirmStart(flagpost.base(), mail.awaitToken(red, "confirm", WAIT)); // a new address confirms its first game
            long gameId = mail.awaitGameId(blue, WAIT);
            web.acceptInvitation(flagpost.base(), mail.awaitToken(blue, "invitation", WAIT), "Blue " + i);
            for (String seat : List.of(red, blue)) {
                String setup = mail.awaitToken(seat, "setup", WAIT);
                web.submitSetup(flagpost.base(), setup, web.randomSetup(flagpost.base(), setup));
            }
            clients.add(new Client(i, gameId, mail.awaitToken(red, "play", WAIT), mail.awaitToken(blue, "play", WAIT)));
        }
        return clients;
    }

    /** While the database is away: a page, a form and an API call, each a 503 that says so and when to come back. */
    private void pagesAndApiSayUnavailable(Client client) {
        FlagpostWeb.Answer page = web.get(flagpost.base(), "/play/" + client.redToken);
        assertEquals(503, page.status(), page.body());
        assertTrue(page.body().contains("nothing was changed; try again in a minute"), page.body());
        assertTrue(page.body().contains("<html"), "a page: " + page.body());
        FlagpostWeb.Answer form = web.moveByForm(flagpost.base(), client.redToken, "a4-a5", 0);
        assertEquals(503, form.status(), form.body());
        assertTrue(form.body().contains("nothing was changed; try again in a minute"), form.body());
        FlagpostWeb.Answer api = web.get(flagpost.base(), "/api/games/" + client.redToken);
        assertEquals(503, api.status(), api.body());
        assertEquals("UNAVAILABLE", api.json().path("error").asText(), api.body());
        assertTrue(api.json().path("message").asText().contains("nothing was changed; try again in a minute"), api.body());
    }

    /**
     * PostgreSQL restarts while nobody asks anything: every pooled connection is dead. The first request after it
     * must still be served, not fail on a dead connection.
     */
    private void firstRequestAfterAQuietRestartIsServed(Client client) {
        long stopped = System.nanoTime();
        cluster.stop();
        cluster.start();
        // Any connection lent before the stop has been idle for the validation interval by now (a restart on a fast
        // machine can take less), so the pool checks it before lending it again.
        long idle = (System.nanoTime() - stopped) / 1_000_000;
        Waiting.sleep(Math.max(0, VALIDATION_INTERVAL.toMillis() + 200 - idle));
        FlagpostWeb.Answer first = web.get(flagpost.base(), "/api/games/" + client.redToken);
        assertEquals(200, first.status(), "the first request after a quiet restart: " + first.body());
        FlagpostWeb.Answer page = web.get(flagpost.base(), "/play/" + client.blueToken);
        assertEquals(200, page.status(), "the first page after a quiet restart");
    }

    /** After the restarts, the deadline job still ends a game whose deadline passed, and the outbox sends everything still worth sending. */
    private void jobsResume(Client client) throws SQLException {
        try (Connection db = DriverManager.getConnection(cluster.url("flagpost"), "postgres", "");
                PreparedStatement late = db.prepareStatement("""
                        update game set remind_at = null, deadline_at = now() - interval '1 second' where id = ? and status = 'PLAYING'""")) {
            late.setLong(1, client.gameId);
            assertEquals(1, late.executeUpdate());
        }
        Waiting.until("game " + client.gameId + " to time out", WAIT,
                () -> "TIMEOUT".equals(single("select result_ending from game where id = " + client.gameId)), () -> "still "
                        + single("select status from game where id = " + client.gameId));
        // Done with means sent, or superseded by a newer turn email to the same seat (never sent, by design).
        Waiting.until("every email sent or superseded", WAIT,
                () -> "0".equals(single("select count(*) from notification where state not in ('SENT', 'SUPERSEDED')")),
                () -> single("select string_agg(state || ' ' || kind, ', ') from notification where state not in ('SENT', 'SUPERSEDED')"));
        List<String> messageIds = column("select message_id from notification where state = 'SENT'");
        Waiting.until("every email at the mail server", WAIT,
                () -> mail.received().countById().keySet().containsAll(messageIds),
                () -> messageIds.size() + " sent, " + mail.received().countById().size() + " received");
    }

    // ----------------------------------------------------------------------------------------------

    /** One client: plays both seats of its game over the JSON API until told to stop. */
    private final class Client implements Runnable {

        final int index;
        final long gameId;
        final String redToken;
        final String blueToken;
        /** "ply:from-to" of every move the API answered as played. */
        final ConcurrentLinkedQueue<String> played = new ConcurrentLinkedQueue<>();
        final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
        final AtomicInteger unavailable = new AtomicInteger();
        final AtomicInteger requests = new AtomicInteger();
        final AtomicBoolean stop = new AtomicBoolean();
        private final Random random;
        private final FlagpostWeb clientWeb = new FlagpostWeb();

        Client(int index, long gameId, String redToken, String blueToken) {
            this.index = index;
            this.gameId = gameId;
            this.redToken = redToken;
            this.blueToken = blueToken;
            this.random = new Random(index);
        }

        @Override
        public void run() {
            try {
                while (!stop.get()) {
                    JsonNode view = answered("/api/games/" + redToken).json();
                    if (!view.path("result").isNull() && !view.path("result").isMissingNode()) {
                        problems.add("game " + gameId + " ended: " + view.path("result"));
                        return;
                    }
                    int ply = view.path("ply").asInt();
                    String token = "RED".equals(view.path("sideToMove").asText()) ? redToken : blueToken;
                    List<String> legal = new ArrayList<>();
                    answered("/api/games/" + token + "/moves").json().forEach(move -> legal.add(move.asText()));
                    // Quiet moves only, while there are any: an attack could take a Flag and end the game before the
                    // restarts this test is about (random setups leave some Flags open).
                    List<String> quiet = legal.stream().filter(move -> !move.contains("x")).toList();
                    List<String> choice = quiet.isEmpty() ? legal : quiet;
                    String move = choice.get(random.nextInt(choice.size()));
                    play(token, move, ply);
                }
            } catch (RuntimeException | AssertionError failed) {
                problems.add("client " + index + ": " + failed);
            }
        }

        /** Sends the move until it is answered; a 503 means it was not played, so it goes again with the same ply. */
        private void play(String token, String move, int ply) {
            while (true) {
                requests.incrementAndGet();
                FlagpostWeb.Answer answer = clientWeb.move(flagpost.base(), token, move, ply);
                if (answer.status() == 200) {
                    played.add((ply + 1) + ":" + move.replace('x', '-'));
                    return;
                }
                if (answer.status() != 503) {
                    throw new AssertionError("move " + move + " at ply " + ply + " answered " + answer.status() + ": " + answer.body());
                }
                retryLater(answer);
            }
        }

        /** A GET, repeated while the answer is 503. */
        private FlagpostWeb.Answer answered(String path) {
            while (true) {
                requests.incrementAndGet();
                FlagpostWeb.Answer answer = clientWeb.get(flagpost.base(), path);
                if (answer.status() == 200) {
                    return answer;
                }
                if (answer.status() != 503) {
                    throw new AssertionError("GET " + path.replaceAll("/[^/]{20,}", "/<token>") + " answered " + answer.status() + ": "
                            + answer.body());
                }
                retryLater(answer);
            }
        }

        private void retryLater(FlagpostWeb.Answer answer) {
            unavailable.incrementAndGet();
            if (!"UNAVAILABLE".equals(answer.json().path("error").asText())) {
                problems.add("a 503 without the API's error: " + answer.body());
            }
            Waiting.sleep(100);
        }
    }

    private static String describe(List<Client> clients) {
        StringBuilder state = new StringBuilder();
        for (Client client : clients) {
            state.append(String.format("client %d (game %d): %d moves played, %d requests, %d answered 503, problems %s; ", client.index,
                    client.gameId, client.played.size(), client.requests.get(), client.unavailable.get(), client.problems));
        }
        return state.toString();
    }

    private static List<String> storedMoves(long gameId) {
        return column("select ply || ':' || from_square || '-' || to_square from move where game_id = " + gameId + " order by ply");
    }

    private static String single(String sql) {
        List<String> values = column(sql);
        return values.isEmpty() ? null : values.get(0);
    }

    private static List<String> column(String sql) {
        try (Connection db = DriverManager.getConnection(cluster.url("flagpost"), "postgres", "");
                PreparedStatement statement = db.prepareStatement(sql);
                ResultSet rows = statement.executeQuery()) {
            List<String> values = new ArrayList<>();
            while (rows.next()) {
                values.add(rows.getString(1));
            }
            return values;
        } catch (SQLException failed) {
            throw new IllegalStateException(sql, failed);
        }
    }
}
