package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Mail a robot must leave unanswered, told apart from a person's reply. */
class AutomaticMailTest {

    @Test
    void anOutOfOfficeReplyIsAutomatic() {
        assertWhy("out-of-office.eml", "Auto-Submitted: auto-replied");
    }

    @Test
    void aDeliveryStatusNotificationIsAutomatic() {
        assertWhy("dsn-bounce.eml", "Auto-Submitted");
    }

    @Test
    void aMailingListCopyIsAutomatic() {
        assertWhy("mailing-list.eml", "mailing list (List-Id)");
    }

    /** Each signal alone, added to a person's Gmail reply (which on its own is not automatic). */
    static Stream<Arguments> signals() {
        return Stream.of(
                Arguments.of("Auto-Submitted", "auto-generated", "Auto-Submitted"),
                Arguments.of("Auto-Submitted", "auto-replied; owner-email=\"bob@example.com\"", "Auto-Submitted"),
                Arguments.of("Auto-Submitted", "no", null),
                Arguments.of("Auto-Submitted", "No", null),
                Arguments.of("Content-Type", "multipart/report; report-type=delivery-status; boundary=\"x\"", "delivery report"),
                Arguments.of("X-Failed-Recipients", "dave@example.net", "bounce"),
                Arguments.of("Return-Path", "<>", "empty Return-Path"),
                Arguments.of("Return-Path", "<MAILER-DAEMON@mx.example.net>", "mail system"),
                Arguments.of("From", "Mail Delivery System <MAILER-DAEMON@mx.example.net>", "mail system"),
                Arguments.of("From", "postmaster@example.net", "mail system"),
                Arguments.of("Sender", "Postmaster <POSTMASTER@example.net>", "mail system"),
                Arguments.of("From", "Postmaster General <pg@example.net>", null),
                Arguments.of("List-Id", "<club.lists.example.org>", "mailing list"),
                Arguments.of("List-Unsubscribe", "<mailto:leave@lists.example.org>", "mailing list"),
                Arguments.of("Precedence", "bulk", "Precedence"),
                Arguments.of("Precedence", "list", "Precedence"),
                Arguments.of("Precedence", "junk", "Precedence"),
                Arguments.of("Precedence", "first-class", null),
                Arguments.of("X-Autoreply", "yes", "automatic reply"),
                Arguments.of("X-Autorespond", "Out of office", "automatic reply"),
                Arguments.of("X-Auto-Response-Suppress", "OOF", "automatic reply"),
                Arguments.of("X-Auto-Response-Suppress", "All", "automatic reply"),
                Arguments.of("X-Auto-Response-Suppress", "DR, RN, NRN, OOF, AutoReply", "automatic reply"),
                Arguments.of("X-Auto-Response-Suppress", "DR, RN", null),
                Arguments.of("Subject", "Out of Office: Flagpost: Alice vs Bob", "automatic reply"),
                Arguments.of("Subject", "Automatic reply: Flagpost: Alice vs Bob", "automatic reply"),
                Arguments.of("Subject", "Auto-Reply: away until Monday", "automatic reply"),
                Arguments.of("Subject", encoded("Abwesenheitsnotiz: Flagpost: Alice vs Bob"), "automatic reply"),
                Arguments.of("Subject", encoded("R\u00e9ponse automatique : Flagpost"), "automatic reply"),
                Arguments.of("Subject", "Undeliverable: Flagpost: Alice vs Bob", "bounce"),
                Arguments.of("Subject", "Re: Flagpost: out of office? No, e3-e4", null),
                Arguments.of("Subject", "Re: automatic reply was wrong, here is my move", null));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("signals")
    void eachSignalAloneIsEnough(String header, String value, String expectedWords) throws Exception {
        MimeMessage message = new MimeMessage(Fixtures.reply("gmail.eml"));
        message.setHeader(header, value);
        Optional<String> why = AutomaticMail.why(message);
        if (expectedWords == null) {
            assertEquals(Optional.empty(), why, header + ": " + value);
        } else {
            assertTrue(why.isPresent() && why.get().contains(expectedWords), header + ": " + value + " gave " + why);
        }
    }

    private static void assertWhy(String fixture, String expectedWords) {
        Optional<String> why = AutomaticMail.why(Fixtures.reply(fixture));
        assertTrue(why.isPresent() && why.get().contains(expectedWords), fixture + " gave " + why);
    }

    private static String encoded(String subject) {
        try {
            return MimeUtility.encodeText(subject, "UTF-8", "Q");
        } catch (java.io.UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }
}
