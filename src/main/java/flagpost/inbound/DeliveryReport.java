package flagpost.inbound;

import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.InternetHeaders;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a mail system reports about an email Flagpost sent, read from the report it sends back: a delivery status
 * notification (RFC 3464, {@code multipart/report; report-type=delivery-status}), a feedback report from a provider's
 * complaint loop (RFC 5965, {@code report-type=feedback-report}), or one of the plain-text shapes many systems still send
 * ("Mail Delivery Subsystem", "Undeliverable:", Exim's "This is a permanent error", with the original's headers pasted or
 * attached). Only what ties the report to an email and says how bad it is: never the text of the original.
 *
 * @param kind              a failed or delayed delivery, or a complaint
 * @param status            the enhanced status code ({@code 5.1.1}), {@code 5.0.0} / {@code 4.0.0} when a plain report
 *                          gives only its words, or the feedback type ({@code abuse}) for a complaint
 * @param recipient         the address the report says failed or complained, when it names one
 * @param returnedMessageId the Message-ID of the returned original, when the report returns its headers
 * @param returnedReplyTo   the Reply-To of the returned original, as it was written
 * @param returnedAddresses the addresses of the returned original's Return-Path (a feedback report's copy was
 *                          delivered, so it carries the envelope sender it was sent with)
 */
