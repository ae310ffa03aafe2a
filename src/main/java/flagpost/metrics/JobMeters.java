package flagpost.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The scheduled jobs' runs ({@code flagpost_job_runs_total}, labels {@code job} and {@code outcome}: ok or failed) and
 * their duration ({@code flagpost_job_duration_seconds}, label {@code job}). How far each job is behind is read from the
 * database ({@link DatabaseGauges}).
 */
@ApplicationScoped
public class JobMeters {

    private final MeterRegistry registry;

    @Inject
    public JobMeters(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Runs {@code job}'s work, counting the run and its time; what the work throws is thrown on, counted as failed. */
    public <T> T timed(String job, Supplier<T> work) {
        long started = System.nanoTime();
        boolean ok = false;
        try {
            T result = work.get();
            ok = true;
            return result;
        } finally {
            Timer.builder("flagpost.job.duration").description("Time one run of a scheduled job took").tag("job", job)
                    .minimumExpectedValue(Duration.ofMillis(1)).register(registry).record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
            Counter.builder("flagpost.job.runs").description("Runs of the scheduled jobs").tag("job", job).tag("outcome", ok ? "ok" : "failed")
                    .register(registry).increment();
        }
    }
}
