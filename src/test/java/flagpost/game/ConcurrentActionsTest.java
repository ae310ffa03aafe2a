package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.links.ReplyToken;
import flagpost.mail.MailMuting;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.NotificationKind;
import flagpost.support.RowRace;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Every use case other than a move that writes a game (and the fresh-link request, which counts its mail under the
 * game's lock), raced against another on the same game so that both really wait on its row ({@link RowRace}): one acts and the other is refused in words or acts on the state the first left,
 * no mail goes twice, and nothing written is lost. Without the row lock of any one of them, one of these fails: two
 * act, a game never starts, or a copy read before the other committed is written back over it. Moves, the page's
 * resignation and the play link's paths are raced in {@link ConcurrentMoveTest}; two rematch proposals in
 * {@code RematchTest}.
 */
@QuarkusTest
class ConcurrentActionsTest {

    private static final String OTHER_SETUP = "MBBBBBBEEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "LDDDDDDDDC";

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    Invitations invitations;

    @Inject
    Pauses pauses;

    @Inject
    Vacations vacations;

    @Inject
    WatchLinks watchLinks;

    @Inject
    MailMuting muting;

    @Inject
    Replies replies;

    @Inject
    Deadlines deadlines;

    @Inject
    LinkRequestService linkRequests;

    @Inject
    StoreProbe store;

    @Inject
    DataSource dataSource;

    @Inject
    Clock clock;

    @Test
    void bothSetupsAtOnceStartTheGameOnce() throws Exception {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);

        List<Object> outcomes = RowRace.race(dataSource, id, () -> submit(id, Side.RED, ServiceGames.CLASSIC_SETUP),
                () -> submit(id, Side.BLUE, OTHER_SETUP));

        assertEquals(List.of("RED set up", "BLUE set up"), outcomes);
        assertEquals(GameStatus.PLAYING, store.game(id).status, "the second setup in starts the game");
        assertEquals(2, count(id, NotificationKind.GAME_STARTED), "one game-started email to each seat");
        assertNoMailTwice(id);
    }

    /**
     * The setup that starts the game writes the whole row (status, position, clock): over a mute that committed while
     * it waited, not over a copy read before. Both setups at once (above) can start the game from unlocked reads when
     * one commits before the other reads the setups; this order loses the mute every time.
     */
    @Test
    void theSetupThatStartsTheGameWhileAMuteIsStoredKeepsTheMute() throws Exception {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> {
            muting.mute(id, Side.BLUE);
            return "muted";
        }, () -> submit(id, Side.BLUE, OTHER_SETUP));

        assertEquals(List.of("muted", "BLUE set up"), outcomes);
        GameEntity game = store.game(id);
        assertEquals(GameStatus.PLAYING, game.status);
        assertTrue(game.mailMuted(Side.BLUE), "the mute that committed first is kept");
    }

    @Test
    void anInvitationAcceptedWhileItIsDeclinedIsRefused() throws Exception {
        long id = invited();

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> decline(id), () -> accept(id));

        assertEquals("declined", outcomes.get(0));
        assertRefused(outcomes.get(1), outcomes);
        assertEquals(GameStatus.DECLINED, store.game(id).status);
        assertEquals(0, count(id, NotificationKind.SETUP_NEEDED), outcomes.toString());
    }

    @Test
    void anInvitationDeclinedWhileItIsAcceptedIsRefused() throws Exception {
        long id = invited();

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> accept(id), () -> decline(id));

        assertEquals("accepted", outcomes.get(0));
        assertRefused(outcomes.get(1), outcomes);
        assertEquals(GameStatus.SETUP, store.game(id).status);
        assertEquals(0, count(id, NotificationKind.INVITATION_DECLINED), outcomes.toString());
    }

    @Test
    void bothSeatsOfferingADrawAtOnceMakeOneOffer() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = RowRace.race(dataSource, id, () -> offerDraw(id, Side.RED), () -> offerDraw(id, Side.BLUE));

        assertOneActedOneRefused(outcomes);
        assertEquals(1, count(id, NotificationKind.DRAW_OFFERED), outcomes.toString());
        assertNoMailTwice(id);
    }

    @Test
    void bothSeatsAskingForAPauseAtOnceMakeOneRequest() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = RowRace.race(dataSource, id, () -> askPause(id, Side.RED), () -> askPause(id, Side.BLUE));

        assertOneActedOneRefused(outcomes);
        assertEquals(1, count(id, NotificationKind.PAUSE_ASKED), outcomes.toString());
    }

    @Test
    void aPauseAcceptedAndDeclinedAtOnceIsAnsweredOnce() throws Exception {
        long id = ServiceGames.startedClassicGame();
        pauses.ask(id, Side.RED);

        List<Object> outcomes = RowRace.race(dataSource, id, () -> {
            pauses.accept(id, Side.BLUE);
            return "accepted";
        }, () -> {
            pauses.decline(id, Side.BLUE);
            return "declined";
        });

        assertOneActedOneRefused(outcomes);
        GameEntity game = store.game(id);
        assertEquals(outcomes.contains("accepted"), game.pausedAt != null, outcomes.toString());
        assertEquals(1, count(id, NotificationKind.GAME_PAUSED) + count(id, NotificationKind.PAUSE_DECLINED), outcomes.toString());
    }

    @Test
    void bothSeatsResumingAtOnceResumeOnce() throws Exception {
        long id = ServiceGames.startedClassicGame();
        pauses.ask(id, Side.RED);
        pauses.accept(id, Side.BLUE);

        List<Object> outcomes = RowRace.race(dataSource, id, () -> resume(id, Side.RED), () -> resume(id, Side.BLUE));

        assertOneActedOneRefused(outcomes);
        assertEquals(null, store.game(id).pausedAt);
        assertEquals(1, count(id, NotificationKind.GAME_RESUMED), outcomes.toString());
    }

    /** A vacation writes the away flag and the clock of each running game: over the move that committed first, not over a copy older than it. */
    @Test
    void aVacationTakenWhileAMoveIsStoredKeepsTheMove() throws Exception {
        long id = ServiceGames.startedClassicGame();
        long blue = ServiceGames.playerId(id, Side.BLUE);
        LocalDate returns = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(2);

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> moveRed(id), () -> {
            vacations.take(blue, returns);
            return "away";
        });

        assertEquals(List.of("moved", "away"), outcomes);
        assertMoveKept(id);
        assertTrue(store.game(id).away(Side.BLUE), "the vacation's flag is kept too");
    }

    /**
     * The same from the play page's form: the link names the game and the seat, and finding the seat's player must not
     * leave a copy of the game in the session for the locked read to hand back, older than the move.
     */
    @Test
    void aVacationTakenFromAPlayLinkWhileAMoveIsStoredKeepsTheMove() throws Exception {
        long id = ServiceGames.startedClassicGame();
        LocalDate returns = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(2);
        LinkToken bluePlay = new LinkToken(LinkPurpose.PLAY, id, Side.BLUE, 0, clock.instant(), clock.instant().plus(Duration.ofDays(30)), "k1");

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> moveRed(id), () -> {
            vacations.take(bluePlay, returns);
            return "away";
        });

        assertEquals(List.of("moved", "away"), outcomes);
        assertMoveKept(id);
        assertTrue(store.game(id).away(Side.BLUE), "the vacation's flag is kept too");
    }

    @Test
    void aMuteWhileAMoveIsStoredKeepsTheMove() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> moveRed(id), () -> {
            assertTrue(muting.mute(id, Side.BLUE).orElseThrow().muted());
            return "muted";
        });

        assertEquals(List.of("moved", "muted"), outcomes);
        assertMoveKept(id);
        assertTrue(store.game(id).mailMuted(Side.BLUE), "the mute is kept too");
    }

    /** A reply by email acts on the game as the move that committed first left it (the resignation ends the game after the move). */
    @Test
    void aResignationByEmailWhileAMoveIsStoredKeepsTheMove() throws Exception {
        long id = ServiceGames.startedClassicGame();
        Replies.Received received = new Replies.Received("<race-" + id + "@replies.test>", new ReplyToken(id, Side.BLUE, 0, 0,
                clock.instant()), ServiceGames.emailOf(id, Side.BLUE), "resign", false);

        List<Object> outcomes = RowRace.raceInOrder(dataSource, id, () -> moveRed(id), () -> replies.act(received, 5, null, () -> {
            play.resign(id, Side.BLUE);
            return "resigned";
        }).detail());

        assertEquals(List.of("moved", "resigned"), outcomes);
        assertMoveKept(id);
        assertEquals(GameStatus.FINISHED, store.game(id).status);
        assertNoMailTwice(id);
    }

    @Test
    void bothSeatsTurningTheWatchLinkOnAtOnceMakeOneLink() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = RowRace.race(dataSource, id, () -> watchLinks.turnOn(id, Side.RED), () -> watchLinks.turnOn(id, Side.BLUE));

        WatchLinks.LiveLink first = assertInstanceOf(WatchLinks.LiveLink.class, outcomes.get(0), outcomes.toString());
        assertEquals(first, outcomes.get(1), "the second finds the first's link on and keeps it");
        assertEquals(first, watchLinks.live(id));
    }

    /** "Email me fresh links" twice at once for one seat: the game's row lock makes the interval check and the new email one step. */
    @Test
    void twoFreshLinkRequestsAtOnceRecordOneEmail() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = RowRace.race(dataSource, id, () -> linkRequests.requestFreshLinks(id, Side.RED),
                () -> linkRequests.requestFreshLinks(id, Side.RED));

        assertEquals(1, outcomes.stream().filter(Boolean.TRUE::equals).count(), outcomes.toString());
        assertEquals(1, count(id, NotificationKind.FRESH_LINKS), outcomes.toString());
    }

    /**
     * A move past the deadline records the timeout itself, under the row lock; the deadline job, run meanwhile, passes
     * over the locked game instead of recording the same timeout from a copy read before it.
     */
    @Test
    void theDeadlineJobAndALateMoveAtOnceRecordTheTimeoutOnce() throws Exception {
        long id = ServiceGames.startedClassicGame();
        store.execute("update game set deadline_at = to_timestamp(" + clock.instant().minus(Duration.ofMinutes(1)).getEpochSecond() + ") where id = " + id);

        try (Connection holder = dataSource.getConnection()) {
            holder.setAutoCommit(false);
            try (PreparedStatement hold = holder.prepareStatement("select id from game where id = ? for update")) {
                hold.setLong(1, id);
                hold.executeQuery().close();
            }
            CompletableFuture<Object> late = CompletableFuture.supplyAsync(() -> {
                try {
                    return moveRed(id);
                } catch (GameActionException refused) {
                    return refused;
                }
            });
            awaitWaiters(1);
            CompletableFuture<Deadlines.DeadlineRun> job = CompletableFuture.supplyAsync(() -> deadlines.process(List.of(id)));
            // Either the job passed over the game at once, or it waits on the row behind the move: never handled first.
            while (!job.isDone() && waiters() < 2) {
                Thread.sleep(5);
            }
            holder.commit();
            Object move = late.get(30, TimeUnit.SECONDS);
            Deadlines.DeadlineRun run = job.get(30, TimeUnit.SECONDS);

            assertInstanceOf(Timeouts.DeadlinePassed.class, move, "the late move records the timeout: " + move);
            assertEquals(0, run.timeouts(), "the job found the game locked, then over: " + run);
        }
        assertEquals(GameStatus.FINISHED, store.game(id).status);
        assertEquals(2, count(id, NotificationKind.GAME_OVER), "one game-over email to each seat");
        assertNoMailTwice(id);
    }

    // --- helpers ---------------------------------------------------------------------------------------------------

    private long invited() {
        return invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), Variant.CLASSIC,
                flagpost.rules.GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
    }

    private Object submit(long id, Side seat, String setup) {
        setups.submit(id, seat, setup);
        return seat + " set up";
    }

    private Object accept(long id) {
        invitations.accept(id, "Bob");
        return "accepted";
    }

    private Object decline(long id) {
        invitations.decline(id);
        return "declined";
    }

    private Object offerDraw(long id, Side seat) {
        play.offerDraw(id, seat);
        return seat + " offered";
    }

    private Object askPause(long id, Side seat) {
        pauses.ask(id, seat);
        return seat + " asked";
    }

    private Object resume(long id, Side seat) {
        pauses.resume(id, seat);
        return seat + " resumed";
    }

    private Object moveRed(long id) {
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        return "moved";
    }

    /** The move is stored, and the game row says so: its ply and side to move were not written back from an older copy. */
    private void assertMoveKept(long id) {
        GameEntity game = store.game(id);
        assertEquals(1, store.moveCount(id));
        assertEquals(1, game.ply, "the game's ply is the stored move's");
        assertEquals(Side.BLUE, game.seatToMove);
    }

    private static void assertRefused(Object outcome, List<Object> outcomes) {
        GameActionException refused = assertInstanceOf(GameActionException.class, outcome, outcomes.toString());
        assertEquals(GameActionException.Problem.WRONG_STATE, refused.problem(), outcomes.toString());
    }

    private static void assertOneActedOneRefused(List<Object> outcomes) {
        assertEquals(1, outcomes.stream().filter(String.class::isInstance).count(), outcomes.toString());
        assertEquals(1, outcomes.stream().filter(GameActionException.class::isInstance).count(), outcomes.toString());
        outcomes.stream().filter(GameActionException.class::isInstance)
                .forEach(refused -> assertEquals(GameActionException.Problem.WRONG_STATE, ((GameActionException) refused).problem(), outcomes.toString()));
    }

    private long count(long id, NotificationKind kind) {
        return store.notifications(id).stream().filter(sent -> sent.kind() == kind).count();
    }

    private void assertNoMailTwice(long id) {
        List<StoreProbe.Sent> sent = store.notifications(id);
        Set<StoreProbe.Sent> distinct = new HashSet<>(sent);
        assertFalse(distinct.size() < sent.size(), "the same email twice: " + sent);
    }

    private void awaitWaiters(int sessions) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (waiters() < sessions) {
            assertTrue(System.nanoTime() < giveUp, "never waited on the game row");
            Thread.sleep(5);
        }
    }

    private int waiters() throws Exception {
        try (Connection connection = dataSource.getConnection(); PreparedStatement waiting = connection.prepareStatement(
                "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
                ResultSet count = waiting.executeQuery()) {
            count.next();
            return count.getInt(1);
        }
    }
}
