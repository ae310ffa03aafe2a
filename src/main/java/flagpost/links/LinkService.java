package flagpost.links;

import flagpost.rules.Side;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Base64;
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
                        + "32+ random bytes> (openssl rand -base64 32), in the environment, never in a file of the repository.");
            }
            keys.put(DEV_KEY_ID, developmentKey(config.devKeyFile()));
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

    /**
     * The development key: kept in {@code devKeyFile} (created on first use, readable by its owner only) when one is
     * named, so a restart of dev mode keeps the links in the dev inbox working; otherwise new at every start.
     */
    static byte[] developmentKey(Optional<Path> devKeyFile) {
        if (devKeyFile.isEmpty()) {
            LOG.warn("No link signing key configured: using a development key generated at start. Links stop working when "
                    + "Flagpost restarts; production requires flagpost.links.keys.<id>.");
            return newKey();
        }
        Path file = devKeyFile.get().toAbsolutePath().normalize();
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(file.getParent());
                byte[] key = newKey();
                Path written = Files.createTempFile(file.getParent(), "dev-link-key", ".tmp",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.writeString(written, Base64.getEncoder().encodeToString(key) + "\n");
                try {
                    // A hard link appears whole or not at all and never replaces a file: of two starts at once, the
                    // first key written wins, and both read that one below.
                    Files.createLink(file, written);
                } catch (FileAlreadyExistsException anotherStartWasFirst) {
                    // use the key already there
                } finally {
                    Files.deleteIfExists(written);
                }
            }
            byte[] key = LinkTokens.decodeKey(Files.readString(file));
            if (key == null || key.length < LinkTokens.MIN_KEY_BYTES) {
                throw new IllegalStateException("The development link key in " + file + " is damaged: delete the file, and a new "
                        + "one is made at the next start (links already sent then stop working).");
            }
            LOG.infof("No link signing key configured: using the development key kept in %s, so links survive a restart. "
                    + "Production requires flagpost.links.keys.<id>.", file);
            return key;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the development link key in " + file, e);
        }
    }

    private static byte[] newKey() {
        byte[] key = new byte[LinkTokens.MIN_KEY_BYTES];
        new SecureRandom().nextBytes(key);
        return key;
    }

    private static byte[] decodeKey(String id, String encoded) {
        byte[] key = LinkTokens.decodeKey(encoded);
        if (key == null) {
            throw new IllegalStateException("flagpost.links.keys." + id + " is not base64");
        }
        return key;
    }

    /**
     * A fresh token for a game seat (or, for GAMES_LIST, a player id with a null seat), carrying {@code epoch}: the
     * link epoch of the player it goes to (of the player in that seat), so a later raise turns it off.
     */
    public String issue(LinkPurpose purpose, long subjectId, Side seat, int epoch) {
        Instant now = clock.instant();
        return tokens.issue(purpose, subjectId, seat, epoch, now, now.plus(lifetimeOf(purpose)));
    }

    /**
     * {@link #issue}, as issued at the start of the current minute: the link a page shows beside the page's own (the
     * history link on the play page, the play link on the setup page, the games list's links). Issued to the second,
     * such a link made every rendering of a page differ from the last, so a page could never be known unchanged (see
     * flagpost.web.page.RenderedPages); to the minute, it reads the same for as long as the page's other words do
     * (the time left is said to the minute). It lives at most a minute less than a fresh link, out of days.
     */
    public String issueOnPage(LinkPurpose purpose, long subjectId, Side seat, int epoch) {
        Instant minute = clock.instant().truncatedTo(ChronoUnit.MINUTES);
        return tokens.issue(purpose, subjectId, seat, epoch, minute, minute.plus(lifetimeOf(purpose)));
    }

    /**
     * A game's watch link as issued at {@code issuedAt} (when it was made), so the link reads the same every time it is
     * shown; it carries the game's watch epoch and names no seat.
     */
    public String issueWatch(long gameId, int watchEpoch, Instant issuedAt) {
        return tokens.issue(LinkPurpose.WATCH, gameId, null, watchEpoch, issuedAt, issuedAt.plus(lifetimeOf(LinkPurpose.WATCH)));
    }

    /** The absolute URL of a fresh link: see {@link #issue}. */
    public String url(LinkPurpose purpose, long subjectId, Side seat, int epoch) {
        return baseUrl + pathOf(purpose) + issue(purpose, subjectId, seat, epoch);
    }

    public TokenCheck verify(String token, LinkPurpose expected) {
        return tokens.verify(token, expected, clock.instant());
    }

    /** Whether a token is genuine, whatever its purpose and expiry: see {@link LinkTokens#verifySignatureIgnoringExpiry}. */
    public TokenCheck verifySignatureIgnoringExpiry(String token) {
        return tokens.verifySignatureIgnoringExpiry(token);
    }

    /** The token of a seat's reply address for an email written at {@code ply}, issued now: see {@link ReplyToken}. */
    public String replyToken(long gameId, Side seat, int ply, int epoch) {
        return tokens.issueReply(new ReplyToken(gameId, seat, ply, epoch, clock.instant()));
    }

    /** How long a reply address works after it was issued: as long as the play link in the same email. */
    public Duration replyLifetime() {
        return config.lifetime();
    }

    /** The reply token read from an address, if it is one we signed. Never throws. */
    public Optional<ReplyToken> verifyReply(String token) {
        return tokens.verifyReply(token);
    }

    /** The token of the envelope sender of outbox row {@code notificationId}: see {@link LinkTokens#issueBounce}. */
    public String bounceToken(long notificationId) {
        return tokens.issueBounce(notificationId);
    }

    /** The outbox row a bounce token names, if we signed it. Never throws. */
    public Optional<Long> verifyBounce(String token) {
        return tokens.verifyBounce(token);
    }

    public String baseUrl() {
        return baseUrl;
    }

    /** A key for another use, derived from the signing key (see {@link LinkTokens#derivedKey}). */
    byte[] derivedKey(String label) {
        return tokens.derivedKey(label);
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
            case CONFIRM_START -> "/confirm/";
            case DO_NOT_INVITE -> "/do-not-invite/";
            case REPLY -> throw new IllegalArgumentException("a reply token is an email address, not a page: see replyToken");
            case WATCH -> "/watch/";
            case DATA_EXPORT -> "/my-data/export/";
            case DATA_ERASE -> "/my-data/erase/";
        };
    }

    private Duration lifetimeOf(LinkPurpose purpose) {
        return switch (purpose) {
            case GAMES_LIST, DATA_EXPORT, DATA_ERASE -> config.gamesListLifetime();
            case HISTORY, UNSUBSCRIBE, DO_NOT_INVITE, WATCH -> config.longLifetime();
            default -> config.lifetime();
        };
    }
}
