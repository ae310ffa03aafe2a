package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.words.ReplyCommand;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.util.ByteArrayDataSource;
import jakarta.activation.DataHandler;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

/** Finding the readable text of a received message, whatever its shape, size or damage. */
class MessageTextTest {

    private static final int TEN_MB = 10 * 1024 * 1024;

    @Test
    void aTenMegabyteAttachmentIsNeverReadAndTheTextBesideItIs() throws Exception {
        byte[] photo = new byte[TEN_MB];
        Arrays.fill(photo, (byte) 0x5a);
        MimeMultipart mixed = new MimeMultipart("mixed");
        mixed.addBodyPart(textPart("e3-e4\n\nPhoto of my board attached.\n", "text/plain; charset=UTF-8", null));
        MimeBodyPart attachment = new MimeBodyPart();
        attachment.setDataHandler(new DataHandler(new ByteArrayDataSource(photo, "image/jpeg")));
        attachment.setFileName("board.jpg");
        attachment.setDisposition(Part.ATTACHMENT);
        mixed.addBodyPart(attachment);
        MimeMessage message = Fixtures.received(message(mixed));

        String text = MessageText.of(message);

        assertEquals("e3-e4\n\nPhoto of my board attached.\n", text.replace("\r\n", "\n"));
        assertEquals(List.of(new ReplyCommand.MoveCommand(flagpost.rules.Move.of("e3", "e4"))),
                ReplyParser.read(text).commands());
    }

    @Test
    void aTextAttachmentBeforeTheBodyIsNotRead() throws Exception {
        MimeMultipart mixed = new MimeMultipart("mixed");
        mixed.addBodyPart(textPart("resign\n", "text/plain; charset=UTF-8", "notes.txt"));
        mixed.addBodyPart(textPart("thanks for the game so far\n", "text/plain; charset=UTF-8", null));

        String text = MessageText.of(Fixtures.received(message(mixed)));

        assertEquals("thanks for the game so far", text.strip());
    }

    @Test
    void aTenMegabyteBodyIsReadOnlyToTheCap() throws Exception {
        String head = "From: bob@example.com\nSubject: hi\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\nb4-b5\n";
        String body = "all work and no play makes a dull game\n".repeat(TEN_MB / 39);
        String text = MessageText.of(Fixtures.parse(head + body));

        assertTrue(text.length() <= MessageText.MAX_BYTES, "read " + text.length() + " characters");
        assertTrue(text.startsWith("b4-b5"));
    }

    @Test
    void theCapNeverSplitsACharacter() throws Exception {
        MimeMessage message = new MimeMessage(Fixtures.session());
        message.setText("\u00e9".repeat(MessageText.MAX_BYTES), "UTF-8");
        String text = MessageText.of(Fixtures.received(message));

        assertFalse(text.contains("\ufffd"));
        assertEquals(MessageText.MAX_BYTES / 2, text.length());
    }

    @Test
    void htmlIsConvertedWhenThereIsNoPlainPart() throws Exception {
        MimeMessage message = new MimeMessage(Fixtures.session());
        message.setContent("<p>Draw?</p><blockquote><p>e3-e4</p></blockquote>", "text/html; charset=UTF-8");
        String text = MessageText.of(Fixtures.received(message));

        assertEquals("Draw?\n\n> e3-e4", text);
    }

    @ParameterizedTest(name = "charset {0}")
    @CsvSource({
            "x-no-such-charset, UTF-8",
            "'', UTF-8",
            "x-no-such-charset, windows-1252",
            "'', windows-1252",
    })
    void anUnknownOrMissingCharsetStillReads(String declared, String actual) {
        String raw = "From: bob@example.com\nSubject: hi\nMIME-Version: 1.0\nContent-Type: text/plain"
                + (declared.isEmpty() ? "" : "; charset=" + declared) + "\nContent-Transfer-Encoding: 8bit\n\n";
        byte[] head = raw.getBytes(StandardCharsets.US_ASCII);
        byte[] body = "Très bien\n".getBytes(java.nio.charset.Charset.forName(actual));
        byte[] all = Arrays.copyOf(head, head.length + body.length);
        System.arraycopy(body, 0, all, head.length, body.length);

        assertEquals("Très bien", assertReads(Fixtures.parse(all)).strip());
    }

