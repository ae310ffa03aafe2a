package flagpost.metrics;

/**
 * How a move reached the game, the {@code channel} label of {@code flagpost_moves_applied_total} and
 * {@code flagpost_move_duration_seconds}.
 */
public enum MoveChannel {
    /** The play page's form. */
    PAGE,
    /** The JSON API ({@code POST /api/games/<token>/moves}). */
    API,
    /** A reply by email, read from the mailbox. */
    REPLY,
    /** The computer player's move, made by its job through the same use case as the others. */
    COMPUTER;

    String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
