package flagpost.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * A backup that is proven: the packaged Flagpost plays on a database, which is dumped with {@code pg_dump -Fc} while it
 * runs and restored into a fresh database with exactly the commands of the README ("Host it", "Backups"); a Flagpost
 * started on the restored database with the same keys opens a play link and a history link mailed before the dump, and
 * the game goes on from the old play link. On the way, the management interface shows that the operator pages exist
 * only with {@code FLAGPOST_ADMIN_KEY}: 404 without it, 401 without the key in the request.
 */
class BackupRestoreIT {

    static final Duration WAIT = Duration.ofSeconds(30);
    /** The role the README's commands give the database to; here a role of this test's own on the local PostgreSQL. */
    static final String ROLE = "flagpost_backup_it";
    static final String SOURCE = "flagpost_backup_source";
    static final String RESTORED = "flagpost_backup_restored";
    static final String ADMIN_KEY = "backup-it-operator-key-at-least-32-characters";

    private static MailCatcher mail;
    private static final List<PackagedFlagpost> started = new ArrayList<>();

    private final FlagpostWeb web = new FlagpostWeb();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @AfterAll
    static void stopEverything() {
        started.stream().filter(PackagedFlagpost::alive).forEach(PackagedFlagpost::kill);
        if (mail != null) {
            mail.close();
        }
    }

    @Test
    void aDumpRestoredWithTheReadmesCommandsServesTheOldLinks() throws Exception {
        freshRole();
        dropDatabase(SOURCE);
        dropDatabase(RESTORED);
        run("createdb", "-h", ItDatabase.HOST, "-U", ItDatabase.USER, "-O", ROLE, SOURCE);
        mail = new MailCatcher();
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        String linkKey = Base64.getEncoder().encodeToString(key);

        PackagedFlagpost source = start("backup-source", SOURCE, linkKey, null);
        PackagedFlagpost restored = null;
        try {
            // The operator pages do not exist without a key, on the management interface as anywhere.
            assertNoOperatorPages(source.management().resolve("/admin"));

            // One game in play (Red has moved), and one resigned (its game-over email links the history page).
            Seats rosa = playedGame(source, "Rosa", "rosa-" + System.nanoTime() + "@example.org", "bram-" + System.nanoTime() + "@example.org");
            String ivo = "ivo-" + System.nanoTime() + "@example.org";
            Seats ivos = playedGame(source, "Ivo", ivo, "jade-" + System.nanoTime() + "@example.org");
            web.resign(source.base(), ivos.red());
            String history = mail.awaitToken(ivo, "history", WAIT);

            // README, "Backups": the dump, a fresh database owned by the role, the restore.
            Path dump = Files.createTempFile(PackagedFlagpost.DIR.toAbsolutePath(), "flagpost-", ".dump");
            run("pg_dump", "-h", ItDatabase.HOST, "-U", ItDatabase.USER, "-Fc", "-d", SOURCE, "-f", dump.toString());
            source.kill();
            run("createdb", "-h", ItDatabase.HOST, "-U", ItDatabase.USER, "-O", ROLE, RESTORED);
            run("pg_restore", "-h", ItDatabase.HOST, "-U", ItDatabase.USER, "-d", RESTORED, "--no-owner", "--role=" + ROLE, dump.toString());
            Files.delete(dump);

            restored = start("backup-restored", RESTORED, linkKey, ADMIN_KEY);
            FlagpostWeb.Answer play = web.get(restored.base(), "/play/" + rosa.red());
            assertEquals(200, play.status(), play.body());
            assertTrue(play.body().contains("Rosa") && play.body().contains("Blue of Rosa"), play.body());
            FlagpostWeb.Answer replay = web.get(restored.base(), "/history/" + history);
            assertEquals(200, replay.status(), replay.body());
            assertTrue(replay.body().contains("Ivo") && replay.body().contains("Blue of Ivo"), replay.body());
            // The game goes on from the old links: Blue's move, then Red's, on the restored database.
            assertEquals(303, web.moveByForm(restored.base(), rosa.blue(), web.legalMoves(restored.base(), rosa.blue()).get(0), 1).status());
            assertEquals(303, web.moveByForm(restored.base(), rosa.red(), web.legalMoves(restored.base(), rosa.red()).get(0), 2).status());

            // With a key the operator pages exist, on the management port only, and want the key.
            assertEquals(401, get(restored.management().resolve("/admin"), null).statusCode());
            assertEquals(200, get(restored.management().resolve("/admin"), ADMIN_KEY).statusCode());
            assertEquals(404, get(restored.base().resolve("/admin"), ADMIN_KEY).statusCode());
        } catch (Throwable failure) {
            System.err.println(source.logTail(60));
            if (restored != null) {
                System.err.println(restored.logTail(60));
            }
            throw failure;
        } finally {
            stopEverything();
            started.clear();
            dropDatabase(SOURCE);
            dropDatabase(RESTORED);
        }
    }

