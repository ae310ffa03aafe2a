package flagpost.game;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.RowRace;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.Callable;
import javax.sql.DataSource;
import org.junit.jupiter.api.RepeatedTest;

@QuarkusTest
class ConcurrentMoveTest {

    @Inject
    GameQueries queries;

    @Inject
    Play play;

    @Inject
    StoreProbe store;

    @Inject
    DataSource dataSource;

    @Inject
    LinkService links;

    @RepeatedTest(5)
    void twoSubmitsOfTheSameMoveAtOnceStoreItExactlyOnce() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = race(id, () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")),
                () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")));

        assertExactlyOnePlayedAndOneAlreadyPlayed(outcomes);
        assertEquals(1, store.moveCount(id));
        assertEquals(1, store.game(id).ply);
        assertEquals(1, store.notifications(id).stream().filter(n -> n.ply() == 1).count(),
                "one move's mail: the opponent's your-move (a confirmation only to who chose every move)");
    }

    @RepeatedTest(5)
    void twoDifferentMovesForTheSameTurnAtOnceStoreExactlyOne() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = race(id, () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")),
                () -> play.move(id, Side.RED, 0, Move.of("f4", "f5")));

        assertExactlyOnePlayedAndOneAlreadyPlayed(outcomes);
        assertEquals(1, store.moveCount(id));
        assertEquals(Side.BLUE, store.game(id).seatToMove);
        // the position matches the stored move, whichever won
        String played = queries.historyAt(id, Side.RED, null).moves().get(0).move().from().name();
        assertEquals(null, queries.seatState(id, Side.RED).view().pieceAt(flagpost.rules.Square.parse(played)));
    }

    /**
     * The play page's form and the API, the two ways a play link moves ({@code Play.move(LinkToken, ...)}), at once for
     * the same turn: one move is stored and the other is refused as played already, whichever wins.
     */
    @RepeatedTest(3)
    void theSameTurnFromThePageAndFromTheApiAtOnceStoresExactlyOne() throws Exception {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);

        List<Object> outcomes = race(id, () -> pageMove(token, "e4", "e5"), () -> apiMove(token, "f4-f5"));

        assertOnePlayedOneRefused(id, outcomes);
    }

    /** Two API submits of one link for the same turn at once. */
    @RepeatedTest(3)
    void twoApiMovesForTheSameTurnAtOnceStoreExactlyOne() throws Exception {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);

        List<Object> outcomes = race(id, () -> apiMove(token, "e4-e5"), () -> apiMove(token, "f4-f5"));

        assertOnePlayedOneRefused(id, outcomes);
    }

    /** A resignation from the page and a move from the API at once: either the move stands and then the game ends, or the move is refused. */
    @RepeatedTest(3)
    void aResignationFromThePageAndAMoveFromTheApiAtOnceLeaveOneConsistentGame() throws Exception {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);

        List<Object> outcomes = race(id, () -> pageAction(token, "resign"), () -> apiMove(token, "e4-e5"));

        assertTrue(outcomes.stream().noneMatch(outcome -> ((String) outcome).startsWith("5")), "no answer is a server error: " + outcomes);
        assertEquals(flagpost.store.GameStatus.FINISHED, store.game(id).status, outcomes.toString());
        long moves = store.moveCount(id);
        assertEquals(moves, (long) store.game(id).ply, "the stored moves and the game's ply agree: " + outcomes);
        assertEquals(((String) outcomes.get(1)).startsWith("200") ? 1L : 0L, moves, "the move was stored exactly when it was answered 200: "
                + outcomes);
    }

    /** The page's form, as a browser posts it: the status and the start of the answer. */
    private static Object pageMove(String token, String from, String to) {
        return outcome(given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", from)
                .formParam("to", to).post("/play/" + token + "/move"));
    }

    private static Object pageAction(String token, String action) {
        return outcome(given().redirects().follow(false).contentType(ContentType.URLENC).post("/play/" + token + "/" + action));
    }

    private static Object apiMove(String token, String move) {
        return outcome(given().contentType(ContentType.JSON).body("{\"move\":\"" + move + "\",\"ply\":0}").post("/api/games/" + token + "/moves"));
    }

    private static String outcome(Response response) {
        String body = response.asString();
        return response.statusCode() + " " + body.substring(0, Math.min(200, body.length())).replaceAll("\\s+", " ");
    }

    /** One answer accepted the move (a redirect from the page, 200 from the API), the other refused it (409), and one move is stored. */
    private void assertOnePlayedOneRefused(long id, List<Object> outcomes) {
        long accepted = outcomes.stream().map(String.class::cast).filter(o -> o.startsWith("303") || o.startsWith("200")).count();
        long refused = outcomes.stream().map(String.class::cast).filter(o -> o.startsWith("409")).count();
        assertEquals(1, accepted, outcomes.toString());
        assertEquals(1, refused, outcomes.toString());
        assertEquals(1, store.moveCount(id), outcomes.toString());
        assertEquals(1, store.game(id).ply, outcomes.toString());
    }

    private List<Object> race(long gameId, Callable<Object> first, Callable<Object> second) throws Exception {
        return RowRace.race(dataSource, gameId, first, second);
    }

    private static void assertExactlyOnePlayedAndOneAlreadyPlayed(List<Object> outcomes) {
        long played = outcomes.stream().filter(o -> o instanceof Play.MoveReceipt).count();
        List<Problem> refused = outcomes.stream().filter(o -> o instanceof GameActionException)
                .map(o -> ((GameActionException) o).problem()).toList();
        assertEquals(1, played, outcomes.toString());
        assertEquals(List.of(Problem.ALREADY_PLAYED), refused, outcomes.toString());
    }
}
