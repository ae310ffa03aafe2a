package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every board is drawn from its viewer's chair: own pieces at the bottom, the opponent's across the table. */
class BoardLayoutTest {

    @Test
    void redSeesRankTenAtTheTopAndFilesAToJ() {
        BoardLayout red = BoardLayout.of(Side.RED);
        assertEquals(Side.RED, red.seat());
        assertEquals(10, red.rank(0));
        assertEquals(1, red.rank(9));
        assertEquals('a', red.file(0));
        assertEquals('j', red.file(9));
        assertSame(Square.parse("a10"), red.square(0, 0));
        assertSame(Square.parse("j1"), red.square(9, 9));
        assertSame(Square.parse("e4"), red.square(6, 4));
    }

    @Test
    void blueSeesRankOneAtTheTopAndFilesJToA() {
        BoardLayout blue = BoardLayout.of(Side.BLUE);
        assertEquals(1, blue.rank(0));
        assertEquals(10, blue.rank(9));
        assertEquals('j', blue.file(0));
        assertEquals('a', blue.file(9));
        assertSame(Square.parse("j1"), blue.square(0, 0));
        assertSame(Square.parse("a10"), blue.square(9, 9));
        assertSame(Square.parse("e7"), blue.square(6, 5));
    }

    @Test
    void eachSquareStandsOnceUnderItsFileAndBesideItsRank() {
        for (Side seat : Side.values()) {
            BoardLayout layout = BoardLayout.of(seat);
            Set<Square> seen = new HashSet<>();
            for (int row = 0; row < BoardLayout.SIZE; row++) {
                for (int column = 0; column < BoardLayout.SIZE; column++) {
                    Square square = layout.square(row, column);
                    assertEquals(layout.rank(row), square.rank(), square.name());
                    assertEquals(layout.file(column), square.name().charAt(0), square.name());
                    seen.add(square);
                }
            }
            assertEquals(Square.COUNT, seen.size(), seat.name());
            assertThrows(IndexOutOfBoundsException.class, () -> layout.square(0, 10));
        }
    }
}
