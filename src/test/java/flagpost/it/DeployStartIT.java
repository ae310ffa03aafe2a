package flagpost.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.mail.Address;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Starts the packaged application the way {@code deploy/} says a host starts it, and plays the first step of a
 * game through it.
 *
 * <p>The command is read from {@code ExecStart=} of {@code deploy/flagpost.service}, checked to be the same as
 * the {@code ENTRYPOINT} of {@code deploy/Dockerfile.jvm}, and run with {@code /opt/flagpost/quarkus-app/} and
 * {@code /deployments/} mapped onto {@code target/quarkus-app/}. Its environment is {@code PATH} plus
 * {@code deploy/flagpost.env.example}, with the placeholders replaced by test values (a fresh database, a
 * generated key, an in-process GreenMail as the SMTP host) and a free HTTP port. Runs after {@code package}
 * (failsafe): {@code ./mvnw -B verify -Dtest=NoSuchTest -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=DeployStartIT}.
 */
class DeployStartIT {

    private static final Path BASE = Path.of("").toAbsolutePath();
    private static final Path DEPLOY = BASE.resolve("deploy");
    private static final Path APP = BASE.resolve("target/quarkus-app");
    private static final Path OUT = BASE.resolve("target/it");
    /** Where the unit and the image keep the contents of target/quarkus-app. */
    private static final List<String> INSTALLED_APP_DIRS = List.of("/opt/flagpost/quarkus-app/", "/deployments/");
    private static final String DATABASE = "flagpost_it_deploy";
    private static final String BASE_URL = "https://flagpost.example";
    private static final Duration READY_WITHIN = Duration.ofSeconds(120);
    private static final Duration MAIL_WITHIN = Duration.ofSeconds(60);
    private static final Duration EXIT_WITHIN = Duration.ofSeconds(90);
    /** The pages a signed link opens (LinkService.pathOf, ApiResource). */
    private static final Pattern TOKEN_LINK = Pattern.compile(
            "https?://[^\\s\"'<>]*?/(play|setup|history|games|unsubscribe|invitation|confirm|do-not-invite|api/games)/[^\\s\"'<>]+");
    private static final Pattern ANY_LINK = Pattern.compile("https?://[^\\s\"'<>]+");

    private static final List<Process> STARTED = new ArrayList<>();
    private static final Thread KILL_ON_EXIT = new Thread(DeployStartIT::killAll, "DeployStartIT-kill");

    private static GreenMail greenMail;
    private static EmbeddedPostgres embeddedPostgres;
    private static String dbUrl;
    private static List<String> command;
    private static Path workDir;
    private static Map<String, String> example;

    private Path log;

    @BeforeAll
    static void prepare() throws Exception {
        assertTrue(Files.isRegularFile(APP.resolve("quarkus-run.jar")), "run after package: no " + APP.resolve("quarkus-run.jar"));
        Runtime.getRuntime().addShutdownHook(KILL_ON_EXIT);
        Files.createDirectories(OUT);

        Map<String, String> unit = unitSettings(Files.readString(DEPLOY.resolve("flagpost.service")));
        assertEquals("/etc/flagpost/flagpost.env", unit.get("EnvironmentFile"), "the unit's EnvironmentFile");
        assertFalse(unit.containsKey("Environment"),
                "settings belong in flagpost.env (which this test runs with), not in Environment= of the unit");
        List<String> unitCommand = mapped(execStart(unit.get("ExecStart")));
        List<String> imageCommand = mapped(entrypoint(Files.readString(DEPLOY.resolve("Dockerfile.jvm"))));
        assertEquals(unitCommand, imageCommand, "ExecStart of flagpost.service and ENTRYPOINT of Dockerfile.jvm, paths mapped");
        assertTrue(Files.readString(DEPLOY.resolve("compose.yaml")).contains("env_file: flagpost.env"), "compose.yaml reads flagpost.env");
        command = unitCommand;
        // WorkingDirectory=/opt/flagpost: a fresh folder of its own, as an install has.
        workDir = OUT.resolve("deploy-start-work");
        deleteTree(workDir);
        Files.createDirectories(workDir);

        example = envFile(DEPLOY.resolve("flagpost.env.example"));
        dbUrl = freshDatabase();
        greenMail = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
        greenMail.withConfiguration(GreenMailConfiguration.aConfig().withDisabledAuthentication());
        greenMail.start();
    }

