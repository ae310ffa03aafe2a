package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flagpost.store.MailMode;
import flagpost.game.Deadlines;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.rules.Ending;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.SeatPage;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One move, one event: each notification row records, when its change commits, the facts its email needs (the page
 * that fits the seat, the deadline it names), and composing reads those facts and the position stored for the row's
 * ply, never the game's history.
 */
@QuarkusTest
class EventFactsTest {

    private static final ScriptedGame SCRIPT = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 3_000);

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Deadlines deadlines;

    @Inject
    MailProbe probe;

    @Inject
    OutboxRows outbox;

    @Inject
    TestClock clock;

    @Test
    void everyEventRecordsThePageAndTheDeadlineAsTheyStoodWhenItCommitted() {
        Instant created = clock.instant();
        long id = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                Variant.BARRAGE, flagpost.rules.GameOptions.DEFAULT, 3, SeatChoice.RED));
        clock.advance(Duration.ofHours(5));
        Instant accepted = clock.instant();
        invitations.accept(id, "Bob");
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // so the move records a confirmation too
        clock.advance(Duration.ofHours(2));
        setups.submit(id, Side.RED, SCRIPT.red().toSetupString());
        setups.submit(id, Side.BLUE, SCRIPT.blue().toSetupString());
        Instant started = clock.instant();
        clock.advance(Duration.ofHours(7));
        Instant firstMove = clock.instant();
        play.move(id, Side.RED, 0, SCRIPT.moves().get(0));
        clock.advance(Duration.ofDays(2).plusMinutes(1)); // Blue is reminded of move 2
        deadlines.process(List.of(id));
        play.resign(id, Side.BLUE);

        List<NotificationEntity> rows = rows(id);

        assertFacts(rows, NotificationKind.INVITATION, Side.BLUE, 0, SeatPage.INVITATION, created.plus(Duration.ofDays(7)));
        assertFacts(rows, NotificationKind.SETUP_NEEDED, Side.RED, 0, SeatPage.SETUP, accepted.plus(Duration.ofDays(3)));
        assertFacts(rows, NotificationKind.GAME_STARTED, Side.BLUE, 0, SeatPage.PLAY, started.plus(Duration.ofDays(3)));
        assertFacts(rows, NotificationKind.MOVE_PLAYED, Side.RED, 1, SeatPage.PLAY, null);
        assertFacts(rows, NotificationKind.YOUR_MOVE, Side.BLUE, 1, SeatPage.PLAY, firstMove.plus(Duration.ofDays(3)));
        assertFacts(rows, NotificationKind.REMINDER, Side.BLUE, 1, SeatPage.PLAY, firstMove.plus(Duration.ofDays(3)));
        assertFacts(rows, NotificationKind.GAME_OVER, Side.RED, 1, SeatPage.HISTORY, null);
    }

    @Test
    void aGameEndedBeforeItStartedRecordsNoPageToOpen() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);
        play.resign(id, Side.RED);

        assertFacts(rows(id), NotificationKind.GAME_OVER, Side.BLUE, 0, SeatPage.NONE, null);
    }

    @Test
    void composingAnOldPlyReadsItsStoredPositionAndNeverTheMoves() {
        long id = ServiceGames.startedGame(Variant.BARRAGE, flagpost.rules.GameOptions.DEFAULT, SCRIPT.red(), SCRIPT.blue());
        for (int ply = 0; ply < 12; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, SCRIPT.moves().get(ply));
        }
        List<MailProbe.Composed> before = probe.composeAll(id);
        // This game's mail is composed here only: the outbox must never take the rows this test breaks, or later tests
        // would find them failing and the health check down.
        outbox.execute("update notification set state = 'MUTED' where game_id = " + id + " and state = 'PENDING'");

        // Were composing to replay the game, these moves would now lead elsewhere (or nowhere: a1-a2 is no legal first
        // move). Read from the stored positions, every email is the same as before.
        outbox.execute("update move set from_square = 'a1', to_square = 'a2' where game_id = " + id + " and ply < 12");
        List<MailProbe.Composed> after = probe.composeAll(id);

        assertEquals(before.size(), after.size());
        for (int i = 0; i < before.size(); i++) {
            assertEquals(before.get(i).mail().text(), after.get(i).mail().text(), "mail " + before.get(i).kind() + " at ply " + before.get(i).ply());
            assertEquals(before.get(i).mail().html(), after.get(i).mail().html());
        }

        // Control: without its stored position, a ply is rebuilt from the (now scrambled) moves, and that fails.
        outbox.execute("update move set snapshot = null where game_id = " + id + " and ply = 5");
        long atPly5 = before.stream().filter(m -> m.ply() == 5 && m.kind() == NotificationKind.YOUR_MOVE).findFirst().orElseThrow().id();
        assertThrows(RuntimeException.class, () -> probe.compose(atPly5));
    }

    private static List<NotificationEntity> rows(long gameId) {
        return QuarkusTransaction.requiringNew().call(() -> {
            GameEntity.findById(gameId); // the rows are read in a fresh transaction, as the dispatcher reads them
            return NotificationEntity.forGame(gameId);
        });
    }

    private static void assertFacts(List<NotificationEntity> rows, NotificationKind kind, Side seat, int ply, SeatPage page, Instant deadline) {
        NotificationEntity row = rows.stream().filter(r -> r.kind == kind && r.recipientSeat == seat).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " to " + seat + " in " + rows.stream().map(r -> r.kind + "/" + r.recipientSeat).toList()));
        assertEquals(ply, row.ply, kind + " ply");
        assertEquals(page, row.linksTo, kind + " page");
        if (deadline == null) {
            assertNull(row.deadlineAt, kind + " names no deadline");
        } else {
            assertEquals(deadline, row.deadlineAt, kind + " deadline");
        }
    }
}
