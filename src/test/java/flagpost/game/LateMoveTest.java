package flagpost.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.NotificationKind;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.StoreProbe.Sent;
import flagpost.support.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

/**
 * An action after the deadline (docs/RULES.md §7), before the deadline job has come round: it is refused, and the
 * timeout is recorded then and there, exactly as the job records it, once. The job is never run unless a test says so.
 */
@QuarkusTest
class LateMoveTest {

    private static final Duration PAST_THE_DEADLINE = Duration.ofDays(NewGame.DEFAULT_DAYS_PER_MOVE).plusSeconds(1);

    @Inject
    Deadlines deadlines;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @Inject
    LinkService links;

    @Test
    void aLateMoveIsRefusedAndRecordsTheTimeoutTheJobWouldHaveRecorded() {
        long byJob = ServiceGames.startedClassicGame();
        long byMove = ServiceGames.startedClassicGame();
        play.move(byJob, Side.RED, 0, Move.of("e4", "e5"));
        play.move(byMove, Side.RED, 0, Move.of("e4", "e5"));
        clock.advance(PAST_THE_DEADLINE);

        GameActionException refused = assertThrows(GameActionException.class,
                () -> play.move(byMove, Side.BLUE, 1, Move.of("e7", "e6")));
        deadlines.process();

        assertEquals(Problem.DEADLINE_PASSED, refused.problem());
        assertEquals(GameStatus.FINISHED, store.game(byMove).status);
        assertEquals(Result.win(Ending.TIMEOUT, Side.RED), store.game(byMove).result());
        assertEquals(1, store.moveCount(byMove), "the late move is not played");
        assertEquals(store.notifications(byJob), store.notifications(byMove), "the same emails as the job's, once");
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_OVER, 1), new Sent(Side.BLUE, NotificationKind.GAME_OVER, 1)),
                lastTwo(store.notifications(byMove)));
        assertEquals(store.game(byJob).finishedAt, store.game(byMove).finishedAt, "ended at the same moment");
    }

    @Test
    void resigningOrAnsweringADrawAfterTheDeadlineIsRefusedAndThePlayerToMoveLosesOnTime() {
        List<LongConsumer> lateActions = List.of(
                id -> play.resign(id, Side.BLUE),
                id -> play.resign(id, Side.RED),
                id -> play.offerDraw(id, Side.RED),
                id -> play.acceptDraw(id, Side.BLUE),
                id -> play.declineDraw(id, Side.BLUE));
        for (LongConsumer late : lateActions) {
            long id = ServiceGames.startedClassicGame();
            play.move(id, Side.RED, 0, Move.of("e4", "e5"));
            play.offerDraw(id, Side.RED);
            clock.advance(PAST_THE_DEADLINE);

            assertEquals(Problem.DEADLINE_PASSED, assertThrows(GameActionException.class, () -> late.accept(id)).problem());

            GameEntity game = store.game(id);
            assertEquals(Result.win(Ending.TIMEOUT, Side.RED), game.result(), "Blue was to move: Blue lost on time");
            assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_OVER, 1), new Sent(Side.BLUE, NotificationKind.GAME_OVER, 1)),
                    lastTwo(store.notifications(id)));
        }
    }

    @Test
    void aSetupAfterTheSetupDeadlineIsRefusedAndTheSeatWithoutOneLoses() {
        long lateBlue = ServiceGames.acceptedGame(Variant.DUEL, GameOptions.DEFAULT);
        setups.submit(lateBlue, Side.RED, "MBBKLCDDEE" + "A".repeat(30));
        long nobody = ServiceGames.acceptedGame(Variant.DUEL, GameOptions.DEFAULT);
        clock.advance(PAST_THE_DEADLINE);

        assertEquals(Problem.DEADLINE_PASSED, assertThrows(GameActionException.class,
                () -> setups.submit(lateBlue, Side.BLUE, "MBBKLCDDEE" + "A".repeat(30))).problem());
        GameActionException cancelled = assertThrows(GameActionException.class,
                () -> setups.submit(nobody, Side.RED, "MBBKLCDDEE" + "A".repeat(30)));

        assertEquals(Result.win(Ending.TIMEOUT, Side.RED), store.game(lateBlue).result());
        assertEquals(GameStatus.LAPSED, store.game(nobody).status);
        assertEquals(Problem.DEADLINE_PASSED, cancelled.problem());
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_CANCELLED, 0), new Sent(Side.BLUE, NotificationKind.GAME_CANCELLED, 0)),
                lastTwo(store.notifications(nobody)));
    }

    @Test
    void aMoveJustBeforeTheDeadlineIsPlayed() {
        long id = ServiceGames.startedClassicGame();
        clock.advance(PAST_THE_DEADLINE.minusSeconds(2));

        play.move(id, Side.RED, 0, Move.of("e4", "e5"));

        assertEquals(GameStatus.PLAYING, store.game(id).status);
    }

    @Test
    void theApiAndThePlayPageNameTheTimeoutInTheirRefusal() {
        long viaApi = ServiceGames.startedClassicGame();
        long viaPage = ServiceGames.startedClassicGame();
        clock.advance(PAST_THE_DEADLINE);

        given().contentType(ContentType.JSON).body("{\"move\": \"e4-e5\", \"ply\": 0}")
                .post("/api/games/" + links.issue(LinkPurpose.PLAY, viaApi, Side.RED, 0) + "/moves")
                .then().statusCode(409)
                .body("error", equalTo("DEADLINE_PASSED"))
                .body("message", containsString("Too late: the deadline was"))
                .body("message", containsString("Bob won: you ran out of time."));
        given().contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", "e4").formParam("to", "e5")
                .post("/play/" + links.issue(LinkPurpose.PLAY, viaPage, Side.RED, 0) + "/move")
                .then().statusCode(409)
                .body(containsString("Too late: the deadline was"))
                .body(containsString("you ran out of time"));

        assertEquals(Result.win(Ending.TIMEOUT, Side.BLUE), store.game(viaApi).result());
        assertEquals(Result.win(Ending.TIMEOUT, Side.BLUE), store.game(viaPage).result());
    }

    private static List<Sent> lastTwo(List<Sent> sent) {
        return sent.subList(sent.size() - 2, sent.size());
    }
}
