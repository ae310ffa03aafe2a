package flagpost.rules;

import static flagpost.rules.GameAsserts.play;
import static flagpost.rules.GameAsserts.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** docs/RULES.md §1: the board, its coordinates and lakes, setup areas, and who moves first. */
class BoardTest {

    @Test
    void squaresRunFromA1ToJ10WithIndexRankMinusOneTimesTenPlusFile() {
        for (int rank = 1; rank <= 10; rank++) {
            for (int file = 0; file < 10; file++) {
                Square square = Square.at(file, rank);
                assertEquals((rank - 1) * 10 + file, square.index());
                assertEquals("" + (char) ('a' + file) + rank, square.name());
                assertEquals(square, Square.parse(square.name()));
                assertEquals(square, Square.parse(square.name().toUpperCase()));
            }
        }
        assertEquals("a1", Square.of(0).name());
        assertEquals("j10", Square.of(99).name());
    }

    @Test
    void textThatIsNotASquareIsNotReadAsOne() {
        for (String text : new String[] {"k1", "a0", "a11", "j01", "", "a", "1a", "aa", "a-1", "e 3"}) {
            assertNull(Square.parseOrNull(text), text);
        }
        assertNull(Square.parseOrNull(null));
        assertThrows(IllegalArgumentException.class, () -> Square.parse("k1"));
        assertThrows(IllegalArgumentException.class, () -> Square.of(100));
        assertThrows(IllegalArgumentException.class, () -> Square.at(10, 1));
    }

    @Test
    void theTwoLakesAreC5D5C6D6AndG5H5G6H6() {
        List<String> lakes = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            if (Square.of(i).isLake()) {
                lakes.add(Square.of(i).name());
            }
        }
        assertEquals(List.of("c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"), lakes);
    }

    @Test
    void noPieceMayStepIntoALake() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . G . . . . M . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . F
                """);
        assertTrue(rejected(game, "c4-c5", Rejection.Reason.LAKE).message().contains("c5"));
        rejected(game, "h4-h5", Rejection.Reason.LAKE);
    }

    @Test
    void scoutMayNotPassOverALake() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . S . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . F
                """);
        Rejection overLake = rejected(game, "c4-c7", Rejection.Reason.PATH_BLOCKED);
        assertTrue(overLake.message().contains("lake"), overLake.message());
        rejected(game, "c4-c6", Rejection.Reason.LAKE);
        play(game, "c4-c3");
    }

    @Test
    void scoutMayNotCrossTheLakesSideways() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . S ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . F
                """);
        rejected(game, "b5-e5", Rejection.Reason.PATH_BLOCKED);
        play(game, "b5-a5");
        assertTrue(game.legalMovesFrom(Square.parse("b5")).stream().noneMatch(move -> move.to().rank() == 5 && move.to().file() > 1));
    }

    @Test
    void aPositionMayNotPutAPieceOnALake() {
        assertThrows(IllegalArgumentException.class, () -> Game.fromPosition(Variant.CLASSIC, GameOptions.DEFAULT,
                java.util.Map.of(Square.parse("d6"), Piece.of(Side.RED, Rank.SCOUT)), Side.RED));
    }

    @Test
    void redSetsUpOnRanksOneToFourBlueOnSevenToTenAndRedMovesFirst() {
        for (Variant variant : Variant.values()) {
            Setup red = Setup.random(Side.RED, variant, new SplittableRandom(7));
            Setup blue = Setup.random(Side.BLUE, variant, new SplittableRandom(8));
            Game game = Game.start(red, blue, GameOptions.DEFAULT);
            assertEquals(Side.RED, game.sideToMove());
            assertEquals(0, game.ply());
            for (int i = 0; i < Square.COUNT; i++) {
                Square square = Square.of(i);
                Piece piece = game.pieceAt(square);
                if (square.rank() == 5 || square.rank() == 6) {
                    assertNull(piece, "ranks 5 and 6 start empty");
                } else if (piece != null) {
                    assertEquals(square.rank() <= 4 ? Side.RED : Side.BLUE, piece.side(), square.name());
                }
            }
            Square bluePiece = blue.placement().keySet().iterator().next();
            rejected(game, bluePiece.name() + "-" + Square.at(bluePiece.file(), bluePiece.rank() - 1).name(),
                    Rejection.Reason.NOT_YOUR_PIECE);
        }
    }
}
