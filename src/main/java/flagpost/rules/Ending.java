package flagpost.rules;

/** How a game ended (docs/RULES.md §7). Stored by code: never rename one. */
public enum Ending {
    FLAG_CAPTURED("captured the Flag"),
    UNABLE_TO_MOVE("could not move"),
    BOTH_UNABLE_TO_MOVE("neither side could move"),
    MOVE_LIMIT("the move limit was reached"),
    RESIGNED("resigned"),
    DRAW_AGREED("both agreed to a draw"),
    TIMEOUT("ran out of time");

    private final String description;

    Ending(String description) {
        this.description = description;
    }

    public String code() {
        return name();
    }

    public String description() {
        return description;
    }
}
