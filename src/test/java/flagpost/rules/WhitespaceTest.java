package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Moves and setups drop the whitespace a regular expression's {@code \s} matches, and no other character. */
class WhitespaceTest {

    @Test
    void everyCharacterIsKeptOrDroppedAsTheRegularExpressionDoes() {
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            String text = "a" + c + "b";
            assertEquals(text.replaceAll("\\s", ""), Whitespace.removedFrom(text), "character U+" + Integer.toHexString(c));
        }
    }

    @Test
    void mixedTextLosesAllItsWhitespaceAndKeepsTheRestInOrder() {
        Random random = new Random(42);
        String alphabet = " \t\n\u000B\f\r\u00a0\u2028e3-x4 ";
        for (int i = 0; i < 2_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int length = random.nextInt(12); length > 0; length--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertEquals(text.toString().replaceAll("\\s", ""), Whitespace.removedFrom(text.toString()), "'" + text + "'");
        }
    }

    @Test
    void textWithoutWhitespaceIsReturnedAsItIs() {
        String move = "e3-e4";
        assertSame(move, Whitespace.removedFrom(move));
    }
}
