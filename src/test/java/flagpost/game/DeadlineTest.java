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
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Time moves only through the test clock; the job is run by hand, on this test's games only, so games other test
 * classes left due (one of them moves the clock a year on) cannot decide what a run here does. Default: 3 days a
 * move, reminder 24 h before.
 */
@QuarkusTest
class DeadlineTest {

    @Inject
    GameConfig config;

    @Inject
    Deadlines deadlines;

    @Inject
    GameQueries queries;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @Test
    void thePlayerToMoveIsRemindedOncePerTurnAfterTwoOfTheirThreeDays() {
        long id = ServiceGames.startedClassicGame();

        clock.advance(Duration.ofDays(2).minusMinutes(1));
        deadlines.process(List.of(id));
        assertEquals(0, reminders(id).size(), "not yet");

        clock.advance(Duration.ofMinutes(2));
        deadlines.process(List.of(id));
        deadlines.process(List.of(id));
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.REMINDER, 0)), reminders(id), "once, however often the job runs");

        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        clock.advance(Duration.ofDays(2).plusMinutes(1));
        deadlines.process(List.of(id));
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.REMINDER, 0), new Sent(Side.BLUE, NotificationKind.REMINDER, 1)),
                reminders(id), "a new turn, a new reminder");
    }

    @Test
    void redIsRemindedOfTheFirstMoveAfterBeingRemindedToSetUpBothAtPlyZero() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        clock.advance(Duration.ofDays(2).plusMinutes(1));
        deadlines.process(List.of(id)); // the setup reminders, at ply 0
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);

        clock.advance(Duration.ofDays(2).plusMinutes(1));
        deadlines.process(List.of(id));
        deadlines.process(List.of(id));

        // The first move is a turn of its own, though at the same ply as the setup: one reminder for it, and one only.
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.REMINDER, 0), new Sent(Side.BLUE, NotificationKind.REMINDER, 0),
                new Sent(Side.RED, NotificationKind.REMINDER, 0)), reminders(id));
    }

    @Test
    void whenTheDeadlinePassesThePlayerToMoveLosesOnTimeAndBothAreTold() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));

        clock.advance(Duration.ofDays(3).plusSeconds(1));
        deadlines.process(List.of(id));

        assertEquals(GameStatus.FINISHED, queries.settings(id, Side.RED).summary().status());
        assertEquals(Result.win(Ending.TIMEOUT, Side.RED), queries.settings(id, Side.RED).summary().result());
        List<Sent> sent = store.notifications(id);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_OVER, 1), new Sent(Side.BLUE, NotificationKind.GAME_OVER, 1)),
                sent.subList(sent.size() - 2, sent.size()));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class,
                () -> play.move(id, Side.BLUE, 1, Move.of("e7", "e6"))).problem(), "too late");
    }

    @Test
    void aMoveRestartsTheClock() {
        long id = ServiceGames.startedClassicGame();
        clock.advance(Duration.ofDays(2).plusHours(23));
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));

        clock.advance(Duration.ofHours(2));
        deadlines.process(List.of(id));

        assertEquals(GameStatus.PLAYING, queries.settings(id, Side.RED).summary().status());
    }

    @Test
    void aPlayerWhoDoesNotSetUpInTimeLosesAndNobodySettingUpCancelsTheGame() {
        long lateBlue = ServiceGames.acceptedGame(Variant.DUEL, GameOptions.DEFAULT);
        setups.submit(lateBlue, Side.RED, "MBBKLCDDEE" + "A".repeat(30));
        long nobody = ServiceGames.acceptedGame(Variant.DUEL, GameOptions.DEFAULT);

        clock.advance(Duration.ofDays(3).plusSeconds(1));
        deadlines.process(List.of(lateBlue, nobody));

        assertEquals(Result.win(Ending.TIMEOUT, Side.RED), queries.settings(lateBlue, Side.RED).summary().result());
        assertEquals(GameStatus.LAPSED, queries.settings(nobody, Side.RED).summary().status());
        assertEquals(NotificationKind.GAME_CANCELLED, store.notifications(nobody).get(store.notifications(nobody).size() - 1).kind());
    }

    @Test
    void anUnansweredInvitationLapsesAndTellsTheCreator() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));

        clock.advance(Duration.ofDays(7).plusSeconds(1));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> invitations.accept(id, "Bob")).problem(),
                "a lapsed invitation cannot be accepted even before the job has run");
        deadlines.process(List.of(id));

        assertEquals(GameStatus.LAPSED, queries.settings(id, Side.RED).summary().status());
        assertEquals(new Sent(Side.RED, NotificationKind.INVITATION_LAPSED, 0), store.notifications(id).get(1));
    }

    /**
     * A run takes the oldest due games first and at most a batch of them. Games that fail every time are pushed
     * back, so they cannot fill every run while a younger due game waits behind them.
     */
    @Test
    void gamesThatKeepFailingCannotHoldUpADueGameBehindThem() {
        List<Long> failing = new ArrayList<>();
        for (int i = 0; i < config.deadlineBatchSize(); i++) {
            failing.add(invitation());
        }
        long behind = invitation();
        List<Long> all = new ArrayList<>(failing);
        all.add(behind);
        String ids = failing.stream().map(String::valueOf).collect(Collectors.joining(","));
        store.execute("""
                create or replace function flagpost_test_refuse_lapse() returns trigger language plpgsql as $$
                begin raise exception 'planted failure: game % cannot lapse', new.game_id; end $$""");
        store.execute("create trigger flagpost_test_refuse_lapse before insert on notification for each row when (new.kind = 'INVITATION_LAPSED'"
                + " and new.game_id in (" + ids + ")) execute function flagpost_test_refuse_lapse()");
        try {
            clock.advance(config.invitationLapse().plusSeconds(1));

            assertEquals(new Deadlines.DeadlineRun(0, 0, 0), deadlines.process(all), "the first run is spent on the failing games");
            assertEquals(new Deadlines.DeadlineRun(0, 0, 1), deadlines.process(all), "the next run is not");
            assertEquals(GameStatus.LAPSED, queries.settings(behind, Side.RED).summary().status());
            assertEquals(GameStatus.INVITED, queries.settings(failing.get(0), Side.RED).summary().status());

            clock.advance(config.deadlineRetryAfter());
            store.execute("drop trigger flagpost_test_refuse_lapse on notification");
            assertEquals(new Deadlines.DeadlineRun(0, 0, failing.size()), deadlines.process(all), "tried again once their time came");
        } finally {
            store.execute("drop trigger if exists flagpost_test_refuse_lapse on notification");
        }
    }

    private long invitation() {
        return invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
    }

    private List<Sent> reminders(long id) {
        return store.notifications(id).stream().filter(n -> n.kind() == NotificationKind.REMINDER).toList();
    }
}
