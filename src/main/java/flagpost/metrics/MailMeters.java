package flagpost.metrics;

import flagpost.store.NotificationKind;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the outbox did with each email, by kind: {@code flagpost_mail_sent_total} (handed to the mail server),
 * {@code _retried_total} (a failed attempt that will be tried again), {@code _failed_total} (given up),
 * {@code _undeliverable_total} (its address stopped taking mail), {@code _muted_total} (the seat unsubscribed), and
 * {@code flagpost_mail_superseded_total} (turn emails a newer one made pointless, counted per run, without a kind);
 * and how long one SMTP send took ({@code flagpost_smtp_send_seconds}).
 */
@Startup
@ApplicationScoped
public class MailMeters {

    private final Map<NotificationKind, Counter> sent;
    private final Map<NotificationKind, Counter> retried;
    private final Map<NotificationKind, Counter> failed;
    private final Map<NotificationKind, Counter> undeliverable;
    private final Map<NotificationKind, Counter> muted;
    private final Counter superseded;
    private final Counter restsUnderLoad;
    private final Timer smtpSend;

    @Inject
    public MailMeters(MeterRegistry registry) {
        sent = byKind(registry, "flagpost.mail.sent", "Emails handed to the mail server");
        retried = byKind(registry, "flagpost.mail.retried", "Failed attempts to send an email that will be tried again");
        failed = byKind(registry, "flagpost.mail.failed", "Emails given up");
        undeliverable = byKind(registry, "flagpost.mail.undeliverable", "Emails not sent because their address stopped taking mail");
        muted = byKind(registry, "flagpost.mail.muted", "Emails not sent because the seat unsubscribed from that kind");
        superseded = Counter.builder("flagpost.mail.superseded").description("Turn emails not sent because a newer one replaced them")
                .register(registry);
        restsUnderLoad = Counter.builder("flagpost.outbox.rests.under.load")
                .description("Rests the outbox took between batches because people were being served").register(registry);
        smtpSend = Timer.builder("flagpost.smtp.send").description("Time to hand one email to the mail server")
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(1)).maximumExpectedValue(Duration.ofSeconds(60))
                .register(registry);
    }

    private static Map<NotificationKind, Counter> byKind(MeterRegistry registry, String name, String description) {
        Map<NotificationKind, Counter> counters = new EnumMap<>(NotificationKind.class);
        for (NotificationKind kind : NotificationKind.values()) {
            counters.put(kind, Counter.builder(name).description(description).tag("kind", kind.name().toLowerCase(Locale.ROOT))
                    .register(registry));
        }
        return counters;
    }

    /** An email of {@code kind} handed to the mail server; its send began at {@code startedNanos} ({@link System#nanoTime}). */
    public void sent(NotificationKind kind, long startedNanos) {
        smtpSend.record(System.nanoTime() - startedNanos, TimeUnit.NANOSECONDS);
        sent.get(kind).increment();
    }

    /** A failed attempt at an email of {@code kind}: given up, or to be tried again. */
    public void attemptFailed(NotificationKind kind, boolean givenUp) {
        (givenUp ? failed : retried).get(kind).increment();
    }

    public void undeliverable(NotificationKind kind) {
        undeliverable.get(kind).increment();
    }

    public void muted(NotificationKind kind) {
        muted.get(kind).increment();
    }

    public void superseded(int count) {
        superseded.increment(count);
    }

    /** The outbox rested between two batches because people were being served ({@code OutboxPace}). */
    public void restedUnderLoad() {
        restsUnderLoad.increment();
    }
}
