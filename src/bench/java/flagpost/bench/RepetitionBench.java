package flagpost.bench;

import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * (b) Applying a move with both repetition rules in force, at ply 20, 2,000 and 20,000 of a game
 * that is nothing but shuffling (see {@link Positions.Shuffle}): the positions and moves are
 * identical, so any difference is the cost of the history. The ratios should be about 1; run with
 * {@code -prof gc} to see that the bytes allocated per move are the same too.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RepetitionBench {

    @Param({"20", "2000", "20000"})
    public int ply;

    private Game game;
    private Move move;

    @Setup
    public void setUp() {
        game = Positions.Shuffle.at(ply);
        move = Positions.Shuffle.next(game);
        if (!game.apply(move).isAccepted() || game.isOver()) {
            throw new IllegalStateException("the shuffle stopped at ply " + ply);
        }
        System.out.printf("%nshuffle at ply %d: %s to play %s, position hash %016x%n", game.ply(), game.sideToMove(), move,
                game.positionHash());
    }

    @Benchmark
    public MoveResult applyShuffleMove() {
        return game.apply(move);
    }
}
