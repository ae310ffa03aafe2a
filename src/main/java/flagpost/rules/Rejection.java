package flagpost.rules;

/** Why a move was refused: a stable code for programs and a sentence for people. */
public record Rejection(Reason reason, String message) {

    /** Stable reason codes. Stored and shown in APIs by name: never rename one. */
    public enum Reason {
        GAME_OVER,
        NOT_YOUR_TURN,
        NO_PIECE,
        NOT_YOUR_PIECE,
        PIECE_CANNOT_MOVE,
        NOT_IN_A_LINE,
        LAKE,
        TOO_FAR,
        PATH_BLOCKED,
        OWN_PIECE,
        RANGE_ATTACK_NOT_ALLOWED,
        TWO_SQUARES_RULE,
        MORE_SQUARES_RULE;

        public String code() {
            return name();
        }
    }

    static Rejection of(Reason reason, String message) {
        return new Rejection(reason, message);
    }

    @Override
    public String toString() {
        return reason + ": " + message;
    }
}
