package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.function.UnaryOperator;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import jakarta.mail.SendFailedException;
import jakarta.mail.internet.InternetAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** How a MailMessage becomes MIME, and that nothing in it can add a header line or a recipient. No server needed. */
class SmtpMessageTest {

    private static final Session SESSION = Session.getInstance(new Properties());
    private static final Instant DATE = Instant.parse("2026-03-02T09:00:00Z");

    static MailMessage message() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Auto-Submitted", "auto-generated");
        headers.put("List-Unsubscribe", "<https://flagpost.example/unsubscribe/abc.def>");
        headers.put("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        return new MailMessage("Flagpost <flagpost@flagpost.example>", "bob@example.com", "Flagpost <play@flagpost.example>",
                "Flagpost: Zoë vs Bob — your move", "<n7.g42@flagpost.example>", "<n5.g42@flagpost.example>",
                List.of("<g42@flagpost.example>", "<n5.g42@flagpost.example>"), headers, "Your move, Bob.\n\n  a b c\n", "<p>Your move, Bob.</p>");
    }

    static MailMessage with(UnaryOperator<Object[]> change) {
        MailMessage m = message();
        Object[] f = {m.from(), m.to(), m.replyTo(), m.subject(), m.messageId(), m.inReplyTo(), m.references(), m.headers(), m.text(), m.html()};
        f = change.apply(f);
        @SuppressWarnings("unchecked")
        MailMessage changed = new MailMessage((String) f[0], (String) f[1], (String) f[2], (String) f[3], (String) f[4], (String) f[5],
                (List<String>) f[6], (Map<String, String>) f[7], (String) f[8], (String) f[9]);
        return changed;
    }

    static MailMessage withHeader(String name, String value) {
        return with(f -> {
            Map<String, String> headers = new LinkedHashMap<>(message().headers());
            headers.put(name, value);
            f[7] = headers;
            return f;
        });
    }

    @Test
    void theMessageIdSurvivesSaveChangesAndEveryHeaderIsThere() throws Exception {
        MimeMessage mime = MimeConversion.toMime(SESSION, message(), DATE);
        mime.saveChanges(); // Transport.send does this again: the id must still be ours

        assertEquals("<n7.g42@flagpost.example>", mime.getMessageID());
        assertEquals("Flagpost: Zoë vs Bob — your move", mime.getSubject());
        assertTrue(mime.getHeader("Subject")[0].startsWith("=?UTF-8?"), "a UTF-8 subject is encoded: " + mime.getHeader("Subject")[0]);
        assertEquals(new InternetAddress("Flagpost <flagpost@flagpost.example>"), mime.getFrom()[0]);
        assertEquals(new InternetAddress("bob@example.com"), mime.getAllRecipients()[0]);
        assertEquals(1, mime.getAllRecipients().length);
        assertEquals(new InternetAddress("play@flagpost.example", "Flagpost"), mime.getReplyTo()[0]);
        assertEquals("<n5.g42@flagpost.example>", mime.getHeader("In-Reply-To")[0]);
        assertEquals("<g42@flagpost.example> <n5.g42@flagpost.example>", mime.getHeader("References")[0]);
        assertEquals("auto-generated", mime.getHeader("Auto-Submitted")[0]);
        assertEquals("<https://flagpost.example/unsubscribe/abc.def>", mime.getHeader("List-Unsubscribe")[0]);
        assertEquals("List-Unsubscribe=One-Click", mime.getHeader("List-Unsubscribe-Post")[0]);
        assertEquals(DATE, mime.getSentDate().toInstant());
    }

    @Test
    void theTextPartComesFirstThenTheHtmlPartInAMultipartAlternative() throws Exception {
        MimeMessage mime = MimeConversion.toMime(SESSION, message(), DATE);
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        mime.writeTo(raw);
        MimeMessage read = new MimeMessage(SESSION, new java.io.ByteArrayInputStream(raw.toByteArray()));

        assertTrue(read.getContentType().startsWith("multipart/alternative"));
        MimeMultipart parts = (MimeMultipart) read.getContent();
        assertEquals(2, parts.getCount());
        assertTrue(parts.getBodyPart(0).isMimeType("text/plain"));
        assertTrue(parts.getBodyPart(0).getContentType().toLowerCase().contains("charset=utf-8"));
        assertEquals("Your move, Bob.\n\n  a b c\n", ((String) parts.getBodyPart(0).getContent()).replace("\r\n", "\n"));
        assertTrue(parts.getBodyPart(1).isMimeType("text/html"));
        assertEquals("<p>Your move, Bob.</p>", parts.getBodyPart(1).getContent());
        assertEquals("<n7.g42@flagpost.example>", read.getMessageID());
    }

    @Test
    void aLongReferencesHeaderIsFoldedIntoLinesMailServersAccept() throws Exception {
        List<String> references = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            references.add("<n" + i + ".g42@flagpost.example>");
        }
        MimeMessage mime = MimeConversion.toMime(SESSION, with(f -> {
            f[6] = references;
            return f;
        }), DATE);
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        mime.writeTo(raw);
        for (String line : raw.toString(StandardCharsets.US_ASCII).split("\r\n")) {
            assertTrue(line.length() <= 998, "no line longer than RFC 5322 allows");
        }
        assertEquals(String.join(" ", references), jakarta.mail.internet.MimeUtility.unfold(mime.getHeader("References")[0]));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\r\nBcc: eve@example.com", "\nBcc: eve@example.com", "\rX: y", "a\u0000b", "tab\there", "x\u0085y"})
    void aLineBreakOrControlCharacterInAnyHeaderValueIsRefused(String evil) {
        List<MailMessage> poisoned = List.of(
                with(f -> { f[3] = "Your move" + evil; return f; }),
                with(f -> { f[0] = "Flagpost <flagpost@flagpost.example>" + evil; return f; }),
                with(f -> { f[1] = "bob@example.com" + evil; return f; }),
                with(f -> { f[2] = "play@flagpost.example" + evil; return f; }),
                with(f -> { f[4] = "<n7.g42@flagpost.example>" + evil; return f; }),
                with(f -> { f[5] = "<n5.g42@flagpost.example>" + evil; return f; }),
                with(f -> { f[6] = List.of("<g42@flagpost.example>" + evil); return f; }),
                withHeader("List-Unsubscribe", "<https://flagpost.example/u/x>" + evil));
        for (MailMessage message : poisoned) {
            MailException refused = assertThrows(MailException.class, () -> MimeConversion.toMime(SESSION, message, DATE));
            assertTrue(refused.isPermanent(), "retrying the same message cannot help");
            assertFalse(refused.getMessage().contains("\n") || refused.getMessage().contains("\r"), "the log line stays one line");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Bcc", "bcc", "To", "Cc", "From", "Sender", "Subject", "Message-ID", "Content-Type", "Reply-To", "Date",
            "Bad Name", "Bad:Name", "", "Zoë"})
    void headersTheSenderOwnsOrThatAreNotHeaderNamesCannotBeSetThroughTheHeaderMap(String name) {
        assertThrows(MailException.class, () -> MimeConversion.check(withHeader(name, "eve@example.com")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"bob@example.com, eve@example.com", "bob@example.com;eve@example.com", "group: bob@example.com, eve@example.com;",
            "bob..x@example.com", "bob", "", "<bob@example.com", "bob@example.com>"})
    void theRecipientIsExactlyOneValidAddress(String to) {
        assertThrows(MailException.class, () -> MimeConversion.check(with(f -> {
            f[1] = to;
            return f;
        })));
    }

    @ParameterizedTest
    @ValueSource(strings = {"n7.g42@flagpost.example", "<n7 g42@flagpost.example>", "<n7.g42>", "<a@b@c>", "<<a@b>>", "<>"})
    void aMessageIdIsOneAngleBracketedLeftAtRight(String id) {
        assertThrows(MailException.class, () -> MimeConversion.check(with(f -> {
            f[4] = id;
            return f;
        })));
    }

    /**
     * A message reaches the transport's stream in one write, holding exactly what Jakarta Mail writes for it: its header
     * lines, a blank line, then its multipart, which Jakarta Mail writes a byte at a time. Dots at a line's start, long
     * lines and characters beyond ASCII are where the SMTP stream and the quoted-printable encoder do their work.
     */
    @Test
    void aMessageReachesTheStreamInOneWriteWithTheBytesJakartaMailWritesForIt() throws Exception {
        MimeMessage mime = MimeConversion.toMime(SESSION, with(f -> {
            f[8] = "Your move, Zoë.\n.\n..a dot first\n" + "long line ".repeat(30) + "\n\ttabbed — …\n";
            f[9] = "<p>Your move, Zoë.</p>\n.<b>dot</b>\n" + "<td style=\"width:2em\">&nbsp;</td>".repeat(20) + "\n";
            return f;
        }), DATE);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        for (Enumeration<String> lines = mime.getNonMatchingHeaderLines(null); lines.hasMoreElements(); ) {
            expected.writeBytes((lines.nextElement() + "\r\n").getBytes(StandardCharsets.US_ASCII));
        }
        expected.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        ((MimeMultipart) mime.getContent()).writeTo(expected);

        List<Integer> writes = new ArrayList<>(); // the length of each write; 1 for a single byte
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        mime.writeTo(new OutputStream() {
            @Override
            public void write(int b) {
                writes.add(1);
                received.write(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) {
                writes.add(length);
                received.write(bytes, offset, length);
            }
        });

        assertEquals(List.of(received.size()), writes, "the whole message in one write");
        assertEquals(expected.toString(StandardCharsets.US_ASCII), received.toString(StandardCharsets.US_ASCII));
    }

    @Test
    void aNonAsciiHeaderValueIsEncodedNotSentRaw() throws Exception {
        MimeMessage mime = MimeConversion.toMime(SESSION, withHeader("X-Flagpost-Note", "Zoë's game"), DATE);
        assertTrue(mime.getHeader("X-Flagpost-Note")[0].startsWith("=?UTF-8?"));
    }

    @Test
    void aMessageWithoutHtmlIsPlainText() throws Exception {
        MimeMessage mime = MimeConversion.toMime(SESSION, with(f -> {
            f[9] = null;
            return f;
        }), DATE);
        assertTrue(mime.isMimeType("text/plain"));
    }

    @Test
    void aFiveHundredReplyIsPermanentAndAFourHundredReplyIsWorthRetrying() {
        assertTrue(SmtpMailSender.isPermanent(new SMTPSendFailedException("DATA", 554, "554 rejected", null, null, null, null)));
        assertFalse(SmtpMailSender.isPermanent(new SMTPSendFailedException("DATA", 451, "451 try later", null, null, null, null)));
        SendFailedException unknownUser = new SendFailedException("Invalid Addresses",
                new SMTPAddressFailedException(new InternetAddress(), "RCPT TO", 550, "550 no such user"));
        assertTrue(SmtpMailSender.isPermanent(unknownUser));
        SendFailedException greylisted = new SendFailedException("Invalid Addresses",
                new SMTPAddressFailedException(new InternetAddress(), "RCPT TO", 450, "450 greylisted"));
        assertFalse(SmtpMailSender.isPermanent(greylisted));
        assertFalse(SmtpMailSender.isPermanent(new jakarta.mail.MessagingException("connection reset")));
    }

    @Test
    void securityModesBecomeJakartaMailProperties() {
        Properties none = SmtpMailSender.properties(config(SmtpConfig.Security.NONE, null), "relay.local", 25, false);
        assertNull(none.getProperty("mail.smtp.starttls.enable"));
        assertNull(none.getProperty("mail.smtp.ssl.enable"));
        assertEquals("false", none.getProperty("mail.smtp.auth"));
        assertEquals("10000", none.getProperty("mail.smtp.connectiontimeout"));
        assertEquals("30000", none.getProperty("mail.smtp.timeout"));
        assertEquals("30000", none.getProperty("mail.smtp.writetimeout"));
        assertEquals(SmtpMailSender.NoDelaySocketFactory.INSTANCE, none.get("mail.smtp.socketFactory"), "Nagle off");

        Properties startTls = SmtpMailSender.properties(config(SmtpConfig.Security.STARTTLS, "user"), "smtp.example.org", 587, true);
        assertEquals("true", startTls.getProperty("mail.smtp.starttls.enable"));
        assertEquals("true", startTls.getProperty("mail.smtp.starttls.required"), "never falls back to plain text");
        assertEquals("true", startTls.getProperty("mail.smtp.ssl.checkserveridentity"));
        assertEquals("true", startTls.getProperty("mail.smtp.auth"));
        assertEquals(SmtpMailSender.NoDelaySocketFactory.INSTANCE, startTls.get("mail.smtp.socketFactory"));

        Properties tls = SmtpMailSender.properties(config(SmtpConfig.Security.TLS, "user"), "smtp.example.org", 465, true);
        assertEquals("true", tls.getProperty("mail.smtp.ssl.enable"));
        assertEquals(465, config(SmtpConfig.Security.TLS, null).effectivePort());
        assertEquals(587, config(SmtpConfig.Security.STARTTLS, null).effectivePort());
        assertEquals(25, config(SmtpConfig.Security.NONE, null).effectivePort());
    }

    static SmtpConfig config(SmtpConfig.Security security, String username) {
        return new SmtpConfig() {
            public Optional<String> host() { return Optional.of("smtp.example.org"); }
            public OptionalInt port() { return OptionalInt.empty(); }
            public Security security() { return security; }
            public Optional<String> username() { return Optional.ofNullable(username); }
            public Optional<String> password() { return Optional.empty(); }
            public Duration connectTimeout() { return Duration.ofSeconds(10); }
            public Duration readTimeout() { return Duration.ofSeconds(30); }
            public Duration writeTimeout() { return Duration.ofSeconds(30); }
            public Optional<String> heloName() { return Optional.empty(); }
            public Optional<String> envelopeFrom() { return Optional.empty(); }
            public Optional<String> trust() { return Optional.empty(); }
        };
    }
}