    @AfterEach
    void stopProcesses() {
        killAll();
    }

    @AfterAll
    static void cleanUp() throws IOException {
        killAll();
        if (greenMail != null) {
            greenMail.stop();
        }
        if (embeddedPostgres != null) {
            embeddedPostgres.close();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(KILL_ON_EXIT);
        } catch (IllegalStateException alreadyExiting) {
            // the hook runs anyway
        }
    }

    @Test
    void theDocumentedStartServesPagesAndMailsInvitationsWithPublicLinks() throws Exception {
        int port = freePort();
        int managementPort = freePort();
        Map<String, String> env = testEnvironment(port);
        env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
        log = OUT.resolve("deploy-start.log");
        Process app = start(env, log);
        try {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                    .followRedirects(HttpClient.Redirect.NEVER).build();
            String origin = "http://127.0.0.1:" + port;
            String management = "http://127.0.0.1:" + managementPort;
            awaitReady(app, http, management);
            for (String path : List.of("/q/health/ready", "/q/metrics")) {
                assertEquals(404, http.send(get(origin + path), HttpResponse.BodyHandlers.ofString()).statusCode(),
                        path + " on the public port");
            }
            HttpResponse<String> metrics = http.send(get(management + "/q/metrics"), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, metrics.statusCode(), "/q/metrics on the management port");
            assertTrue(metrics.body().contains("flagpost_moves_applied_total"), "Flagpost's own meters are scraped");

            HttpResponse<String> front = http.send(get(origin + "/"), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, front.statusCode(), "GET /");
            assertTrue(front.body().contains("id=\"new-game\""), "the front page has the start form");

            // The jar's entry point switches off Quarkus's bare URI check, so a path that is no URI gets the page in words.
            String notAUri = rawGet(port, "/play/%zz");
            assertTrue(notAUri.startsWith("HTTP/1.1 400 "), "GET /play/%zz is refused: " + notAUri);
            assertTrue(notAUri.toLowerCase(Locale.ROOT).contains("\r\nx-content-type-options: nosniff\r\n"),
                    "GET /play/%zz has the security headers: " + notAUri);
            assertTrue(notAUri.contains("role=\"alert\""), "GET /play/%zz answers the page in words: " + notAUri);
            // Its segment stands where a token would, so the line hides it like one.
            assertTrue(Pattern.compile("refused GET /play/\\S* ?400 \\(NotAUri\\)").matcher(Files.readString(log)).find(),
                    "GET /play/%zz is logged as refused");

            String form = formOf(Map.of("creatorName", "Alice", "creatorEmail", "alice@players.test",
                    "opponentEmail", "bob@players.test", "variant", "CLASSIC", "daysPerMove", "3", "colour", "RED",
                    "moveLimit", ""));
            HttpResponse<String> started = http.send(HttpRequest.newBuilder(URI.create(origin + "/"))
                    .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(303, started.statusCode(), "POST / starts a game: " + started.body());
            assertEquals("/started", URI.create(started.headers().firstValue("Location").orElseThrow()).getPath());

            // Alice's address is new here: she gets "confirm your game" first, and the invitation leaves after her click.
            assertTrue(greenMail.waitForIncomingEmail(MAIL_WITHIN.toMillis(), 1),
                    "the outbox job sends the confirmation within " + MAIL_WITHIN);
            MimeMessage confirmation = greenMail.getReceivedMessages()[0];
            assertEquals("alice@players.test", ((jakarta.mail.internet.InternetAddress) confirmation.getAllRecipients()[0]).getAddress());
            Matcher confirmLink = Pattern.compile(Pattern.quote(BASE_URL) + "(/confirm/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)")
                    .matcher(textOf(confirmation));
            assertTrue(confirmLink.find(), "the confirmation links to " + BASE_URL + "/confirm/…");
            HttpResponse<String> confirmed = http.send(HttpRequest.newBuilder(URI.create(origin + confirmLink.group(1)))
                    .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(303, confirmed.statusCode(), "POST /confirm/… sends the invitation: " + confirmed.body());

            assertTrue(greenMail.waitForIncomingEmail(MAIL_WITHIN.toMillis(), 2),
                    "the outbox job sends the invitation within " + MAIL_WITHIN);
            MimeMessage invitation = greenMail.getReceivedMessages()[1];
            assertEquals("bob@players.test", ((jakarta.mail.internet.InternetAddress) invitation.getAllRecipients()[0]).getAddress());
            assertEquals(example.get("FLAGPOST_MAIL_FROM"), Arrays.stream(invitation.getFrom()).map(Address::toString)
                    .collect(Collectors.joining(", ")), "From is FLAGPOST_MAIL_FROM");
            assertTrue(invitation.getMessageID().endsWith("@" + example.get("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN") + ">"),
                    "Message-ID " + invitation.getMessageID() + " uses FLAGPOST_MAIL_MESSAGE_ID_DOMAIN");

            String text = textOf(invitation) + "\n" + String.join("\n", headerValues(invitation, "List-Unsubscribe"));
            assertTrue(text.contains(BASE_URL + "/invitation/"), "the invitation links to " + BASE_URL + "/invitation/…:\n" + text);
            Matcher tokenLinks = TOKEN_LINK.matcher(text);
            int links = 0;
            while (tokenLinks.find()) {
                links++;
                assertTrue(tokenLinks.group().startsWith(BASE_URL + "/"), "a signed link outside the base URL: " + tokenLinks.group());
            }
            assertTrue(links >= 2, "the invitation and its unsubscribe link: " + links + " signed links found");
            Matcher anyLink = ANY_LINK.matcher(text);
            while (anyLink.find()) {
                assertFalse(anyLink.group().matches("https?://(localhost|127\\.|flagpost\\.localhost).*"),
                        "a local link in the email: " + anyLink.group());
            }

            String output = Files.readString(log);
            for (String secret : List.of("FLAGPOST_LINKS_KEYS__K1_", "DB_PASSWORD", "FLAGPOST_MAIL_SMTP_PASSWORD")) {
                assertFalse(output.contains(env.get(secret)), "the log shows the value of " + secret);
            }
            assertTrue(app.isAlive(), "still running after the game started");
        } catch (AssertionError | Exception e) {
            throw withTail(e);
        }
    }

    @Test
    void withoutAnSmtpHostTheDocumentedStartRefusesToRun() throws Exception {
        Map<String, String> env = testEnvironment(freePort());
        env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(freePort()));
        assertTrue(env.remove("FLAGPOST_MAIL_SMTP_HOST") != null);
        log = OUT.resolve("deploy-start-no-smtp-host.log");
        Process app = start(env, log);
        try {
            assertTrue(app.waitFor(EXIT_WITHIN.toMillis(), TimeUnit.MILLISECONDS),
                    "without FLAGPOST_MAIL_SMTP_HOST the process still runs after " + EXIT_WITHIN);
            assertNotEquals(0, app.exitValue(), "exit status without FLAGPOST_MAIL_SMTP_HOST");
            String output = Files.readString(log);
            assertTrue(output.contains("flagpost.mail.smtp.host") || output.contains("FLAGPOST_MAIL_SMTP_HOST"),
                    "the output names the missing setting");
        } catch (AssertionError | Exception e) {
            throw withTail(e);
        }
    }

    // --- The environment -----------------------------------------------------------------------------------

    /** flagpost.env.example with its placeholders replaced; every replaced name must be in the example. */
    private static Map<String, String> testEnvironment(int port) {
        Map<String, String> replacements = new LinkedHashMap<>();
        replacements.put("DB_URL", dbUrl);
        replacements.put("DB_USER", "postgres");
        replacements.put("DB_PASSWORD", "it-db-password-unused-by-trust-auth");
        replacements.put("FLAGPOST_BASE_URL", BASE_URL);
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        replacements.put("FLAGPOST_LINKS_KEYS__K1_", Base64.getEncoder().encodeToString(key));
        replacements.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
        replacements.put("FLAGPOST_MAIL_SMTP_PORT", Integer.toString(greenMail.getSmtp().getPort()));
        replacements.put("FLAGPOST_MAIL_SMTP_SECURITY", "NONE");
        replacements.put("FLAGPOST_MAIL_SMTP_USERNAME", "it-user");
        replacements.put("FLAGPOST_MAIL_SMTP_PASSWORD", "it-smtp-password");
        Map<String, String> env = new LinkedHashMap<>(example);
        replacements.forEach((name, value) -> {
            assertTrue(example.containsKey(name), "flagpost.env.example lacks " + name);
            env.put(name, value);
        });
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        // Like systemd: a PATH and nothing else from the caller (no DB_URL or JAVA_TOOL_OPTIONS of the build's).
        env.put("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");
        return env;
    }

    /** NAME=value lines, comments on lines of their own, no quoting: the subset systemd and Compose agree on. */
    static Map<String, String> envFile(Path file) throws IOException {
        Map<String, String> env = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file)) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            int eq = trimmed.indexOf('=');
            assertTrue(eq > 0, file.getFileName() + ": not NAME=value: " + line);
            String name = trimmed.substring(0, eq);
            String value = trimmed.substring(eq + 1);
            assertTrue(name.matches("[A-Z_][A-Z0-9_]*"), file.getFileName() + ": bad name " + name);
            assertFalse(value.matches(".*[\"'\\\\$].*"), file.getFileName() + ": quote, backslash or $ in " + line
                    + " (systemd and Compose read those differently)");
            assertFalse(env.containsKey(name), file.getFileName() + ": " + name + " twice");
            env.put(name, value);
        }
        return env;
    }

    // --- The command -----------------------------------------------------------------------------------

    /** The [Service] settings of a unit file, with backslash-continued lines joined. */
    static Map<String, String> unitSettings(String unitFile) {
        Map<String, String> settings = new LinkedHashMap<>();
        String section = "";
        for (String line : unitFile.replaceAll("\\\\\\r?\\n", " ").split("\\r?\\n")) {
            String trimmed = line.strip();
            if (trimmed.startsWith("[")) {
                section = trimmed;
            } else if (section.equals("[Service]") && !trimmed.isEmpty() && !trimmed.startsWith("#") && !trimmed.startsWith(";")) {
                int eq = trimmed.indexOf('=');
                String name = trimmed.substring(0, eq).strip();
                assertFalse(settings.containsKey(name), "flagpost.service: " + name + " twice");
                settings.put(name, trimmed.substring(eq + 1).strip());
            }
        }
        return settings;
    }

    /** Words of an ExecStart= value: whitespace-separated, "…" or '…' quoted, prefixes like "-" dropped. */
    static List<String> execStart(String value) {
        assertTrue(value != null && !value.isBlank(), "flagpost.service has no ExecStart=");
        assertFalse(value.contains("$"), "ExecStart= uses a variable; this test does not expand them: " + value);
        List<String> words = new ArrayList<>();
        Matcher word = Pattern.compile("\"([^\"]*)\"|'([^']*)'|(\\S+)").matcher(value.replaceFirst("^[-@:+!]+", ""));
        while (word.find()) {
            words.add(word.group(1) != null ? word.group(1) : word.group(2) != null ? word.group(2) : word.group(3));
        }
        return words;
    }

    /** ENTRYPOINT (exec form, so java is PID 1 and gets the stop signal) followed by CMD if any; no ENV allowed. */
    static List<String> entrypoint(String dockerfile) throws IOException {
        List<String> entrypoint = null;
        List<String> cmd = List.of();
        ObjectMapper json = new ObjectMapper();
        for (String line : dockerfile.replaceAll("\\\\\\r?\\n", " ").split("\\r?\\n")) {
            String[] parts = line.strip().split("\\s+", 2);
            String instruction = parts[0].toUpperCase();
            if (instruction.equals("ENV")) {
                fail("Dockerfile.jvm sets ENV; settings belong in flagpost.env, which this test runs with: " + line);
            } else if (instruction.equals("ENTRYPOINT") || instruction.equals("CMD")) {
                assertTrue(parts.length == 2 && parts[1].strip().startsWith("["), "Dockerfile.jvm: use the exec form: " + line);
                List<String> words = List.of(json.readValue(parts[1], String[].class));
                if (instruction.equals("ENTRYPOINT")) {
                    entrypoint = words;
                } else {
                    cmd = words;
                }
            }
        }
        assertTrue(entrypoint != null, "Dockerfile.jvm has no ENTRYPOINT");
        List<String> all = new ArrayList<>(entrypoint);
        all.addAll(cmd);
        return all;
    }

    /** The installed paths mapped onto target/quarkus-app, and java (by path or on PATH) onto this JVM's. */
    static List<String> mapped(List<String> installed) {
        assertFalse(installed.isEmpty(), "an empty start command");
        String executable = installed.get(0);
        assertTrue(executable.equals("java") || executable.endsWith("/bin/java"), "the command does not start java: " + installed);
        List<String> words = new ArrayList<>();
        words.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String word : installed.subList(1, installed.size())) {
            for (String dir : INSTALLED_APP_DIRS) {
                word = word.replace(dir, APP + "/");
            }
            words.add(word);
        }
        return words;
    }

    // --- The process -----------------------------------------------------------------------------------

    private static Process start(Map<String, String> env, Path log) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().clear();
        builder.environment().putAll(env);
        Files.writeString(OUT.resolve(log.getFileName() + ".command"), String.join(" ", command) + "\n");
        Process process = builder.start();
        synchronized (STARTED) {
            STARTED.add(process);
        }
        return process;
    }

    /** Waits for {@code /q/health/ready} at {@code origin}, the management interface's. */
    private static void awaitReady(Process app, HttpClient http, String origin) throws Exception {
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!app.isAlive()) {
                fail("the process ended with status " + app.exitValue() + " before it was ready");
            }
            try {
                HttpResponse<String> ready = http.send(get(origin + "/q/health/ready"), HttpResponse.BodyHandlers.ofString());
                last = ready.statusCode() + " " + ready.body();
                if (ready.statusCode() == 200 && ready.body().replace(" ", "").contains("\"status\":\"UP\"")) {
                    return;
                }
            } catch (IOException notYet) {
                last = notYet.toString();
            }
            Thread.sleep(250);
        }
        fail("/q/health/ready not UP within " + READY_WITHIN + "; last: " + last);
    }

    private static void killAll() {
        List<Process> processes;
        synchronized (STARTED) {
            processes = new ArrayList<>(STARTED);
            STARTED.clear();
        }
        for (Process process : processes) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
            try {
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException interrupted) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    private AssertionError withTail(Throwable failure) {
        String tail;
        try {
            List<String> lines = Files.readAllLines(log);
            tail = String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
        } catch (IOException | RuntimeException unreadable) {
            tail = "(unreadable: " + unreadable + ")";
        }
        return new AssertionError(failure.getMessage() + "\n--- command: " + String.join(" ", command) + "\n--- last lines of " + log
                + ":\n" + tail, failure);
    }

    // --- Database, mail and HTTP helpers -------------------------------------------------------------------

    /** Database flagpost_it_deploy, dropped and created, on 127.0.0.1:5432 or (none there) an embedded PostgreSQL. */
    private static String freshDatabase() throws Exception {
        String host = "127.0.0.1";
        int port = 5432;
        if (!answers(host, port)) {
            embeddedPostgres = EmbeddedPostgres.builder().setDataDirectory(OUT.resolve("pg")).setCleanDataDirectory(true)
                    .setPort(freePort()).start();
            port = embeddedPostgres.getPort();
        }
        try (Connection admin = DriverManager.getConnection("jdbc:postgresql://" + host + ":" + port + "/postgres", "postgres", "");
                Statement sql = admin.createStatement()) {
            sql.execute("DROP DATABASE IF EXISTS " + DATABASE + " WITH (FORCE)");
            sql.execute("CREATE DATABASE " + DATABASE);
        }
        return "jdbc:postgresql://" + host + ":" + port + "/" + DATABASE;
    }

    private static boolean answers(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 1000);
            return true;
        } catch (IOException closed) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** One GET written byte for byte, as Java's HTTP client refuses to send a path that is no URI: the whole answer. */
    private static String rawGet(int port, String path) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static HttpRequest get(String url) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).GET().build();
    }

    private static String formOf(Map<String, String> fields) {
        return fields.entrySet().stream()
                .map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }

    /** Every text part of a message, decoded. */
    private static String textOf(Part part) throws Exception {
        if (part.isMimeType("text/*")) {
            return part.getContent().toString();
        }
        if (part.isMimeType("multipart/*")) {
            Multipart multipart = (Multipart) part.getContent();
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < multipart.getCount(); i++) {
                text.append(textOf(multipart.getBodyPart(i))).append('\n');
            }
            return text.toString();
        }
        return "";
    }

    private static List<String> headerValues(Message message, String name) throws Exception {
        String[] values = message.getHeader(name);
        return values == null ? List.of() : List.of(values);
    }

    private static void deleteTree(Path root) throws IOException {
        if (Files.exists(root)) {
            try (var paths = Files.walk(root)) {
                for (Path path : paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
