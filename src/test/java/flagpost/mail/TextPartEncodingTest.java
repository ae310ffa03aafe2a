package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.activation.DataHandler;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.internet.MimeUtility;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Text parts encoded by {@link TextPartEncoding}: the same transfer encoding Jakarta Mail would choose, lines mail
 * servers accept, and the same text back when Jakarta Mail decodes them. No server needed.
 */
class TextPartEncodingTest {

    private static final Session SESSION = Session.getInstance(new Properties());

    @ParameterizedTest
    @ValueSource(strings = {
        "Your move, Bob.\n\n  a b c\n",
        "<p>Your move, Bob.</p>",
        "Zoë's move — Oʻzbekcha: oʻyin, gʻalaba.\nNext line with = and a tab\there.\n",
        "ends with spaces   \nand a tab\t\nand = signs == at the end =",
        "Тожикистон ва Ўзбекистон: буткул кирилл ёзуви, ASCII оз.",
        "\u0001control\u007fdel",
        "",
    })
    void theEncodingIsJakartaMailsChoiceAndDecodesToTheSameText(String text) throws Exception {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        assertEquals(jakartaChoice(text), TextPartEncoding.encodingFor(utf8), "the transfer encoding Jakarta Mail chooses");
        assertEquals(canonical(text), decoded(text));
    }

    @Test
    void aLineLongerThan998BytesOfAsciiGoesQuotedPrintable() throws Exception {
        String text = "x".repeat(1_200) + "\nshort\n";
        assertEquals("quoted-printable", TextPartEncoding.encodingFor(text.getBytes(StandardCharsets.UTF_8)));
        assertEquals("quoted-printable", jakartaChoice(text));
        assertEquals(canonical(text), decoded(text));
    }

    @Test
    void randomTextsDecodeToThemselvesAndKeepEveryLineShort() throws Exception {
        Random random = new Random(20261205);
        List<String> pieces = List.of("a", "Z", " ", "\t", "=", "\n", "\r\n", "\r", "é", "ʻ", "—", "ё", ".", "<td class=\"x\">", "  \n");
        for (int n = 0; n < 500; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(400);
            for (int i = 0; i < length; i++) {
                text.append(pieces.get(random.nextInt(pieces.size())));
            }
            if (random.nextInt(10) == 0) {
                text.append("y".repeat(random.nextInt(2_000)));
            }
            String sample = text.toString();
            byte[] utf8 = sample.getBytes(StandardCharsets.UTF_8);
            String encoding = TextPartEncoding.encodingFor(utf8);
            byte[] encoded = TextPartEncoding.encode(utf8, encoding);
            String wire = new String(encoded, StandardCharsets.ISO_8859_1);
            for (String line : wire.split("\r\n", -1)) {
                assertTrue(line.length() <= ("7bit".equals(encoding) ? 998 : 76), encoding + " line of " + line.length() + ": " + line);
                if ("quoted-printable".equals(encoding)) {
                    assertFalse(line.endsWith(" ") || line.endsWith("\t"), "no space or tab ends a quoted-printable line: " + line);
                }
            }
            assertFalse(wire.replace("\r\n", "").contains("\r") || wire.replace("\r\n", "").contains("\n"), "only CRLF line breaks");
            assertEquals(canonical(sample), new String(decode(encoded, encoding), StandardCharsets.UTF_8), "sample " + n);
        }
    }

    @Test
    void aMessageWithBothPartsIsWrittenWithTheBytesEncodedHereAndReadsBack() throws Exception {
        MailMessage message = SmtpMessageTest.with(f -> {
            f[8] = "Zoë moved.\n\n  a b c   \n" + "long ".repeat(40) + "\n";
            f[9] = "<p class=\"move\">Zoë moved.</p>\n<table>" + "<td>·</td>".repeat(30) + "</table>";
            return f;
        });
        MimeMessage mime = MimeConversion.toMime(SESSION, message, java.time.Instant.parse("2026-03-02T09:00:00Z"));
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        mime.writeTo(raw);
        String wire = raw.toString(StandardCharsets.ISO_8859_1);
        String html = message.html();
        assertTrue(wire.contains(new String(TextPartEncoding.quotedPrintable(html.getBytes(StandardCharsets.UTF_8)),
                StandardCharsets.ISO_8859_1)), "the HTML part's bytes as encoded here");

        MimeMessage read = new MimeMessage(SESSION, new ByteArrayInputStream(raw.toByteArray()));
        MimeMultipart parts = (MimeMultipart) read.getContent();
        assertEquals("quoted-printable", ((MimeBodyPart) parts.getBodyPart(0)).getEncoding());
        assertEquals(canonical(message.text()), parts.getBodyPart(0).getContent());
        assertTrue(parts.getBodyPart(1).isMimeType("text/html"));
        assertTrue(parts.getBodyPart(1).getContentType().contains("charset=UTF-8"));
        assertEquals(canonical(html), parts.getBodyPart(1).getContent());
    }

    /** What {@code MimeBodyPart.setText} and {@code saveChanges} choose for this text. */
    private static String jakartaChoice(String text) throws Exception {
        return MimeUtility.getEncoding(new DataHandler(text, "text/plain; charset=UTF-8"));
    }

    private static String decoded(String text) throws Exception {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        String encoding = TextPartEncoding.encodingFor(utf8);
        MimeBodyPart part = TextPartEncoding.part(text, "plain");
        assertEquals(encoding, part.getEncoding());
        assertArrayEquals(TextPartEncoding.encode(utf8, encoding), part.getRawInputStream().readAllBytes());
        return (String) part.getContent();
    }

    private static byte[] decode(byte[] encoded, String encoding) throws Exception {
        try (InputStream in = MimeUtility.decode(new ByteArrayInputStream(encoded), encoding)) {
            return in.readAllBytes();
        }
    }

    /** Text as it arrives: every line break a CRLF. */
    private static String canonical(String text) {
        return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n");
    }
}
