package flagpost.mail;

import flagpost.store.OutboxQueue;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Clears the stored bodies of emails sent longer ago than {@code flagpost.mail.keep-sent-bodies}. An email's links
 * (and its unsubscribe link) stay valid for months, so a body kept for ever is a live key kept for ever in every
 * backup. Address, Message-ID, subject and state stay, so the record of what was sent when stays complete.
 */
@ApplicationScoped
public class SentBodies {

    /** Rows per transaction, so clearing a long backlog never holds many row locks at once. */
    private static final int CHUNK = 1_000;

    private final Clock clock;
    private final MailConfig config;
    private final OutboxQueue queue;

    @Inject
    public SentBodies(Clock clock, MailConfig config, OutboxQueue queue) {
        this.clock = clock;
        this.config = config;
        this.queue = queue;
    }

    /** Clears what is old enough; returns how many rows were cleared. */
    public int clearOld() {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        Instant before = now.minus(config.keepSentBodies());
        int cleared = 0;
        int chunk;
        do {
            chunk = QuarkusTransaction.requiringNew().call(() -> queue.clearBodies(before, CHUNK, now));
            cleared += chunk;
        } while (chunk == CHUNK);
        return cleared;
    }
}
