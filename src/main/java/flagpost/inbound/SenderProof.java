package flagpost.inbound;

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
 * the sender on {@code dmarc=fail}; on {@code spf=fail} for the sender's own domain (the domain's owner says the
 * sending server may not send its mail), whatever DKIM says, since any sender can sign with a domain of its own; and
 * on an SPF fail or softfail for another domain unless a DKIM signature of the sender's domain passes. A message
 * without the header (a host whose server adds none, the dev inbox) is judged on its From line alone.
 */
public final class SenderProof {

    private static final Pattern RESULT = Pattern.compile("(?i)(?:^|[;\\s])(dmarc|spf|dkim)\\s*=\\s*([a-z]+)");
    private static final Pattern SPF_DOMAIN = Pattern.compile("(?i)\\bsmtp\\.mailfrom\\s*=\\s*\"?([^\\s;\"]+)");
    private static final Pattern DKIM_DOMAIN = Pattern.compile("(?i)\\bheader\\.[di]\\s*=\\s*\"?([^\\s;\"]+)");

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
            if (addresses.length != 1 || addresses[0].getAddress() == null || failedByReceivingServer(message, addresses[0].getAddress())) {
                return Optional.empty();
            }
            return Optional.of(new Sender(PlayerEntity.normaliseEmail(addresses[0].getAddress()), addresses[0].getPersonal()));
        } catch (MessagingException unreadable) {
            return Optional.empty();
        }
    }

    static boolean failedByReceivingServer(MimeMessage message, String senderAddress) throws MessagingException {
        String[] results = message.getHeader("Authentication-Results");
        if (results == null || results.length == 0) {
            return false;
        }
        String senderDomain = senderAddress.substring(senderAddress.lastIndexOf('@') + 1).toLowerCase(Locale.ROOT);
        boolean spfFailed = false;
        boolean spfFailedForSender = false;
        boolean alignedDkimPassed = false;
        // One result a part: "spf=fail smtp.mailfrom=example.com", "dkim=pass header.d=example.com"; the first part
        // names the server that wrote the header.
        for (String part : results[0].replaceAll("\\([^)]*\\)", " ").split(";")) {
            Matcher found = RESULT.matcher(part);
            if (!found.find()) {
                continue;
            }
            String method = found.group(1).toLowerCase(Locale.ROOT);
            String result = found.group(2).toLowerCase(Locale.ROOT);
            switch (method) {
                case "dmarc" -> {
                    if (result.equals("fail")) {
                        return true;
                    }
                }
                case "spf" -> {
                    spfFailed |= result.equals("fail") || result.equals("softfail");
                    String checked = property(part, SPF_DOMAIN);
                    spfFailedForSender |= result.equals("fail") && (checked == null || aligned(checked, senderDomain));
                }
                default -> {
                    String signer = property(part, DKIM_DOMAIN);
                    alignedDkimPassed |= result.equals("pass") && signer != null && aligned(signer, senderDomain);
                }
            }
        }
        return spfFailedForSender || (spfFailed && !alignedDkimPassed);
    }

    /** The domain a result's property names ("smtp.mailfrom=bob@example.com" gives example.com), or null. */
    private static String property(String part, Pattern property) {
        Matcher found = property.matcher(part);
        if (!found.find()) {
            return null;
        }
        String value = found.group(1).toLowerCase(Locale.ROOT);
        return value.substring(value.lastIndexOf('@') + 1);
    }

    /** Whether two domains are one organisation's, as DMARC's relaxed alignment has it: equal, or one below the other. */
    private static boolean aligned(String domain, String senderDomain) {
        return !domain.isEmpty() && (domain.equals(senderDomain) || senderDomain.endsWith("." + domain) || domain.endsWith("." + senderDomain));
    }
}
