package flagpost.web;

import flagpost.rules.Battle;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Side;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The words the play and history pages use for times, moves, battles and results. Ranks are named
 * only for battles (both ranks of a battle are known to both players) and finished games.
 */
final class GameWords {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private GameWords() {
    }

    /** "Tuesday 6 January 2026, 09:00 UTC". */
    static String when(Instant instant) {
        return WHEN.format(instant);
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

    /** The result told from {@code seat}'s side: "You won: you captured Bob's Flag." */
    static String result(Result result, Side seat, String redName, String blueName) {
        if (result.isDraw()) {
            return switch (result.ending()) {
                case DRAW_AGREED -> "The game is a draw: you both agreed to it.";
                case BOTH_UNABLE_TO_MOVE -> "The game is a draw: neither side can move.";
                case MOVE_LIMIT -> "The game is a draw: the move limit was reached.";
                default -> "The game is a draw.";
            };
        }
        boolean youWon = result.winner() == seat;
        String opponent = seat == Side.RED ? blueName : redName;
        String loser = youWon ? opponent : "you";
        String because = switch (result.ending()) {
            case FLAG_CAPTURED -> youWon ? "you captured " + opponent + "'s Flag." : opponent + " captured your Flag.";
            case UNABLE_TO_MOVE -> loser + (youWon ? " has" : " have") + " no piece left that can move.";
            case RESIGNED -> loser + " resigned.";
            case TIMEOUT -> loser + " ran out of time.";
            default -> result.ending().description() + ".";
        };
        return (youWon ? "You won: " : opponent + " won: ") + because;
    }
}