public record DeliveryReport(Kind kind, String status, String recipient, String returnedMessageId, String returnedReplyTo,
        List<String> returnedAddresses) {

    public enum Kind {
        /** The delivery failed for good: a 5.x.x status. */
        PERMANENT_FAILURE,
        /** The delivery failed or is delayed for a reason that may pass: a 4.x.x status. */
        TEMPORARY_FAILURE,
        /** The recipient reported the email as spam (a feedback report). */
        COMPLAINT
    }

    private static final int MAX_PART_BYTES = 256 * 1024;
    private static final int MAX_DEPTH = 8;
    private static final Pattern ENHANCED_STATUS = Pattern.compile("(?<![\\d.])([245])\\.(\\d{1,3})\\.(\\d{1,3})(?![\\d.])");
    private static final Pattern SMTP_REPLY = Pattern.compile("(?m)(?:^|\\s)([45])\\d\\d[ -]");
    private static final Pattern PERMANENT_WORDS = Pattern.compile(
            "permanent(?:ly)? (?:error|failure|fatal)|failed permanently|address not found|user unknown|no such user|"
                    + "does not exist|recipient not found|mailbox unavailable|couldn't be delivered|could not be delivered",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TEMPORARY_WORDS = Pattern.compile(
            "temporar(?:y|ily)|delayed|will (?:be )?retr(?:y|ied)|still trying|has not yet been delivered|over quota|mailbox (?:is )?full",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HEADER_LINE = Pattern.compile("(?im)^[ \\t>]*(message-id|reply-to|return-path)[ \\t]*:[ \\t]*(.+)$");
    private static final Pattern ANGLE_ADDRESS = Pattern.compile("<([^<>\\s]+@[^<>\\s]+)>");
    private static final Pattern BARE_ADDRESS = Pattern.compile("([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+)");

    public DeliveryReport {
        returnedAddresses = List.copyOf(returnedAddresses);
    }

    /** Whether the report stops mail to the address at once. */
    public boolean stopsAtOnce() {
        return kind != Kind.TEMPORARY_FAILURE;
    }

    /**
     * The report this message is, or empty when it is none (a person's mail, an out-of-office note, a delivery that
     * succeeded). Never throws: a report that cannot be read is no report.
     */
    public static Optional<DeliveryReport> of(MimeMessage message) {
        try {
            Reading reading = new Reading();
            reading.walk(message, 0);
            return reading.report(message);
        } catch (MessagingException | IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /** What was found walking the message's parts. */
    private static final class Reading {
        String reportType;
        InternetHeaders[] statusBlocks;
        InternetHeaders feedback;
        InternetHeaders returned;
        final StringBuilder text = new StringBuilder();

        void walk(Part part, int depth) throws MessagingException, IOException {
            if (depth > MAX_DEPTH) {
                return;
            }
            String type = lower(part.getContentType());
            if (type.startsWith("multipart/")) {
                if (type.startsWith("multipart/report") && reportType == null) {
                    String given = new ContentType(part.getContentType()).getParameter("report-type");
                    reportType = given == null ? "" : given.toLowerCase(Locale.ROOT);
                }
                Object content = part.getContent();
                if (content instanceof Multipart parts) {
                    for (int i = 0; i < parts.getCount(); i++) {
                        BodyPart child = parts.getBodyPart(i);
                        walk(child, depth + 1);
                    }
                }
            } else if (type.startsWith("message/delivery-status") || type.startsWith("message/global-delivery-status")) {
                statusBlocks = blocks(read(part));
            } else if (type.startsWith("message/feedback-report")) {
                feedback = headers(read(part));
            } else if (type.startsWith("message/rfc822") || type.startsWith("message/global") || type.startsWith("text/rfc822-headers")
                    || type.startsWith("message/rfc822-headers")) {
                if (returned == null) {
                    returned = headers(read(part));
                }
            } else if (type.startsWith("text/plain") && depth <= 2 && text.length() < MAX_PART_BYTES) {
                text.append(new String(read(part), charsetOf(part))).append('\n');
            }
        }

        Optional<DeliveryReport> report(MimeMessage message) throws MessagingException {
            String messageId = returned == null ? null : first(returned, "Message-ID");
            String replyTo = returned == null ? null : first(returned, "Reply-To");
            List<String> addresses = new ArrayList<>();
            if (returned != null) {
                addressesIn(first(returned, "Return-Path"), addresses);
            }
            if ("feedback-report".equals(reportType) || feedback != null) {
                if (feedback == null) {
                    return Optional.empty();
                }
                String type = Optional.ofNullable(first(feedback, "Feedback-Type")).orElse("abuse").strip().toLowerCase(Locale.ROOT);
                String recipient = address(Optional.ofNullable(first(feedback, "Original-Rcpt-To")).orElse(first(feedback, "Removal-Recipient")));
                return Optional.of(new DeliveryReport(Kind.COMPLAINT, type, recipient, messageId, replyTo, addresses));
            }
            if (statusBlocks != null) {
                return fromStatus(messageId, replyTo, addresses);
            }
            if (!AutomaticMail.isBounce(message)) {
                return Optional.empty(); // a person's mail quoting a bounce is not one
            }
            return fromText(messageId, replyTo, addresses);
        }

        /**
         * RFC 3464: the per-recipient blocks after the per-message one; the first that failed or is delayed counts. A
         * report that runs both together in one block is read as that one.
         */
        private Optional<DeliveryReport> fromStatus(String messageId, String replyTo, List<String> addresses) {
            for (int i = statusBlocks.length > 1 ? 1 : 0; i < statusBlocks.length; i++) {
                InternetHeaders recipient = statusBlocks[i];
                String action = Optional.ofNullable(first(recipient, "Action")).orElse("").strip().toLowerCase(Locale.ROOT);
                String status = Optional.ofNullable(first(recipient, "Status")).orElse("");
                Matcher code = ENHANCED_STATUS.matcher(status);
                if (!code.find()) {
                    continue;
                }
                boolean failed = action.startsWith("failed");
                boolean delayed = action.startsWith("delayed");
                if (!failed && !delayed) {
                    continue; // delivered, relayed, expanded: nothing went wrong for this recipient
                }
                Kind kind = failed && code.group(1).equals("5") ? Kind.PERMANENT_FAILURE : Kind.TEMPORARY_FAILURE;
                String who = address(Optional.ofNullable(first(recipient, "Final-Recipient")).orElse(first(recipient, "Original-Recipient")));
                return Optional.of(new DeliveryReport(kind, code.group(), who, messageId, replyTo, addresses));
            }
            return Optional.empty();
        }

        /** A plain-text bounce: the status in its words, the original's headers pasted below them when not attached. */
        private Optional<DeliveryReport> fromText(String messageId, String replyTo, List<String> addresses) {
            String body = text.toString();
            String foundId = messageId;
            String foundReplyTo = replyTo;
            Matcher header = HEADER_LINE.matcher(body);
            while (header.find()) {
                String name = header.group(1).toLowerCase(Locale.ROOT);
                String value = header.group(2).strip();
                if (name.equals("message-id") && foundId == null) {
                    foundId = value;
                } else if (name.equals("reply-to") && foundReplyTo == null) {
                    foundReplyTo = value;
                } else if (name.equals("return-path")) {
                    addressesIn(value, addresses);
                }
            }
            Matcher code = ENHANCED_STATUS.matcher(body);
            Kind kind;
            String status;
            if (code.find() && !code.group(1).equals("2")) {
                kind = code.group(1).equals("5") ? Kind.PERMANENT_FAILURE : Kind.TEMPORARY_FAILURE;
                status = code.group();
            } else {
                Matcher reply = SMTP_REPLY.matcher(body);
                if (reply.find()) {
                    kind = reply.group(1).equals("5") ? Kind.PERMANENT_FAILURE : Kind.TEMPORARY_FAILURE;
                } else if (TEMPORARY_WORDS.matcher(body).find()) {
                    kind = Kind.TEMPORARY_FAILURE;
                } else if (PERMANENT_WORDS.matcher(body).find()) {
                    kind = Kind.PERMANENT_FAILURE;
                } else {
                    return Optional.empty();
                }
                status = kind == Kind.PERMANENT_FAILURE ? "5.0.0" : "4.0.0";
            }
            return Optional.of(new DeliveryReport(kind, status, null, foundId, foundReplyTo, addresses));
        }
    }

    private static byte[] read(Part part) throws MessagingException, IOException {
        try (InputStream in = part.getInputStream()) {
            return in.readNBytes(MAX_PART_BYTES);
        }
    }

    private static String charsetOf(Part part) {
        try {
            String charset = new ContentType(part.getContentType()).getParameter("charset");
            return charset == null ? StandardCharsets.UTF_8.name() : java.nio.charset.Charset.forName(charset).name();
        } catch (MessagingException | RuntimeException unknown) {
            return StandardCharsets.UTF_8.name();
        }
    }

    /** Header blocks separated by blank lines, as a delivery-status body is. */
    private static InternetHeaders[] blocks(byte[] body) throws MessagingException {
        String text = new String(body, StandardCharsets.UTF_8).replace("\r\n", "\n");
        List<InternetHeaders> blocks = new ArrayList<>();
        for (String block : text.split("\n[ \t]*\n")) {
            if (!block.isBlank()) {
                blocks.add(headers((block.strip() + "\n\n").getBytes(StandardCharsets.UTF_8)));
            }
        }
        return blocks.toArray(InternetHeaders[]::new);
    }

    private static InternetHeaders headers(byte[] body) throws MessagingException {
        return new InternetHeaders(new ByteArrayInputStream(body));
    }

    private static String first(InternetHeaders headers, String name) {
        String[] values = headers.getHeader(name);
        return values == null || values.length == 0 ? null : values[0].replaceAll("\\r?\\n[ \\t]+", " ").strip();
    }

    /** The address of an RFC 3464 recipient field ({@code rfc822; bob@example.org}) or of a plain one. */
    private static String address(String field) {
        if (field == null) {
            return null;
        }
        String value = field.contains(";") ? field.substring(field.indexOf(';') + 1) : field;
        Matcher angle = ANGLE_ADDRESS.matcher(value);
        if (angle.find()) {
            return angle.group(1).toLowerCase(Locale.ROOT);
        }
        Matcher bare = BARE_ADDRESS.matcher(value);
        return bare.find() ? bare.group(1).toLowerCase(Locale.ROOT) : null;
    }

    private static void addressesIn(String value, List<String> into) {
        String found = address(value);
        if (found != null) {
            into.add(found);
        }
    }

    private static String lower(String contentType) {
        return contentType == null ? "text/plain" : contentType.strip().toLowerCase(Locale.ROOT);
    }
}
