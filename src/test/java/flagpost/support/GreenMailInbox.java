package flagpost.support;

import com.icegreen.greenmail.util.GreenMail;
import jakarta.mail.Address;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What GreenMail received, as tests read it: one recipient's messages in arrival order, and their parts. */
public final class GreenMailInbox {

    private GreenMailInbox() {
    }

    /** Every message GreenMail holds for {@code address}, in the order it arrived. */
    public static List<MimeMessage> to(GreenMail greenMail, String address) {
        List<MimeMessage> found = new ArrayList<>();
        for (MimeMessage message : greenMail.getReceivedMessages()) {
            try {
                Address[] recipients = message.getAllRecipients();
                if (recipients != null && recipients.length == 1
                        && ((InternetAddress) recipients[0]).getAddress().toLowerCase(Locale.ROOT).equals(address.toLowerCase(Locale.ROOT))) {
                    found.add(message);
                }
            } catch (MessagingException unreadable) {
                throw new IllegalStateException(unreadable);
            }
        }
        return found;
    }

    public static String header(MimeMessage message, String name) {
        try {
            String[] values = message.getHeader(name);
            if (values == null) {
                return null;
            }
            if (values.length != 1) {
                throw new AssertionError(name + " appears " + values.length + " times");
            }
            return jakarta.mail.internet.MimeUtility.unfold(values[0]);
        } catch (MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }

    public static String messageId(MimeMessage message) {
        return header(message, "Message-ID");
    }

    /** The parts of a multipart message as content type + text, in order. */
    public record Part(String contentType, String text) {
    }

    public static List<Part> parts(MimeMessage message) {
        try {
            Object content = message.getContent();
            List<Part> parts = new ArrayList<>();
            if (content instanceof Multipart multipart) {
                for (int i = 0; i < multipart.getCount(); i++) {
                    BodyPart part = multipart.getBodyPart(i);
                    parts.add(new Part(part.getContentType(), (String) part.getContent()));
                }
            } else {
                parts.add(new Part(message.getContentType(), (String) content));
            }
            return parts;
        } catch (MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
