package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Every body the JSON binding cannot read is the caller's mistake: a 400 in the API's error shape, nothing played, and
 * nothing logged above INFO or with a stack trace (a stranger must not be able to fill the log with errors).
 */
@QuarkusTest
class JsonBindingErrorsTest {

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    /** Bodies a client might send by mistake or on purpose; none of them is a move. */
    private static Map<String, String> unreadableBodies() {
        Map<String, String> bodies = new LinkedHashMap<>();
        bodies.put("duplicate move key", "{\"move\": \"e4-e5\", \"move\": \"e4xe5\", \"ply\": 0}");
        bodies.put("duplicate ply key", "{\"move\": \"e4-e5\", \"ply\": 0, \"ply\": 0}");
        bodies.put("ply of the wrong type", "{\"move\": \"e4-e5\", \"ply\": \"zero\"}");
        // A string where a number belongs, even one of digits, and a number or a truth value where the move's text belongs:
        // the README promises a 400 for a wrong type, so nothing is read as something it is not.
        bodies.put("ply a string of digits", "{\"move\": \"e4-e5\", \"ply\": \"0\"}");
        bodies.put("ply a truth value", "{\"move\": \"e4-e5\", \"ply\": true}");
        bodies.put("move a number", "{\"move\": 45, \"ply\": 0}");
        bodies.put("move a truth value", "{\"move\": true, \"ply\": 0}");
        bodies.put("ply an object", "{\"move\": \"e4-e5\", \"ply\": {\"n\": 0}}");
        bodies.put("ply a fraction", "{\"move\": \"e4-e5\", \"ply\": 0.5}");
        bodies.put("ply beyond int", "{\"move\": \"e4-e5\", \"ply\": 99999999999999999999}");
        bodies.put("move an array", "{\"move\": [\"e4-e5\"], \"ply\": 0}");
        bodies.put("move an object", "{\"move\": {\"from\": \"e4\"}, \"ply\": 0}");
        bodies.put("an array for the body", "[\"e4-e5\", 0]");
        bodies.put("a string for the body", "\"e4-e5\"");
        bodies.put("malformed: unclosed", "{\"move\": \"e4-e5\", \"ply\": 0");
        bodies.put("malformed: unquoted names", "{move: e4-e5, ply: 0}");
        bodies.put("malformed: not JSON", "move=e4-e5&ply=0");
        bodies.put("malformed: bad escape", "{\"move\": \"e4\\x-e5\", \"ply\": 0}");
        bodies.put("trailing garbage", "{\"move\": \"e4-e5\", \"ply\": 0} and more");
        bodies.put("a second value after the first", "{\"move\": \"e4-e5\", \"ply\": 0} {\"move\": \"d4-d5\", \"ply\": 1}");
        bodies.put("too deep nesting", "{\"x\": " + "[".repeat(5_000) + "]".repeat(5_000) + ", \"move\": \"e4-e5\", \"ply\": 0}");
        bodies.put("too deep nesting, unclosed", "{\"move\": " + "{\"a\":".repeat(3_000));
        return bodies;
    }

    @Test
    void everyUnreadableBodyIsA400InTheApiShapeAndNothingIsPlayedOrLoggedAsAnError() {
        long id = ServiceGames.startedClassicGame();
        String moves = "/api/games/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0) + "/moves";
        List<LogRecord> logged = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() > Level.INFO.intValue() || record.getThrown() != null) {
                    synchronized (logged) {
                        logged.add(record);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        root.addHandler(capture);
        List<Runnable> checks = new ArrayList<>();
        try {
            unreadableBodies().forEach((name, body) -> {
                Response answer = given().contentType(ContentType.JSON).body(body).post(moves);
                checks.add(() -> assertEquals(400, answer.statusCode(), name + ": " + answer.asString()));
                checks.add(() -> assertTrue(answer.contentType().startsWith("application/json"), name + ": " + answer.contentType()));
                checks.add(() -> assertEquals("BAD_REQUEST", answer.jsonPath().getString("error"), name));
                checks.add(() -> assertTrue(answer.jsonPath().getString("message").contains("{\"move\": \"e3-e4\", \"ply\": 12}"),
                        name + " explains the shape: " + answer.asString()));
                checks.add(() -> assertNull(answer.jsonPath().get("trace"), name));
            });
        } finally {
            root.removeHandler(capture);
        }
        assertAll(checks.stream().map(check -> check::run));
        assertEquals(0, store.moveCount(id), "nothing was played");
        synchronized (logged) {
            assertEquals(List.of(), logged.stream().map(r -> r.getLevel() + " " + r.getLoggerName() + ": " + r.getMessage()
                    + (r.getThrown() == null ? "" : " / " + r.getThrown())).toList(), "logged above INFO or with a stack trace");
        }
    }
}
