package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.RowRace;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
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
        assertEquals(Side.BLUE, store.game(id).sideToMove);
        // the position matches the stored move, whichever won
        String played = queries.historyAt(id, Side.RED, null).moves().get(0).move().from().name();
        assertEquals(null, queries.seatState(id, Side.RED).view().pieceAt(flagpost.rules.Square.parse(played)));
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
