package flagpost.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.web.filter.SecurityHeaders;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Requests that are broken before any page can read them, sent byte for byte ({@link RawHttp}): a multipart body cut
 * short, a form body or a path with a broken percent escape, a body type or answer type no page takes, a field over
 * the size limit, a fault of ours. Each must answer a page in words (JSON under {@code /api/}) with the security
 * headers, be logged once at INFO (a fault of ours: at ERROR), and nothing logged, at any level, may hold a token the
 * run used: the whole run is logged at every level while it lasts, and every line is searched for every token.
 */
@QuarkusTest
class MalformedRequestTest {

    private static final String BOUNDARY = "----flagpost7MA4YWxkTrZu0gW";
    /** A multipart body whose only part stops in the middle of its value: no closing boundary ever comes. */
    private static final byte[] TRUNCATED_MULTIPART = ("--" + BOUNDARY + "\r\n"
            + "Content-Disposition: form-data; name=\"email\"\r\n\r\nalice@exam").getBytes(StandardCharsets.UTF_8);

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    /** How an answer must look. */
    enum Expect {
        /** An HTML page with its message element and the page headers. */
        PAGE,
        /** JSON with a message. */
        JSON,
        /**
         * The page that explains a link that does not work, as for any bad token: a readable request for no game, so
         * not logged as a malformed one (nothing at WARN or above).
         */
        LINK_PAGE
    }

    record Case(String name, String method, String path, Map<String, String> headers, byte[] body, int status, Expect expect) {
        @Override
        public String toString() {
            return name + ": " + method + " " + (path.length() > 60 ? path.substring(0, 60) + "…" : path);
        }
    }

    @Test
    void everyMalformedRequestAnswersInWordsWithTheHeadersAndIsLoggedOnceWithoutItsToken() {
        long id = ServiceGames.startedClassicGame();
        String play = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        String history = links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);
        String forged = "AQNkZXYBforgedMalformed.Zm9yZ2VkTWFsZm9ybWVk";
        String tampered = HostileInputTest.tamper(play);
        // The payload's middle letter changed: a token whose signature no longer fits what it says.
        String garbled = play.substring(0, 10) + (play.charAt(10) == 'A' ? 'B' : 'A') + play.substring(11);
        List<String> tokens = List.of(play, history, forged, tampered, garbled);

