package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** docs/RULES.md §9: moves written as e3-e4, or e3xe4 for an attack. */
class NotationTest {

    private static Move parsed(String text) {
        Move.ParsedMove parsed = Move.parse(text);
        assertTrue(parsed.isValid(), () -> text + ": " + parsed.error());
        assertNull(parsed.error());
        return parsed.move();
    }

    private static String error(String text) {
        Move.ParsedMove parsed = Move.parse(text);
        assertFalse(parsed.isValid(), text + " was read as " + parsed.move());
        assertNull(parsed.move());
        assertFalse(parsed.error().isBlank());
        return parsed.error();
    }

    @Test
    void aMoveIsWrittenWithADashAndAnAttackWithAnX() {
        Move move = Move.of("e3", "e4");
        assertEquals("e3-e4", move.notation(false));
        assertEquals("e3xe4", move.notation(true));
        assertEquals("e3-e4", move.toString());
        assertEquals("a10xa9", Move.of("a10", "a9").notation(true));
    }

    @Test
    void bothSeparatorsAreRead() {
        assertEquals(Move.of("e3", "e4"), parsed("e3-e4"));
        assertEquals(Move.of("e3", "e4"), parsed("e3xe4"));
    }

    @Test
    void readingForgivesCaseSpacesAndAMissingSeparator() {
        for (String text : new String[] {"E3-E4", "e3 e4", "e3e4", "  e3-e4  ", "E3XE4", "e3:e4", "e3 - e4", "e3 x e4", "e 3 - e 4"}) {
            assertEquals(Move.of("e3", "e4"), parsed(text), text);
        }
        assertEquals(Move.of("a10", "a9"), parsed("a10a9"));
        assertEquals(Move.of("j10", "j9"), parsed("j10xj9"));
        assertEquals(Move.of("a9", "a10"), parsed("a9-a10"));
    }

    @Test
    void whetherTheMoveIsAnAttackIsTheBoardsBusinessNotTheText() {
        assertEquals(parsed("e3-e4"), parsed("e3xe4"));
    }

    @Test
    void everyStraightMoveRoundTripsThroughItsNotation() {
        for (int from = 0; from < Square.COUNT; from++) {
            for (int to = 0; to < Square.COUNT; to++) {
                Move move = new Move(Square.of(from), Square.of(to));
                assertEquals(move, parsed(move.notation(false)));
                assertEquals(move, parsed(move.notation(true)));
            }
        }
    }

    @Test
    void aSquareOffTheBoardIsNamedInTheError() {
        String error = error("z9-a1");
        assertTrue(error.contains("'z9' is not a square"), error);
        assertTrue(error.contains("a1 to j10"), error);
        assertTrue(error("e11-e12").contains("'e11'"));
        assertTrue(error("e3-k4").contains("'k4'"));
        assertTrue(error("e0-e1").contains("'e0'"));
    }

    @Test
    void oneSquareIsNotAMove() {
        assertEquals("'e3' is not a move; write it like e3-e4.", error("e3"));
        assertTrue(error("e3-").contains("''"), "the missing square is shown as empty");
    }

    @Test
    void emptyTextIsNotAMove() {
        assertEquals("Write a move as two squares, like e3-e4.", error(""));
        assertEquals("Write a move as two squares, like e3-e4.", error("   "));
        assertEquals("Write a move as two squares, like e3-e4.", error(null));
    }

    @Test
    void veryLongTextIsRefusedWithoutBeingRepeated() {
        String longText = "e3-e4 ".repeat(10_000);
        String error = error(longText);
        assertTrue(error.length() < 100, "the error does not echo the text back: " + error.length());
        assertTrue(error.contains("too long"), error);
    }

    @Test
    void otherNonsenseIsRefused() {
        for (String text : new String[] {"hello", "e3-e4-e5", "33-44", "-e4", "e3--e4", "ee-e4", "e3\u2013e4", "x"}) {
            error(text);
        }
    }

    @Test
    void aPlayedMoveIsWrittenWithAnXExactlyWhenItWasABattle() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ s . ~ ~ . .
                . . . . X . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                F . . . . . . . . .
                """);
        assertEquals("e4-f4", GameAsserts.accepted(game, "e4-f4").played().notation());
        assertEquals("e4xe5", GameAsserts.accepted(game, "e4-e5").played().notation());
    }
}
