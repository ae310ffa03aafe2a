package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A spectator knows exactly what is public: of Red's pieces what Blue's view shows, of Blue's what Red's view shows,
 * and of everything else (last moves, battles, captures, the result) what both views agree on. Checked on every ply
 * of seeded random games of every variant, played to their end, as {@link RandomGamesPropertyTest} plays them.
 */
class SpectatorViewTest {

    private static final int GAMES_PER_VARIANT = 150;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theSpectatorSeesOfEachSideWhatItsOpponentSeesOnEveryPly(Variant variant) {
        int plies = 0;
        int revealedSeen = 0;
        for (int game = 0; game < GAMES_PER_VARIANT; game++) {
            long seed = 0x5EC7_0000L * (variant.ordinal() + 1) + game;
            SplittableRandom random = new SplittableRandom(seed);
            GameOptions options = new GameOptions(3, random.nextBoolean(), 200 + random.nextInt(201));
            Game current = Game.start(Setup.random(Side.RED, variant, random), Setup.random(Side.BLUE, variant, random), options);
            while (true) {
                Game shown = current;
                revealedSeen += checkPublic(current, () -> variant + " seed " + seed + " ply " + shown.ply() + "\n" + TextBoard.draw(shown));
                plies++;
                if (current.isOver()) {
                    break;
                }
                List<Move> legal = current.legalMoves();
                current = current.apply(legal.get(random.nextInt(legal.size()))).gameOrThrow();
            }
        }
        assertTrue(plies > GAMES_PER_VARIANT * 20, "plies checked: " + plies);
        assertTrue(revealedSeen > 0, "the games revealed pieces to the spectator");
    }

    /** After the end, ended off the board too (a resignation), the spectator sees every piece and both setups. */
    @Test
    void afterTheEndTheSpectatorSeesEverything() {
        SplittableRandom random = new SplittableRandom(7);
        Setup red = Setup.random(Side.RED, Variant.CLASSIC, random);
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, random);
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        PlayerView during = game.spectatorView();
        assertNull(during.setup(Side.RED));
        assertNull(during.setup(Side.BLUE));
        Game resigned = game.withResult(Result.win(Ending.RESIGNED, Side.RED));
        PlayerView after = resigned.spectatorView();
        assertEquals(red, after.setup(Side.RED));
        assertEquals(blue, after.setup(Side.BLUE));
        for (int i = 0; i < Square.COUNT; i++) {
            Piece piece = resigned.pieceAt(Square.of(i));
            if (piece != null) {
                assertEquals(piece.rank(), after.pieceAt(Square.of(i)).rank(), Square.of(i).name());
            }
        }
        checkPublic(resigned, () -> "resigned");
    }

    /** The check can fail: a seat's own view is not public, whichever seat. */
    @Test
    void aSeatsViewIsNotThePublicOne() {
        SplittableRandom random = new SplittableRandom(11);
        Game game = Game.start(Setup.random(Side.RED, Variant.CLASSIC, random), Setup.random(Side.BLUE, Variant.CLASSIC, random),
                GameOptions.DEFAULT);
        for (Side seat : Side.values()) {
            assertNotEquals(0, differences(game.viewFor(seat), game), seat + "'s view shows its own ranks");
        }
        assertEquals(0, differences(game.spectatorView(), game));
    }

    /** Asserts the spectator's view is the public one; returns how many pieces it shows with their rank before the end. */
    private static int checkPublic(Game game, Supplier<String> where) {
        PlayerView spectator = game.spectatorView();
        assertTrue(spectator.isSpectator(), where);
        assertNull(spectator.viewer(), where);
        assertEquals(Side.RED, spectator.chair(), where);
        assertFalse(spectator.isViewersTurn(), where);
        assertEquals(0, differences(spectator, game), where);
        PlayerView red = game.viewFor(Side.RED);
        PlayerView blue = game.viewFor(Side.BLUE);
        for (Side side : Side.values()) {
            assertEquals(red.lastMove(side), spectator.lastMove(side), where);
            assertEquals(blue.lastMove(side), spectator.lastMove(side), where);
            assertEquals(red.captured(side), spectator.captured(side), where);
            assertEquals(blue.captured(side), spectator.captured(side), where);
            assertEquals(game.isOver() ? game.setup(side) : null, spectator.setup(side), where);
        }
        assertEquals(red.battles(), spectator.battles(), where);
        assertEquals(blue.battles(), spectator.battles(), where);
        assertEquals(red.result(), spectator.result(), where);
        assertEquals(red.ply(), spectator.ply(), where);
        assertEquals(red.sideToMove(), spectator.sideToMove(), where);
        assertEquals(red.variant(), spectator.variant(), where);
        assertEquals(red.options(), spectator.options(), where);
        assertNull(spectator.ownSetup(), where);
        assertNull(spectator.opponentSetup(), where);
        int known = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            ViewPiece piece = spectator.pieceAt(Square.of(i));
            if (piece != null && piece.isRankKnown() && !game.isOver()) {
                known++;
            }
        }
        return known;
    }

    /** Squares where {@code view} differs from the public picture: each piece as its owner's opponent sees it. */
    private static int differences(PlayerView view, Game game) {
        PlayerView red = game.viewFor(Side.RED);
        PlayerView blue = game.viewFor(Side.BLUE);
        int differences = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            Square square = Square.of(i);
            ViewPiece asRedSees = red.pieceAt(square);
            ViewPiece asBlueSees = blue.pieceAt(square);
            assertEquals(asRedSees == null, asBlueSees == null, square.name());
            ViewPiece publicPiece = asRedSees == null ? null : asRedSees.side() == Side.RED ? asBlueSees : asRedSees;
            if (!java.util.Objects.equals(publicPiece, view.pieceAt(square))) {
                differences++;
            }
        }
        return differences;
    }
}
