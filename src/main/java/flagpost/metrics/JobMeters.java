package flagpost.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The scheduled jobs' runs ({@code flagpost_job_runs_total}, labels {@code task} and {@code outcome}: ok or failed) and
 * their duration ({@code flagpost_job_duration_seconds}, label {@code task}). How far each job is behind is read from the
 * database ({@link DatabaseGauges}). The meters exist from the start, so a dashboard shows 0 for a job that has not run.
 * The job's label is {@code task}, not {@code job}: Prometheus gives every series of a scrape target its own {@code job}.
 */
@Startup
@ApplicationScoped
public class JobMeters {

    /** The jobs' names, as {@code flagpost.jobs} passes them. */
    static final List<String> JOBS = List.of("deadlines", "vacations", "digests", "outbox", "sent-bodies");

    private final Map<String, Timer> durations = new HashMap<>();
    private final Map<String, Counter> ok = new HashMap<>();
    private final Map<String, Counter> failed = new HashMap<>();

    @Inject
    public JobMeters(MeterRegistry registry) {
        for (String job : JOBS) {
            durations.put(job, Timer.builder("flagpost.job.duration").description("Time one run of a scheduled job took").tag("task", job)
                    .minimumExpectedValue(Duration.ofMillis(1)).register(registry));
            ok.put(job, runs(registry, job, "ok"));
            failed.put(job, runs(registry, job, "failed"));
        }
    }

    private static Counter runs(MeterRegistry registry, String job, String outcome) {
        return Counter.builder("flagpost.job.runs").description("Runs of the scheduled jobs").tag("task", job).tag("outcome", outcome)
                .register(registry);
    }

    /**
     * Runs {@code job}'s work (one of {@link #JOBS}), counting the run and its time; what the work throws is thrown on,
     * the run counted as failed.
     */
    public <T> T timed(String job, Supplier<T> work) {
        Timer duration = durations.get(job);
        if (duration == null) {
            throw new IllegalArgumentException("no such job: " + job);
        }
        long started = System.nanoTime();
        boolean done = false;
        try {
            T result = work.get();
            done = true;
            return result;
        } finally {
            duration.record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
            (done ? ok : failed).get(job).increment();
        }
    }
}
