package flagpost.web;

import flagpost.game.GameSettings;
import flagpost.game.GameSummary;
import flagpost.rules.Battle;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * The words the pages use for times, moves, battles, results, and a game's settings and standing.
 * Ranks are named only for battles (both ranks of a battle are known to both players) and finished games.
 */
final class GameWords {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private GameWords() {
    }

    /** "Tuesday 6 January 2026, 09:00 UTC"; empty for no time. */
    static String when(Instant instant) {
        return instant == null ? "" : WHEN.format(instant);
    }

    /** "in 2 days 3 hours", "in 5 hours 10 minutes", "in 4 minutes"; "now" once it has passed. */
    static String timeLeft(Duration left) {
        long minutes = left.toMinutes();
        if (minutes < 1) {
            return left.isNegative() || left.isZero() ? "now" : "in less than a minute";
        }
        long days = minutes / (24 * 60);
        long hours = minutes / 60 % 24;
        long mins = minutes % 60;
        if (days > 0) {
            return "in " + count(days, "day") + (hours > 0 ? " " + count(hours, "hour") : "");
        }
        if (hours > 0) {
            return "in " + count(hours, "hour") + (mins > 0 ? " " + count(mins, "minute") : "");
        }
        return "in " + count(mins, "minute");
    }

    private static String count(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }

    /** "e4-e5", or "e6xe7: Red Captain attacks Blue Lieutenant, attacker wins". */
    static String move(Move move, Battle battle) {
        return battle == null ? move.notation(false) : move.notation(true) + ": " + battle(battle);
    }

    /** "Red Captain attacks Blue Lieutenant, attacker wins". */
    static String battle(Battle battle) {
        String outcome = switch (battle.outcome()) {
            case ATTACKER_WINS -> "attacker wins";
            case DEFENDER_WINS -> "defender wins";
            case BOTH_REMOVED -> "both are removed";
        };
        return battle.attacker() + " attacks " + battle.defender() + ", " + outcome;
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
            case FINISHED -> summary.result() == null ? "Over" : summary.resultInWords();
        };
    }
}
