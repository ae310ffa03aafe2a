package flagpost.mail;

import flagpost.links.LinkService;
import flagpost.links.LinkTokens;
import flagpost.links.ReplyToken;
import flagpost.rules.Side;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The signed reply address of a seat's email, {@code <local><separator><token>@<domain>}, and reading one back. The
 * token is signed with the link keys ({@link LinkService#replyToken}); an address's local part holds at most 64
 * characters, so the configured local part and separator may use at most 64 minus the longest token: checked at start.
 */
@Startup // a reply address that could outgrow its 64 characters is refused at start, not in the first email
@ApplicationScoped
public class ReplyAddresses {

    static final int MAX_LOCAL_PART = 64;
    private static final Pattern LOCAL = Pattern.compile("[A-Za-z0-9!#$%&'*/=?^_`{|}~.-]+");
    private static final Pattern DOMAIN = Pattern.compile("[A-Za-z0-9.-]+");
    private static final Pattern SEPARATOR = Pattern.compile("[+=_.-]");

    /** What begins the token of an envelope sender (VERP), after the separator: {@code play+b-<token>@…}. */
    static final String BOUNCE_MARK = "b-";
    /** What begins the token of a probe Flagpost sends itself: {@code play+probe-<nonce>@…}. */
    static final String PROBE_MARK = "probe-";

    private final LinkService links;
    private final String prefix;
    private final String domain;
    /** The envelope sender's local part with its separator, and its domain: the bounce address's, else the reply address's. */
    private final String bouncePrefix;
    private final String bounceDomain;

    @Inject
    public ReplyAddresses(LinkService links, ReplyAddressConfig config) {
        this.links = links;
        if (config.replyAddress().isEmpty()) {
            prefix = null;
            domain = null;
            bouncePrefix = null;
            bounceDomain = null;
            return;
        }
        String address = config.replyAddress().get().strip();
        int at = address.lastIndexOf('@');
        String local = at < 0 ? "" : address.substring(0, at);
        String separator = config.separator();
        if (at < 0 || !LOCAL.matcher(local).matches() || !DOMAIN.matcher(address.substring(at + 1)).matches()
                || !SEPARATOR.matcher(separator).matches() || local.contains(separator)) {
            throw new IllegalStateException("flagpost.inbound.reply-address must be a bare address such as play@games.example.org, "
                    + "and flagpost.inbound.separator one of + - = _ . that the local part does not contain: got '" + address + "' and '"
                    + separator + "'");
        }
        if (local.length() + separator.length() + LinkTokens.MAX_REPLY_TOKEN_LENGTH > MAX_LOCAL_PART) {
            throw new IllegalStateException("flagpost.inbound.reply-address: the local part '" + local + "' is too long. With its separator "
                    + "and a reply token of up to " + LinkTokens.MAX_REPLY_TOKEN_LENGTH + " characters it must fit the 64 characters of an "
                    + "address's local part: use at most " + (MAX_LOCAL_PART - LinkTokens.MAX_REPLY_TOKEN_LENGTH - separator.length())
                    + " characters.");
        }
        this.prefix = (local + separator).toLowerCase(Locale.ROOT);
        this.domain = address.substring(at + 1).toLowerCase(Locale.ROOT);
        String bounces = config.bounceAddress().map(String::strip).filter(given -> !given.isEmpty()).orElse(address);
        int bounceAt = bounces.lastIndexOf('@');
        String bounceLocal = bounceAt < 0 ? "" : bounces.substring(0, bounceAt);
        if (bounceAt < 0 || !LOCAL.matcher(bounceLocal).matches() || !DOMAIN.matcher(bounces.substring(bounceAt + 1)).matches()
                || bounceLocal.contains(separator)) {
            throw new IllegalStateException("flagpost.inbound.bounce-address must be a bare address such as bounces@games.example.org "
                    + "without the separator '" + separator + "': got '" + bounces + "'");
        }
        if (bounceLocal.length() + separator.length() + BOUNCE_MARK.length() + LinkTokens.MAX_BOUNCE_TOKEN_LENGTH > MAX_LOCAL_PART) {
            throw new IllegalStateException("flagpost.inbound.bounce-address: the local part '" + bounceLocal + "' is too long for "
                    + "an envelope sender with its token");
        }
        this.bouncePrefix = (bounceLocal + separator).toLowerCase(Locale.ROOT);
        this.bounceDomain = bounces.substring(bounceAt + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * The envelope sender (SMTP {@code MAIL FROM}) of outbox row {@code notificationId}: {@code play+b-<token>@domain},
     * the token the row id signed with the link keys, so a bounce to it names the email that bounced and a stranger cannot
     * make one up. Empty while inbound is off.
     */
    public Optional<String> envelopeSender(long notificationId) {
        if (!enabled()) {
            return Optional.empty();
        }
        return Optional.of(bouncePrefix + BOUNCE_MARK + links.bounceToken(notificationId) + "@" + bounceDomain);
    }

    /** The outbox row named by the first of these addresses that is one of our envelope senders, if we signed it. */
    public Optional<Long> bouncedRowIn(Collection<String> recipients) {
        return tailIn(recipients, bouncePrefix + BOUNCE_MARK, bounceDomain, LinkTokens.MAX_BOUNCE_TOKEN_LENGTH)
                .flatMap(links::verifyBounce);
    }

    /** Whether any of these addresses has the shape of one of our envelope senders, signed or not. */
    public boolean namesEnvelopeSender(Collection<String> recipients) {
        return tailIn(recipients, bouncePrefix + BOUNCE_MARK, bounceDomain, LinkTokens.MAX_BOUNCE_TOKEN_LENGTH).isPresent();
    }

    /** The address of a probe Flagpost sends itself to check that the reply mailbox receives: {@code play+probe-<nonce>@domain}. */
    public Optional<String> probeAddress(String nonce) {
        return enabled() ? Optional.of(prefix + PROBE_MARK + nonce + "@" + domain) : Optional.empty();
    }

    /** The nonce of the first of these addresses that is a probe's, not yet checked against the probe sent. */
    public Optional<String> probeNonceIn(Collection<String> recipients) {
        return tailIn(recipients, prefix + PROBE_MARK, domain, 64);
    }

    private Optional<String> tailIn(Collection<String> recipients, String start, String atDomain, int longest) {
        if (!enabled()) {
            return Optional.empty();
        }
        for (String recipient : recipients) {
            String address = recipient.strip().toLowerCase(Locale.ROOT);
            int at = address.lastIndexOf('@');
            if (at > start.length() && address.startsWith(start) && address.substring(at + 1).equals(atDomain)
                    && at - start.length() <= longest) {
                return Optional.of(address.substring(start.length(), at));
            }
        }
        return Optional.empty();
    }

    /** Whether replies by email are on ({@code flagpost.inbound.reply-address} is set). */
    public boolean enabled() {
        return prefix != null;
    }

    /** The reply address of an email to {@code seat} written at {@code ply}; empty while inbound is off. */
    public Optional<String> of(long gameId, Side seat, int ply, int epoch) {
        if (!enabled()) {
            return Optional.empty();
        }
        return Optional.of(prefix + links.replyToken(gameId, seat, ply, epoch) + "@" + domain);
    }

    /**
     * The token text of the first of these addresses that has our reply address's shape (any case), not yet
     * verified; empty when none has, or inbound is off.
     */
    public Optional<String> tokenTextIn(Collection<String> recipients) {
        if (!enabled()) {
            return Optional.empty();
        }
        for (String recipient : recipients) {
            String address = recipient.strip().toLowerCase(Locale.ROOT);
            int at = address.lastIndexOf('@');
            if (at > prefix.length() && address.startsWith(prefix) && address.substring(at + 1).equals(domain)
                    && at - prefix.length() <= LinkTokens.MAX_REPLY_TOKEN_LENGTH) {
                return Optional.of(address.substring(prefix.length(), at));
            }
        }
        return Optional.empty();
    }

    /** The seat a token text speaks for, if we signed it. */
    public Optional<ReplyToken> verify(String tokenText) {
        return links.verifyReply(tokenText);
    }
}
