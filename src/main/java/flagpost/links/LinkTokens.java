package flagpost.links;

import flagpost.rules.Side;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs and verifies link tokens: {@code base64url(payload) + "." + base64url(HMAC-SHA256(key, payload))}.
 * The payload (version 2) holds a version, the key id, purpose, subject, seat, the player's link epoch, issued-at
 * and expiry; the signature covers all of it. Version 1 tokens, minted before link epochs existed, have no epoch
 * field and are read as epoch 0, so links in mail sent before the change keep working until their player raises
 * the epoch. Several keys verify (rotation); one signs. Plain Java with no clock of its own: callers pass the time.
 */
public final class LinkTokens {

    private static final int VERSION = 2;
    /** Tokens minted before link epochs: the same fields without the epoch. Verified, never issued. */
    private static final int VERSION_WITHOUT_EPOCH = 1;
    /** Purpose, subject, seat, issued-at and expiry; version 2 adds the 4-byte epoch. */
    private static final int FIELDS_WITHOUT_EPOCH = 1 + 8 + 1 + 8 + 8;
    private static final int MAX_TOKEN_LENGTH = 512;
    /** A key must be as long as the HMAC-SHA256 output it feeds. */
    public static final int MIN_KEY_BYTES = 32;
    private static final Pattern KEY_ID = Pattern.compile("[A-Za-z0-9_-]{1,16}");
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final Map<String, byte[]> keys;
    private final String signingKeyId;

    /**
     * @param keys         secret keys by id, each at least 32 bytes
     * @param signingKeyId the id of the key new tokens are signed with
     */
    public LinkTokens(Map<String, byte[]> keys, String signingKeyId) {
        keys.forEach((id, key) -> {
            if (!KEY_ID.matcher(id).matches()) {
                throw new IllegalArgumentException("a key id is 1–16 letters, digits, '-' or '_': " + id);
            }
            if (key.length < MIN_KEY_BYTES) {
                throw new IllegalArgumentException("key " + id + " is shorter than " + MIN_KEY_BYTES + " bytes");
            }
        });
        if (!keys.containsKey(signingKeyId)) {
            throw new IllegalArgumentException("the signing key " + signingKeyId + " is not among the keys " + keys.keySet());
        }
        this.keys = Map.copyOf(keys);
        this.signingKeyId = signingKeyId;
    }

