package flagpost.words;

import flagpost.rules.Result;
import flagpost.rules.Side;

/** How a game ended, in words. */
public final class Results {

    private Results() {
    }

    /**
     * "Red wins: Blue resigned.", told to no one in particular (the API, a page about no seat in particular). In
     * English it is the rules' own sentence ({@link Result#describe()}), which their rejection reasons use too.
     */
    public static String plain(Language language, Result result) {
        WordBundle words = Words.of(language);
        if (result.isDraw()) {
            return switch (result.ending()) {
                case BOTH_UNABLE_TO_MOVE -> words.plainDrawNoMoves();
                case MOVE_LIMIT -> words.plainDrawMoveLimit();
                case DRAW_AGREED -> words.plainDrawAgreed();
                default -> throw new IllegalArgumentException(result + " is no draw"); // Result does not allow it
            };
        }
        String winner = Terms.colour(language, result.winner());
        String loser = Terms.colour(language, result.winner().opponent());
        return switch (result.ending()) {
            case FLAG_CAPTURED -> words.plainFlagCaptured(winner);
            case UNABLE_TO_MOVE -> words.plainCannotMove(winner, loser);
            case RESIGNED -> words.plainResigned(winner, loser);
            case TIMEOUT -> words.plainTimedOut(winner, loser);
            default -> throw new IllegalArgumentException(result + " has no winner"); // Result does not allow it
        };
    }

    /**
     * The result told to {@code seat}, naming the players: "You won: Bob resigned." The play, history and
     * games-list pages and the emails all say it this way.
     */
    public static String toldTo(Language language, Result result, Side seat, String redName, String blueName) {
        WordBundle words = Words.of(language);
        if (result.isDraw()) {
            return draw(words, result, words.resultDrawYouAgreed());
        }
        String opponent = seat == Side.RED ? blueName : redName;
        if (result.winner() == seat) {
            return switch (result.ending()) {
                case FLAG_CAPTURED -> words.resultYouCapturedTheFlag(opponent);
                case UNABLE_TO_MOVE -> words.resultYouWonOpponentCannotMove(opponent);
                case RESIGNED -> words.resultYouWonOpponentResigned(opponent);
                case TIMEOUT -> words.resultYouWonOpponentTimedOut(opponent);
                default -> words.resultYouWon();
            };
        }
        return switch (result.ending()) {
            case FLAG_CAPTURED -> words.resultOpponentCapturedTheFlag(opponent);
            case UNABLE_TO_MOVE -> words.resultOpponentWonYouCannotMove(opponent);
            case RESIGNED -> words.resultOpponentWonYouResigned(opponent);
            case TIMEOUT -> words.resultOpponentWonYouTimedOut(opponent);
            default -> words.resultOpponentWon(opponent);
        };
    }

    /** The result told to someone watching, naming both players: "Alice (Red) won: Bob resigned." */
    public static String toldToSpectator(Language language, Result result, String redName, String blueName) {
        WordBundle words = Words.of(language);
        if (result.isDraw()) {
            return draw(words, result, words.resultDrawPlayersAgreed());
        }
        Side winner = result.winner();
        String winnerName = winner == Side.RED ? redName : blueName;
        String side = Terms.colour(language, winner);
        String loser = winner == Side.RED ? blueName : redName;
        return switch (result.ending()) {
            case FLAG_CAPTURED -> words.resultSpectatorFlagCaptured(winnerName, side, loser);
            case UNABLE_TO_MOVE -> words.resultSpectatorCannotMove(winnerName, side, loser);
            case RESIGNED -> words.resultSpectatorResigned(winnerName, side, loser);
            case TIMEOUT -> words.resultSpectatorTimedOut(winnerName, side, loser);
            default -> words.resultSpectatorWon(winnerName, side);
        };
    }

    /** A draw in words; {@code agreed} is the sentence for a draw both players agreed to. */
    private static String draw(WordBundle words, Result result, String agreed) {
        return switch (result.ending()) {
            case DRAW_AGREED -> agreed;
            case BOTH_UNABLE_TO_MOVE -> words.resultDrawNoMoves();
            case MOVE_LIMIT -> words.resultDrawMoveLimit();
            default -> words.resultDraw();
        };
    }

}
