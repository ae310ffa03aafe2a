package flagpost.gravon;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A complete game from random legal setups and uniformly random legal moves, repeatable from its seed:
 * the setups and the moves are drawn from one {@code new Random(seed)}, in that order.
 */
public record RandomPlayout(Game start, List<Move> moves, Game end) {

    public static RandomPlayout play(Variant variant, GameOptions options, long seed, int maxPlies) {
        Random random = new Random(seed);
        Setup red = Setup.random(Side.RED, variant, random);
        Setup blue = Setup.random(Side.BLUE, variant, random);
        Game start = Game.start(red, blue, options);
        Game game = start;
        List<Move> moves = new ArrayList<>();
        while (!game.isOver() && moves.size() < maxPlies) {
            List<Move> legal = game.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            game = game.apply(move).gameOrThrow();
            moves.add(move);
        }
        return new RandomPlayout(start, moves, game);
    }

    /** The record Flagpost would export: the board's result when the game is over, else none. */
    public GravonGame record(String redPlayer, String bluePlayer) {
        return GravonGame.of(start, moves, end.result(), redPlayer, bluePlayer);
    }
}
