package flagpost.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The computer's pace as its thinkers keep it: the share of the time they rested at after their last turn
 * ({@code flagpost_computer_share}: {@code flagpost.computer.busy-share} when the service was quiet, the share under load
 * while people were waiting), and how many rests were the longer ones under load
 * ({@code flagpost_computer_rests_under_load_total}). Together with the queue ({@link DatabaseGauges}) they say whether
 * a computer that is behind is behind because people kept the machine busy. The queue's gauges are read from the database;
 * these from memory, per instance.
 */
@Startup
@ApplicationScoped
public class ComputerMeters {

    private final Counter restsUnderLoad;
    private volatile double share = Double.NaN;

    @Inject
    public ComputerMeters(MeterRegistry registry) {
        Gauge.builder("flagpost.computer.share", this, meters -> meters.share)
                .description("The share of the time the computer's thinkers rested at after their last turn (lower while people are served)")
                .register(registry);
        restsUnderLoad = Counter.builder("flagpost.computer.rests.under.load")
                .description("Rests the computer's thinkers took at the share under load, because people were being served")
                .register(registry);
    }

    /** The share the thinkers keep before their first turn ({@code flagpost.computer.busy-share}). */
    public void startsAt(double share) {
        this.share = share;
    }

    /** A thinker rested at {@code share}; {@code underLoad} when that was the share under load. */
    public void rested(double share, boolean underLoad) {
        this.share = share;
        if (underLoad) {
            restsUnderLoad.increment();
        }
    }

    /** The share of the last rest, for a test. */
    public double share() {
        return share;
    }
}
