package flagpost.mail;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetHeaders;
import jakarta.mail.internet.MimeBodyPart;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A UTF-8 text part, encoded here once and handed to Jakarta Mail as finished bytes. Given a string
 * ({@code MimeBodyPart.setText}), Jakarta Mail encodes the text once to choose a transfer encoding and again to write it,
 * both a byte at a time through a chain of streams: on 2026-12-05 that was about a third of the outbox's CPU for a
 * 35 kB move email (JFR, moves over the JSON API at 16 clients). A part built from its headers and encoded bytes
 * ({@link MimeBodyPart#MimeBodyPart(InternetHeaders, byte[])}) is written as it is.
 *
 * <p>The choice is Jakarta Mail's own ({@code MimeUtility.getEncoding} for text): {@code 7bit} when every byte is
 * US-ASCII text and no line is longer than 998 bytes, {@code quoted-printable} when most bytes are, {@code base64}
 * otherwise. Line breaks go out as CRLF in every encoding (text's canonical form, RFC 2045 section 6.6), as the SMTP
 * transport already sent them for the first two.
 */
final class TextPartEncoding {

    /** RFC 5322's limit on a line, without its CRLF. */
    private static final int MAX_LINE = 998;
    /** RFC 2045's limit on a quoted-printable line, without its CRLF; a soft break's {@code =} counts. */
    private static final int QP_LINE = 76;
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
    private static final Base64.Encoder BASE64 = Base64.getMimeEncoder(QP_LINE, new byte[] {'\r', '\n'});

    private TextPartEncoding() {
    }

    /** A {@code text/<subtype>; charset=UTF-8} body part holding {@code text}, already encoded. */
    static MimeBodyPart part(String text, String subtype) throws MessagingException {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        String encoding = encodingFor(utf8);
        InternetHeaders headers = new InternetHeaders();
        headers.setHeader("Content-Type", "text/" + subtype + "; charset=UTF-8");
        headers.setHeader("Content-Transfer-Encoding", encoding);
        return new MimeBodyPart(headers, encode(utf8, encoding));
    }

    /** {@code 7bit}, {@code quoted-printable} or {@code base64}, as Jakarta Mail would choose for these bytes of text. */
    static String encodingFor(byte[] utf8) {
        int ascii = 0;
        int other = 0;
        int line = 0;
        boolean longLine = false;
        for (byte b : utf8) {
            int c = b & 0xff;
            if (c == '\r' || c == '\n') {
                line = 0;
            } else if (++line > MAX_LINE) {
                longLine = true;
            }
            if (c >= 0x7f || (c < 0x20 && c != '\r' && c != '\n' && c != '\t')) {
                other++;
            } else {
                ascii++;
            }
        }
        if (other == 0) {
            return longLine ? "quoted-printable" : "7bit";
        }
        return ascii > other ? "quoted-printable" : "base64";
    }

    static byte[] encode(byte[] utf8, String encoding) {
        return switch (encoding) {
            case "7bit" -> crlf(utf8);
            case "quoted-printable" -> quotedPrintable(utf8);
            case "base64" -> BASE64.encode(crlf(utf8));
            default -> throw new IllegalArgumentException("no such transfer encoding here: " + encoding);
        };
    }

    /** Every line break (CRLF, a lone LF or a lone CR) as CRLF. */
    static byte[] crlf(byte[] bytes) {
        GrowingBytes out = new GrowingBytes(bytes.length + bytes.length / 16 + 2);
        for (int i = 0; i < bytes.length; i++) {
            byte b = bytes[i];
            if (b == '\r' || b == '\n') {
                out.lineBreak();
                if (b == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                    i++;
                }
            } else {
                out.write(b);
            }
        }
        return out.toByteArray();
    }

    /**
     * RFC 2045 section 6.7: printable US-ASCII as it is, but {@code =}; a space or tab as it is unless it ends a line;
     * every other byte as {@code =XX}; a line break as CRLF; lines longer than 76 broken softly ({@code =} then CRLF),
     * never inside an {@code =XX}.
     */
    static byte[] quotedPrintable(byte[] bytes) {
        GrowingBytes out = new GrowingBytes(bytes.length + bytes.length / 8 + 16);
        int column = 0;
        for (int i = 0; i < bytes.length; i++) {
            int c = bytes[i] & 0xff;
            if (c == '\r' || c == '\n') {
                out.lineBreak();
                column = 0;
                if (c == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                    i++;
                }
                continue;
            }
            boolean endsLine = i + 1 == bytes.length || bytes[i + 1] == '\r' || bytes[i + 1] == '\n';
            boolean literal = (c >= 0x21 && c <= 0x7e && c != '=') || ((c == ' ' || c == '\t') && !endsLine);
            int width = literal ? 1 : 3;
            // Room for this and, unless the line ends here, the soft break's "=" after it.
            if (column + width > (endsLine ? QP_LINE : QP_LINE - 1)) {
                out.write('=');
                out.lineBreak();
                column = 0;
            }
            if (literal) {
                out.write(c);
            } else {
                out.write('=');
                out.write(HEX[c >> 4]);
                out.write(HEX[c & 0xf]);
            }
            column += width;
        }
        return out.toByteArray();
    }
}
