package flagpost.mail;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.internet.MimeUtility;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Date;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.eclipse.angus.mail.smtp.SMTPMessage;

/**
 * Turns a {@link MailMessage} into a Jakarta Mail {@link MimeMessage}: text part then HTML part in a
 * multipart/alternative, UTF-8 throughout, our Message-ID kept as it is. Every header value is checked
 * first, so no caller can smuggle a line break (and with it a header or a recipient) into a message.
 */
public final class MimeConversion {

    /** Headers a MailMessage states in its own fields, or that the sender writes: never taken from {@code headers}. */
    private static final Set<String> RESERVED = Set.of("from", "to", "cc", "bcc", "reply-to", "sender", "subject", "message-id",
            "in-reply-to", "references", "date", "mime-version", "content-type", "content-transfer-encoding", "return-path",
            "received");
    /** RFC 5322 field names: printable US-ASCII except the colon. */
    private static final Pattern FIELD_NAME = Pattern.compile("[\\x21-\\x39\\x3b-\\x7e]{1,76}");
    /** A Message-ID as we accept one: {@code <left@right>} with no spaces, brackets or controls inside. */
    private static final Pattern MESSAGE_ID = Pattern.compile("<[\\x21-\\x3b\\x3d\\x3f-\\x7e&&[^@]]+@[\\x21-\\x3b\\x3d\\x3f-\\x7e&&[^@]]+>");
    /** C0 and C1 controls (CR, LF, NUL, TAB, NEL…), DEL and the Unicode line and paragraph separators. */
    private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029]");
    private static final int MAX_HEADER_VALUE = 4_000;

    private MimeConversion() {
    }

    /**
     * Refuses a message that cannot be sent as it is: missing parts, a control character (CR, LF, NUL,
     * TAB…) in any header value, a malformed address or Message-ID, or a header the sender owns.
     * The failure is permanent: sending the same message again cannot help.
     */
    public static void check(MailMessage message) throws MailException {
        try {
            requireText("From", message.from());
            requireText("To", message.to());
            requireText("Subject", message.subject());
            requireText("Message-ID", message.messageId());
            singleAddress("From", message.from());
            singleAddress("To", message.to());
            if (message.replyTo() != null) {
                requireText("Reply-To", message.replyTo());
                singleAddress("Reply-To", message.replyTo());
            }
            headerValue("Subject", message.subject());
            messageId("Message-ID", message.messageId());
            if (message.inReplyTo() != null) {
                messageId("In-Reply-To", message.inReplyTo());
            }
            for (String reference : message.references()) {
                messageId("References", reference);
            }
            for (Map.Entry<String, String> header : message.headers().entrySet()) {
                String name = header.getKey();
                if (name == null || !FIELD_NAME.matcher(name).matches()) {
                    throw new IllegalArgumentException("not a header name: " + printable(name));
                }
                if (RESERVED.contains(name.toLowerCase(Locale.ROOT))) {
                    throw new IllegalArgumentException(name + " may not be set through headers");
                }
                requireText(name, header.getValue());
                headerValue(name, header.getValue());
            }
            if (message.text() == null) {
                throw new IllegalArgumentException("the text part is missing");
            }
        } catch (IllegalArgumentException invalid) {
            throw new MailException("refused to send " + printable(message.messageId()) + ": " + invalid.getMessage(), true, null);
        }
    }

    /**
     * The message ready for {@code Transport.sendMessage}, dated {@code date}. Calls {@link #check} first.
     */
    public static MimeMessage toMime(Session session, MailMessage message, Instant date) throws MailException {
        return toMime(session, message, null, date);
    }

    /**
     * The same, sent with {@code envelopeSender} as SMTP {@code MAIL FROM} (where its bounce goes; null: the session's
     * {@code mail.smtp.from}, else the From address). The From header stays the message's.
     */
    public static MimeMessage toMime(Session session, MailMessage message, String envelopeSender, Instant date) throws MailException {
        check(message);
        try {
            OurMimeMessage mime = new OurMimeMessage(session, message.messageId());
            if (envelopeSender != null) {
                mime.setEnvelopeFrom(envelopeSender);
            }
            mime.setFrom(new InternetAddress(message.from(), true));
            mime.setRecipient(Message.RecipientType.TO, new InternetAddress(message.to(), true));
            if (message.replyTo() != null) {
                mime.setReplyTo(new InternetAddress[] {new InternetAddress(message.replyTo(), true)});
            }
            mime.setSubject(message.subject(), StandardCharsets.UTF_8.name());
            mime.setSentDate(Date.from(date));
            if (message.inReplyTo() != null) {
                mime.setHeader("In-Reply-To", message.inReplyTo());
            }
            if (!message.references().isEmpty()) {
                mime.setHeader("References", MimeUtility.fold("References: ".length(), String.join(" ", message.references())));
            }
            for (Map.Entry<String, String> header : new TreeMap<>(message.headers()).entrySet()) {
                String name = header.getKey();
                mime.setHeader(name, MimeUtility.fold(name.length() + 2, encodeIfNeeded(header.getValue())));
            }
            if (message.html() == null) {
                mime.setText(message.text(), StandardCharsets.UTF_8.name(), "plain");
            } else {
                MimeBodyPart text = TextPartEncoding.part(message.text(), "plain");
                MimeBodyPart html = TextPartEncoding.part(message.html(), "html");
                MimeMultipart alternative = new MimeMultipart("alternative");
                alternative.addBodyPart(text); // least preferred first: clients show the last part they can
                alternative.addBodyPart(html);
                mime.setContent(alternative);
            }
            mime.saveChanges();
            return mime;
        } catch (AddressException badAddress) {
            throw new MailException("refused to send " + printable(message.messageId()) + ": " + badAddress.getMessage(), true, badAddress);
        } catch (MessagingException | UnsupportedEncodingException unexpected) {
            throw new MailException("could not build " + printable(message.messageId()) + ": " + unexpected.getMessage(), true, unexpected);
        }
    }

    /** Our Message-ID kept, and the message written to a stream in one piece. */
    private static final class OurMimeMessage extends SMTPMessage {

        private final String messageId;

        OurMimeMessage(Session session, String messageId) {
            super(session);
            this.messageId = messageId;
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", messageId); // saveChanges() would otherwise make up a new one
        }

        /**
         * The same bytes, rendered into a buffer first and handed over in one write. Jakarta Mail's quoted-printable
         * encoder writes a byte at a time; straight into the SMTP transport's stream (dot-stuffing, line ends, a
         * synchronised buffer) every byte cost a chain of calls, most of the sending thread's CPU for a 35 KB email.
         */
        @Override
        public void writeTo(OutputStream out, String[] ignoreList) throws IOException, MessagingException {
            GrowingBytes rendered = new GrowingBytes(64 * 1024);
            super.writeTo(rendered, ignoreList);
            rendered.writeTo(out);
        }
    }

    private static String encodeIfNeeded(String value) throws UnsupportedEncodingException {
        return value.chars().allMatch(c -> c < 0x80) ? value : MimeUtility.encodeText(value, StandardCharsets.UTF_8.name(), null);
    }

    private static void requireText(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(field + " is missing");
        }
    }

    private static void headerValue(String field, String value) {
        if (CONTROL.matcher(value).find()) {
            throw new IllegalArgumentException(field + " contains a control character (a line break could add headers)");
        }
        if (value.length() > MAX_HEADER_VALUE) {
            throw new IllegalArgumentException(field + " is longer than " + MAX_HEADER_VALUE + " characters");
        }
    }

    private static void singleAddress(String field, String value) {
        headerValue(field, value);
        try {
            InternetAddress address = new InternetAddress(value, true);
            address.validate();
            if (address.isGroup()) {
                throw new IllegalArgumentException(field + " is a group, not one address: " + value);
            }
        } catch (AddressException bad) {
            throw new IllegalArgumentException(field + " is not one valid address: " + bad.getMessage());
        }
    }

    private static void messageId(String field, String value) {
        headerValue(field, value);
        if (!MESSAGE_ID.matcher(value).matches()) {
            throw new IllegalArgumentException(field + " is not a message id <left@right>: " + value);
        }
    }

    /** For error messages: control characters shown as escapes, so a log line stays one line. */
    static String printable(String value) {
        return printable(value, 200);
    }

    static String printable(String value, int maxCodePoints) {
        if (value == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder();
        value.codePoints().limit(maxCodePoints).forEach(c -> {
            if (Character.isISOControl(c)) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }
}
