package flagpost.rules;

/**
 * One reason a setup is not acceptable: a code, the English sentence a player can act on, and the facts that sentence
 * is made of, so that {@code flagpost.words.Refusals} can say it in any language. A fact the code does not use is
 * null (or 0).
 *
 * @param rank     the piece placed wrongly (LAKE, OUTSIDE_SETUP_AREA) or counted (TOO_MANY, TOO_FEW)
 * @param square   where it was placed (LAKE, OUTSIDE_SETUP_AREA) or the square of an unknown letter (UNKNOWN_LETTER)
 * @param side     whose setup area it is (OUTSIDE_SETUP_AREA)
 * @param variant  the variant whose army is counted (TOO_MANY, TOO_FEW)
 * @param count    what the setup has: its length (WRONG_LENGTH), pieces of the rank (TOO_MANY, TOO_FEW), empty
 *                 squares (EMPTY_SQUARE), or the unknown letter's position, 1 to 40 (UNKNOWN_LETTER)
 * @param expected what the variant has of the rank (TOO_MANY, TOO_FEW), or the setup string's length (WRONG_LENGTH)
 * @param letter   the unknown letter as printed, a control character as {@code \u0007} (UNKNOWN_LETTER)
 */
public record SetupProblem(Code code, String message, Rank rank, Square square, Side side, Variant variant, int count,
        int expected, String letter) {

    public enum Code {
        WRONG_LENGTH,
        UNKNOWN_LETTER,
        OUTSIDE_SETUP_AREA,
        LAKE,
        TOO_MANY,
        TOO_FEW,
        EMPTY_SQUARE
    }

    /** A problem with its sentence only (no facts). */
    public SetupProblem(Code code, String message) {
        this(code, message, null, null, null, null, 0, 0, null);
    }

    @Override
    public String toString() {
        return code + ": " + message;
    }
}
