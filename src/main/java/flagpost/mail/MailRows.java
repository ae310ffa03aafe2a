package flagpost.mail;

import flagpost.store.NotificationEntity;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Keeps a composed {@link MailMessage} on its notification row and reads it back, field for field: the
 * row holds the address, Message-ID, subject and bodies in columns and every other header as one
 * "Name: value" line of the {@code headers} column. Messages are {@link MimeConversion#check checked} before
 * they are stored, so no value holds a line break and the lines read back unambiguously.
 */
final class MailRows {

    private static final String FROM = "From";
    private static final String REPLY_TO = "Reply-To";
    private static final String IN_REPLY_TO = "In-Reply-To";
    private static final String REFERENCES = "References";

    private MailRows() {
    }

    /** Stores a checked message on the row. */
    static void store(NotificationEntity row, MailMessage message, Instant composedAt) {
        List<String> lines = new ArrayList<>();
        lines.add(FROM + ": " + message.from());
        if (message.replyTo() != null) {
            lines.add(REPLY_TO + ": " + message.replyTo());
        }
        if (message.inReplyTo() != null) {
            lines.add(IN_REPLY_TO + ": " + message.inReplyTo());
        }
        if (!message.references().isEmpty()) {
            lines.add(REFERENCES + ": " + String.join(" ", message.references()));
        }
        new TreeMap<>(message.headers()).forEach((name, value) -> lines.add(name + ": " + value));
        row.toAddress = message.to();
        row.messageId = message.messageId();
        row.subject = message.subject();
        row.bodyText = message.text();
        row.bodyHtml = message.html();
        row.headers = String.join("\n", lines);
        row.composedAt = composedAt;
    }

    /** The message stored on the row, exactly as it was composed. */
    static MailMessage read(NotificationEntity row) {
        return read(row.toAddress, row.messageId, row.subject, row.bodyText, row.bodyHtml, row.headers);
    }

    static MailMessage read(String to, String messageId, String subject, String text, String html, String headerLines) {
        String from = null;
        String replyTo = null;
        String inReplyTo = null;
        List<String> references = List.of();
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line : headerLines.split("\n")) {
            int colon = line.indexOf(": ");
            if (colon <= 0) {
                throw new IllegalStateException("stored header line without a name: " + MimeConversion.printable(line));
            }
            String name = line.substring(0, colon);
            String value = line.substring(colon + 2);
            switch (name) {
                case FROM -> from = value;
                case REPLY_TO -> replyTo = value;
                case IN_REPLY_TO -> inReplyTo = value;
                case REFERENCES -> references = List.of(value.split(" "));
                default -> headers.put(name, value);
            }
        }
        return new MailMessage(from, to, replyTo, subject, messageId, inReplyTo, references, headers, text, html);
    }
}
