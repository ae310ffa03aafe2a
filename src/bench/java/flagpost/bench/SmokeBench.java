package flagpost.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Proves the JMH set-up works (see docs/PERFORMANCE.md). It measures nothing about Flagpost; the real
 * benchmarks (rules engine) live beside it in this package.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SmokeBench {

    private final int[] squares = new int[100];

    @Benchmark
    public int sumOfTheBoard() {
        int sum = 0;
        for (int i = 0; i < squares.length; i++) {
            sum += squares[i] + i;
        }
        return sum;
    }
}
