package flagpost.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Side;
import flagpost.support.RowLocks;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A player's lock holds after their game was locked with its players ({@link GameStore#lock}): Hibernate counts the
 * players that query fetched as locked, though only the game's row is, and skipped the lock a later
 * {@code findById(id, PESSIMISTIC_WRITE)} asked for. A rematch locks the finished game, then the invitee for the
 * invitation limits; those limits need the invitee's row really locked.
 */
@QuarkusTest
class PlayerLockTest {

    @Inject
    GameStore store;

    @Inject
    DataSource dataSource;

    @Test
    void aPlayerFetchedWithALockedGameIsReallyLockedWhenAskedFor() {
        long gameId = ServiceGames.startedClassicGame();
        long red = ServiceGames.playerId(gameId, Side.RED);
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity game = store.lock(gameId);
            assertEquals(red, game.player(Side.RED).id);
            assertFalse(RowLocks.lockedByOthers(dataSource, "player", red), "the game's lock leaves its players' rows free");
            assertNotNull(PlayerEntity.lockById(red));
            assertTrue(RowLocks.lockedByOthers(dataSource, "player", red), "now the player's row is locked");
        });
    }

    @Test
    void lockingNoSuchPlayerGivesNull() {
        QuarkusTransaction.requiringNew().run(() -> assertNull(PlayerEntity.lockById(-1)));
    }
}
