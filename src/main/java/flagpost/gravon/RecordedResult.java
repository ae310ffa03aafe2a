package flagpost.gravon;

import flagpost.rules.Result;
import flagpost.rules.Side;

/**
 * The result a Gravon record gives, kept as recorded. Almost always it is an ending Flagpost's rules know
 * ({@link Flagpost}). Real records also hold two kinds Flagpost never gives (docs/RULES.md §9): a draw on
 * time or by absence (result types 10–14 with winner 3) and an agreed draw that names a winner (type 4
 * with winner 1 or 2). Those are kept as Gravon wrote them ({@link GravonOnly}) rather than bent into a
 * Flagpost {@link Result}, whose rules forbid them.
 */
public sealed interface RecordedResult permits RecordedResult.Flagpost, RecordedResult.GravonOnly {

    /** The record of a Flagpost result; null (no result) stays null. */
    static RecordedResult of(Result result) {
        return result == null ? null : new Flagpost(result);
    }

    /** The Flagpost result, or null for an ending only Gravon records. */
    Result flagpostResult();

    /**
     * Whether the game was decided away from the board (a resignation, an agreement, the clock, absence):
     * the board cannot confirm such an ending, only contradict it by having ended the game first.
     */
    boolean decidedOffTheBoard();

    /** {@code ENDING:winner}, as the Replay tool prints it: {@code RESIGNED:blue}, {@code GRAVON_GAME_CLOCK:draw}. */
    String code();

    /** {@code red}, {@code blue} or {@code draw} (no winner), as in the Replay tool's lines. */
    static String winnerCode(Side winner) {
        return winner == null ? "draw" : winner == Side.RED ? "red" : "blue";
    }

    /** An ending Flagpost's rules know. */
    record Flagpost(Result result) implements RecordedResult {

        public Flagpost {
            if (result == null) {
                throw new IllegalArgumentException("a recorded result needs a result; a record without one has none at all");
            }
        }

        @Override
        public Result flagpostResult() {
            return result;
        }

        @Override
        public boolean decidedOffTheBoard() {
            return switch (result.ending()) {
                case RESIGNED, DRAW_AGREED, TIMEOUT -> true;
                case FLAG_CAPTURED, UNABLE_TO_MOVE, BOTH_UNABLE_TO_MOVE, MOVE_LIMIT -> false;
            };
        }

        @Override
        public String code() {
            return result.ending().code() + ":" + winnerCode(result.winner());
        }
    }

    /**
     * An ending only Gravon records: its result {@code type} and {@code winner} (null for Gravon's winner 3,
     * a draw) exactly as written. Only the combinations Flagpost has no ending for are allowed here, so a
     * result is never recorded both ways.
     */
    record GravonOnly(int type, Side winner) implements RecordedResult {

        public GravonOnly {
            if (!isGravonOnly(type, winner)) {
                throw new IllegalArgumentException("Gravon result type " + type + " with " + (winner == null ? "no winner" : "a winner")
                        + " is not an ending only Gravon has (those are type 4 with a winner and types 10–14 without)");
            }
        }

        /** Type 4 (draw agreed) naming a winner, or types 10–14 (time and absence) naming none. */
        static boolean isGravonOnly(int type, Side winner) {
            return (type == 4 && winner != null) || (type >= 10 && type <= 14 && winner == null);
        }

        @Override
        public Result flagpostResult() {
            return null;
        }

        @Override
        public boolean decidedOffTheBoard() {
            return true;
        }

        /** Gravon's meaning of the type (docs/RULES.md §9), prefixed GRAVON_ so it is never taken for a Flagpost ending. */
        @Override
        public String code() {
            String name = switch (type) {
                case 4 -> "DRAW_AGREED";
                case 10 -> "BOTH_ABSENT";
                case 11 -> "PLAYER_CLOCK";
                case 12 -> "GAME_CLOCK";
                case 13 -> "PLAYER_CLOCK_WHILE_ABSENT";
                default -> "OPPONENT_ABSENT"; // 14; the constructor allows no other
            };
            return "GRAVON_" + name + ":" + winnerCode(winner);
        }
    }
}
