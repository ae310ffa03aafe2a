package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.emptyOrNullString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameQueries;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import flagpost.support.StatementCounter;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The JSON API through HTTP: views, legal moves, moves, and every way a request can be refused. */
@QuarkusTest
class ApiTest {

    @Inject
    GameQueries queries;

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    // ----------------------------------------------------------------------------------------------
    // What works

    @Test
    void eachSeatSeesItsOwnRanksAndNoUnrevealedEnemyRank() {
        long id = ServiceGames.startedClassicGame();
        for (Side seat : Side.values()) {
            JsonPath view = ok(given().get(api(id, seat))).extract().jsonPath();
            assertEquals(id, view.getLong("game"));
            assertEquals(seat.code(), view.getString("seat"));
            assertEquals("CLASSIC", view.getString("variant"));
            assertEquals(0, view.getInt("ply"));
            assertEquals("RED", view.getString("sideToMove"));
            assertEquals(seat == Side.RED, view.getBoolean("yourTurn"));
            assertNull(view.get("result"));
            assertTrue(view.getString("deadline").startsWith("20"), "an ISO instant");
            List<Map<String, Object>> board = view.getList("board");
            assertEquals(80, board.size());
            for (Map<String, Object> piece : board) {
                if (seat.code().equals(piece.get("side"))) {
                    assertTrue(piece.get("rank") != null, "own rank shown at " + piece.get("square"));
                } else {
                    assertNull(piece.get("rank"), "enemy rank hidden at " + piece.get("square"));
                    assertEquals(false, piece.get("revealed"));
                    assertEquals(false, piece.get("knownScout"));
                }
            }
        }
    }

    @Test
    void legalMovesAreTheServicesAndEmptyWhenNotYourTurn() {
        long id = ServiceGames.startedClassicGame();
        List<String> red = ok(given().get(api(id, Side.RED) + "/moves")).extract().jsonPath().getList("", String.class);
        assertEquals(asSet(queries.seatState(id, Side.RED).legalMoves()), parsed(red));
        assertTrue(red.stream().allMatch(m -> m.matches("[a-j](10|[1-9])[-x][a-j](10|[1-9])")), red.toString());
        ok(given().get(api(id, Side.BLUE) + "/moves")).body("size()", equalTo(0));
    }

    @Test
    void aPostedMoveIsStoredAndTheOpponentsViewChanges() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        ok(post(red, "{\"move\": \"e4-e5\", \"ply\": 0}"))
                .body("played.move", equalTo("e4-e5"))
                .body("played.side", equalTo("RED"))
                .body("played.ply", equalTo(1))
                .body("played.battle", nullValue())
                .body("ply", equalTo(1))
                .body("result", nullValue());
        assertEquals(1, store.moveCount(id));
        assertEquals(List.of(Move.of("e4", "e5")), queries.historyAt(id, Side.RED, null).moves().stream().map(r -> r.move()).toList());

