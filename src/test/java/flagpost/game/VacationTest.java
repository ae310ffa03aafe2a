package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.words.Language;
import flagpost.game.GameActionException.Problem;
import flagpost.mail.MailProbe;
import flagpost.mail.OutboxRows;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.StoreProbe.Sent;
import flagpost.support.TestClock;
import flagpost.words.Times;
import com.icegreen.greenmail.util.GreenMail;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Timestamp;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Vacation on the test clock: the vacationer's clocks stop and start again pushed by exactly the time they stood still,
 * no reminder or timeout falls due meanwhile, the budget holds, the return date ends it, and the opponent is emailed.
 * The deadline and vacation jobs are run by hand on this test's games and players only. Default: 3 days a move,
 * reminder 24 h before, 30 vacation days a year.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class VacationTest {

    @Inject
    Deadlines deadlines;

    @Inject
    Vacations vacations;

    @Inject
    VacationConfig vacationConfig;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    Invitations invitations;

    @Inject
    DataSource dataSource;

    @Inject
    StoreProbe store;

    @Inject
    OutboxRows outbox;

    @Inject
    MailProbe mail;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void theVacationersTurnStopsAndStartsAgainOnTheReturnDatePushedByExactlyTheTimeItStoodStill() {
        long id = ServiceGames.startedClassicGame();
        Instant started = clock.instant();
        GameEntity before = store.game(id);
        assertEquals(started.plus(Duration.ofDays(3)), before.deadlineAt);
        assertEquals(started.plus(Duration.ofDays(2)), before.remindAt);

        clock.advance(Duration.ofHours(1));
        Instant away = clock.instant();
        long alice = playerId(id, Side.RED);
        vacations.take(alice, today().plusDays(5)); // Red (Alice) is to move
        Instant returns = today().plusDays(5).atStartOfDay(ZoneOffset.UTC).toInstant();

        GameEntity stopped = store.game(id);
        assertNull(stopped.deadlineAt, "no deadline can pass while the clock is stopped");
        assertNull(stopped.remindAt, "no reminder can fall due");
        assertEquals(away, stopped.clockStoppedAt);

        // Past the old reminder and the old deadline, still away: nothing happens.
        clock.advance(Duration.between(clock.instant(), returns).minusMinutes(1));
        assertTrue(clock.instant().isAfter(before.deadlineAt), "the test must pass the deadline the game had");
        assertEquals(new Deadlines.DeadlineRun(0, 0, 0), deadlines.process(List.of(id)));
        assertEquals(0, vacations.endDue(List.of(alice)), "not back yet");
        assertEquals(GameStatus.PLAYING, store.game(id).status);

        clock.advance(Duration.ofMinutes(3)); // the job comes round a little after the return
        assertEquals(1, vacations.endDue(List.of(alice)));
        assertEquals(0, vacations.endDue(List.of(alice)), "once");
        Duration stood = Duration.between(away, returns); // counted to the return instant, not to the job's run
        GameEntity running = store.game(id);
        assertNull(running.clockStoppedAt);
        assertEquals(before.deadlineAt.plus(stood), running.deadlineAt);
        assertEquals(before.remindAt.plus(stood), running.remindAt);

        clock.advance(Duration.between(clock.instant(), running.remindAt).minusSeconds(1));
        assertEquals(new Deadlines.DeadlineRun(0, 0, 0), deadlines.process(List.of(id)));
        clock.advance(Duration.ofSeconds(1));
        assertEquals(new Deadlines.DeadlineRun(1, 0, 0), deadlines.process(List.of(id)), "the reminder at its pushed instant");
        clock.advance(Duration.between(clock.instant(), running.deadlineAt).minusSeconds(1));
        assertEquals(new Deadlines.DeadlineRun(0, 0, 0), deadlines.process(List.of(id)));
        clock.advance(Duration.ofSeconds(1));
        assertEquals(new Deadlines.DeadlineRun(0, 1, 0), deadlines.process(List.of(id)), "the timeout at its pushed instant");

        assertEquals(List.of(new Sent(Side.BLUE, NotificationKind.VACATION_STARTED, 0), new Sent(Side.BLUE, NotificationKind.VACATION_ENDED, 0)),
                store.notifications(id).stream().filter(sent -> sent.kind().name().startsWith("VACATION")).toList());
    }

    @Test
    void onlyTheVacationersOwnClockStopsAndMovingDuringTheVacationDoesNotEndIt() {
        long id = ServiceGames.startedClassicGame(); // Red to move
        long bob = playerId(id, Side.BLUE);
        Instant redDeadline = store.game(id).deadlineAt;
        vacations.take(bob, today().plusDays(4));
        assertEquals(redDeadline, store.game(id).deadlineAt, "Red's turn runs: Red is not away");

        clock.advance(Duration.ofHours(2));
        Instant moved = clock.instant();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        GameEntity bobsTurn = store.game(id);
        assertNull(bobsTurn.deadlineAt, "Bob's new turn starts stopped");
        assertEquals(moved, bobsTurn.clockStoppedAt);
        assertEquals(moved.plus(Duration.ofDays(3)), bobsTurn.stoppedDeadlineAt);

        clock.advance(Duration.ofHours(5));
        Instant answered = clock.instant();
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6")); // Bob looks in and answers
        assertTrue(vacations.standing(bob).away(), "moving does not end the vacation");
        assertEquals(answered.plus(Duration.ofDays(3)), store.game(id).deadlineAt, "Red's turn runs as usual");

        play.move(id, Side.RED, 2, Move.of("e5", "e6"));
        assertNull(store.game(id).deadlineAt, "and Bob's next turn is stopped again");
        vacations.endEarly(bob);

        // Bob's your-move emails of stopped turns name no deadline: they say why.
        List<MailProbe.Composed> yourMove = mail.composeAll(id).stream()
                .filter(composed -> composed.kind() == NotificationKind.YOUR_MOVE && composed.to() == Side.BLUE).toList();
        assertEquals(2, yourMove.size());
        for (MailProbe.Composed composed : yourMove) {
            assertTrue(composed.mail().text().contains("Your clock is stopped while you are on vacation: it runs again from the moment you are back."),
                    composed.mail().text());
            assertFalse(composed.mail().text().contains("Your deadline"), composed.mail().text());
        }
    }

    @Test
    void endingEarlyStartsTheClockAtOnceAndReturnsTheDaysNotBegun() {
        long id = ServiceGames.startedClassicGame();
        long alice = playerId(id, Side.RED);
        Instant deadline = store.game(id).deadlineAt;
        int left = vacations.standing(alice).budget().left();
        assertEquals(30, left, "a new player has the whole year's days");

        vacations.take(alice, today().plusDays(10));
        assertEquals(20, vacations.standing(alice).budget().left(), "a running vacation books its days to the return");
        clock.advance(Duration.ofMinutes(90));
        vacations.endEarly(alice);

        Vacations.Standing back = vacations.standing(alice);
        assertFalse(back.away());
        int spent = Vacations.daysCovered(clock.instant().minus(Duration.ofMinutes(90)), clock.instant());
        assertEquals(30 - spent, back.budget().left(), "only the days it covered are spent (one, or two across midnight)");
        assertEquals(deadline.plus(Duration.ofMinutes(90)), store.game(id).deadlineAt);
        GameActionException notAway = assertThrows(GameActionException.class, () -> vacations.endEarly(alice));
        assertEquals("You are not on vacation: your clocks are running.", notAway.getMessage());
    }

    @Test
    void theBudgetAndTheReturnDateAreCheckedInWords() {
        long id = ServiceGames.startedClassicGame();
        long alice = playerId(id, Side.RED);
        LocalDate today = today();

        GameActionException past = assertThrows(GameActionException.class, () -> vacations.take(alice, today.minusDays(1)));
        assertEquals(Problem.BAD_REQUEST, past.problem());
        assertTrue(past.getMessage().startsWith("Choose a return date after today"), past.getMessage());
        assertThrows(GameActionException.class, () -> vacations.take(alice, today));
        GameActionException tooFar = assertThrows(GameActionException.class, () -> vacations.take(alice, today.plusDays(31)));
        assertTrue(tooFar.getMessage().contains("would take 31 vacation days, and you have 30 left in " + today.getYear() + " (30 a year)."),
                tooFar.getMessage());
        assertTrue(tooFar.getMessage().endsWith("The latest return you can choose is " + Times.day(Language.EN, today.plusDays(30)) + "."));
        assertEquals(null, store.game(id).clockStoppedAt, "a refusal changes nothing");

        vacations.take(alice, today.plusDays(30)); // the whole budget
        GameActionException twice = assertThrows(GameActionException.class, () -> vacations.take(alice, today.plusDays(2)));
        assertEquals(Problem.WRONG_STATE, twice.problem());
        vacations.endEarly(alice); // the same day: one day spent
        assertEquals(29, vacations.standing(alice).budget().left());
        assertThrows(GameActionException.class, () -> vacations.take(alice, today.plusDays(30)));
        vacations.take(alice, today.plusDays(29));
        vacations.endEarly(alice);
        assertEquals(28, vacations.standing(alice).budget().left());
    }

    @Test
    void aSetupWaitingForTheVacationerStopsAndRunsForTheOtherOnceTheirsIsIn() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        long bob = playerId(id, Side.BLUE);
        Instant setupDeadline = store.game(id).deadlineAt;
        clock.advance(Duration.ofHours(1));
        vacations.take(bob, today().plusDays(3));
        assertNull(store.game(id).deadlineAt, "Bob's setup is missing: the setup clock stops");

        clock.advance(Duration.ofHours(1));
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP); // Bob sets up from his vacation
        assertEquals(setupDeadline.plus(Duration.ofHours(1)), store.game(id).deadlineAt,
                "now only Alice is waited for, and she is not away: her clock runs, pushed by the hour it stood");
        vacations.endEarly(bob);
    }

    @Test
    void anInvitationAcceptedDuringTheVacationStartsWithTheVacationersSetupClockStopped() {
        long first = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        long bob = playerId(first, Side.BLUE);
        vacations.take(bob, today().plusDays(3));
        long id = invitations.create(new NewGame("Alice", ServiceGames.emailOf(first, Side.RED), ServiceGames.emailOf(first, Side.BLUE),
                Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        invitations.accept(id, "Bob"); // the game was an invitation when Bob left, so his vacation did not mark it

        GameEntity accepted = store.game(id);
        assertTrue(accepted.blueAway, "Bob is away in the new game too");
        assertNull(accepted.deadlineAt, "the setup waits for Bob, who is away: its clock stands still");
        assertEquals(clock.instant(), accepted.clockStoppedAt);

        clock.advance(Duration.ofHours(5));
        vacations.endEarly(bob);
        GameEntity back = store.game(id);
        assertFalse(back.blueAway);
        assertEquals(clock.instant().plus(Duration.ofDays(NewGame.DEFAULT_DAYS_PER_MOVE)), back.deadlineAt,
                "the setup clock runs from his return, with all of its days");
    }

    /**
     * A vacation ends under its player's lock (as {@link Vacations} ends one) while an invitation to that player is
     * accepted: the accept must wait for the end and read the vacation as ended. Reading it without the player's lock,
     * it saw the vacation still running, and the game kept its "away" flag with no vacation behind it (a clock that stops
     * on every turn of Bob's, so he could never time out).
     */
    @Test
    void anInvitationAcceptedWhileTheVacationEndsReadsItAsItsEndCommitsIt() throws Exception {
        long first = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        long bob = playerId(first, Side.BLUE);
        vacations.take(bob, today().plusDays(3));
        long id = invitations.create(new NewGame("Alice", ServiceGames.emailOf(first, Side.RED), ServiceGames.emailOf(first, Side.BLUE),
                Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        ExecutorService accepting = Executors.newSingleThreadExecutor();
        try (Connection ending = dataSource.getConnection()) {
            ending.setAutoCommit(false);
            try (PreparedStatement lockBob = ending.prepareStatement("select id from player where id = ? for no key update");
                    PreparedStatement end = ending.prepareStatement("update vacation set ended_at = ? where player_id = ? and ended_at is null")) {
                lockBob.setLong(1, bob);
                lockBob.executeQuery();
                end.setTimestamp(1, Timestamp.from(clock.instant()));
                end.setLong(2, bob);
                assertEquals(1, end.executeUpdate());
            }
            Future<?> accepted = accepting.submit(() -> invitations.accept(id, null));
            awaitWaitingForALock(accepted);
            ending.commit();
            accepted.get(30, TimeUnit.SECONDS);
        } finally {
            accepting.shutdownNow();
        }
        GameEntity game = store.game(id);
        assertFalse(game.blueAway, "Bob's vacation ended before the accept read it");
        assertEquals(clock.instant().plus(Duration.ofDays(NewGame.DEFAULT_DAYS_PER_MOVE)), game.deadlineAt, "the setup clock runs");
    }

    /** Returns once a transaction of this database waits for a row lock, or {@code task} has ended (it did not wait). */
    private void awaitWaitingForALock(Future<?> task) throws Exception {
        try (Connection watching = dataSource.getConnection(); PreparedStatement waiting = watching.prepareStatement(
                "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")) {
            for (int tries = 0; tries < 200 && !task.isDone(); tries++) {
                try (ResultSet count = waiting.executeQuery()) {
                    count.next();
                    if (count.getInt(1) > 0) {
                        return;
                    }
                }
                Thread.sleep(50);
            }
        }
    }

    @Test
    void theOpponentIsEmailedWhenTheVacationStartsAndEnds() throws Exception {
        long id = ServiceGames.startedClassicGame();
        outbox.drain();
        long alice = playerId(id, Side.RED);
        String bobsAddress = QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(id).bluePlayer.email);
        LocalDate back = today().plusDays(2);
        vacations.take(alice, back);
        outbox.drain();
        clock.advance(Duration.ofHours(3));
        vacations.endEarly(alice);
        outbox.drain();
        clock.advance(vacationConfig.noticeWindow()); // a notice waits that long, in case the vacation changes again
        outbox.drain();

        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bobsAddress);
        MimeMessage away = toBob.get(toBob.size() - 2);
        MimeMessage returned = toBob.get(toBob.size() - 1);
        assertEquals("Flagpost: Alice vs Bob — your opponent is on vacation", away.getSubject());
        for (GreenMailInbox.Part part : GreenMailInbox.parts(away)) {
            String said = part.text().replaceAll("</?strong>", "");
            assertTrue(said.contains("Alice is on vacation until " + Times.day(Language.EN, back) + "."), said);
        }
        assertEquals("Flagpost: Alice vs Bob — your opponent is back", returned.getSubject());
        for (GreenMailInbox.Part part : GreenMailInbox.parts(returned)) {
            assertTrue(part.text().contains("is back from vacation"), part.text());
        }
    }

    private LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    }

    private static long playerId(long gameId, Side seat) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(gameId).player(seat).id);
    }
}
