package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.store.NotificationKind;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.StoreProbe.Sent;
import flagpost.support.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Time moves only through the test clock; the job is run by hand. Default: 3 days a move, reminder 24 h before. */
@QuarkusTest
class DeadlineTest {

    @Inject
    GameService service;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @Test
    void thePlayerToMoveIsRemindedOncePerTurnAfterTwoOfTheirThreeDays() {
        long id = ServiceGames.startedClassicGame(service);

        clock.advance(Duration.ofDays(2).minusMinutes(1));
        service.processDeadlines();
        assertEquals(0, reminders(id).size(), "not yet");

        clock.advance(Duration.ofMinutes(2));
        service.processDeadlines();
        service.processDeadlines();
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.REMINDER, 0)), reminders(id), "once, however often the job runs");

        service.move(id, Side.RED, 0, Move.of("e4", "e5"));
        clock.advance(Duration.ofDays(2).plusMinutes(1));
        service.processDeadlines();
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.REMINDER, 0), new Sent(Side.BLUE, NotificationKind.REMINDER, 1)),
                reminders(id), "a new turn, a new reminder");
    }

    @Test
    void whenTheDeadlinePassesThePlayerToMoveLosesOnTimeAndBothAreTold() {
        long id = ServiceGames.startedClassicGame(service);
        service.move(id, Side.RED, 0, Move.of("e4", "e5"));

        clock.advance(Duration.ofDays(3).plusSeconds(1));
        service.processDeadlines();

        assertEquals(GameStatus.FINISHED, service.summary(id, Side.RED).status());
        assertEquals(Result.win(Ending.TIMEOUT, Side.RED), service.summary(id, Side.RED).result());
        List<Sent> sent = store.notifications(id);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_OVER, 1), new Sent(Side.BLUE, NotificationKind.GAME_OVER, 1)),
                sent.subList(sent.size() - 2, sent.size()));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class,
                () -> service.move(id, Side.BLUE, 1, Move.of("e7", "e6"))).problem(), "too late");
    }

    @Test
    void aMoveRestartsTheClock() {
        long id = ServiceGames.startedClassicGame(service);
        clock.advance(Duration.ofDays(2).plusHours(23));
        service.move(id, Side.RED, 0, Move.of("e4", "e5"));

        clock.advance(Duration.ofHours(2));
        service.processDeadlines();

        assertEquals(GameStatus.PLAYING, service.summary(id, Side.RED).status());
    }

    @Test
    void aPlayerWhoDoesNotSetUpInTimeLosesAndNobodySettingUpCancelsTheGame() {
        long lateBlue = ServiceGames.acceptedGame(service, Variant.DUEL, GameOptions.DEFAULT);
        service.submitSetup(lateBlue, Side.RED, "MBBKLCDDEE" + "A".repeat(30));
        long nobody = ServiceGames.acceptedGame(service, Variant.DUEL, GameOptions.DEFAULT);

        clock.advance(Duration.ofDays(3).plusSeconds(1));
        service.processDeadlines();

        assertEquals(Result.win(Ending.TIMEOUT, Side.RED), service.summary(lateBlue, Side.RED).result());
        assertEquals(GameStatus.LAPSED, service.summary(nobody, Side.RED).status());
        assertEquals(NotificationKind.GAME_CANCELLED, store.notifications(nobody).get(store.notifications(nobody).size() - 1).kind());
    }

    @Test
    void anUnansweredInvitationLapsesAndTellsTheCreator() {
        long id = service.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));

        clock.advance(Duration.ofDays(7).plusSeconds(1));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> service.acceptInvitation(id, "Bob")).problem(),
                "a lapsed invitation cannot be accepted even before the job has run");
        service.processDeadlines();

        assertEquals(GameStatus.LAPSED, service.summary(id, Side.RED).status());
        assertEquals(new Sent(Side.RED, NotificationKind.INVITATION_LAPSED, 0), store.notifications(id).get(1));
    }

    private List<Sent> reminders(long id) {
        return store.notifications(id).stream().filter(n -> n.kind() == NotificationKind.REMINDER).toList();
    }
}