        JsonPath blue = ok(given().get(api(id, Side.BLUE))).extract().jsonPath();
        assertEquals(1, blue.getInt("ply"));
        assertEquals(true, blue.getBoolean("yourTurn"));
        assertEquals("e4-e5", blue.getString("lastRedMove.move"));
        Map<String, Object> e5 = blue.getMap("board.find { it.square == 'e5' }");
        assertEquals("RED", e5.get("side"));
        assertEquals(true, e5.get("moved"));
        assertNull(e5.get("rank"));
        assertNull(blue.get("board.find { it.square == 'e4' }"));
        assertTrue(!ok(given().get(api(id, Side.BLUE) + "/moves")).extract().jsonPath().getList("").isEmpty());
    }

    @Test
    void aMoveOverTheApiIsTwoStatements() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        String blue = api(id, Side.BLUE);
        ok(post(red, "{\"move\": \"e4-e5\", \"ply\": 0}")); // each seat's first move also confirms its address
        String blueMove = ok(given().get(blue + "/moves")).extract().jsonPath().getList("", String.class).stream()
                .filter(move -> !move.endsWith("e6")).findFirst().orElseThrow();
        ok(post(blue, "{\"move\": \"" + blueMove + "\", \"ply\": 1}"));

        int before = StatementCounter.everywhere();
        ok(post(red, "{\"move\": \"e5-e6\", \"ply\": 2}"));
        // The game locked and read with both players; then the game row written, the move and its notifications
        // inserted, in one statement (store.MoveStatement).
        assertEquals(2, StatementCounter.everywhere() - before, "statements for one move over the API");
        assertEquals(3, store.moveCount(id));
    }

    @Test
    void twoIdenticalPostsApplyOnce() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        ok(post(red, "{\"move\": \"e4-e5\", \"ply\": 0}"));
        refused(post(red, "{\"move\": \"e4-e5\", \"ply\": 0}"), 409, "ALREADY_PLAYED");
        assertEquals(1, store.moveCount(id));
    }

    @Test
    void anIllegalMoveIsRefusedWithTheRulesReason() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        String blue = api(id, Side.BLUE);
        refused(post(red, "{\"move\": \"b1-b2\", \"ply\": 0}"), 422, "ILLEGAL_MOVE").body("reason", equalTo("PIECE_CANNOT_MOVE"));
        List<String> shuttle = List.of("e4-e5", "a7-a6", "e5-e4", "b7-b6", "e4-e5", "a6-a7");
        for (int ply = 0; ply < shuttle.size(); ply++) {
            ok(post(ply % 2 == 0 ? red : blue, "{\"move\": \"" + shuttle.get(ply) + "\", \"ply\": " + ply + "}"));
        }
        refused(post(red, "{\"move\": \"e5-e4\", \"ply\": 6}"), 422, "ILLEGAL_MOVE").body("reason", equalTo("TWO_SQUARES_RULE"));
        refused(post(blue, "{\"move\": \"a7-a6\", \"ply\": 6}"), 409, "NOT_YOUR_TURN");
        assertEquals(6, store.moveCount(id));
    }

    // ----------------------------------------------------------------------------------------------
    // Tokens

    @Test
    void forgedAndTruncatedTokensAreRefused() {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        int at = token.length() - 10;
        String forged = token.substring(0, at) + (token.charAt(at) == 'A' ? 'B' : 'A') + token.substring(at + 1);
        int inPayload = 5;
        String forgedPayload = token.substring(0, inPayload) + (token.charAt(inPayload) == 'A' ? 'B' : 'A') + token.substring(inPayload + 1);
        for (String bad : List.of(forged, forgedPayload, token.substring(0, token.length() - 1), token.substring(0, token.indexOf('.')),
                token.substring(0, 20), "x", "not.a-token", token + "A")) {
            everyCallRefused(bad, 403, "INVALID_LINK");
        }
        assertEquals(0, store.moveCount(id));
    }

    @Test
    void anExpiredTokenIsGone() {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        clock.advance(Duration.ofDays(31));
        everyCallRefused(token, 410, "LINK_EXPIRED");
        assertEquals(0, store.moveCount(id));
    }

    @Test
    void historyAndSetupTokensCannotPlay() {
        long id = ServiceGames.startedClassicGame();
        for (LinkPurpose purpose : List.of(LinkPurpose.HISTORY, LinkPurpose.SETUP, LinkPurpose.UNSUBSCRIBE, LinkPurpose.INVITATION)) {
            everyCallRefused(links.issue(purpose, id, Side.RED, 0), 403, "WRONG_LINK");
        }
        assertEquals(0, store.moveCount(id));
    }

    @Test
    void theTokenDecidesTheSeatAndTheBodyCannotOverrideIt() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        refused(post(red, "{\"move\": \"e7-e6\", \"ply\": 0, \"seat\": \"BLUE\", \"side\": \"BLUE\", \"game\": 1}"), 422, "ILLEGAL_MOVE")
                .body("reason", equalTo("NOT_YOUR_PIECE"));
        refused(post(api(id, Side.BLUE), "{\"move\": \"e7-e6\", \"ply\": 0, \"seat\": \"RED\"}"), 409, "NOT_YOUR_TURN");
        assertEquals(0, store.moveCount(id));
        // Red's answers never carry Blue's ranks, whatever Red asks.
        JsonPath view = ok(given().queryParam("seat", "BLUE").get(red)).extract().jsonPath();
        assertEquals("RED", view.getString("seat"));
        assertTrue(view.getList("board.findAll { it.side == 'BLUE' }.rank").stream().allMatch(r -> r == null));
    }

    @Test
    void anotherGamesTokenActsOnlyOnThatGame() {
        long id = ServiceGames.startedClassicGame();
        long inSetup = ServiceGames.acceptedGame(Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);
        String other = api(inSetup, Side.RED);
        refused(post(other, "{\"move\": \"e4-e5\", \"ply\": 0}"), 409, "WRONG_STATE");
        refused(given().get(other), 409, "WRONG_STATE");
        refused(given().get(other + "/moves"), 409, "WRONG_STATE");
        assertEquals(0, store.moveCount(id));

        String gone = "/api/games/" + links.issue(LinkPurpose.PLAY, Long.MAX_VALUE - 7, Side.RED, 0);
        refused(given().get(gone), 404, "NOT_FOUND");
        refused(post(gone, "{\"move\": \"e4-e5\", \"ply\": 0}"), 404, "NOT_FOUND");
    }

    // ----------------------------------------------------------------------------------------------
    // Bad requests

    @Test
    void stalePliesAndMalformedMovesAreRefused() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        String blue = api(id, Side.BLUE);
        ok(post(red, "{\"move\": \"e4-e5\", \"ply\": 0}"));
        refused(post(blue, "{\"move\": \"e7-e6\", \"ply\": 0}"), 409, "ALREADY_PLAYED");
        refused(post(blue, "{\"move\": \"e7-e6\", \"ply\": 2}"), 400, "BAD_REQUEST");
        refused(post(blue, "{\"move\": \"e7-e6\", \"ply\": -1}"), 409, "ALREADY_PLAYED");
        for (String move : List.of("z9-a1", "", " ", "e7", "e7-", "e7-e11", "k1-k2", "e0-e1", "e7--e6-e5")) {
            refused(post(blue, "{\"move\": \"" + move + "\", \"ply\": 1}"), 400, "BAD_REQUEST");
        }
        for (String body : List.of("{\"move\": \"e7-e6\"}", "{\"ply\": 1}", "{}", "null", "[]", "\"e7-e6\"", "{", "not json",
                "{\"move\": [\"e7\", \"e6\"], \"ply\": 1}", "{\"move\": \"e7-e6\", \"ply\": \"one\"}",
                "{\"move\": \"e7-e6\", \"ply\": 99999999999999}", "{\"move\": \"e7-e6\", \"ply\": 1.5e400}")) {
            refused(post(blue, body), 400, "BAD_REQUEST");
        }
        assertEquals(1, store.moveCount(id));
    }

    @Test
    void oversizedAndHostileTextIsRefusedWithoutA500() {
        long id = ServiceGames.startedClassicGame();
        String red = api(id, Side.RED);
        String huge = "e".repeat(1024 * 1024);
        refused(post(red, "{\"move\": \"" + huge + "\", \"ply\": 0}"), 400, "BAD_REQUEST");
        refused(post(red, "{\"move\": \"e4-e5\", \"ply\": 0, \"junk\": \"" + huge + "\"}"), 200, null);
        assertEquals(1, store.moveCount(id), "an unknown field is ignored; the move counts");
        String blue = api(id, Side.BLUE);
        for (String hostile : List.of("<script>alert(1)</script>", "\\u0000", "e7\\u0000-e6", "e7-e6'; drop table game; --",
                "' or 1=1 --", "\\u202ee7-e6", "${jndi:ldap://x}", "{alert}", "e7-e6<b>", "%00", "../../etc/passwd")) {
            Response answer = post(blue, "{\"move\": \"" + hostile + "\", \"ply\": 1}");
            int status = answer.statusCode();
            assertTrue(status >= 400 && status < 500, hostile + " → " + status);
            answer.then().contentType(ContentType.JSON).body("message", not(emptyOrNullString()));
        }
        // Wrong content type, method or path under the API: still a JSON 4xx.
        refused(given().contentType(ContentType.TEXT).body("e7-e6").post(blue + "/moves"), 415, "UNSUPPORTED_MEDIA_TYPE");
        refused(given().delete(blue), 405, "METHOD_NOT_ALLOWED");
        refused(given().get(blue + "/nothing"), 404, "NOT_FOUND");
        assertEquals(1, store.moveCount(id));
    }

    // ----------------------------------------------------------------------------------------------
    // Helpers

    private String api(long id, Side seat) {
        return "/api/games/" + links.issue(LinkPurpose.PLAY, id, seat, 0);
    }

    static Response post(String path, String body) {
        return given().contentType(ContentType.JSON).body(body).post(path + "/moves");
    }

    private void everyCallRefused(String token, int status, String code) {
        String path = "/api/games/" + token;
        refused(given().get(path), status, code);
        refused(given().get(path + "/moves"), status, code);
        refused(post(path, "{\"move\": \"e4-e5\", \"ply\": 0}"), status, code);
    }

    static ValidatableResponse ok(Response response) {
        return tokenHeaders(response.then().statusCode(200).contentType(ContentType.JSON));
    }

    static ValidatableResponse refused(Response response, int status, String code) {
        ValidatableResponse then = tokenHeaders(response.then().statusCode(status).contentType(ContentType.JSON));
        if (code != null) {
            then.body("error", equalTo(code)).body("message", not(emptyOrNullString()));
            String body = response.asString();
            assertTrue(!body.contains("Exception") && !body.contains("\tat "), "no stack trace: " + body);
        }
        return then;
    }

    static ValidatableResponse tokenHeaders(ValidatableResponse then) {
        return then.header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer");
    }

    private static Set<Move> asSet(List<Move> moves) {
        return new HashSet<>(moves);
    }

    private static Set<Move> parsed(List<String> notations) {
        Set<Move> moves = notations.stream().map(n -> Move.parse(n).move()).collect(Collectors.toSet());
        assertEquals(notations.size(), moves.size(), "no duplicates");
        assertNotEquals(0, moves.size());
        return moves;
    }
}