    /**
     * A configured key's bytes: base64, standard or url-safe alphabet (what {@code openssl rand -base64 32} prints, or
     * its url-safe form, which survives env files and shells unquoted); null when it is not base64.
     */
    public static byte[] decodeKey(String encoded) {
        String trimmed = encoded.strip();
        try {
            return trimmed.contains("-") || trimmed.contains("_") ? Base64.getUrlDecoder().decode(trimmed) : Base64.getDecoder().decode(trimmed);
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
    }

    /** A token for {@code subjectId} (and {@code seat}), carrying the link epoch of the player it is sent to. */
    public String issue(LinkPurpose purpose, long subjectId, Side seat, int epoch, Instant issuedAt, Instant expiresAt) {
        if (epoch < 0) {
            throw new IllegalArgumentException("a link epoch is never negative: " + epoch);
        }
        byte[] keyId = signingKeyId.getBytes(StandardCharsets.US_ASCII);
        ByteBuffer payload = ByteBuffer.allocate(2 + keyId.length + FIELDS_WITHOUT_EPOCH + 4);
        payload.put((byte) VERSION).put((byte) keyId.length).put(keyId);
        payload.put((byte) purpose.code()).putLong(subjectId).put((byte) (seat == null ? 0 : seat == Side.RED ? 1 : 2));
        payload.putInt(epoch);
        payload.putLong(issuedAt.getEpochSecond()).putLong(expiresAt.getEpochSecond());
        byte[] bytes = payload.array();
        return ENCODER.encodeToString(bytes) + "." + ENCODER.encodeToString(mac(keys.get(signingKeyId), bytes));
    }

    /** Verifies a token for one purpose at time {@code now}. Never throws for any input. */
    public TokenCheck verify(String token, LinkPurpose expected, Instant now) {
        TokenCheck genuine = verifySignatureIgnoringExpiry(token);
        if (!(genuine instanceof TokenCheck.Valid valid)) {
            return genuine;
        }
        if (!now.isBefore(valid.token().expiresAt())) {
            return invalid(TokenCheck.Failure.EXPIRED);
        }
        if (valid.token().purpose() != expected) {
            return invalid(TokenCheck.Failure.WRONG_PURPOSE);
        }
        return valid;
    }

    /**
     * Checks that a token is one we signed (well formed, a known key, the signature matches) and reads it,
     * for any purpose and WITHOUT looking at its expiry. Only for "email me a fresh link": an expired but
     * genuine link still proves which seat of which game it was sent to, and the fresh link goes to that
     * seat's address, never to whoever holds the old one. Never use it to grant access. Never throws.
     */
    public TokenCheck verifySignatureIgnoringExpiry(String token) {
        if (token == null || token.length() > MAX_TOKEN_LENGTH) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        int dot = token.indexOf('.');
        if (dot <= 0 || dot != token.lastIndexOf('.') || dot == token.length() - 1) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        byte[] payload;
        byte[] signature;
        try {
            payload = DECODER.decode(token.substring(0, dot));
            signature = DECODER.decode(token.substring(dot + 1));
        } catch (IllegalArgumentException notBase64) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        // Canonical encodings only, so one token has exactly one spelling.
        if (!ENCODER.encodeToString(payload).equals(token.substring(0, dot))
                || !ENCODER.encodeToString(signature).equals(token.substring(dot + 1))) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        if (payload.length < 2 || (payload[0] != VERSION && payload[0] != VERSION_WITHOUT_EPOCH)) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        boolean hasEpoch = payload[0] == VERSION;
        int keyIdLength = payload[1];
        if (keyIdLength < 1 || keyIdLength > 16 || payload.length != 2 + keyIdLength + FIELDS_WITHOUT_EPOCH + (hasEpoch ? 4 : 0)) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        String keyId = new String(payload, 2, keyIdLength, StandardCharsets.US_ASCII);
        byte[] key = keys.get(keyId);
        if (key == null) {
            return invalid(TokenCheck.Failure.UNKNOWN_KEY);
        }
        if (!MessageDigest.isEqual(mac(key, payload), signature)) {
            return invalid(TokenCheck.Failure.BAD_SIGNATURE);
        }
        ByteBuffer fields = ByteBuffer.wrap(payload, 2 + keyIdLength, payload.length - 2 - keyIdLength);
        LinkPurpose purpose = LinkPurpose.fromCode(fields.get());
        long subjectId = fields.getLong();
        int seatCode = fields.get();
        int epoch = hasEpoch ? fields.getInt() : 0;
        Instant issuedAt = Instant.ofEpochSecond(fields.getLong());
        Instant expiresAt = Instant.ofEpochSecond(fields.getLong());
        if (purpose == null || seatCode < 0 || seatCode > 2 || epoch < 0) {
            return invalid(TokenCheck.Failure.MALFORMED);
        }
        Side seat = seatCode == 0 ? null : seatCode == 1 ? Side.RED : Side.BLUE;
        return new TokenCheck.Valid(new LinkToken(purpose, subjectId, seat, epoch, issuedAt, expiresAt, keyId));
    }

    private static TokenCheck invalid(TokenCheck.Failure failure) {
        return new TokenCheck.Invalid(failure);
    }

    /**
     * One Mac per thread: {@code Mac.getInstance} searches the security providers on every call, and a page
     * checks one link and signs several. {@code init} resets it for each use.
     */
    private static final ThreadLocal<Mac> HMAC = ThreadLocal.withInitial(() -> {
        try {
            return Mac.getInstance("HmacSHA256");
        } catch (GeneralSecurityException unavailable) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", unavailable);
        }
    });

    private static byte[] mac(byte[] key, byte[] payload) {
        try {
            Mac mac = HMAC.get();
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(payload);
        } catch (GeneralSecurityException badKey) {
            throw new IllegalStateException("an HMAC-SHA256 key was refused", badKey);
        }
    }
}
