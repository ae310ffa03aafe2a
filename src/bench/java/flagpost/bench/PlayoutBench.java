package flagpost.bench;

import flagpost.rules.Game;
import flagpost.rules.Move;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * (c) Complete Classic games from random legal setups with uniformly random legal moves, one game per
 * operation on one thread: the score is games per second, the {@code plies} counter plies per second.
 * At the end of the run the median game length is printed.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PlayoutBench {

    /** Counted per iteration and reported as rates next to the score. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counters {
        public long plies;

        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    private SplittableRandom random;
    private final List<Integer> lengths = new ArrayList<>();

    @Setup(Level.Trial)
    public void setUp() {
        random = new SplittableRandom(2026);
    }

    @Benchmark
    public Game randomClassicGame(Counters counters) {
        Game game = play(random);
        counters.plies += game.ply();
        lengths.add(game.ply());
        return game;
    }

    static Game play(SplittableRandom random) {
        Game game = Positions.start(random);
        while (!game.isOver()) {
            List<Move> legal = game.legalMoves();
            game = game.apply(legal.get(random.nextInt(legal.size()))).gameOrThrow();
        }
        return game;
    }

    @TearDown(Level.Trial)
    public void reportLengths() {
        List<Integer> sorted = new ArrayList<>(lengths);
        Collections.sort(sorted);
        int n = sorted.size();
        System.out.printf("%nrandom Classic games played: %d; length in plies: median %d, mean %.0f, 10%% %d, 90%% %d, max %d%n", n,
                sorted.get(n / 2), sorted.stream().mapToInt(Integer::intValue).average().orElse(0), sorted.get(n / 10),
                sorted.get(n * 9 / 10), sorted.get(n - 1));
    }
}
