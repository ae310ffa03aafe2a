package flagpost.support;

import java.util.List;

/** Percentiles of durations measured in nanoseconds, and medians of rates, for benchmark reports. */
public final class Percentiles {

    private Percentiles() {
    }

    /** The {@code percent}th percentile of {@code nanos} (100 gives the largest), in milliseconds. */
    public static double millis(List<Long> nanos, int percent) {
        List<Long> sorted = nanos.stream().sorted().toList();
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100)) / 1e6;
    }

    /** The median of {@code values} (the mean of the middle two when there is an even number). */
    public static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }
}
