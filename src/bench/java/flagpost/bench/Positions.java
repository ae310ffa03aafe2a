package flagpost.bench;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** Repeatable game states for the benchmarks. */
final class Positions {

    private Positions() {
    }

    /** A Classic game at its first move, from seeded random setups. */
    static Game opening(long seed) {
        return start(new Random(seed));
    }

    /** A Classic game from random legal setups drawn from {@code random}, Red's first. */
    static Game start(RandomGenerator random) {
        return Game.start(Setup.random(Side.RED, Variant.CLASSIC, random), Setup.random(Side.BLUE, Variant.CLASSIC, random),
                GameOptions.DEFAULT);
    }

    /**
     * A crowded Classic middlegame: uniformly random legal moves from {@link #opening} until {@code ply}.
     * Random moves capture steadily (seed 42: 74 pieces at ply 40, 65 at ply 80, 59 at ply 200), so
     * early plies are the crowded ones.
     */
    static Game randomMiddlegame(long seed, int ply) {
        Game game = opening(seed);
        SplittableRandom random = new SplittableRandom(seed);
        while (game.ply() < ply) {
            List<Move> legal = game.legalMoves();
            game = game.apply(legal.get(random.nextInt(legal.size()))).gameOrThrow();
            if (game.isOver()) {
                throw new IllegalStateException("seed " + seed + " ends before ply " + ply);
            }
        }
        return game;
    }

    static int pieces(Game game) {
        int count = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            if (game.pieceAt(Square.of(i)) != null) {
                count++;
            }
        }
        return count;
    }

    /**
     * A shuffle that never ends: each side moves three front-row pieces one square forward, then back,
     * in turn (Red on files a, b, e; Blue on files j, i, f, so they never meet). The same piece never
     * moves twice in a row and no piece comes next to an enemy, so neither repetition rule forbids a
     * move and the game never ends; both rules are still consulted on every move (no chase can last
     * that long: repeating positions is exactly what the chase rule forbids). One round is 12 plies, so
     * plies 20, 2,000 and 20,000 (165 and 1,665 rounds apart) are the same position with the same
     * move to play, differing only in the history behind them.
     */
    static final class Shuffle {
        private static final String[] RED = {"a4-a5", "b4-b5", "e4-e5", "a5-a4", "b5-b4", "e5-e4"};
        private static final String[] BLUE = {"j7-j6", "i7-i6", "f7-f6", "j6-j7", "i6-i7", "f6-f7"};

        /** A Classic opening whose a, b and e files hold movable pieces in front, so the shuffle can run. */
        static Game start() {
            for (long seed = 1; ; seed++) {
                Game game = opening(seed);
                if (movable(game, "a4", "b4", "e4", "j7", "i7", "f7")) {
                    return game;
                }
            }
        }

        private static boolean movable(Game game, String... squares) {
            for (String square : squares) {
                if (!game.pieceAt(Square.parse(square)).rank().isMovable()) {
                    return false;
                }
            }
            return true;
        }

        /** The move the shuffle plays at ply {@code game.ply() + 1}. */
        static Move next(Game game) {
            int ply = game.ply();
            String[] script = ply % 2 == 0 ? RED : BLUE;
            String text = script[(ply / 2) % script.length];
            return Move.of(text.substring(0, 2), text.substring(3));
        }

        static Game at(int ply) {
            Game game = start();
            while (game.ply() < ply) {
                game = game.apply(next(game)).gameOrThrow();
            }
            return game;
        }
    }
}
