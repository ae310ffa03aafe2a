package flagpost.support;

import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** A complete game found by seeded random play, to be replayed through the service. */
public record ScriptedGame(Setup red, Setup blue, List<Move> moves, Result result, long seed) {

    /** The first game, trying seeds from {@code firstSeed} on, that ends the wanted way within {@code maxPlies}. */
    public static ScriptedGame find(Variant variant, Ending wanted, long firstSeed, int maxPlies) {
        for (long seed = firstSeed; seed < firstSeed + 5_000; seed++) {
            Random random = new Random(seed);
            Setup red = Setup.random(Side.RED, variant, random);
            Setup blue = Setup.random(Side.BLUE, variant, random);
            Game game = Game.start(red, blue, GameOptions.DEFAULT);
            List<Move> moves = new ArrayList<>();
            while (!game.isOver() && moves.size() < maxPlies) {
                List<Move> legal = game.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                moves.add(move);
                game = game.apply(move).gameOrThrow();
            }
            if (game.isOver() && game.result().ending() == wanted) {
                return new ScriptedGame(red, blue, moves, game.result(), seed);
            }
        }
        throw new IllegalStateException("no " + variant + " game ending " + wanted + " found");
    }
}
