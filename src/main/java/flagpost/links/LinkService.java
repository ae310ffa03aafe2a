package flagpost.links;

import flagpost.rules.Side;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Issues and checks the signed links in emails and pages. Keys come from configuration; outside
 * production a random development key is generated (and logged as such) when none is configured, and
 * production refuses to start without one, since links signed with a random key die with the process.
 */
@Startup // checks the keys at start, so a production server without one never comes up
@ApplicationScoped
public class LinkService {

    private static final Logger LOG = Logger.getLogger(LinkService.class);
    static final String DEV_KEY_ID = "dev";

    private final Clock clock;
    private final LinksConfig config;
    private final String baseUrl;
    private final LinkTokens tokens;

    @Inject
    public LinkService(Clock clock, LinksConfig config, @ConfigProperty(name = "flagpost.base-url") String baseUrl) {
        this.clock = clock;
        this.config = config;
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.tokens = createTokens(config, LaunchMode.current());
    }

    static LinkTokens createTokens(LinksConfig config, LaunchMode mode) {
        Map<String, byte[]> keys = new LinkedHashMap<>();
        config.keys().forEach((id, encoded) -> keys.put(id, decodeKey(id, encoded)));
        if (keys.isEmpty()) {
            if (mode == LaunchMode.NORMAL) {
                throw new IllegalStateException("No link signing key is configured. Set one, e.g. FLAGPOST_LINKS_KEYS__K1_=<base64 of "
                        + "32+ random bytes> (openssl rand -base64 32), or flagpost.links.keys.k1=… in application.properties.");
            }
            byte[] devKey = new byte[32];
            new SecureRandom().nextBytes(devKey);
            LOG.warn("No link signing key configured: using a development key generated at start. Links stop working when "
                    + "Flagpost restarts; production requires flagpost.links.keys.<id>.");
            keys.put(DEV_KEY_ID, devKey);
            return new LinkTokens(keys, DEV_KEY_ID);
        }
        String signingKeyId = config.signingKeyId().orElseGet(() -> {
            if (keys.size() > 1) {
                throw new IllegalStateException("Several link keys are configured (" + keys.keySet()
                        + "): set flagpost.links.signing-key-id to the one that signs new links.");
            }
            return keys.keySet().iterator().next();
        });
        return new LinkTokens(keys, signingKeyId);
    }

    private static byte[] decodeKey(String id, String encoded) {
        try {
            String trimmed = encoded.strip();
            return trimmed.contains("-") || trimmed.contains("_") ? Base64.getUrlDecoder().decode(trimmed) : Base64.getDecoder().decode(trimmed);
        } catch (IllegalArgumentException notBase64) {
            throw new IllegalStateException("flagpost.links.keys." + id + " is not base64");
        }
    }

    /** A fresh token for a game seat (or, for GAMES_LIST, a player id with a null seat). */
    public String issue(LinkPurpose purpose, long subjectId, Side seat) {
        Instant now = clock.instant();
        return tokens.issue(purpose, subjectId, seat, now, now.plus(lifetimeOf(purpose)));
    }

    /** The absolute URL of a fresh link. */
    public String url(LinkPurpose purpose, long subjectId, Side seat) {
        return baseUrl + pathOf(purpose) + issue(purpose, subjectId, seat);
    }

    public TokenCheck verify(String token, LinkPurpose expected) {
        return tokens.verify(token, expected, clock.instant());
    }

    /** Whether a token is genuine, whatever its purpose and expiry: see {@link LinkTokens#verifySignatureIgnoringExpiry}. */
    public TokenCheck verifySignatureIgnoringExpiry(String token) {
        return tokens.verifySignatureIgnoringExpiry(token);
    }

    public String baseUrl() {
        return baseUrl;
    }

    /** The page a link of this purpose opens, before the token. */
    public static String pathOf(LinkPurpose purpose) {
        return switch (purpose) {
            case PLAY -> "/play/";
            case SETUP -> "/setup/";
            case HISTORY -> "/history/";
            case GAMES_LIST -> "/games/";
            case UNSUBSCRIBE -> "/unsubscribe/";
            case INVITATION -> "/invitation/";
        };
    }

    private Duration lifetimeOf(LinkPurpose purpose) {
        return switch (purpose) {
            case HISTORY, GAMES_LIST, UNSUBSCRIBE -> config.longLifetime();
            default -> config.lifetime();
        };
    }
}
