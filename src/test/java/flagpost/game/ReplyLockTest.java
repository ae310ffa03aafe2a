package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.ReplyToken;
import flagpost.rules.Side;
import flagpost.support.RowLocks;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicBoolean;
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

    @Inject
    Clock clock;

    @Test
    void aReplyHoldsItsGamesLockFromItsFirstReadOfTheGame() {
        long gameId = ServiceGames.startedClassicGame();
        Replies.Received received = new Replies.Received("<lock-" + gameId + "@replies.test>", new ReplyToken(gameId, Side.RED, 0, 0,
                clock.instant()),
                ServiceGames.emailOf(gameId, Side.RED), "board", false);
        AtomicBoolean lockedWhileActing = new AtomicBoolean();

        Replies.Outcome outcome = replies.act(received, 5, null, () -> {
            lockedWhileActing.set(RowLocks.lockedByOthers(dataSource, "game", gameId));
            return "looked at the lock";
        });

        assertEquals("looked at the lock", outcome.detail(), "the reply was proved and acted: " + outcome);
        assertTrue(lockedWhileActing.get(), "another transaction could lock the game while the reply acted on its copy");
    }
}
