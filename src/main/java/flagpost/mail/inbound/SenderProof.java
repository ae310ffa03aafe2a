package flagpost.mail.inbound;

import flagpost.store.PlayerEntity;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who sent a received message, as far as the message can show it. A reply acts only when this sender is the seat's
 * own address, because the token alone proves only that someone holds the email: a forwarded email answered by
 * someone else carries the right token from the wrong sender, and answering that sender would let anyone make
 * Flagpost mail a stranger.
 *
 * <p>A From line is easy to forge, so when the host's own receiving server says it failed, the sender is treated
 * as not proved (exactly as a wrong sender: nothing done, nothing answered). That server adds its
 * {@code Authentication-Results} (RFC 8601) above every header already in the message and removes any copy claiming
 * its own name, so the topmost one is the host's; those below it could have been written by the sender. It fails
 * the sender on {@code dmarc=fail}, or when SPF fails (fail or softfail) and no DKIM signature passes. A message
 * without the header (a host whose server adds none, the dev inbox) is judged on its From line alone.
 */
public final class SenderProof {

    private static final Pattern RESULT = Pattern.compile("(?i)(?:^|[;\\s])(dmarc|spf|dkim)\\s*=\\s*([a-z]+)");

    private SenderProof() {
    }

    /** The sender: the one From address, normalised, with its display name. */
    public record Sender(String address, String displayName) {
    }

    /** The proved sender, or empty when there is not exactly one From address or the receiving server failed it. */
    public static Optional<Sender> of(MimeMessage message) {
        try {
            String[] from = message.getHeader("From");
            if (from == null || from.length != 1) {
                return Optional.empty();
            }
            InternetAddress[] addresses = InternetAddress.parseHeader(from[0], true);
            if (addresses.length != 1 || addresses[0].getAddress() == null || failedByReceivingServer(message)) {
                return Optional.empty();
            }
            return Optional.of(new Sender(PlayerEntity.normaliseEmail(addresses[0].getAddress()), addresses[0].getPersonal()));
        } catch (MessagingException unreadable) {
            return Optional.empty();
        }
    }

    static boolean failedByReceivingServer(MimeMessage message) throws MessagingException {
        String[] results = message.getHeader("Authentication-Results");
        if (results == null || results.length == 0) {
            return false;
        }
        boolean spfFailed = false;
        boolean dkimSeen = false;
        boolean dkimPassed = false;
        Matcher found = RESULT.matcher(results[0].replaceAll("\\([^)]*\\)", " "));
        while (found.find()) {
            String method = found.group(1).toLowerCase(Locale.ROOT);
            String result = found.group(2).toLowerCase(Locale.ROOT);
            switch (method) {
                case "dmarc" -> {
                    if (result.equals("fail")) {
                        return true;
                    }
                }
                case "spf" -> spfFailed |= result.equals("fail") || result.equals("softfail");
                default -> {
                    dkimSeen = true;
                    dkimPassed |= result.equals("pass");
                }
            }
        }
        return spfFailed && (!dkimSeen || !dkimPassed);
    }
}