        List<Case> cases = new ArrayList<>();
        Map<String, String> multipart = Map.of("Content-Type", "multipart/form-data; boundary=" + BOUNDARY);
        for (String form : List.of("/", "/my-games", "/links/renew", "/play/" + play + "/move", "/games/" + garbled + "/name")) {
            cases.add(new Case("truncated multipart", "POST", form, multipart, TRUNCATED_MULTIPART, 400, Expect.PAGE));
        }
        // The setup form takes only form-urlencoded bodies, so it refuses the type before it reads anything.
        cases.add(new Case("truncated multipart", "POST", "/setup/" + tampered, multipart, TRUNCATED_MULTIPART, 415, Expect.PAGE));
        Map<String, String> urlEncoded = Map.of("Content-Type", "application/x-www-form-urlencoded");
        Map<String, String> badBodies = new LinkedHashMap<>();
        badBodies.put("/my-games", "email=%zz");
        badBodies.put("/links/renew", "token=" + play + "%");
        badBodies.put("/", "creatorName=Alice&creatorEmail=alice%zz@example.com&opponentEmail=bob@example.com");
        badBodies.put("/play/" + play + "/move", "ply=2&from=e4&to=e5%");
        badBodies.put("/numbering", "token=" + history + "&numbering=%G1");
        badBodies.put("/invitation/" + forged + "/accept", "name=%");
        badBodies.forEach((form, body) -> cases.add(new Case("bad percent-encoding in the body", "POST", form, urlEncoded,
                body.getBytes(StandardCharsets.UTF_8), 400, Expect.PAGE)));
        // A request line that is no URI at all: refused before the body is read or any page, static file or /q/ route
        // runs, and answered like the rest (Quarkus's own check, which answers an empty 400, is switched off for ours).
        for (String path : List.of("/play/%zz", "/play/" + play + "%", "/history/" + history + "%zz", "/setup/" + garbled + "%e",
                "/history/" + history + "?ply=%G1", "/play/" + play + "<script>", "/static/flagpost.css%", "/q/health/ready%zz",
                "/favicon.ico?%")) {
            cases.add(new Case("a path that is no URI", "GET", path, Map.of(), null, 400, Expect.PAGE));
        }
        cases.add(new Case("a path that is no URI", "GET", "/api/games/" + play + "%zz", Map.of(), null, 400, Expect.JSON));
        cases.add(new Case("a path that is no URI", "POST", "/play/" + play + "%/move", urlEncoded,
                "ply=2&from=e4&to=e5".getBytes(StandardCharsets.UTF_8), 400, Expect.PAGE));
        // Encoded dots and slashes climb nowhere: no file outside the static folder is served, only a page in words.
        cases.add(new Case("encoded dots and slashes", "GET", "/play/..%2f..%2fetc%2fpasswd", Map.of(), null, 403, Expect.LINK_PAGE));
        for (String path : List.of("/static/..%2f..%2f..%2fetc%2fpasswd", "/static/%2e%2e/%2e%2e/etc/passwd",
                "/%2e%2e/%2e%2e/etc/passwd", "/static/..%5c..%5cpom.xml", "/static/%2e%2e/application.properties")) {
            cases.add(new Case("encoded dots and slashes", "GET", path, Map.of(), null, 404, Expect.PAGE));
        }
        cases.add(new Case("a body type the form does not take", "POST", "/setup/" + tampered, Map.of("Content-Type", "text/plain"),
                "setup=x".getBytes(StandardCharsets.UTF_8), 415, Expect.PAGE));
        cases.add(new Case("a body type the API does not take", "POST", "/api/games/" + play + "/moves", Map.of("Content-Type", "text/plain"),
                "e4-e5".getBytes(StandardCharsets.UTF_8), 415, Expect.JSON));
        cases.add(new Case("an answer type no page gives", "GET", "/my-games/sent", Map.of("Accept", "application/xml"), null, 406,
                Expect.PAGE));
        cases.add(new Case("a form field over the size limit", "POST", "/my-games", urlEncoded,
                ("email=" + "a".repeat(200 * 1024)).getBytes(StandardCharsets.UTF_8), 413, Expect.PAGE));
        cases.add(new Case("a fault of ours", "GET", "/test-fault/" + play, Map.of(), null, 500, Expect.PAGE));
        cases.add(new Case("a fault of ours in the API", "GET", "/api/test-fault/" + play, Map.of(), null, 500, Expect.JSON));

