package flagpost.gravon;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.List;

/**
 * A game record as Gravon writes it: both setups, the moves, the players and the recorded result
 * (null when the record has none; see {@link RecordedResult} for the endings only Gravon has).
 * {@code options} are Flagpost's defaults unless the record carries Flagpost's own attributes for them.
 *
 * <p>Player names are kept as XML can carry them and Gravon shows them: on one line, without
 * surrounding blanks, and {@code ""} when unknown. So writing a record and reading it back gives an
 * equal record.
 */
public record GravonGame(Variant variant, GameOptions options, Setup red, Setup blue, List<Move> moves,
        String redPlayer, String bluePlayer, RecordedResult recordedResult) {

    public GravonGame {
        if (variant == null || options == null || red == null || blue == null) {
            throw new IllegalArgumentException("a record needs a variant, options and both setups");
        }
        if (red.side() != Side.RED || blue.side() != Side.BLUE || red.variant() != variant || blue.variant() != variant) {
            throw new IllegalArgumentException("need Red's and Blue's " + variant.displayName() + " setups, got " + red + " and " + blue);
        }
        moves = List.copyOf(moves);
        redPlayer = playerName(redPlayer);
        bluePlayer = playerName(bluePlayer);
    }

    /** The record of a Flagpost game: its setups and moves, and its result if it is over. */
    public static GravonGame of(Game start, List<Move> moves, Result result, String redPlayer, String bluePlayer) {
        return new GravonGame(start.variant(), start.options(), start.setup(Side.RED),
                start.setup(Side.BLUE), moves, redPlayer, bluePlayer, RecordedResult.of(result));
    }

    public Game start() {
        return Game.start(red, blue, options);
    }

    private static String playerName(String name) {
        if (name == null) {
            return "";
        }
        StringBuilder clean = new StringBuilder(name.length());
        name.codePoints().forEach(c -> clean.appendCodePoint(Character.isISOControl(c) || c == 0xFFFE || c == 0xFFFF ? ' ' : c));
        return clean.toString().strip();
    }
}
