package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.links.ReplyToken;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A reply by email reads its game to check who sent it, then acts through the use cases, which lock the game. Hibernate
 * hands the action the copy it read first, as it was then; had that read not taken the lock, a change committed in
 * between (a mute, a vacation's away flag) would be written over when the action writes the game. So the reply's
 * first read holds the game's lock already.
 */
@QuarkusTest
class ReplyLockTest {

    @Inject
    Replies replies;

    @Inject
    DataSource dataSource;

    @Test
    void aReplyHoldsItsGamesLockFromItsFirstReadOfTheGame() {
        long gameId = ServiceGames.startedClassicGame();
        Replies.Received received = new Replies.Received("<lock-" + gameId + "@replies.test>", new ReplyToken(gameId, Side.RED, 0, 0),
                ServiceGames.emailOf(gameId, Side.RED), "board", false);
        AtomicInteger lockedWhileActing = new AtomicInteger(-1);

        Replies.Outcome outcome = replies.act(received, 5, null, () -> {
            lockedWhileActing.set(othersLock(gameId));
            return "looked at the lock";
        });

        assertEquals("looked at the lock", outcome.detail(), "the reply was proved and acted: " + outcome);
        assertEquals(1, lockedWhileActing.get(), "another transaction could lock the game while the reply acted on its copy");
    }

    /**
     * 1 when another connection cannot lock the game's row (nowait: it fails at once), 0 when it can. On a thread of its
     * own: a connection taken on the test's thread would join the reply's transaction.
     */
    private int othersLock(long gameId) {
        try {
            return CompletableFuture.supplyAsync(() -> {
                try (Connection other = dataSource.getConnection()) {
                    other.setAutoCommit(false);
                    try {
                        other.createStatement().executeQuery("select id from game where id = " + gameId + " for no key update nowait").close();
                        return 0;
                    } catch (SQLException locked) {
                        assertEquals("55P03", locked.getSQLState(), locked.getMessage());
                        return 1;
                    } finally {
                        other.rollback();
                    }
                } catch (SQLException failed) {
                    throw new IllegalStateException(failed);
                }
            }).get(30, TimeUnit.SECONDS);
        } catch (Exception failed) {
            throw new AssertionError(failed);
        }
    }
}
