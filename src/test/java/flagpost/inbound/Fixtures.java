package flagpost.inbound;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Received messages for the tests: the reply fixtures under {@code replies/}, or bytes made in a test. */
final class Fixtures {

    private static final Session SESSION = Session.getInstance(new Properties());

    private Fixtures() {
    }

    static MimeMessage reply(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/replies/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture replies/" + name);
            }
            return new MimeMessage(SESSION, in);
        } catch (IOException | MessagingException e) {
            throw new IllegalStateException("fixture replies/" + name + " does not load", e);
        }
    }

    /** The message as a mail server would hand it over: written out and parsed again. */
    static MimeMessage received(MimeMessage built) {
        try {
            built.saveChanges();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            built.writeTo(out);
            return parse(out.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    static MimeMessage parse(byte[] raw) {
        try {
            return new MimeMessage(SESSION, new ByteArrayInputStream(raw));
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    static MimeMessage parse(String raw) {
        return parse(raw.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    static Session session() {
        return SESSION;
    }
}
