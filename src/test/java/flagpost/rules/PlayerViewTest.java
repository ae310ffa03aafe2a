package flagpost.rules;

import static flagpost.rules.GameAsserts.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/RULES.md §8: what each player knows. */
class PlayerViewTest {

    private static final Setup RED = Setup.of(Side.RED, Variant.BARRAGE, Map.of(
            Square.parse("a1"), Rank.FLAG, Square.parse("b1"), Rank.BOMB, Square.parse("a4"), Rank.SCOUT,
            Square.parse("j1"), Rank.SCOUT, Square.parse("e4"), Rank.MARSHAL, Square.parse("j4"), Rank.GENERAL,
            Square.parse("c2"), Rank.MINER, Square.parse("d3"), Rank.SPY)).orThrow();

    private static final Setup BLUE = Setup.of(Side.BLUE, Variant.BARRAGE, Map.of(
            Square.parse("j10"), Rank.FLAG, Square.parse("i10"), Rank.BOMB, Square.parse("e7"), Rank.SCOUT,
            Square.parse("a10"), Rank.SCOUT, Square.parse("b7"), Rank.MARSHAL, Square.parse("j7"), Rank.GENERAL,
            Square.parse("c9"), Rank.MINER, Square.parse("d8"), Rank.SPY)).orThrow();

    private static final Game START = Game.start(RED, BLUE, GameOptions.DEFAULT);

    /** a4-a6 (a long move), e7-e6, e4-e5, j7-j6, e5xe6 (the Marshal takes the Scout). */
    private static final Game AFTER_BATTLE = play(START, "a4-a6", "e7-e6", "e4-e5", "j7-j6", "e5-e6");

    /**
     * The view drawn like a {@link TextBoard}: the viewer's own pieces and enemy pieces of known rank
     * by their letter, an enemy piece of unknown rank as '?' or, once it has moved, '*'.
     */
    private static String draw(PlayerView view) {
        StringBuilder text = new StringBuilder();
        for (int rank = 10; rank >= 1; rank--) {
            for (int file = 0; file < 10; file++) {
                Square square = Square.at(file, rank);
                ViewPiece piece = view.pieceAt(square);
                char shown = square.isLake() ? '~' : piece == null ? '.'
                        : piece.isRankKnown() ? TextBoard.letter(Piece.of(piece.side(), piece.rank()))
                        : piece.moved() ? '*' : '?';
                text.append(file == 0 ? "" : " ").append(shown);
            }
            text.append('\n');
        }
        return text.toString();
    }

    @Test
    void atTheStartEachPlayerSeesOnlyTheirOwnRanks() {
        assertEquals("""
                ? . . . . . . . ? ?
                . . ? . . . . . . .
                . . . ? . . . . . .
                . ? . . ? . . . . ?
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                S . . . X . . . . G
                . . . Y . . . . . .
                . . N . . . . . . .
                F B . . . . . . . S
                """, draw(START.viewFor(Side.RED)));
        assertEquals("""
                s . . . . . . . b f
                . . n . . . . . . .
                . . . y . . . . . .
                . x . . s . . . . g
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                ? . . . ? . . . . ?
                . . . ? . . . . . .
                . . ? . . . . . . .
                ? ? . . . . . . . ?
                """, draw(START.viewFor(Side.BLUE)));
    }

    @Test
    void aBattleRevealsTheSurvivorAMoveShowsAPieceIsMovableAndALongMoveShowsAScout() {
        assertEquals("""
                ? . . . . . . . ? ?
                . . ? . . . . . . .
                . . . ? . . . . . .
                . ? . . . . . . . .
                S . ~ ~ X . ~ ~ . *
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . G
                . . . Y . . . . . .
                . . N . . . . . . .
                F B . . . . . . . S
                """, draw(AFTER_BATTLE.viewFor(Side.RED)));
        assertEquals("""
                s . . . . . . . b f
                . . n . . . . . . .
                . . . y . . . . . .
                . x . . . . . . . .
                S . ~ ~ X . ~ ~ . g
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . ?
                . . . ? . . . . . .
                . . ? . . . . . . .
                ? ? . . . . . . . ?
                """, draw(AFTER_BATTLE.viewFor(Side.BLUE)));
        ViewPiece scout = AFTER_BATTLE.viewFor(Side.BLUE).pieceAt(Square.parse("a6"));
        assertEquals(new ViewPiece(Side.RED, Rank.SCOUT, true, false, true), scout);
        ViewPiece marshal = AFTER_BATTLE.viewFor(Side.BLUE).pieceAt(Square.parse("e6"));
        assertEquals(new ViewPiece(Side.RED, Rank.MARSHAL, true, true, false), marshal);
        ViewPiece general = AFTER_BATTLE.viewFor(Side.RED).pieceAt(Square.parse("j6"));
        assertEquals(new ViewPiece(Side.BLUE, null, true, false, false), general);
    }

    @Test
    void aOneSquareMoveOfAScoutDoesNotRevealIt() {
        Game game = play(START, "j1-i1");
        ViewPiece scout = game.viewFor(Side.BLUE).pieceAt(Square.parse("i1"));
        assertNull(scout.rank());
        assertTrue(scout.moved());
        assertFalse(scout.knownScout());
    }

    @Test
    void whatWasRevealedStaysRevealedWhenThePieceMovesOn() {
        Game game = play(AFTER_BATTLE, "j6-i6", "e6-f6", "i6-i5", "a6-a5");
        PlayerView blue = game.viewFor(Side.BLUE);
        assertEquals(Rank.MARSHAL, blue.pieceAt(Square.parse("f6")).rank());
        assertEquals(Rank.SCOUT, blue.pieceAt(Square.parse("a5")).rank());
        assertNull(game.viewFor(Side.RED).pieceAt(Square.parse("i5")).rank());
    }

