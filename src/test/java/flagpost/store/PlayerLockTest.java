package flagpost.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
            assertEquals(0, triesToLock(red), "the game's lock leaves its players' rows free");
            assertNotNull(PlayerEntity.lockById(red));
            assertEquals(1, triesToLock(red), "now the player's row is locked");
        });
    }

    @Test
    void lockingNoSuchPlayerGivesNull() {
        QuarkusTransaction.requiringNew().run(() -> assertNull(PlayerEntity.lockById(-1)));
    }

    /**
     * 0 when another transaction could lock the player's row, 1 when it is locked by someone else. On a thread of its
     * own: a connection taken on the test's thread would join the test's own transaction.
     */
    private int triesToLock(long playerId) {
        try {
            return CompletableFuture.supplyAsync(() -> triesToLockNow(playerId)).get(30, TimeUnit.SECONDS);
        } catch (Exception failed) {
            throw new AssertionError(failed);
        }
    }

    private int triesToLockNow(long playerId) {
        try (Connection other = dataSource.getConnection()) {
            other.setAutoCommit(false);
            try (PreparedStatement lock = other.prepareStatement("select id from player where id = ? for no key update nowait")) {
                lock.setLong(1, playerId);
                lock.executeQuery();
                other.rollback();
                return 0;
            } catch (SQLException locked) {
                assertEquals("55P03", locked.getSQLState(), "lock_not_available: " + locked.getMessage());
                other.rollback();
                return 1;
            }
        } catch (SQLException unexpected) {
            throw new AssertionError(unexpected);
        }
    }
}
