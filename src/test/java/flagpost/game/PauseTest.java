package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Ending;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.StoreProbe.Sent;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Agreed pauses on the test clock: one asks, the other accepts or declines; while paused no reminder or timeout falls
 * due and no move is played; resuming pushes deadline and reminder by exactly the pause's length.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class PauseTest {

    @Inject
    Deadlines deadlines;

    @Inject
    Pauses pauses;

    @Inject
    Vacations vacations;

    @Inject
    Play play;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @Test
    void anAgreedPauseStopsTheClockAndResumingPushesDeadlineAndReminderByItsLength() {
        long id = ServiceGames.startedClassicGame(); // Red to move
        GameEntity before = store.game(id);
        clock.advance(Duration.ofHours(1));
        pauses.ask(id, Side.BLUE);
        assertEquals(before.deadlineAt, store.game(id).deadlineAt, "asking alone stops nothing");
        clock.advance(Duration.ofHours(1));
        Instant paused = clock.instant();
        pauses.accept(id, Side.RED);
        assertNull(store.game(id).deadlineAt);
        assertEquals(paused, store.game(id).pausedAt);

        clock.advance(Duration.ofDays(5));
        assertTrue(clock.instant().isAfter(before.deadlineAt));
        assertEquals(new Deadlines.DeadlineRun(0, 0, 0), deadlines.process(List.of(id)), "no reminder, no timeout while paused");
        GameActionException refused = assertThrows(GameActionException.class, () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")));
        assertEquals(Problem.WRONG_STATE, refused.problem());
        assertEquals("This game is paused: resume it first (either of you can), then move.", refused.getMessage());

        Instant resumed = clock.instant();
        pauses.resume(id, Side.BLUE); // either player may
        Duration lasted = Duration.between(paused, resumed);
        GameEntity after = store.game(id);
        assertNull(after.pausedAt);
        assertEquals(before.deadlineAt.plus(lasted), after.deadlineAt);
        assertEquals(before.remindAt.plus(lasted), after.remindAt);

        clock.advance(Duration.between(clock.instant(), after.remindAt).minusSeconds(1));
        assertEquals(new Deadlines.DeadlineRun(0, 0, 0), deadlines.process(List.of(id)));
        clock.advance(Duration.ofSeconds(1));
        assertEquals(new Deadlines.DeadlineRun(1, 0, 0), deadlines.process(List.of(id)), "the reminder at its pushed instant");
        clock.advance(Duration.between(clock.instant(), after.deadlineAt));
        assertEquals(new Deadlines.DeadlineRun(0, 1, 0), deadlines.process(List.of(id)), "the timeout at its pushed instant");

        assertEquals(List.of(new Sent(Side.RED, NotificationKind.PAUSE_ASKED, 0), new Sent(Side.BLUE, NotificationKind.GAME_PAUSED, 0),
                new Sent(Side.RED, NotificationKind.GAME_RESUMED, 0)), pauseMail(id));
    }

    @Test
    void onlyTheOtherPlayerAnswersAndADeclinedPauseChangesNoClock() {
        long id = ServiceGames.startedClassicGame();
        Instant deadline = store.game(id).deadlineAt;
        pauses.ask(id, Side.RED);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> pauses.accept(id, Side.RED)).problem());
        assertEquals("You have already asked for a pause; your opponent has not answered yet.",
                assertThrows(GameActionException.class, () -> pauses.ask(id, Side.RED)).getMessage());
        assertEquals("Your opponent has asked for a pause: accept or decline it.",
                assertThrows(GameActionException.class, () -> pauses.ask(id, Side.BLUE)).getMessage());
        assertEquals("This game is not paused: its clock is running.",
                assertThrows(GameActionException.class, () -> pauses.resume(id, Side.BLUE)).getMessage());

        pauses.decline(id, Side.BLUE);
        assertEquals(deadline, store.game(id).deadlineAt);
        assertNull(store.game(id).pauseAskedBy);
        assertThrows(GameActionException.class, () -> pauses.accept(id, Side.BLUE), "a declined request cannot be accepted after");
        assertEquals(List.of(new Sent(Side.BLUE, NotificationKind.PAUSE_ASKED, 0), new Sent(Side.RED, NotificationKind.PAUSE_DECLINED, 0)),
                pauseMail(id));
    }

    @Test
    void aPauseAndAVacationOverlapAndTheClockRunsOnlyWhenNeitherHoldsIt() {
        long id = ServiceGames.startedClassicGame(); // Red to move
        long alice = QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(id).redPlayer.id);
        Instant deadline = store.game(id).deadlineAt;
        Instant stopped = clock.instant();
        vacations.take(alice, LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(3));
        pauses.ask(id, Side.BLUE);
        pauses.accept(id, Side.RED);
        clock.advance(Duration.ofHours(4));
        pauses.resume(id, Side.RED);
        assertNull(store.game(id).deadlineAt, "Alice is still away: the clock stays stopped");
        clock.advance(Duration.ofHours(4));
        vacations.endEarly(alice);
        assertEquals(deadline.plus(Duration.between(stopped, clock.instant())), store.game(id).deadlineAt);
    }

    @Test
    void resigningOrAgreeingADrawDuringAPauseEndsTheGameAndThePause() {
        long id = ServiceGames.startedClassicGame();
        pauses.ask(id, Side.RED);
        pauses.accept(id, Side.BLUE);
        play.offerDraw(id, Side.RED);
        play.acceptDraw(id, Side.BLUE);
        GameEntity over = store.game(id);
        assertEquals(GameStatus.FINISHED, over.status);
        assertEquals(Ending.DRAW_AGREED, over.resultEnding);
        assertNull(over.pausedAt);
        assertNull(over.clockStoppedAt);

        long other = ServiceGames.startedClassicGame();
        pauses.ask(other, Side.BLUE);
        pauses.accept(other, Side.RED);
        play.resign(other, Side.BLUE);
        assertEquals(GameStatus.FINISHED, store.game(other).status);
        assertNull(store.game(other).pausedAt);
    }

    private List<Sent> pauseMail(long id) {
        return store.notifications(id).stream()
                .filter(sent -> sent.kind().name().contains("PAUSE") || sent.kind() == NotificationKind.GAME_RESUMED).toList();
    }
}
