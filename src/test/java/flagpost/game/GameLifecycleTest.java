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
import flagpost.store.GameStatus;
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
    GameService service;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aWholeGameThroughTheServiceEndsWithTheFlagCapturedAndItsStoredMovesReplayToTheSameResult(Variant variant) {
        ScriptedGame script = ScriptedGame.find(variant, Ending.FLAG_CAPTURED, 100, 3_000);
        long id = ServiceGames.startedGame(service, variant, GameOptions.DEFAULT, script.red(), script.blue());

        playThrough(id, script);

        assertStoredGameEndsAs(id, script);
    }

    @Test
    void aGameEndsWhenASideCannotMoveAndItsStoredMovesReplayToTheSameResult() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 3_000);
        long id = ServiceGames.startedGame(service, Variant.BARRAGE, GameOptions.DEFAULT, script.red(), script.blue());

        playThrough(id, script);

        assertStoredGameEndsAs(id, script);
    }

    private void playThrough(long id, ScriptedGame script) {
        int ply = 0;
        for (Move move : script.moves()) {
            Side mover = ply % 2 == 0 ? Side.RED : Side.BLUE;
            GameService.MoveReceipt receipt = service.move(id, mover, ply, move);
            ply++;
            assertEquals(ply, receipt.ply());
            clock.advance(Duration.ofHours(1));
        }
    }

    private void assertStoredGameEndsAs(long id, ScriptedGame script) {
        GameSummary summary = service.summary(id, Side.RED);
        assertEquals(GameStatus.FINISHED, summary.status());
        assertEquals(script.result(), summary.result());
        assertEquals(script.moves().size(), summary.ply());

        List<Move> stored = service.moves(id).stream().map(MoveRecord::move).toList();
        assertEquals(script.moves(), stored);
        Game replayed = Game.replay(script.red(), script.blue(), GameOptions.DEFAULT, stored);
        assertEquals(script.result(), replayed.result());

        List<Sent> sent = store.notifications(id);
        int lastPly = script.moves().size();
        // Which seat's GAME_OVER comes first does not matter (the deciding move records the mover's first).
        assertEquals(Set.of(new Sent(Side.RED, NotificationKind.GAME_OVER, lastPly), new Sent(Side.BLUE, NotificationKind.GAME_OVER, lastPly)),
                Set.copyOf(sent.subList(sent.size() - 2, sent.size())));
        assertTrue(service.view(id, Side.BLUE).isOver(), "the finished game's view reveals everything");
        assertNotNull(service.view(id, Side.BLUE).opponentSetup());
    }

    @Test
    void creatingAGameInvitesTheOpponentAndAcceptingAsksBothToSetUp() {
        long id = service.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.BLUE));
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.INVITATION, 0)), store.notifications(id));
        assertEquals(GameStatus.INVITED, service.summary(id, Side.BLUE).status());

        service.acceptInvitation(id, "  Bob \u0007 the \u0085\u202E  Brave\u2028");

        GameSummary summary = service.summary(id, Side.BLUE);
        assertEquals(GameStatus.SETUP, summary.status());
        assertEquals("Alice", summary.blueName());
        assertEquals("Bob the Brave", summary.redName(), "names are cleaned of control characters and extra spaces");
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.INVITATION, 0), new Sent(Side.RED, NotificationKind.SETUP_NEEDED, 0),
                new Sent(Side.BLUE, NotificationKind.SETUP_NEEDED, 0)), store.notifications(id));
    }

    @Test
    void anInvitationCanBeAcceptedOnlyOnce() {
        long id = service.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        service.acceptInvitation(id, "Bob");

        GameActionException again = assertThrows(GameActionException.class, () -> service.acceptInvitation(id, "Bob"));
        assertEquals(Problem.WRONG_STATE, again.problem());
        assertThrows(GameActionException.class, () -> service.declineInvitation(id));
    }

    @Test
    void aDeclinedInvitationTellsTheCreatorAndCannotBeAcceptedAfterwards() {
        long id = service.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));

        service.declineInvitation(id);

        assertEquals(GameStatus.DECLINED, service.summary(id, Side.RED).status());
        assertEquals(new Sent(Side.RED, NotificationKind.INVITATION_DECLINED, 0), store.notifications(id).get(1));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> service.acceptInvitation(id, "Bob")).problem());
    }

    @Test
    void badRequestsAreRefusedWithAReasonAndStoreNothing() {
        String alice = ServiceGames.uniqueEmail("alice");
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> service.create(NewGame.classic("Alice", alice, alice.toUpperCase(), SeatChoice.RED))).problem());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> service.create(NewGame.classic("Alice", "not an email", ServiceGames.uniqueEmail("bob"), SeatChoice.RED))).problem());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> service.create(NewGame.classic("A".repeat(61), alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED))).problem());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> service.create(NewGame.classic("Alice", alice, "bob..x@example.com", SeatChoice.RED))).problem(),
                "an address the mail sender would refuse is refused up front");
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class,
                () -> service.create(new NewGame("Alice", alice, ServiceGames.uniqueEmail("bob"), Variant.DUEL, GameOptions.DEFAULT, 15,
                        SeatChoice.RED))).problem());
        assertTrue(service.gamesOf(alice).isEmpty());
        assertEquals(Problem.NOT_FOUND, assertThrows(GameActionException.class, () -> service.acceptInvitation(987_654_321L, "x")).problem());
    }

    @Test
    void aSetupCanBeReplacedUntilBothAreInAndThenTheGameStartsWithRedToMove() {
        long id = ServiceGames.acceptedGame(service, Variant.CLASSIC, GameOptions.DEFAULT);
        String other = "MBBBBBBEEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "CLDDDDDDDD";

        service.submitSetup(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        service.submitSetup(id, Side.RED, other);
        assertEquals(GameStatus.SETUP, service.summary(id, Side.RED).status());
        service.submitSetup(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);

        GameSummary summary = service.summary(id, Side.RED);
        assertEquals(GameStatus.PLAYING, summary.status());
        assertEquals(Side.RED, summary.sideToMove());
        assertEquals(flagpost.rules.Rank.SPY, service.view(id, Side.RED).pieceAt(Square.parse("a4")).rank(), "the replaced setup counts");
        List<Sent> sent = store.notifications(id);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.GAME_STARTED, 0), new Sent(Side.BLUE, NotificationKind.GAME_STARTED, 0)),
                sent.subList(sent.size() - 2, sent.size()));
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class,
                () -> service.submitSetup(id, Side.BLUE, ServiceGames.CLASSIC_SETUP)).problem());
    }

    @Test
    void anInvalidSetupIsRefusedWithEveryProblemAndNothingIsStored() {
        long id = ServiceGames.acceptedGame(service, Variant.CLASSIC, GameOptions.DEFAULT);

        GameActionException refused = assertThrows(GameActionException.class,
                () -> service.submitSetup(id, Side.RED, "MBBBBBBBEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "LCDDDDDDDZ"));

        assertEquals(Problem.INVALID_SETUP, refused.problem());
        assertTrue(refused.details().get(0).contains("not a piece letter"), refused.details().toString());
        service.submitSetup(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        assertEquals(GameStatus.SETUP, service.summary(id, Side.RED).status(), "Red's bad setup was not stored");
    }

    @Test
    void aMoveTellsTheMoverItWasPlayedAndTheOpponentItIsTheirTurn() {
        long id = ServiceGames.startedClassicGame(service);

        service.move(id, Side.RED, 0, Move.of("e4", "e5"));

        List<Sent> sent = store.notifications(id);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.MOVE_PLAYED, 1), new Sent(Side.BLUE, NotificationKind.YOUR_MOVE, 1)),
                sent.subList(sent.size() - 2, sent.size()));
    }

    @Test
    void aDrawOfferLapsesWhenTheOfferersOpponentMovesInstead() {
        long id = ServiceGames.startedClassicGame(service);
        service.offerDraw(id, Side.RED);
        assertEquals(new Sent(Side.BLUE, NotificationKind.DRAW_OFFERED, 0), last(store.notifications(id)));
        service.move(id, Side.RED, 0, Move.of("e4", "e5"));
        assertEquals(Side.RED, store.game(id).drawOfferedBy, "the offerer's own move keeps the offer open");

        service.move(id, Side.BLUE, 1, Move.of("e7", "e6"));

        assertNull(store.game(id).drawOfferedBy);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> service.acceptDraw(id, Side.BLUE)).problem());
    }

    @Test
    void anAcceptedDrawEndsTheGameAndADeclinedOneTellsTheOfferer() {
        long id = ServiceGames.startedClassicGame(service);
        service.offerDraw(id, Side.BLUE);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> service.offerDraw(id, Side.RED)).problem());
        service.declineDraw(id, Side.RED);
        assertEquals(new Sent(Side.BLUE, NotificationKind.DRAW_DECLINED, 0), last(store.notifications(id)));

        service.offerDraw(id, Side.RED);
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> service.acceptDraw(id, Side.RED)).problem(),
                "nobody accepts their own offer");
        service.acceptDraw(id, Side.BLUE);

        assertEquals(Result.draw(Ending.DRAW_AGREED), service.summary(id, Side.RED).result());
        assertEquals(NotificationKind.GAME_OVER, last(store.notifications(id)).kind());
    }

    @Test
    void resigningEndsTheGameForTheOtherSeatAndOnlyOnce() {
        long id = ServiceGames.startedClassicGame(service);

        service.resign(id, Side.RED);

        assertEquals(Result.win(Ending.RESIGNED, Side.BLUE), service.summary(id, Side.BLUE).result());
        assertEquals(Problem.WRONG_STATE, assertThrows(GameActionException.class, () -> service.resign(id, Side.RED)).problem());
        assertTrue(service.view(id, Side.RED).isOver());
        assertTrue(service.legalMoves(id, Side.RED).isEmpty());
    }

    @Test
    void viewsNeverShowTheOpponentsHiddenRanksAndEarlierPliesShowWhatWasKnownThen() {
        long id = ServiceGames.startedClassicGame(service);
        service.move(id, Side.RED, 0, Move.of("e4", "e5"));
        service.move(id, Side.BLUE, 1, Move.of("f7", "f6"));
        service.move(id, Side.RED, 2, Move.of("e5", "e6")); // Scout e6 attacks nothing yet: e7 still stands
        service.move(id, Side.BLUE, 3, Move.of("e7", "e6")); // Blue's Scout attacks Red's Scout: both removed

        PlayerView red = service.view(id, Side.RED);
        for (int i = 0; i < Square.COUNT; i++) {
            ViewPiece piece = red.pieceAt(Square.of(i));
            if (piece != null && piece.side() == Side.BLUE) {
                assertTrue(piece.rank() == null || piece.revealed() || piece.knownScout(), "unrevealed Blue rank on " + Square.of(i));
            }
        }
        assertEquals(1, red.battles().size());
        PlayerView before = service.viewAt(id, Side.RED, 3);
        assertEquals(3, before.ply());
        assertNotNull(before.pieceAt(Square.parse("e6")), "Red's Scout stood on e6 before the battle");
        assertTrue(before.battles().isEmpty());
        assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class, () -> service.viewAt(id, Side.RED, 5)).problem());
    }

    @Test
    void aPlayersGamesAreListedNewestFirstWithWhoseTurnItIs() {
        String alice = ServiceGames.uniqueEmail("alice");
        long first = service.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        clock.advance(Duration.ofMinutes(1));
        long second = service.create(NewGame.classic("Alice", alice.toUpperCase(), ServiceGames.uniqueEmail("carol"), SeatChoice.BLUE));

        List<GameSummary> games = service.gamesOf(" " + alice + " ");

        assertEquals(List.of(second, first), games.stream().map(GameSummary::gameId).toList());
        assertEquals(Side.BLUE, games.get(0).seat());
        assertEquals(Side.RED, games.get(1).seat());
    }

    private static Sent last(List<Sent> sent) {
        return sent.get(sent.size() - 1);
    }
}
