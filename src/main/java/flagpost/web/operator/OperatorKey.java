package flagpost.web.operator;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Optional;

/**
 * The host's operator key (environment {@code FLAGPOST_ADMIN_KEY}) and the check of the key a request presents, as
 * {@code Authorization: Bearer <key>} (scripts) or as the password of HTTP Basic (a browser asks for it; any user name).
 * The two are compared as SHA-256 digests with {@link MessageDigest#isEqual}, so the time taken says nothing about how
 * much of a guess was right, nor how long the key is. The key is never logged, and neither is what a request presented.
 */
final class OperatorKey {

    private final byte[] digest;

    private OperatorKey(String key) {
        this.digest = sha256(key);
    }

    /** The configured key, or empty when none is set (the operator pages then do not exist). */
    static Optional<OperatorKey> of(Optional<String> configured) {
        return configured.map(String::strip).filter(key -> !key.isEmpty()).map(OperatorKey::new);
    }

    /** Whether the {@code Authorization} header's value carries this key. */
    boolean presentedIn(String authorization) {
        String presented = presented(authorization);
        return presented != null && MessageDigest.isEqual(digest, sha256(presented));
    }

    private static String presented(String authorization) {
        if (authorization == null) {
            return null;
        }
        int space = authorization.indexOf(' ');
        if (space < 0) {
            return null;
        }
        String scheme = authorization.substring(0, space);
        String value = authorization.substring(space + 1).strip();
        if (scheme.equalsIgnoreCase("Bearer")) {
            return value;
        }
        if (scheme.equalsIgnoreCase("Basic")) {
            try {
                String pair = new String(Base64.getDecoder().decode(value), StandardCharsets.UTF_8);
                int colon = pair.indexOf(':');
                return colon < 0 ? null : pair.substring(colon + 1);
            } catch (IllegalArgumentException notBase64) {
                return null;
            }
        }
        return null;
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException missing) {
            throw new IllegalStateException("every Java has SHA-256", missing);
        }
    }
}
