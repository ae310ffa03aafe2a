package flagpost.support;

import java.util.List;

/** Percentiles of durations measured in nanoseconds, for benchmark reports. */
public final class Percentiles {

    private Percentiles() {
    }

    /** The {@code percent}th percentile of {@code nanos} (100 gives the largest), in milliseconds. */
    public static double millis(List<Long> nanos, int percent) {
        List<Long> sorted = nanos.stream().sorted().toList();
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100)) / 1e6;
    }
}
