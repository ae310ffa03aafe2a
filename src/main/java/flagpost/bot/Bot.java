package flagpost.bot;

import flagpost.rules.Move;
import flagpost.rules.PlayerView;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The computer player. It is given what its seat may know and nothing else: the seat's {@link PlayerView}, the legal
 * moves the engine gives that seat, a {@link Level} and a seed; it is never given a game. Where it needs the hidden
 * ranks it imagines them, consistent with the view. The same view, moves, level, seed and iteration budget always
 * give the same decision, whatever the hidden ranks really are.
 *
 * <p>Pure Java like the rules: no clock (a wall-clock cap comes in through the {@link Budget}), no I/O, no state
 * between calls, so any thread or instance may ask it about any game.
 */
public final class Bot {

    private Bot() {
    }

    /** The decision on the seat's turn, with the level's default budget. */
    public static Decision decide(PlayerView view, List<Move> legalMoves, Level level, long seed) {
        return decide(view, legalMoves, level, seed, Budget.NORMAL);
    }

    /**
     * The decision on the seat's turn: one of {@code legalMoves} (the engine's legal moves for the seat, which
     * already obey the repetition rules), or a resignation when the position is hopeless ({@link Level#EASY} and
     * {@link Level#NORMAL} only; see {@link Assessment#isHopeless}). {@code budget} is used by {@link Level#NORMAL}.
     */
    public static Decision decide(PlayerView view, List<Move> legalMoves, Level level, long seed, Budget budget) {
        if (view.viewer() == null || !view.isViewersTurn()) {
            throw new IllegalArgumentException("the computer decides only on its own seat's turn");
        }
        if (legalMoves.isEmpty()) {
            throw new IllegalArgumentException("no legal move to choose from");
        }
        if (level == Level.RANDOM) {
            return new Decision.Play(legalMoves.get(new SplittableRandom(seed).nextInt(legalMoves.size())));
        }
        Knowledge knowledge = Knowledge.of(view);
        if (new Assessment(knowledge).isHopeless()) {
            return new Decision.Resign();
        }
        int index = level == Level.EASY
                ? Easy.choose(knowledge, legalMoves, seed)
                : new Search(knowledge, legalMoves, seed, budget).choose();
        return new Decision.Play(legalMoves.get(index));
    }

    /**
     * The answer to a draw offer: yes when its assessment says it is losing or the game is dead (no battle in
     * {@link Assessment#DEAD_AFTER_PLIES} plies), no otherwise. It never offers a draw, a pause or vacation itself.
     */
    public static boolean acceptsDraw(PlayerView view) {
        if (view.viewer() == null || view.isOver()) {
            throw new IllegalArgumentException("only a seat of a game in progress answers a draw offer");
        }
        Assessment assessment = new Assessment(Knowledge.of(view));
        return assessment.isLosing() || assessment.isDead();
    }

    /** A setup of its own for this variant and side; each seed gives its own. */
    public static Setup setup(Variant variant, Side side, long seed) {
        return Setups.generate(variant, side, seed);
    }
}
