package flagpost.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import flagpost.support.StatementCounter;
import flagpost.support.StoreProbe;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.Column;
import java.lang.reflect.Field;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A move writes the game row in its own statement ({@link MoveStatement}), and Hibernate is told so: whatever else
 * the transaction changes on the row is still written, before the move or after it, and nothing twice.
 */
@QuarkusTest
class MoveStatementTest {

    private static final Move FIRST_RED_MOVE = Move.of("e4", "e5");

    @Inject
    Play play;

    @Inject
    GameStore gameStore;

    @Inject
    StoreProbe store;

    @Test
    void aMoveWritesTheGameRowWithTheMoveInOneStatement() {
        long id = ServiceGames.startedClassicGame();

        int start = StatementCounter.onThisThread();
        QuarkusTransaction.requiringNew().run(() -> play.move(id, Side.RED, 0, FIRST_RED_MOVE));

        // The locking read, then the game row with the move and its notifications; the commit's flush writes nothing.
        assertEquals(2, StatementCounter.onThisThread() - start, "statements for one move, its commit included");
        GameEntity game = store.game(id);
        assertEquals(1, game.ply);
        assertEquals(Side.BLUE, game.seatToMove);
        assertNotNull(game.deadlineAt);
        assertTrue(game.remindAt.isBefore(game.deadlineAt));
        assertEquals(1, store.moveCount(id));
    }

    @Test
    void anotherChangeOfTheGameRowIsWrittenByHibernateBeforeTheMove() {
        long onlyMove = ServiceGames.startedClassicGame();
        long withChange = ServiceGames.startedClassicGame();
        int watchEpoch = store.game(withChange).watchEpoch;

        assertEquals(2, statementsOfFirstMove(onlyMove, false), "statements for a move's columns only");
        // The locking read, Hibernate's update of the whole row, the move's insert.
        assertEquals(3, statementsOfFirstMove(withChange, true), "statements when the row changed in more than a move's columns");

        GameEntity game = store.game(withChange);
        assertEquals(watchEpoch + 1, game.watchEpoch);
        assertEquals(1, game.ply);
        assertEquals(Side.BLUE, game.seatToMove);
        assertEquals(1, store.moveCount(withChange));
        assertEquals(store.game(onlyMove).snapshot.length, game.snapshot.length);
    }

    /**
     * The statements of Red's first move stored as {@code Play.move} stores it, in a transaction of its own, its commit
     * included; the watch link's epoch is raised on the way when {@code alsoWatchEpoch}.
     */
    private int statementsOfFirstMove(long id, boolean alsoWatchEpoch) {
        int start = StatementCounter.onThisThread();
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity game = gameStore.lock(id);
            MoveResult.Accepted accepted = (MoveResult.Accepted) gameStore.rulesNow(game).apply(Side.RED, FIRST_RED_MOVE);
            gameStore.storePosition(game, accepted.game());
            if (alsoWatchEpoch) {
                game.watchEpoch++;
            }
            gameStore.storeMove(game, accepted.played(), Instant.now(), NotificationKind.MOVE_PLAYED, NotificationKind.YOUR_MOVE);
        });
        return StatementCounter.onThisThread() - start;
    }

    @Test
    void aChangeOfTheGameRowAfterTheMoveIsWrittenAtTheCommit() {
        long id = ServiceGames.startedClassicGame();
        int watchEpoch = store.game(id).watchEpoch;
        boolean redMailMuted = store.game(id).redMailMuted;
        Instant deadline = Instant.parse("2026-01-02T03:04:05Z");

        QuarkusTransaction.requiringNew().run(() -> {
            play.move(id, Side.RED, 0, FIRST_RED_MOVE);
            GameEntity game = GameEntity.lockWithPlayers(id); // the instance the move wrote
            game.watchEpoch++;
            game.redMailMuted = !redMailMuted;
            game.deadlineAt = deadline; // a move's column, changed again after the move's statement
        });

        GameEntity game = store.game(id);
        assertEquals(watchEpoch + 1, game.watchEpoch);
        assertEquals(!redMailMuted, game.redMailMuted);
        assertEquals(deadline, game.deadlineAt);
        assertEquals(1, game.ply);
    }

    @Test
    void everyColumnTheStatementWritesIsTheColumnOfItsAttribute() throws NoSuchFieldException {
        for (MoveStatement.GameColumn column : MoveStatement.GAME_COLUMNS) {
            Field field = GameEntity.class.getDeclaredField(column.attribute());
            Column mapped = field.getAnnotation(Column.class);
            String name = mapped == null || mapped.name().isEmpty() ? field.getName() : mapped.name();
            assertEquals(name, column.column(), "the column of GameEntity." + column.attribute());
        }
    }
}
