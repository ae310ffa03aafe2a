package flagpost.rules;

/**
 * The end of a game: how it ended and who won ({@code winner} null for a draw). For UNABLE_TO_MOVE,
 * RESIGNED and TIMEOUT the loser is the winner's opponent.
 */
public record Result(Ending ending, Side winner) {

    public Result {
        if (ending == null) {
            throw new IllegalArgumentException("a result needs an ending");
        }
        boolean draw = ending == Ending.BOTH_UNABLE_TO_MOVE || ending == Ending.MOVE_LIMIT || ending == Ending.DRAW_AGREED;
        if (draw != (winner == null)) {
            throw new IllegalArgumentException(ending + (draw ? " is a draw and has no winner" : " needs a winner"));
        }
    }

    public static Result win(Ending ending, Side winner) {
        return new Result(ending, winner);
    }

    public static Result draw(Ending ending) {
        return new Result(ending, null);
    }

    public boolean isDraw() {
        return winner == null;
    }

    /** The result told to no one in particular: "Red wins: Blue resigned." (the rejection reasons use it). */
    public String describe() {
        if (isDraw()) {
            return "Draw: " + ending.description() + ".";
        }
        return switch (ending) {
            case FLAG_CAPTURED -> winner.displayName() + " wins: " + winner.displayName() + " captured the Flag.";
            case UNABLE_TO_MOVE, RESIGNED, TIMEOUT -> winner.displayName() + " wins: "
                    + winner.opponent().displayName() + " " + ending.description() + ".";
            default -> winner.displayName() + " wins: " + ending.description() + ".";
        };
    }
}
