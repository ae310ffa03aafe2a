package flagpost.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class InboundMetersTest {

    @Test
    void aMessageArrivedWhenTheNewestReceivedStampSaysAndElseWhenItsDateSays() throws Exception {
        MimeMessage relayed = message("""
                Received: from mx.example.org by imap.example.org; Fri, 4 Dec 2026 20:10:05 +0000
                Received: from client by mx.example.org; Fri, 4 Dec 2026 20:09:00 +0000
                Date: Fri, 4 Dec 2026 20:08:00 +0000
                Subject: e3-e4

                e3-e4
                """);
        assertEquals(Instant.parse("2026-12-04T20:10:05Z"), InboundMeters.arrival(relayed));
        MimeMessage direct = message("""
                Date: Fri, 4 Dec 2026 21:08:00 +0100
                Subject: e3-e4

                e3-e4
                """);
        assertEquals(Instant.parse("2026-12-04T20:08:00Z"), InboundMeters.arrival(direct));
        assertNull(InboundMeters.arrival(message("Subject: none\n\nbody\n")));
    }

    private static MimeMessage message(String text) throws Exception {
        return new MimeMessage(Session.getInstance(new Properties()),
                new ByteArrayInputStream(text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8)));
    }
}
