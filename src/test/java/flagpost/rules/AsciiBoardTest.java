package flagpost.rules;

import static flagpost.rules.GameAsserts.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The plain-text board of emails: readable from the viewer's chair, and never showing a hidden rank. */
class AsciiBoardTest {

    /** Red's Scout has died on Blue's Bomb (now known), Blue's General has moved, Red's Marshal just stepped to e5. */
    private static final Game GAME = play(TextBoard.game("""
                . . . . . . . . . f
                . . . . . . g . . .
                . . . . . . . . . .
                b . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . X . . . . .
                S . . . . . . . . .
                . . . . . . . . . .
                Y . . . . . . . . F
                """), "a3-a7", "g9-g8", "e4-e5");

    /** Text blocks drop trailing spaces, so lines are compared without them. */
    private static String render(Side viewer, Numbering numbering) {
        return AsciiBoard.render(GAME.viewFor(viewer), numbering).lines().map(String::stripTrailing)
                .collect(Collectors.joining("\n", "", "\n"));
    }

    @Test
    void redSeesRankTenAtTheTopAndFilesAToJ() {
        assertEquals("""
                       a    b    c    d    e    f    g    h    i    j
                 10    .    .    .    .    .    .    .    .    .  [ ?]  10
                  9    .    .    .    .    .    .    .    .    .    .   9
                  8    .    .    .    .    .    .  [?m]   .    .    .   8
                  7  [ B]   .    .    .    .    .    .    .    .    .   7
                  6    .    .   ~~   ~~    .    .   ~~   ~~    .    .   6
                  5    .    .   ~~   ~~   10    .   ~~   ~~    .    .   5
                                         ^^^^
                  4    .    .    .    .    .    .    .    .    .    .   4
                                         ^^^^
                  3    .    .    .    .    .    .    .    .    .    .   3
                  2    .    .    .    .    .    .    .    .    .    .   2
                  1    1    .    .    .    .    .    .    .    .    F   1
                       a    b    c    d    e    f    g    h    i    j
                """, render(Side.RED, Numbering.MODERN));
    }

    @Test
    void blueSeesRankOneAtTheTopAndFilesJToA() {
        assertEquals("""
                       j    i    h    g    f    e    d    c    b    a
                  1  [ ?]   .    .    .    .    .    .    .    .  [ ?]  1
                  2    .    .    .    .    .    .    .    .    .    .   2
                  3    .    .    .    .    .    .    .    .    .    .   3
                  4    .    .    .    .    .    .    .    .    .    .   4
                                              ^^^^
                  5    .    .   ~~   ~~    .  [?m]  ~~   ~~    .    .   5
                                              ^^^^
                  6    .    .   ~~   ~~    .    .   ~~   ~~    .    .   6
                  7    .    .    .    .    .    .    .    .    .    B   7
                  8    .    .    .    2    .    .    .    .    .    .   8
                  9    .    .    .    .    .    .    .    .    .    .   9
                 10    F    .    .    .    .    .    .    .    .    .   10
                       j    i    h    g    f    e    d    c    b    a
                """, render(Side.BLUE, Numbering.CLASSIC));
    }

    @Test
    void theNumberingChangesOnlyHowRanksAreWritten() {
        List<String> modern = render(Side.RED, Numbering.MODERN).lines().toList();
        List<String> classic = render(Side.RED, Numbering.CLASSIC).lines().toList();
        for (int line = 0; line < modern.size(); line++) {
            if (line != 6 && line != 12) {
                assertEquals(modern.get(line), classic.get(line));
            }
        }
        assertEquals("  5    .    .   ~~   ~~    1    .   ~~   ~~    .    .   5", classic.get(6), "the Marshal is 1");
        assertEquals("  1    S    .    .    .    .    .    .    .    .    F   1", classic.get(12), "the Spy is S");
    }

