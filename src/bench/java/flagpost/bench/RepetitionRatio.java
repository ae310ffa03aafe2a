package flagpost.bench;

import flagpost.rules.Game;
import flagpost.rules.Move;
import java.util.Arrays;

/**
 * {@link RepetitionBench}'s question answered on a noisy machine: JMH measures ply 20, 2,000 and
 * 20,000 one after the other, in separate JVMs, so a burst of load or a different JIT outcome in
 * one of them shows up as a ratio. Here one JVM measures blocks of applies at the three plies in
 * rotation, so load falls on all three alike, and prints the median ratios. Run after
 * {@code ./mvnw -Pbench test-compile} with
 * {@code java -cp target/classes:target/test-classes flagpost.bench.RepetitionRatio}.
 */
public final class RepetitionRatio {

    private static final int[] PLIES = {20, 2_000, 20_000};
    private static final int BLOCK = 200_000;
    private static final int WARM_UP_ROUNDS = 10;
    private static final int ROUNDS = 31;

    private RepetitionRatio() {
    }

    public static void main(String[] args) {
        Game[] games = new Game[PLIES.length];
        Move[] moves = new Move[PLIES.length];
        for (int i = 0; i < PLIES.length; i++) {
            games[i] = Positions.Shuffle.at(PLIES[i]);
            moves[i] = Positions.Shuffle.next(games[i]);
        }
        double[][] nanos = new double[PLIES.length][ROUNDS];
        long sink = 0;
        for (int round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
            for (int k = 0; k < PLIES.length; k++) {
                int i = Math.floorMod(k + round, PLIES.length);
                long start = System.nanoTime();
                for (int n = 0; n < BLOCK; n++) {
                    sink += games[i].apply(moves[i]).hashCode();
                }
                if (round >= 0) {
                    nanos[i][round] = (System.nanoTime() - start) / (double) BLOCK;
                }
            }
        }
        for (int i = 0; i < PLIES.length; i++) {
            double[] ratios = new double[ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                ratios[round] = nanos[i][round] / nanos[0][round];
            }
            System.out.printf("ply %6d: apply median %6.1f ns, fastest %6.1f ns; ratio to ply %d: median %.3f%n", PLIES[i],
                    median(nanos[i]), Arrays.stream(nanos[i]).min().orElse(0), PLIES[0], median(ratios));
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