    /** The play tokens of a game's two seats, as their emails carried them. */
    private record Seats(String red, String blue) {
    }

    /** A game started, confirmed, accepted and set up through the pages, with Red's first move. */
    private Seats playedGame(PackagedFlagpost flagpost, String redName, String red, String blue) {
        web.startGame(flagpost.base(), redName, red, blue, "CLASSIC", 3);
        web.confirmStart(flagpost.base(), mail.awaitToken(red, "confirm", WAIT));
        web.acceptInvitation(flagpost.base(), mail.awaitToken(blue, "invitation", WAIT), "Blue of " + redName);
        for (String seat : List.of(red, blue)) {
            String setup = mail.awaitToken(seat, "setup", WAIT);
            web.submitSetup(flagpost.base(), setup, web.randomSetup(flagpost.base(), setup));
        }
        String redPlay = mail.awaitToken(red, "play", WAIT);
        assertEquals(303, web.moveByForm(flagpost.base(), redPlay, web.legalMoves(flagpost.base(), redPlay).get(0), 0).status());
        return new Seats(redPlay, mail.awaitToken(blue, "play", WAIT));
    }

    private PackagedFlagpost start(String name, String database, String linkKey, String adminKey) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("DB_URL", ItDatabase.url(database));
        settings.put("DB_USER", ROLE);
        settings.put("DB_PASSWORD", "");
        settings.put("FLAGPOST_BASE_URL", "https://flagpost.example");
        settings.put("FLAGPOST_MAIL_FROM", "Flagpost <play@flagpost.example>");
        settings.put("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN", "flagpost.example");
        settings.put("FLAGPOST_LINKS_KEYS__K1_", linkKey);
        settings.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
        settings.put("FLAGPOST_MAIL_SMTP_PORT", Integer.toString(mail.smtpPort()));
        settings.put("FLAGPOST_MAIL_SMTP_SECURITY", "NONE");
        settings.put("FLAGPOST_JOBS_OUTBOX_EVERY", "1s");
        settings.put("FLAGPOST_JOBS_OUTBOX_DELAY", "1s");
        if (adminKey != null) {
            settings.put("FLAGPOST_ADMIN_KEY", adminKey);
        }
        PackagedFlagpost flagpost = PackagedFlagpost.start(name, settings);
        started.add(flagpost);
        flagpost.awaitReady(Duration.ofSeconds(90));
        return flagpost;
    }

    /**
     * Nothing answers the operator pages: a 404, or no management listener at all (Quarkus opens the management port only
     * when something is served there; with health and metrics on it, the answer is a 404).
     */
    private void assertNoOperatorPages(URI page) throws IOException, InterruptedException {
        try {
            assertEquals(404, get(page, ADMIN_KEY).statusCode());
        } catch (java.net.ConnectException nothingListens) {
            // the management interface is closed: no page there either
        }
    }

    private HttpResponse<String> get(URI uri, String key) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).GET();
        if (key != null) {
            request.header("Authorization", "Bearer " + key);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void freshRole() throws SQLException {
        admin("do $$ begin if not exists (select 1 from pg_roles where rolname = '" + ROLE + "') then create role " + ROLE
                + " login; end if; end $$");
    }

    private static void dropDatabase(String name) throws SQLException {
        admin("drop database if exists " + name + " with (force)");
    }

    private static void admin(String sql) throws SQLException {
        try (Connection admin = DriverManager.getConnection(ItDatabase.url("postgres"), ItDatabase.USER, "");
                Statement statement = admin.createStatement()) {
            statement.execute(sql);
        }
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not finish within two minutes");
        }
        assertEquals(0, process.exitValue(), String.join(" ", command) + ":\n" + output);
    }
}