    @Test
    void aDefenderThatWinsIsRevealedToo() {
        Game game = play(START, "a4-a5", "b7-b6", "a5-b5", "b6-b5");
        assertEquals(1, game.battles().size());
        assertEquals(Rank.MARSHAL, game.viewFor(Side.RED).pieceAt(Square.parse("b5")).rank());
        Game defended = play(play(START, "a4-a5", "b7-a7"), "e4-e5", "a7-a6", "a5-a6");
        ViewPiece marshal = defended.viewFor(Side.RED).pieceAt(Square.parse("a6"));
        assertEquals(Rank.MARSHAL, marshal.rank());
        assertTrue(marshal.revealed());
    }

    @Test
    void bothPlayersSeeTheLastMovesEveryBattleAndTheCapturedPieces() {
        for (Side viewer : Side.values()) {
            PlayerView view = AFTER_BATTLE.viewFor(viewer);
            assertEquals("e5xe6", view.lastMove(Side.RED).notation());
            assertEquals("j7-j6", view.lastMove(Side.BLUE).notation());
            assertNull(view.lastMove(Side.BLUE).battle());
            assertEquals(view.lastMove(Side.RED), view.latestMove());
            assertEquals(1, view.battles().size());
            assertEquals(new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.ATTACKER_WINS),
                    view.battles().get(0).battle());
            assertEquals(Map.of(Rank.SCOUT, 1), view.captured(Side.BLUE));
            assertEquals(Map.of(), view.captured(Side.RED));
            assertEquals(5, view.ply());
            assertEquals(Side.BLUE, view.sideToMove());
            assertEquals(viewer == Side.BLUE, view.isViewersTurn());
            assertEquals(Variant.BARRAGE, view.variant());
            assertEquals(GameOptions.DEFAULT, view.options());
        }
        assertNull(START.viewFor(Side.RED).latestMove());
        assertNull(START.viewFor(Side.RED).lastMove(Side.RED));
    }

    @Test
    void theOpponentsSetupStaysHiddenUntilTheEnd() {
        for (Game game : new Game[] {START, AFTER_BATTLE}) {
            assertEquals(RED, game.viewFor(Side.RED).ownSetup());
            assertEquals(BLUE, game.viewFor(Side.BLUE).ownSetup());
            assertNull(game.viewFor(Side.RED).opponentSetup());
            assertNull(game.viewFor(Side.BLUE).opponentSetup());
            assertFalse(game.viewFor(Side.RED).isOver());
            assertNull(game.viewFor(Side.RED).result());
        }
    }

    @Test
    void afterTheEndEverythingIsRevealedToBoth() {
        Game over = AFTER_BATTLE.withResult(Result.win(Ending.RESIGNED, Side.RED));
        for (Side viewer : Side.values()) {
            PlayerView view = over.viewFor(viewer);
            assertTrue(view.isOver());
            assertFalse(view.isViewersTurn());
            assertEquals(Result.win(Ending.RESIGNED, Side.RED), view.result());
            assertEquals(viewer == Side.RED ? BLUE : RED, view.opponentSetup());
            for (int i = 0; i < Square.COUNT; i++) {
                Piece piece = over.pieceAt(Square.of(i));
                ViewPiece seen = view.pieceAt(Square.of(i));
                assertEquals(piece == null ? null : piece.rank(), seen == null ? null : seen.rank(), Square.of(i).name());
            }
        }
        Game flagTaken = play(TextBoard.game("""
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ f . ~ ~ . .
                . . . . L . . . . .
                . . . . . . . . . b
                . . . . . . . . . .
                F . . . . . . . . .
                """), "e4-e5");
        assertEquals(Rank.BOMB, flagTaken.viewFor(Side.RED).pieceAt(Square.parse("j3")).rank());
        assertNull(flagTaken.viewFor(Side.RED).ownSetup(), "a position set up for a test has no setups");
    }

    /**
     * Views are values: the web layer answers a reload with the page it rendered from an equal view, so equal must mean
     * "tells the same", and anything a player could see differ (a move, a battle, the other seat) must make them unequal.
     */
    @Test
    void viewsAreEqualExactlyWhenTheyTellTheSame() {
        Game again = play(START, "a4-a6", "e7-e6", "e4-e5", "j7-j6", "e5-e6");
        assertEquals(AFTER_BATTLE.viewFor(Side.RED), again.viewFor(Side.RED), "the same game replayed is the same view");
        assertEquals(AFTER_BATTLE.viewFor(Side.RED).hashCode(), again.viewFor(Side.RED).hashCode());
        assertEquals(AFTER_BATTLE.spectatorView(), again.spectatorView());
        assertNotEquals(AFTER_BATTLE.viewFor(Side.RED), AFTER_BATTLE.viewFor(Side.BLUE), "each seat knows its own ranks");
        assertNotEquals(AFTER_BATTLE.viewFor(Side.RED), AFTER_BATTLE.spectatorView());
        assertNotEquals(START.viewFor(Side.RED), play(START, "j1-i1").viewFor(Side.RED), "a move changes the view");
        assertNotEquals(play(START, "a4-a6", "e7-e6", "e4-e5", "j7-j6").viewFor(Side.BLUE), AFTER_BATTLE.viewFor(Side.BLUE),
                "a battle changes the view");
        // the same squares reached by other moves: the board alike, the last moves told differ
        assertNotEquals(play(START, "j1-i1", "a10-b10", "i1-j1").viewFor(Side.RED), play(START, "j1-h1", "a10-b10", "h1-j1").viewFor(Side.RED));
    }
}
