package flagpost.web;

import flagpost.game.GameSettings;
import flagpost.game.GameSummary;
import flagpost.rules.GameOptions;
import flagpost.rules.Result;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/** A game's settings and standing in words, told from one seat, for the invitation page and the games list. */
final class GameWords {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private GameWords() {
    }

    static String when(Instant instant) {
        return instant == null ? "" : WHEN.format(instant);
    }

    static String variant(GameSummary summary) {
        return summary.variant().displayName() + " (" + summary.variant().armySize() + " pieces each)";
    }

    static String daysPerMove(int days) {
        return days == 1 ? "1 day per move" : days + " days per move";
    }

    /** The rules options, one sentence each, official ones marked as such. */
    static List<String> options(GameOptions options) {
        return List.of(
                options.twoSquaresLimit() == 3
                        ? "Two-squares rule: a piece may go back and forth between two squares 3 times in a row (official)."
                        : "Two-squares rule, lenient: a piece may go back and forth between two squares 5 times in a row.",
                options.scoutAttacksAtRange()
                        ? "Scouts may move several squares and attack in the same move (official)."
                        : "Scouts may not attack at the end of a move of several squares.",
                options.hasPlyCap()
                        ? "The game is a draw after " + options.plyCap() + " moves (both sides counted)."
                        : "No move limit.");
    }

    /** Where the game stands, from the seat: "Your move", "Alice invites you", "You won: Bob resigned"... */
    static String status(GameSettings game) {
        GameSummary summary = game.summary();
        String opponent = summary.opponentName();
        return switch (summary.status()) {
            case INVITED -> !game.invitationOpen() ? "Invitation lapsed"
                    : game.invitedSeat() ? opponent + " invites you" : "Waiting for " + opponent + " to accept";
            case DECLINED -> game.invitedSeat() ? "You declined" : opponent + " declined";
            case LAPSED -> "Never started: it lapsed";
            case SETUP -> "Placing pieces";
            case PLAYING -> summary.sideToMove() == summary.seat() ? "Your move" : opponent + "'s move";
            case FINISHED -> result(summary.result(), summary);
        };
    }

    static String result(Result result, GameSummary summary) {
        if (result == null) {
            return "Over";
        }
        if (result.isDraw()) {
            return "Draw: " + result.ending().description();
        }
        boolean youWon = result.winner() == summary.seat();
        String loser = youWon ? summary.opponentName() : "you";
        return (youWon ? "You won" : summary.opponentName() + " won") + switch (result.ending()) {
            case FLAG_CAPTURED -> ": the Flag was captured";
            case UNABLE_TO_MOVE -> ": " + loser + " could not move";
            case RESIGNED -> ": " + loser + " resigned";
            case TIMEOUT -> ": " + loser + " ran out of time";
            default -> ": " + result.ending().description();
        };
    }
}
