package flagpost.metrics;

import flagpost.store.GameStatus;
import flagpost.store.HostFigures;
import flagpost.store.HostFigures.Figures;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The gauges read from the database, computed when Prometheus scrapes (on the management interface's thread, never a
 * player's request): games by status ({@code flagpost_games}), the outbox's pending rows ({@code flagpost_outbox_pending})
 * and the age of its oldest due one ({@code flagpost_outbox_oldest_due_seconds}, 0 when none waits), the emails handed
 * to the mail server today ({@code flagpost_mail_budget_used}), how far the deadline and vacation jobs are behind their
 * oldest due item ({@code flagpost_job_behind_seconds}, label {@code task}), the computer's queue (turns waiting
 * {@code flagpost_computer_turns_waiting}, those whose last answer failed {@code flagpost_computer_turns_failing}, and
 * how long the oldest due one has waited {@code flagpost_computer_oldest_due_seconds}), and whether the database answered
 * ({@code flagpost_database_up}). One statement ({@link HostFigures}) reads them all, and its answer is kept for
 * {@code flagpost.metrics.database-max-age}, so one scrape costs one query however many gauges it reads.
 */
@Startup
@ApplicationScoped
public class DatabaseGauges {

    private static final Logger LOG = Logger.getLogger(DatabaseGauges.class);

    private final HostFigures figures;
    private final Clock clock;
    private final Duration maxAge;
    private Figures last;
    private Instant readAt;
    private long readAtNanos;
    private boolean up;
    private boolean everRead;

    @Inject
    public DatabaseGauges(MeterRegistry registry, HostFigures figures, Clock clock,
            @ConfigProperty(name = "flagpost.metrics.database-max-age", defaultValue = "10s") Duration maxAge) {
        this.figures = figures;
        this.clock = clock;
        this.maxAge = maxAge;
        for (GameStatus status : GameStatus.values()) {
            gauge(registry, "flagpost.games", "Games by status", read -> read.gamesByStatus().get(status))
                    .tag("status", status.name().toLowerCase(Locale.ROOT)).register(registry);
        }
        gauge(registry, "flagpost.outbox.pending", "Emails waiting in the outbox, due or not", Figures::outboxPending).register(registry);
        gauge(registry, "flagpost.outbox.oldest.due", "How long the oldest due email has waited, 0 when none is due",
                read -> secondsSince(read.outboxOldestDue())).baseUnit("seconds").register(registry);
        gauge(registry, "flagpost.mail.budget.used", "Emails handed to the mail server today (UTC), counted against the daily limit",
                Figures::sentToday).register(registry);
        gauge(registry, "flagpost.job.behind", "How long the oldest item due to a job has waited, 0 when none is due",
                read -> secondsSince(read.deadlineOldestDue())).baseUnit("seconds").tag("task", "deadlines").register(registry);
        gauge(registry, "flagpost.job.behind", "How long the oldest item due to a job has waited, 0 when none is due",
                read -> secondsSince(read.vacationOldestDue())).baseUnit("seconds").tag("task", "vacations").register(registry);
        gauge(registry, "flagpost.computer.turns.waiting", "Turns the computer owes an answer, due, being thought or put off after a fault",
                read -> read.computer().waiting()).register(registry);
        gauge(registry, "flagpost.computer.turns.failing", "Turns the computer owes whose last answer failed (retried, each wait doubled)",
                read -> read.computer().failing()).register(registry);
        gauge(registry, "flagpost.computer.oldest.due", "How long the computer's oldest due turn has waited, 0 when none is due",
                read -> secondsSince(read.computer().oldestDue())).baseUnit("seconds").register(registry);
        Gauge.builder("flagpost.database.up", this, gauges -> gauges.current() != null && gauges.up ? 1 : 0)
                .description("1 when the database answered the last read of these gauges, else 0").register(registry);
    }

    private Gauge.Builder<DatabaseGauges> gauge(MeterRegistry registry, String name, String description, ToDoubleFunction<Figures> value) {
        return Gauge.builder(name, this, gauges -> {
            Figures now = gauges.current();
            return now == null ? Double.NaN : value.applyAsDouble(now);
        }).description(description).strongReference(true);
    }

    /** The figures, read again when older than the maximum age; null when the database did not answer. */
    synchronized Figures current() {
        if (readAt != null && System.nanoTime() - readAtNanos < maxAge.toNanos()) {
            return up ? last : null;
        }
        Instant now = clock.instant();
        readAt = now;
        readAtNanos = System.nanoTime();
        try {
            last = QuarkusTransaction.requiringNew().call(() -> figures.read(now));
            up = true;
        } catch (RuntimeException unreachable) {
            if (up || !everRead) {
                LOG.warnf("metrics: the database did not answer (%s)", unreachable.getClass().getSimpleName());
            }
            up = false;
            last = null;
        }
        everRead = true;
        return last;
    }

    private double secondsSince(Instant due) {
        return due == null ? 0 : Math.max(0, Duration.between(due, readAt).toMillis() / 1000.0);
    }
}