    @Test
    void brokenMimeSaysWhatIsWrong() {
        UnreadableMessageException refusal = assertThrows(UnreadableMessageException.class,
                () -> MessageText.of(Fixtures.reply("broken-mime.eml")));
        assertTrue(refusal.getMessage().startsWith("The message"), refusal.getMessage());
        assertTrue(refusal.getMessage().length() > 30, refusal.getMessage());
    }

    static Stream<Arguments> unreadableShapes() {
        return Stream.of(
                Arguments.of("only a picture", "Content-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n"),
                Arguments.of("a multipart with no parts", "Content-Type: multipart/alternative; boundary=\"b\"\n\n--b--\n"),
                Arguments.of("a multipart whose boundary never comes",
                        "Content-Type: multipart/mixed; boundary=\"b\"\n\nresign\n"),
                Arguments.of("a multipart with a broken Content-Type",
                        "Content-Type: multipart/mixed; boundary=\"unclosed\n\n--unclosed\nresign\n"),
                Arguments.of("a text attachment and nothing else",
                        "Content-Type: text/plain\nContent-Disposition: attachment; filename=a.txt\n\nresign\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unreadableShapes")
    void unreadableMessagesSayWhyInWords(String what, String headersAndBody) {
        MimeMessage message = Fixtures.parse("From: bob@example.com\nSubject: hi\nMIME-Version: 1.0\n" + headersAndBody);
        UnreadableMessageException refusal = assertThrows(UnreadableMessageException.class,
                () -> MessageText.of(message), what);
        assertTrue(refusal.getMessage().startsWith("The message"), what + ": " + refusal.getMessage());
    }

    @Test
    void partsNestedBeyondAnyRealClientAreRefused() {
        StringBuilder raw = new StringBuilder("From: bob@example.com\nMIME-Version: 1.0\n");
        int depth = 40;
        for (int i = 0; i < depth; i++) {
            raw.append("Content-Type: multipart/mixed; boundary=\"b").append(i).append("\"\n\n--b").append(i).append('\n');
        }
        raw.append("Content-Type: text/plain\n\nresign\n");
        for (int i = depth - 1; i >= 0; i--) {
            raw.append("--b").append(i).append("--\n");
        }
        UnreadableMessageException refusal = assertThrows(UnreadableMessageException.class,
                () -> MessageText.of(Fixtures.parse(raw.toString())));
        assertTrue(refusal.getMessage().contains("levels deep"), refusal.getMessage());
    }

    /** Refused before Jakarta Mail builds the parts (which costs milliseconds each), though the text comes first. */
    @Test
    void aThousandPartsAreRefusedBeforeTheyAreParsed() {
        StringBuilder raw = new StringBuilder("From: bob@example.com\nMIME-Version: 1.0\n"
                + "Content-Type: multipart/mixed; boundary=\"b\"\n\n--b\nContent-Type: text/plain\n\nresign\n");
        for (int i = 0; i < 1000; i++) {
            raw.append("--b\nContent-Type: application/octet-stream\n\nx\n");
        }
        raw.append("--b--\n");
        UnreadableMessageException refusal = assertThrows(UnreadableMessageException.class,
                () -> MessageText.of(Fixtures.parse(raw.toString())));
        assertTrue(refusal.getMessage().contains("parts"), refusal.getMessage());
    }

    private static String assertReads(MimeMessage message) {
        try {
            return MessageText.of(message);
        } catch (UnreadableMessageException e) {
            throw new AssertionError("should read: " + e.getMessage(), e);
        }
    }

    private static MimeMessage message(MimeMultipart content) throws Exception {
        MimeMessage message = new MimeMessage(Fixtures.session());
        message.setFrom("bob@example.com");
        message.setSubject("Re: Flagpost: Alice vs Bob - your move");
        message.setContent(content);
        return message;
    }

    private static MimeBodyPart textPart(String text, String type, String attachedAs) throws Exception {
        MimeBodyPart part = new MimeBodyPart();
        part.setContent(text, type);
        if (attachedAs != null) {
            part.setFileName(attachedAs);
            part.setDisposition(Part.ATTACHMENT);
        }
        return part;
    }
}
