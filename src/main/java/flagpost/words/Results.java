package flagpost.words;

import flagpost.rules.Result;
import flagpost.rules.Side;

/** How a game ended, in words. */
public final class Results {

    private Results() {
    }

    /**
     * "Red wins: Blue resigned.", told to no one in particular (the API, a page about no seat in particular).
     * It is the rules' own sentence ({@link Result#describe()}), which their rejection reasons use too.
     */
    public static String plain(Result result) {
        return result.describe();
    }

    /**
     * The result told to {@code seat}, naming the players: "You won: Bob resigned." The play, history and
     * games-list pages and the emails all say it this way.
     */
    public static String toldTo(Result result, Side seat, String redName, String blueName) {
        if (result.isDraw()) {
            return draw(result, "you both");
        }
        boolean youWon = result.winner() == seat;
        String opponent = seat == Side.RED ? blueName : redName;
        String loser = youWon ? opponent : "you";
        String loserPossessive = youWon ? opponent + "'s" : "your";
        return (youWon ? "You won" : opponent + " won") + ": " + switch (result.ending()) {
            case FLAG_CAPTURED -> (youWon ? "you" : opponent) + " captured " + loserPossessive + " Flag.";
            case UNABLE_TO_MOVE -> loser + " had no piece left that could move.";
            case RESIGNED -> loser + " resigned.";
            case TIMEOUT -> loser + " ran out of time.";
            default -> result.ending().description() + ".";
        };
    }

    /** The result told to someone watching, naming both players: "Alice (Red) won: Bob resigned." */
    public static String toldToSpectator(Result result, String redName, String blueName) {
        if (result.isDraw()) {
            return draw(result, "both players");
        }
        Side winner = result.winner();
        String winnerName = (winner == Side.RED ? redName : blueName) + " (" + winner.displayName() + ")";
        String loser = winner == Side.RED ? blueName : redName;
        return winnerName + " won: " + switch (result.ending()) {
            case FLAG_CAPTURED -> "captured " + loser + "'s Flag.";
            case UNABLE_TO_MOVE -> loser + " had no piece left that could move.";
            case RESIGNED -> loser + " resigned.";
            case TIMEOUT -> loser + " ran out of time.";
            default -> result.ending().description() + ".";
        };
    }

    /** A draw in words; {@code agreed} is who agreed to one ("you both", "both players"). */
    private static String draw(Result result, String agreed) {
        return switch (result.ending()) {
            case DRAW_AGREED -> "The game is a draw: " + agreed + " agreed to it.";
            case BOTH_UNABLE_TO_MOVE -> "The game is a draw: neither side can move.";
            case MOVE_LIMIT -> "The game is a draw: the move limit was reached.";
            default -> "The game is a draw.";
        };
    }

    /** {@link #plain} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String plain(Language language, Result result) {
        return plain(result);
    }

    /** {@link #toldTo} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String toldTo(Language language, Result result, Side seat, String redName, String blueName) {
        return toldTo(result, seat, redName, blueName);
    }

    /** {@link #toldToSpectator} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String toldToSpectator(Language language, Result result, String redName, String blueName) {
        return toldToSpectator(result, redName, blueName);
    }
}
