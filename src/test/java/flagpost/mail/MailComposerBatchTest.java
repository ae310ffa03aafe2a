package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.game.Play;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An outbox batch is composed after three reads for all of its rows (the games with their players, the stored
 * positions, the notifications each answers), not three per row, and gives exactly the emails of composing each row
 * on its own.
 */
@QuarkusTest
class MailComposerBatchTest {

    @Inject
    Play play;

    @Inject
    MailProbe probe;

    @Test
    void aBatchOfManyGamesAndPliesIsReadInThreeStatementsAndComposedAsEachAlone() {
        List<Long> games = new ArrayList<>();
        for (int g = 0; g < 3; g++) {
            long id = ServiceGames.startedClassicGame();
            for (int ply = 0; ply < 8 + g; ply++) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
            }
            games.add(id);
        }
        List<MailMessage> alone = new ArrayList<>();
        for (long id : games) {
            probe.composeAll(id).forEach(composed -> alone.add(composed.mail()));
        }

        MailProbe.Batch batch = probe.composeAsOneBatch(games);

        assertEquals(alone, batch.mails(), "the same emails, Message-IDs, threading and links included");
        assertEquals(3, batch.statements(), "statements for " + alone.size() + " emails of " + games.size() + " games");
    }
}
