package flagpost.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MailDateFormat;
import jakarta.mail.internet.MimeMessage;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * The mailbox reader's work: messages handled by outcome ({@code flagpost_inbound_messages_total}: acted, refused,
 * ignored, which includes automatic mail and delivery reports, and duplicate), delivery reports by severity
 * ({@code flagpost_inbound_bounces_total}), the lag from a message's arrival in the mailbox to its handling
 * ({@code flagpost_inbound_lag_seconds}), and whether the reader is up ({@code flagpost_inbound_reader_up}, 1 or 0;
 * absent when this instance reads no mailbox).
 */
@Startup
@ApplicationScoped
public class InboundMeters {

    private static final List<String> OUTCOMES = List.of("acted", "refused", "ignored", "duplicate");
    private static final List<String> SEVERITIES = List.of("permanent", "temporary", "complaint");

    /**
     * The lag is between two real instants, the receiving server's stamp and now, so it is read on the system's clock,
     * not the application's (which tests move at will).
     */
    private static final Clock WALL = Clock.systemUTC();

    private final MeterRegistry registry;
    private final Timer lag;

    @Inject
    public InboundMeters(MeterRegistry registry) {
        this.registry = registry;
        for (String outcome : OUTCOMES) {
            messages(outcome);
        }
        for (String severity : SEVERITIES) {
            bounces(severity);
        }
        lag = Timer.builder("flagpost.inbound.lag").description("Time from a message's arrival in the mailbox to its handling")
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(100)).maximumExpectedValue(Duration.ofHours(1))
                .register(registry);
    }

    private Counter messages(String outcome) {
        return Counter.builder("flagpost.inbound.messages").description("Messages read from the mailbox, by what became of them")
                .tag("outcome", outcome).register(registry);
    }

    /** {@code message} was handled with {@code outcome} (an enum whose names are the outcomes above). */
    public void handled(MimeMessage message, Enum<?> outcome) {
        messages(outcome.name().toLowerCase(Locale.ROOT)).increment();
        Instant arrived = arrival(message);
        if (arrived != null) {
            Duration waited = Duration.between(arrived, WALL.instant());
            lag.record(waited.isNegative() ? Duration.ZERO : waited);
        }
    }

    /** A delivery report (a bounce or a complaint) of this severity was read. */
    public void bounce(Enum<?> severity) {
        bounces(severity.name().toLowerCase(Locale.ROOT)).increment();
    }

    private Counter bounces(String severity) {
        return Counter.builder("flagpost.inbound.bounces").description("Delivery reports read, by severity").tag("severity", severity)
                .register(registry);
    }

    /** Reports this instance's reader as up while {@code healthy} says so; called once, when the reader starts. */
    public void watchReader(BooleanSupplier healthy) {
        Gauge.builder("flagpost.inbound.reader.up", healthy, up -> up.getAsBoolean() ? 1 : 0)
                .description("1 while the mailbox is read and messages are handled, else 0").strongReference(true).register(registry);
    }

    /**
     * When the message reached the mailbox: the date of its newest {@code Received} header (the receiving server's own
     * stamp), else its {@code Date}; null when neither can be read. The reader hands over a copy of the message, which no
     * longer has the server's arrival date.
     */
    static Instant arrival(MimeMessage message) {
        try {
            String[] received = message.getHeader("Received");
            if (received != null && received.length > 0) {
                String newest = received[0];
                int semicolon = newest.lastIndexOf(';');
                if (semicolon >= 0) {
                    Date date = new MailDateFormat().parse(newest.substring(semicolon + 1).strip());
                    if (date != null) {
                        return date.toInstant();
                    }
                }
            }
            Date sent = message.getSentDate();
            return sent == null ? null : sent.toInstant();
        } catch (MessagingException | ParseException | RuntimeException unreadable) {
            return null;
        }
    }
}
