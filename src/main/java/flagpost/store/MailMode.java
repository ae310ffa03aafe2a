package flagpost.store;

/**
 * The mail about moves a player chose. Game events (invitation, start, draw offers, reminders, game over) come in
 * every mode; only the two per-move kinds depend on it. Stored by name: never rename one.
 */
public enum MailMode {
    /** "Your move", and a confirmation of each of your own moves. */
    EVERY_MOVE("Every move", "Your move, and a confirmation of each move you play."),
    /** "Your move" only: the default. */
    YOUR_TURN("Your turn only", "An email when it is your move, and the game's events. No confirmation of your own moves."),
    /** No per-move mail: one email a day listing every game where it is your move. */
    DIGEST("A daily digest", "One email a day, at the hour you choose, listing every game where it is your move, each with "
            + "its board. The game's events still come as they happen.");

    private final String label;
    private final String explanation;

    MailMode(String label, String explanation) {
        this.label = label;
        this.explanation = explanation;
    }

    public String label() {
        return label;
    }

    public String explanation() {
        return explanation;
    }

    /** Whether a player in this mode gets an email of {@code kind} about a game. */
    public boolean wants(NotificationKind kind) {
        return switch (kind) {
            case MOVE_PLAYED -> this == EVERY_MOVE;
            case YOUR_MOVE -> this != DIGEST;
            default -> true;
        };
    }
}
