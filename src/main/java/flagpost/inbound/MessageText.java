package flagpost.inbound;

import flagpost.inbound.UnreadableMessageException.Why;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import jakarta.mail.internet.ParseException;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The readable body of a received message: its first text/plain part, else its first text/html part converted to
 * text, in any charset and transfer encoding. Attachments (parts with {@code Content-Disposition: attachment}, and
 * attached messages) are never opened, and only the first {@value #MAX_BYTES} bytes of the chosen part are read, so a
 * 10 MB message costs no more than a short one. Broken MIME gives an {@link UnreadableMessageException} that says what is
 * wrong (to the sender in words of their language, to the host in detail), never a hang or an out-of-memory error.
 */
public final class MessageText {

    /** A reply's own text fits many times over; what lies beyond is quoted mail or abuse. */
    static final int MAX_BYTES = 64 * 1024;
    /** Real mail nests two or three levels; more is a message built to make a reader recurse. */
    private static final int MAX_DEPTH = 8;
    private static final int MAX_PARTS = 100;

    private Part plain;
    private Part html;
    private int partsSeen;

    private MessageText() {
    }

    public static String of(MimeMessage message) throws UnreadableMessageException {
        MessageText found = new MessageText();
        try {
            found.walk(message, 0);
            if (found.plain != null) {
                return read(found.plain);
            }
            if (found.html != null) {
                return fromHtml(read(found.html));
            }
        } catch (MessagingException | IOException e) {
            throw new UnreadableMessageException(Why.BROKEN, "The message could not be read as MIME: " + describe(e) + ".", e);
        } catch (RuntimeException e) {
            // Angus reports some malformed structures (a bad boundary, a bad header) as unchecked exceptions.
            throw new UnreadableMessageException(Why.BROKEN, "The message is malformed: " + describe(e) + ".", e);
        }
        throw new UnreadableMessageException(Why.NO_TEXT, 0, "The message has no text in it to read: no text/plain or text/html part"
                + " outside the attachments.");
    }

    /** HTML as the plain text a person would read; see {@link HtmlText}. Blockquotes become {@code >} quoted lines. */
    public static String fromHtml(String html) {
        return HtmlText.toText(html);
    }

    private void walk(Part part, int depth) throws MessagingException, IOException, UnreadableMessageException {
        if (depth > MAX_DEPTH) {
            throw new UnreadableMessageException(Why.TOO_DEEP, MAX_DEPTH,
                    "The message nests its parts more than " + MAX_DEPTH + " levels deep.");
        }
        if (++partsSeen > MAX_PARTS) {
            throw new UnreadableMessageException(Why.TOO_MANY_PARTS, MAX_PARTS, "The message has more than " + MAX_PARTS + " parts.");
        }
        if (Part.ATTACHMENT.equalsIgnoreCase(part.getDisposition())) {
            return;
        }
        if (part.isMimeType("multipart/*")) {
            refuseTooManyParts(part);
            Object content = part.getContent();
            if (!(content instanceof Multipart multipart)) {
                throw new UnreadableMessageException(Why.EMPTY_MULTIPART, 0, "A multipart part of the message has no parts.");
            }
            int count = multipart.getCount();
            for (int i = 0; i < count && (plain == null); i++) {
                BodyPart child = multipart.getBodyPart(i);
                walk(child, depth + 1);
            }
        } else if (part.isMimeType("text/plain")) {
            if (plain == null) {
                plain = part;
            }
        } else if (part.isMimeType("text/html")) {
            if (html == null) {
                html = part;
            }
        }
    }

    /**
     * Counts a multipart's boundary lines before Jakarta Mail parses it: parsing builds every part at once, and
     * thousands of tiny parts in a few megabytes would cost seconds of work for nothing.
     */
    private void refuseTooManyParts(Part part) throws MessagingException, IOException, UnreadableMessageException {
        InputStream raw = part instanceof MimeMessage message ? message.getRawInputStream()
                : part instanceof MimeBodyPart body ? body.getRawInputStream() : null;
        if (raw == null) {
            return;
        }
        String boundary = new ContentType(part.getContentType()).getParameter("boundary");
        byte[] marker = ("--" + (boundary == null ? "" : boundary)).getBytes(StandardCharsets.ISO_8859_1);
        int allowed = MAX_PARTS - partsSeen + 1;
        int boundaries = 0;
        int matched = 0;
        boolean atLineStart = true;
        try (InputStream in = new BufferedInputStream(raw)) {
            for (int c = in.read(); c != -1; c = in.read()) {
                if (c == '\n') {
                    atLineStart = true;
                    matched = 0;
                } else if (atLineStart) {
                    if (c != marker[matched]) {
                        atLineStart = false;
                    } else if (++matched == marker.length) {
                        atLineStart = false;
                        if (++boundaries > allowed) {
                            throw new UnreadableMessageException(Why.TOO_MANY_PARTS, MAX_PARTS,
                                    "The message has more than " + MAX_PARTS + " parts.");
                        }
                    }
                }
            }
        }
    }

    /** The part's text, decoded from its transfer encoding and charset, at most {@link #MAX_BYTES} of it. */
    private static String read(Part part) throws MessagingException, IOException {
        byte[] bytes;
        boolean truncated;
        try (InputStream in = part.getInputStream()) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        truncated = bytes.length > MAX_BYTES;
        if (truncated) {
            bytes = Arrays.copyOf(bytes, withoutSplitCharacter(bytes, MAX_BYTES));
        }
        Charset declared = declaredCharset(part);
        if (declared != null) {
            return declared.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes)).toString();
        }
        return undeclared(bytes);
    }

    /**
     * Where to cut so that no UTF-8 sequence is split: before the lead byte of a sequence the cut would leave
     * incomplete. In a single-byte charset this drops at most three bytes of a 64 kB read, which no one misses.
     */
    private static int withoutSplitCharacter(byte[] bytes, int cut) {
        int lead = cut - 1;
        while (lead > 0 && cut - lead < 4 && (bytes[lead] & 0xC0) == 0x80) {
            lead--;
        }
        int first = bytes[lead] & 0xFF;
        int length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1;
        return lead + length <= cut ? cut : lead;
    }

    private static Charset declaredCharset(Part part) throws MessagingException {
        String name;
        try {
            name = new ContentType(part.getContentType()).getParameter("charset");
        } catch (ParseException unparsable) {
            return null;
        }
        if (name == null || name.isBlank()) {
            return null;
        }
        try {
            return Charset.forName(MimeUtility.javaCharset(name.strip()));
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }

    /** No charset, or one Java does not know: UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
    private static String undeclared(byte[] bytes) {
        try {
            CharBuffer chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return chars.toString();
        } catch (CharacterCodingException notUtf8) {
            return new String(bytes, Charset.forName("windows-1252"));
        }
    }

    private static String describe(Exception e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        String firstLine = message.strip().lines().findFirst().orElse("");
        return firstLine.length() > 200 ? firstLine.substring(0, 200) + "…" : firstLine;
    }
}
