package flagpost.bench;

import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import java.util.List;
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
 * (a) Legal-move generation and applying one move, at a Classic opening and in a crowded middlegame
 * (a seeded random playout to ply 80: 65 of the 80 pieces still on the board, 31 legal moves).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MoveGenerationBench {

    @Param({"opening", "middlegame"})
    public String position;

    private Game game;
    private Move move;

    @Setup
    public void setUp() {
        game = position.equals("opening") ? Positions.opening(42) : Positions.randomMiddlegame(42, 80);
        List<Move> legal = game.legalMoves();
        move = legal.get(legal.size() / 2);
        System.out.printf("%n%s: ply %d, %d pieces, %d legal moves, benchmarked move %s%n", position, game.ply(),
                Positions.pieces(game), legal.size(), move);
    }

    @Benchmark
    public List<Move> legalMoves() {
        return game.legalMoves();
    }

    /** Checks the move, plays it, and decides whether the game ends (which generates moves for both sides). */
    @Benchmark
    public MoveResult apply() {
        return game.apply(move);
    }
}
