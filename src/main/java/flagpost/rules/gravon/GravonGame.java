package flagpost.rules.gravon;

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
 * (null when the record has none). {@code options} are Flagpost's defaults unless the record carries
 * Flagpost's own attributes for them.
 */
public record GravonGame(Variant variant, GameOptions options, Setup red, Setup blue, List<Move> moves,
        String redPlayer, String bluePlayer, Result recordedResult) {

    public GravonGame {
        moves = List.copyOf(moves);
    }

    /** The record of a Flagpost game: its setups and moves, and its result if it is over. */
    public static GravonGame of(Game start, List<Move> moves, Result result, String redPlayer, String bluePlayer) {
        return new GravonGame(start.variant(), start.options(), start.setup(Side.RED),
                start.setup(Side.BLUE), moves, redPlayer, bluePlayer, result);
    }

    public Game start() {
        return Game.start(red, blue, options);
    }
}
