package flagpost.rules;

/**
 * Why a move was refused: a stable code for programs, the English sentence for people (the API's {@code message},
 * logs and the Gravon agreement check read it), and the facts that sentence is made of, so that
 * {@code flagpost.words.Refusals} can say it in any language. A fact the reason does not use is null (or 0).
 *
 * @param from   the moving piece's square (every reason but GAME_OVER and NOT_YOUR_TURN)
 * @param to     the square the move aims at
 * @param at     where a Scout's path is blocked (PATH_BLOCKED)
 * @param rank   the piece the sentence names: the mover (PIECE_CANNOT_MOVE, TOO_FAR) or the own piece in the way (OWN_PIECE)
 * @param turn   whose turn it is (NOT_YOUR_TURN)
 * @param result how the game ended (GAME_OVER)
 * @param limit  the two-squares limit of this game (TWO_SQUARES_RULE)
 */
public record Rejection(Reason reason, String message, Square from, Square to, Square at, Rank rank, Side turn, Result result,
        int limit) {

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

    /** A rejection with its sentence only (no facts): for callers outside the rules that have no more to say. */
    public Rejection(Reason reason, String message) {
        this(reason, message, null, null, null, null, null, null, 0);
    }

    /** A refused move, with the move's squares and the piece the sentence names. */
    static Rejection of(Reason reason, String message, Move move, Rank rank) {
        return new Rejection(reason, message, move.from(), move.to(), null, rank, null, null, 0);
    }

    /** Whether the path is blocked by a lake rather than a piece (PATH_BLOCKED). */
    public boolean blockedByLake() {
        return at != null && at.isLake();
    }

    /** Whether the move goes nowhere, from a square to itself (NOT_IN_A_LINE). */
    public boolean standsStill() {
        return from != null && from.equals(to);
    }

    @Override
    public String toString() {
        return reason + ": " + message;
    }
}
