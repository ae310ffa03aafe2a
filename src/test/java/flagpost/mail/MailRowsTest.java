package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.store.NotificationEntity;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A composed message reads back from its row as the same message. The outbox sends a row it has just composed as
 * composed, without reading it back (OutboxComposing), and a retry sends it as read back: both must be one email.
 */
class MailRowsTest {

    private static final Instant COMPOSED = Instant.parse("2026-03-02T09:00:00Z");

    @Test
    void aMessageWithEveryFieldReadsBackAsComposed() {
        MailMessage composed = SmtpMessageTest.message();
        assertEquals(composed, storedAndReadBack(composed));
    }

    @Test
    void aMessageWithoutReplyToThreadOrHtmlReadsBackAsComposed() {
        MailMessage composed = SmtpMessageTest.with(f -> {
            f[2] = null;
            f[5] = null;
            f[6] = List.of();
            f[7] = Map.of("Auto-Submitted", "auto-generated", "Content-Language", "uz");
            f[9] = null;
            return f;
        });
        assertEquals(composed, storedAndReadBack(composed));
    }

    private static MailMessage storedAndReadBack(MailMessage composed) {
        NotificationEntity row = new NotificationEntity();
        MailRows.store(row, composed, COMPOSED);
        assertEquals(COMPOSED, row.composedAt);
        return MailRows.read(row);
    }
}
