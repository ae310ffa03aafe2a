package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flagpost.game.GameActionException.Problem;
import flagpost.gravon.GravonGame;
import flagpost.gravon.GravonReader;
import flagpost.gravon.TestData;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every refused move leaves the stored game exactly as it was. */
@QuarkusTest
class RejectedMoveTest {

    @Inject
    Play play;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @Test
    void aMoveForAStalePlyIsAlreadyPlayed() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.move(id, Side.BLUE, 1, Move.of("e7", "e6"));

        assertRefusedAndNothingStored(id, Problem.ALREADY_PLAYED, "ALREADY_PLAYED", () -> play.move(id, Side.RED, 0, Move.of("f4", "f5")));
        assertRefusedAndNothingStored(id, Problem.BAD_REQUEST, "BAD_REQUEST", () -> play.move(id, Side.RED, 7, Move.of("f4", "f5")));
    }

    @Test
    void aMoveByTheSeatNotToMoveIsRefused() {
        long id = ServiceGames.startedClassicGame();

        assertRefusedAndNothingStored(id, Problem.NOT_YOUR_TURN, "NOT_YOUR_TURN", () -> play.move(id, Side.BLUE, 0, Move.of("e7", "e6")));
    }

    @Test
    void anIllegalMoveIsRefusedWithTheRulesReason() {
        long id = ServiceGames.startedClassicGame();

        assertRefusedAndNothingStored(id, Problem.ILLEGAL_MOVE, "PIECE_CANNOT_MOVE", () -> play.move(id, Side.RED, 0, Move.of("b1", "b2")));
        assertRefusedAndNothingStored(id, Problem.ILLEGAL_MOVE, "NOT_YOUR_PIECE", () -> play.move(id, Side.RED, 0, Move.of("e7", "e6")));
    }

    @Test
    void aMoveInAFinishedGameIsRefused() {
        long id = ServiceGames.startedClassicGame();
        play.resign(id, Side.BLUE);

        assertRefusedAndNothingStored(id, Problem.WRONG_STATE, "WRONG_STATE", () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")));
    }

    @Test
    void theTwoSquaresRuleHoldsAcrossMovesStoredOnDifferentDays() {
        long id = ServiceGames.startedClassicGame();
        // Red's Scout shuttles e4-e5; Blue alternates two Scouts so its own sequence keeps breaking.
        List<Move> moves = List.of(Move.of("e4", "e5"), Move.of("a7", "a6"), Move.of("e5", "e4"), Move.of("b7", "b6"),
                Move.of("e4", "e5"), Move.of("a6", "a7"));
        int ply = 0;
        for (Move move : moves) {
            clock.advance(Duration.ofDays(1));
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, move);
            ply++;
        }
        clock.advance(Duration.ofDays(1));

        assertRefusedAndNothingStored(id, Problem.ILLEGAL_MOVE, "TWO_SQUARES_RULE", () -> play.move(id, Side.RED, 6, Move.of("e5", "e4")));
    }

    @Test
    void theMoreSquaresRuleHoldsAcrossMovesStoredOnDifferentDays() throws Exception {
        // A generated game from the test games (src/test/resources/games) whose move 65 repeats a position of Red's chase.
        GravonGame record = GravonReader.read(TestData.read(TestData.gamesFolder().resolve("illegal-more-squares-0001.xml")));
        long id = ServiceGames.startedGame(record.variant(), record.options(), record.red(), record.blue());
        List<Move> moves = record.moves();
        for (int ply = 0; ply < moves.size() - 1; ply++) {
            clock.advance(Duration.ofHours(20));
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));
        }
        int last = moves.size() - 1;
        clock.advance(Duration.ofHours(20));

        assertRefusedAndNothingStored(id, Problem.ILLEGAL_MOVE, "MORE_SQUARES_RULE",
                () -> play.move(id, last % 2 == 0 ? Side.RED : Side.BLUE, last, moves.get(last)));
    }

    private void assertRefusedAndNothingStored(long id, Problem problem, String reasonCode, Runnable attempt) {
        GameEntity before = store.game(id);
        long moves = store.moveCount(id);
        int notifications = store.notifications(id).size();

        GameActionException refused = assertThrows(GameActionException.class, attempt::run);

        assertEquals(problem, refused.problem());
        assertEquals(reasonCode, refused.reasonCode());
        GameEntity after = store.game(id);
        assertEquals(moves, store.moveCount(id));
        assertEquals(notifications, store.notifications(id).size());
        assertEquals(before.ply, after.ply);
        assertEquals(before.status, after.status);
        assertEquals(before.deadlineAt, after.deadlineAt);
        assertArrayEquals(before.snapshot, after.snapshot);
    }
}