        List<Executable> checks = new ArrayList<>();
        List<LogRecord> everything;
        try (CapturedLog log = CapturedLog.everyLevel()) {
            for (Case c : cases) {
                int before = log.size();
                RawHttp.Answer answer = RawHttp.send(RestAssured.port, c.method(), c.path(), c.headers(), c.body());
                List<LogRecord> logged = log.since(before);
                checks.add(() -> checkAnswer(c, answer));
                checks.add(() -> checkLoggedOnce(c, logged));
            }
            everything = log.all();
        }
        assertEquals(0, store.moveCount(id), "nothing was played");
        for (LogRecord record : everything) {
            String line = CapturedLog.text(record);
            for (String token : tokens) {
                checks.add(() -> assertFalse(line.contains(token) || line.contains(token.substring(token.indexOf('.') + 1)),
                        "a log line holds a token the run used (" + token + "): " + line));
            }
        }
        assertAll(checks);
    }

    private static void checkAnswer(Case c, RawHttp.Answer answer) {
        String where = c + " answered " + answer.status() + " " + answer.contentType() + " " + answer.headers() + ": "
                + abbreviate(answer.body());
        assertEquals(c.status(), answer.status(), where);
        assertEquals("nosniff", answer.header("X-Content-Type-Options"), where);
        assertEquals("no-referrer", answer.header("Referrer-Policy"), where);
        assertEquals("no-store", answer.header("Cache-Control"), where);
        if (c.expect() != Expect.JSON) {
            assertTrue(answer.contentType().startsWith("text/html"), "an HTML page: " + where);
            assertTrue(HostileInputTest.hasMessage(answer.body()), "the page's message in words: " + where);
            assertEquals(SecurityHeaders.CONTENT_SECURITY_POLICY, answer.header("Content-Security-Policy"), where);
            assertEquals("DENY", answer.header("X-Frame-Options"), where);
        } else {
            assertTrue(answer.contentType().startsWith("application/json"), "JSON: " + where);
            String message = JsonPath.from(answer.body()).getString("message");
            assertTrue(message != null && message.length() > 10, "a message: " + where);
        }
        assertFalse(answer.body().contains("Error id") || answer.body().contains("stack"), "no framework error shape: " + where);
    }

    /** One line at INFO for a malformed request; a fault of ours at ERROR, also once. Nothing else at INFO or above. */
    private static void checkLoggedOnce(Case c, List<LogRecord> logged) {
        if (c.expect() == Expect.LINK_PAGE) {
            assertEquals(List.of(), logged.stream().filter(record -> record.getLevel().intValue() >= Level.WARNING.intValue())
                    .map(CapturedLog::text).toList(), c + " logs nothing at WARN or above");
            return;
        }
        List<String> lines = logged.stream().filter(record -> record.getLevel().intValue() >= Level.INFO.intValue())
                .map(record -> record.getLevel() + " " + record.getLoggerName() + ": " + CapturedLog.text(record)).toList();
        assertEquals(1, lines.size(), c + " is logged once at INFO or above: " + lines);
        Level expected = c.status() >= 500 ? Level.SEVERE : Level.INFO;
        assertTrue(lines.get(0).startsWith(expected == Level.SEVERE ? "ERROR " : "INFO "), c + " is logged at " + expected + ": " + lines);
    }

    private static String abbreviate(String body) {
        String flat = body.replaceAll("\\s+", " ");
        return flat.length() > 400 ? flat.substring(0, 400) + "…" : flat;
    }

    /**
     * Every record logged anywhere while it is open, at every level: the root logger and each logger given a level of
     * its own (the application's categories) are set to log everything, and put back on close.
     */
    static final class CapturedLog extends Handler implements AutoCloseable {

        private final List<LogRecord> records = Collections.synchronizedList(new ArrayList<>());
        private final Map<Logger, Level> levels = new LinkedHashMap<>();

        static CapturedLog everyLevel() {
            CapturedLog log = new CapturedLog();
            log.setLevel(Level.ALL);
            for (String name : Collections.list(LogManager.getLogManager().getLoggerNames())) {
                Logger logger = Logger.getLogger(name);
                if (name.isEmpty() || logger.getLevel() != null) {
                    log.levels.put(logger, logger.getLevel());
                    logger.setLevel(Level.ALL);
                }
            }
            Logger.getLogger("").addHandler(log);
            return log;
        }

        int size() {
            return records.size();
        }

        List<LogRecord> since(int index) {
            synchronized (records) {
                return new ArrayList<>(records.subList(index, records.size()));
            }
        }

        List<LogRecord> all() {
            return since(0);
        }

        /** What a log line of the record shows: its logger, its message with its parameters, and its stack trace. */
        static String text(LogRecord record) {
            String message = record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage();
            StringBuilder text = new StringBuilder(record.getLoggerName()).append(": ").append(message);
            if (record.getThrown() != null) {
                StringWriter trace = new StringWriter();
                record.getThrown().printStackTrace(new PrintWriter(trace));
                text.append('\n').append(trace);
            }
            return text.toString();
        }

        @Override
        public void publish(LogRecord record) {
            if (record instanceof ExtLogRecord ext) {
                ext.copyAll(); // the message is formatted now, as the console formats it, with the parameters it had then
            }
            records.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
            Logger.getLogger("").removeHandler(this);
            levels.forEach(Logger::setLevel);
        }
    }
}
