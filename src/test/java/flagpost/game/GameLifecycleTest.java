package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import flagpost.rules.ViewPiece;
import flagpost.store.PlayerEntity;
import flagpost.store.GameStatus;
import flagpost.store.MailMode;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.StoreProbe.Sent;
import flagpost.support.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@QuarkusTest
class GameLifecycleTest {

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

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aWholeGameThroughTheServiceEndsWithTheFlagCapturedAndItsStoredMovesReplayToTheSameResult(Variant variant) {
        ScriptedGame script = ScriptedGame.find(variant, Ending.FLAG_CAPTURED, 100, 3_000);
        long id = ServiceGames.startedGame(variant, GameOptions.DEFAULT, script.red(), script.blue());

        playThrough(id, script);

        assertStoredGameEndsAs(id, script);
    }

    @Test
    void aGameEndsWhenASideCannotMoveAndItsStoredMovesReplayToTheSameResult() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 3_000);
        long id = ServiceGames.startedGame(Variant.BARRAGE, GameOptions.DEFAULT, script.red(), script.blue());

        playThrough(id, script);

        assertStoredGameEndsAs(id, script);
    }

    private void playThrough(long id, ScriptedGame script) {
        int ply = 0;
        for (Move move : script.moves()) {
            Side mover = ply % 2 == 0 ? Side.RED : Side.BLUE;
            Play.MoveReceipt receipt = play.move(id, mover, ply, move);
            ply++;
            assertEquals(ply, receipt.ply());
            clock.advance(Duration.ofHours(1));
        }
    }

    private void assertStoredGameEndsAs(long id, ScriptedGame script) {
        GameSummary summary = queries.settings(id, Side.RED).summary();
        assertEquals(GameStatus.FINISHED, summary.status());
        assertEquals(script.result(), summary.result());
        assertEquals(script.moves().size(), summary.ply());

        List<Move> stored = ServiceGames.storedMoves(id);
        assertEquals(script.moves(), stored);
        Game replayed = Game.replay(script.red(), script.blue(), GameOptions.DEFAULT, stored);
        assertEquals(script.result(), replayed.result());

        List<Sent> sent = store.notifications(id);
        int lastPly = script.moves().size();
        // Which seat's GAME_OVER comes first does not matter (the deciding move records the mover's first).
        assertEquals(Set.of(new Sent(Side.RED, NotificationKind.GAME_OVER, lastPly), new Sent(Side.BLUE, NotificationKind.GAME_OVER, lastPly)),
                Set.copyOf(sent.subList(sent.size() - 2, sent.size())));
        assertTrue(queries.seatState(id, Side.BLUE).view().isOver(), "the finished game's view reveals everything");
        assertNotNull(queries.seatState(id, Side.BLUE).view().opponentSetup());
    }

    @Test
    void creatingAGameInvitesTheOpponentAndAcceptingAsksBothToSetUp() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.BLUE));
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.INVITATION, 0)), store.notifications(id));
        assertEquals(GameStatus.INVITED, queries.settings(id, Side.BLUE).summary().status());

        invitations.accept(id, "  Bob \u0007 the \u0085\u202E  Brave\u2028");

        GameSummary summary = queries.settings(id, Side.BLUE).summary();
        assertEquals(GameStatus.SETUP, summary.status());
        assertEquals("Alice", summary.blueName());
        assertEquals("Bob the Brave", summary.redName(), "names are cleaned of control characters and extra spaces");
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.INVITATION, 0), new Sent(Side.RED, NotificationKind.SETUP_NEEDED, 0),
                new Sent(Side.BLUE, NotificationKind.SETUP_NEEDED, 0)), store.notifications(id));
    }

    @Test
    void anInvitationCanBeAcceptedOnlyOnce() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        invitations.accept(id, "Bob");

        GameActionException again = assertThrows(GameActionException.class, () -> invitations.accept(id, "Bob"));
        assertEquals(Problem.WRONG_STATE, again.problem());
        assertThrows(GameActionException.class, () -> invitations.decline(id));
    }

    @Test
    void aDeclinedInvitationTellsTheCreatorAndCannotBeAcceptedAfterwards() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));

        invitations.decline(id);

        assertEquals(GameStatus.DECLINED, queries.settings(id, Side.RED).summary().status());
        assertEquals(new Sent(Side.RED, NotificationKind.INVITATION_DECLINED, 0), store.notifications(id).get(1));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> invitations.accept(id, "Bob")).problem());
    }

    @Test
    void badRequestsAreRefusedWithAReasonAndStoreNothing() {
        String alice = ServiceGames.uniqueEmail("alice");
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> invitations.create(NewGame.classic("Alice", alice, alice.toUpperCase(), SeatChoice.RED))).problem());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> invitations.create(NewGame.classic("Alice", "not an email", ServiceGames.uniqueEmail("bob"), SeatChoice.RED))).problem());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> invitations.create(NewGame.classic("A".repeat(61), alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED))).problem());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> invitations.create(NewGame.classic("Alice", alice, "bob..x@example.com", SeatChoice.RED))).problem(),
                "an address the mail sender would refuse is refused up front");
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> invitations.create(new NewGame("Alice", alice, ServiceGames.uniqueEmail("bob"), Variant.DUEL, GameOptions.DEFAULT, 15,
                        SeatChoice.RED))).problem());
        assertTrue(PlayerEntity.findByEmail(alice).isEmpty(), "no refused game leaves a player behind");
        assertEquals(Problem.NOT_FOUND, assertThrows(GameActionException.class, () -> invitations.accept(987_654_321L, "x")).problem());
    }

    @Test
    void aSetupCanBeReplacedUntilBothAreInAndThenTheGameStartsWithRedToMove() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String other = "MBBBBBBEEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "CLDDDDDDDD";

        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.RED, other);
        assertEquals(GameStatus.SETUP, queries.settings(id, Side.RED).summary().status());
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);

        GameSummary summary = queries.settings(id, Side.RED).summary();
        assertEquals(GameStatus.PLAYING, summary.status());
        assertEquals(Side.RED, summary.seatToMove());
        assertEquals(flagpost.rules.Rank.SPY, queries.seatState(id, Side.RED).view().pieceAt(Square.parse("a4")).rank(), "the replaced setup counts");
        List<Sent> sent = store.notifications(id);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_STARTED, 0), new Sent(Side.BLUE, NotificationKind.GAME_STARTED, 0)),
                sent.subList(sent.size() - 2, sent.size()));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class,
                () -> setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP)).problem());
    }

    @Test
    void anInvalidSetupIsRefusedWithEveryProblemAndNothingIsStored() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);

        GameActionException refused = assertThrows(GameActionException.class,
                () -> setups.submit(id, Side.RED, "MBBBBBBBEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "LCDDDDDDDZ"));

        assertEquals(Problem.INVALID_SETUP, refused.problem());
        assertTrue(refused.details().get(0).contains("not a piece letter"), refused.details().toString());
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        assertEquals(GameStatus.SETUP, queries.settings(id, Side.RED).summary().status(), "Red's bad setup was not stored");
    }

    @Test
    void byDefaultAMoveTellsTheOpponentItIsTheirTurnAndTheMoverNothing() {
        long id = ServiceGames.startedClassicGame();
        int before = store.notifications(id).size();

        play.move(id, Side.RED, 0, Move.of("e4", "e5"));

        assertEquals(List.of(new Sent(Side.BLUE, NotificationKind.YOUR_MOVE, 1)), store.notifications(id).subList(before, before + 1));
        assertEquals(before + 1, store.notifications(id).size(), "no confirmation to the mover");
    }

    @Test
    void withEveryMoveAMoveTellsTheMoverItWasPlayedAndTheOpponentItIsTheirTurn() {
        long id = ServiceGames.startedClassicGame();
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE);

        play.move(id, Side.RED, 0, Move.of("e4", "e5"));

        List<Sent> sent = store.notifications(id);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.MOVE_PLAYED, 1), new Sent(Side.BLUE, NotificationKind.YOUR_MOVE, 1)),
                sent.subList(sent.size() - 2, sent.size()));
    }

    @Test
    void withTheDigestAMoveRecordsNoTurnMailButTheEndOfTheGameStillComes() {
        long id = ServiceGames.startedClassicGame();
        ServiceGames.chooseMail(id, MailMode.DIGEST);
        int before = store.notifications(id).size();

        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        assertEquals(before, store.notifications(id).size(), "neither your-move nor a confirmation");

        play.resign(id, Side.BLUE);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_OVER, 1), new Sent(Side.BLUE, NotificationKind.GAME_OVER, 1)),
                store.notifications(id).subList(before, store.notifications(id).size()));
    }

    @Test
    void aDrawOfferLapsesWhenTheOfferersOpponentMovesInstead() {
        long id = ServiceGames.startedClassicGame();
        play.offerDraw(id, Side.RED);
        assertEquals(new Sent(Side.BLUE, NotificationKind.DRAW_OFFERED, 0), last(store.notifications(id)));
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        assertEquals(Side.RED, store.game(id).drawOfferedBy, "the offerer's own move keeps the offer open");

        play.move(id, Side.BLUE, 1, Move.of("e7", "e6"));

        assertNull(store.game(id).drawOfferedBy);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> play.acceptDraw(id, Side.BLUE)).problem());
    }

    @Test
    void anAcceptedDrawEndsTheGameAndADeclinedOneTellsTheOfferer() {
        long id = ServiceGames.startedClassicGame();
        play.offerDraw(id, Side.BLUE);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> play.offerDraw(id, Side.RED)).problem());
        play.declineDraw(id, Side.RED);
        assertEquals(new Sent(Side.BLUE, NotificationKind.DRAW_DECLINED, 0), last(store.notifications(id)));

        play.offerDraw(id, Side.RED);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> play.acceptDraw(id, Side.RED)).problem(),
                "nobody accepts their own offer");
        play.acceptDraw(id, Side.BLUE);

        assertEquals(Result.draw(Ending.DRAW_AGREED), queries.settings(id, Side.RED).summary().result());
        assertEquals(NotificationKind.GAME_OVER, last(store.notifications(id)).kind());
    }

    @Test
    void resigningEndsTheGameForTheOtherSeatAndOnlyOnce() {
        long id = ServiceGames.startedClassicGame();

        play.resign(id, Side.RED);

        assertEquals(Result.win(Ending.RESIGNED, Side.BLUE), queries.settings(id, Side.BLUE).summary().result());
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> play.resign(id, Side.RED)).problem());
        assertTrue(queries.seatState(id, Side.RED).view().isOver());
        assertTrue(queries.seatState(id, Side.RED).legalMoves().isEmpty());
    }

    @Test
    void viewsNeverShowTheOpponentsHiddenRanksAndEarlierPliesShowWhatWasKnownThen() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.move(id, Side.BLUE, 1, Move.of("f7", "f6"));
        play.move(id, Side.RED, 2, Move.of("e5", "e6")); // Scout e6 attacks nothing yet: e7 still stands
        play.move(id, Side.BLUE, 3, Move.of("e7", "e6")); // Blue's Scout attacks Red's Scout: both removed

        PlayerView red = queries.seatState(id, Side.RED).view();
        for (int i = 0; i < Square.COUNT; i++) {
            ViewPiece piece = red.pieceAt(Square.of(i));
            if (piece != null && piece.side() == Side.BLUE) {
                assertTrue(piece.rank() == null || piece.revealed() || piece.knownScout(), "unrevealed Blue rank on " + Square.of(i));
            }
        }
        assertEquals(1, red.battles().size());
        PlayerView before = queries.historyAt(id, Side.RED, 3).view();
        assertEquals(3, before.ply());
        assertNotNull(before.pieceAt(Square.parse("e6")), "Red's Scout stood on e6 before the battle");
        assertTrue(before.battles().isEmpty());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class, () -> queries.historyAt(id, Side.RED, 5).view()).problem());
    }

    @Test
    void aPlayersGamesAreListedNewestFirstWithWhoseTurnItIs() {
        String alice = ServiceGames.uniqueEmail("alice");
        long first = invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        clock.advance(Duration.ofMinutes(1));
        long second = invitations.create(NewGame.classic("Alice", alice.toUpperCase(), ServiceGames.uniqueEmail("carol"), SeatChoice.BLUE));

        long aliceId = PlayerEntity.findByEmail(PlayerEntity.normaliseEmail(" " + alice.toUpperCase() + " ")).orElseThrow().id;
        List<GameSummary> games = queries.gamesOfPlayer(aliceId).games().stream().map(GameSettings::summary).toList();

        assertEquals(List.of(second, first), games.stream().map(GameSummary::gameId).toList());
        assertEquals(Side.BLUE, games.get(0).seat());
        assertEquals(Side.RED, games.get(1).seat());
    }

    private static Sent last(List<Sent> sent) {
        return sent.get(sent.size() - 1);
    }
}