    @Test
    void marksGoUnderEachSquareOfTheLatestMoveApartEvenSideBySideAndAtTheEdge() {
        Game sideways = play(TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                F . . . . . . . . X
                """), "j1-i1");
        List<String> lines = AsciiBoard.render(sideways.viewFor(Side.RED), Numbering.MODERN).lines().toList();
        assertEquals("  1    F    .    .    .    .    .    .    .   10    .   1", lines.get(10));
        assertEquals("                                             ^^^^ ^^^^", lines.get(11));
        assertEquals(13, lines.size(), "one line of marks: both squares are on rank 1");
    }

    @Test
    void noMarkTouchesABracketOrAnotherMark() {
        Game enemies = play(TextBoard.game("""
                s . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                F . . . . . . . y X
                """), "j1-i1");
        for (Side viewer : Side.values()) {
            String board = AsciiBoard.render(enemies.viewFor(viewer), Numbering.MODERN);
            assertFalse(board.contains("*") || board.contains("]^") || board.contains("^["), board);
            assertTrue(board.lines().anyMatch(line -> line.strip().equals("^^^^ ^^^^")), board);
            assertTrue(board.lines().allMatch(line -> !line.contains("^") || line.matches(" {4}( {5}| \\^{4})*")), board);
        }
    }

    @Test
    void theLegendExplainsTheSignsInTheChosenNumbering() {
        assertTrue(AsciiBoard.legend(Numbering.MODERN).contains("10 Marshal"));
        assertTrue(AsciiBoard.legend(Numbering.CLASSIC).contains("1 Marshal"));
        for (Numbering numbering : Numbering.values()) {
            String legend = AsciiBoard.legend(numbering);
            assertTrue(legend.contains("[ ?]") && legend.contains("[?m]") && legend.contains("~~"), legend);
        }
    }

    @Test
    void anUnrevealedEnemyRankIsNeverDrawn() {
        SplittableRandom random = new SplittableRandom(20240601L);
        for (Variant variant : Variant.values()) {
            Game game = Game.start(Setup.random(Side.RED, variant, random), Setup.random(Side.BLUE, variant, random),
                    GameOptions.DEFAULT.withPlyCap(200));
            while (!game.isOver()) {
                List<Move> moves = game.legalMoves();
                game = game.apply(moves.get(random.nextInt(moves.size()))).gameOrThrow();
                for (Side viewer : Side.values()) {
                    for (Numbering numbering : Numbering.values()) {
                        assertOnlyKnownRanksDrawn(game, viewer, numbering);
                    }
                }
            }
        }
    }

    private static void assertOnlyKnownRanksDrawn(Game game, Side viewer, Numbering numbering) {
        PlayerView view = game.viewFor(viewer);
        List<String> lines = AsciiBoard.render(view, numbering).lines().filter(line -> !line.contains("^")).toList();
        assertEquals(12, lines.size());
        for (int row = 0; row < 10; row++) {
            String line = lines.get(row + 1);
            int rank = viewer == Side.RED ? 10 - row : row + 1;
            for (int column = 0; column < 10; column++) {
                Square square = Square.at(viewer == Side.RED ? column : 9 - column, rank);
                String cell = line.substring(4 + column * 5 + 1, 4 + column * 5 + 5);
                Piece piece = game.pieceAt(square);
                boolean known = piece != null && (piece.side() == viewer || game.isRevealed(square)
                        || game.isKnownScout(square) || game.isOver());
                if (square.isLake()) {
                    assertEquals(" ~~ ", cell);
                } else if (piece == null) {
                    assertEquals("  . ", cell);
                } else if (!known) {
                    assertEquals(game.hasMoved(square) ? "[?m]" : "[ ?]", cell, square + " at ply " + game.ply());
                } else {
                    assertEquals(piece.rank().symbol(numbering), cell.substring(1, 3).strip(), square.name());
                    assertEquals(piece.side() != viewer, cell.startsWith("["), square.name());
                }
                assertFalse(cell.contains("?") && known, square.name());
            }
        }
    }
}
