package flagpost.mail;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.TreeMap;

/**
 * A readable RFC 5322 rendering of a {@link MailMessage} for the example files: headers, then a
 * multipart/alternative with the text part first and the HTML part second, both UTF-8 and 8bit so
 * a reviewer can read them as they are (headers are left in UTF-8, RFC 6532 style, for the same
 * reason). The real sender encodes for the wire; this is for eyes and mail clients opening a file.
 */
final class Eml {

    private static final String BOUNDARY = "=_flagpost_alternative";

    private Eml() {
    }

    static String render(MailMessage message, Instant date) {
        StringBuilder eml = new StringBuilder();
        header(eml, "Date", DateTimeFormatter.RFC_1123_DATE_TIME.format(date.atOffset(ZoneOffset.UTC)));
        header(eml, "From", message.from());
        header(eml, "To", message.to());
        if (message.replyTo() != null) {
            header(eml, "Reply-To", message.replyTo());
        }
        header(eml, "Subject", message.subject());
        header(eml, "Message-ID", message.messageId());
        if (message.inReplyTo() != null) {
            header(eml, "In-Reply-To", message.inReplyTo());
        }
        if (!message.references().isEmpty()) {
            header(eml, "References", String.join(" ", message.references()));
        }
        for (Map.Entry<String, String> extra : new TreeMap<>(message.headers()).entrySet()) {
            header(eml, extra.getKey(), extra.getValue());
        }
        header(eml, "MIME-Version", "1.0");
        header(eml, "Content-Type", "multipart/alternative; boundary=\"" + BOUNDARY + "\"");
        eml.append("\r\n");
        part(eml, "text/plain", message.text());
        part(eml, "text/html", message.html());
        eml.append("--").append(BOUNDARY).append("--\r\n");
        return eml.toString();
    }

    private static void part(StringBuilder eml, String type, String body) {
        eml.append("--").append(BOUNDARY).append("\r\n");
        eml.append("Content-Type: ").append(type).append("; charset=UTF-8\r\n");
        eml.append("Content-Transfer-Encoding: 8bit\r\n\r\n");
        String normalised = body.replace("\r\n", "\n");
        eml.append(normalised.replace("\n", "\r\n"));
        if (!normalised.endsWith("\n")) {
            eml.append("\r\n");
        }
    }

    private static void header(StringBuilder eml, String name, String value) {
        if (value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
            throw new IllegalArgumentException(name + " holds a line break");
        }
        eml.append(name).append(": ").append(value).append("\r\n");
    }
}
