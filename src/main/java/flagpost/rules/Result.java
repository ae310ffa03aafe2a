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

    /**
     * The result told to {@code seat}, naming the players: "You won: Bob resigned." The play and history
     * pages and the emails all say it this way.
     */
    public String toldTo(Side seat, String redName, String blueName) {
        if (isDraw()) {
            return switch (ending) {
                case DRAW_AGREED -> "The game is a draw: you both agreed to it.";
                case BOTH_UNABLE_TO_MOVE -> "The game is a draw: neither side can move.";
                case MOVE_LIMIT -> "The game is a draw: the move limit was reached.";
                default -> "The game is a draw.";
            };
        }
        boolean youWon = winner == seat;
        String opponent = seat == Side.RED ? blueName : redName;
        String loser = youWon ? opponent : "you";
        String loserPossessive = youWon ? opponent + "'s" : "your";
        return (youWon ? "You won" : opponent + " won") + ": " + switch (ending) {
            case FLAG_CAPTURED -> (youWon ? "you" : opponent) + " captured " + loserPossessive + " Flag.";
            case UNABLE_TO_MOVE -> loser + " had no piece left that could move.";
            case RESIGNED -> loser + " resigned.";
            case TIMEOUT -> loser + " ran out of time.";
            default -> ending.description() + ".";
        };
    }
}
