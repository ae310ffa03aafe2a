package flagpost.rules;

/** One reason a setup is not acceptable, with a sentence a player can act on. */
public record SetupProblem(Code code, String message) {

    public enum Code {
        WRONG_LENGTH,
        UNKNOWN_LETTER,
        OUTSIDE_SETUP_AREA,
        LAKE,
        TOO_MANY,
        TOO_FEW,
        EMPTY_SQUARE
    }

    @Override
    public String toString() {
        return code + ": " + message;
    }
}
