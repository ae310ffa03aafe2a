package flagpost.links;

import flagpost.rules.Side;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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

    // --- Reply tokens: the same keys and HMAC, in a form an email address can carry ------------------------------

    /**
     * A reply token is the local part's tail of a reply address ({@code play+TOKEN@domain}). An address's local part
     * holds at most 64 characters and some mail systems change its case, so the token is lowercase base32 of: one
     * byte (version and seat), then the game, ply, epoch and the hour it was issued (hours since 1970, rounded down)
     * as unsigned varints, then the first 10 bytes (80 bits) of the HMAC-SHA256. The MAC covers a purpose byte ahead
     * of the payload, so no link token's signature can ever stand for a reply token's or the reverse. There is no key
     * id: the few configured keys are tried in turn, so rotation works as for links. At most
     * {@link #MAX_REPLY_TOKEN_LENGTH} characters, usually about 30. The issue hour costs three bytes; a game id below
     * 2^42 (a varint of six bytes, not nine) pays for them, so the longest token, and with it the longest local part
     * a host may configure, is what it was before tokens carried their time.
     */
    public String issueReply(ReplyToken reply) {
        if (reply.issuedAt() == null) {
            throw new IllegalArgumentException("a reply token is issued with its time");
        }
        long hour = Math.floorDiv(reply.issuedAt().getEpochSecond(), SECONDS_AN_HOUR);
        if (reply.gameId() > ReplyToken.MAX_GAME_ID || hour < 0 || hour > MAX_ISSUE_HOUR) {
            throw new IllegalArgumentException("a reply token holds a game id below 2^42 and an hour between 1970 and 2209: " + reply);
        }
        ByteBuffer payload = ByteBuffer.allocate(REPLY_PAYLOAD_MAX);
        payload.put((byte) (REPLY_VERSION << 2 | (reply.seat() == Side.RED ? 1 : 2)));
        putVarint(payload, reply.gameId());
        putVarint(payload, reply.ply());
        putVarint(payload, reply.epoch());
        putVarint(payload, hour);
        byte[] fields = Arrays.copyOf(payload.array(), payload.position());
        byte[] mac = replyMac(keys.get(signingKeyId), fields);
        byte[] token = Arrays.copyOf(fields, fields.length + REPLY_MAC_BYTES);
        System.arraycopy(mac, 0, token, fields.length, REPLY_MAC_BYTES);
        return Base32.encode(token);
    }

    /**
     * The reply token this text is, if any of our keys signed it; any case. A token of the first version, issued before
     * tokens carried their time, reads with a null {@link ReplyToken#issuedAt()}. Never throws.
     */
    public Optional<ReplyToken> verifyReply(String text) {
        if (text == null || text.length() > MAX_REPLY_TOKEN_LENGTH_WITHOUT_TIME) {
            return Optional.empty();
        }
        byte[] token = Base32.decode(text.toLowerCase(Locale.ROOT));
        if (token == null || token.length < 4 + REPLY_MAC_BYTES) {
            return Optional.empty();
        }
        byte[] fields = Arrays.copyOf(token, token.length - REPLY_MAC_BYTES);
        byte[] signature = Arrays.copyOfRange(token, fields.length, token.length);
        boolean signed = false;
        for (byte[] key : keys.values()) {
            signed |= MessageDigest.isEqual(Arrays.copyOf(replyMac(key, fields), REPLY_MAC_BYTES), signature);
        }
        int version = (fields[0] & 0xff) >> 2;
        if (!signed || (version != REPLY_VERSION && version != REPLY_VERSION_WITHOUT_TIME)) {
            return Optional.empty();
        }
        boolean timed = version == REPLY_VERSION;
        int seatCode = fields[0] & 3;
        ByteBuffer read = ByteBuffer.wrap(fields, 1, fields.length - 1);
        long gameId = getVarint(read, timed ? ReplyToken.MAX_GAME_ID : Long.MAX_VALUE);
        long ply = getVarint(read, Integer.MAX_VALUE);
        long epoch = getVarint(read, Integer.MAX_VALUE);
        long hour = timed ? getVarint(read, MAX_ISSUE_HOUR) : 0;
        if (gameId < 0 || ply < 0 || epoch < 0 || hour < 0 || read.hasRemaining() || (seatCode != 1 && seatCode != 2)) {
            return Optional.empty();
        }
        Instant issuedAt = timed ? Instant.ofEpochSecond(hour * SECONDS_AN_HOUR) : null;
        return Optional.of(new ReplyToken(gameId, seatCode == 1 ? Side.RED : Side.BLUE, (int) ply, (int) epoch, issuedAt));
    }

    // --- Bounce tokens: the envelope sender of one email (VERP), so a bounce names the email that bounced ----------

    /**
     * The token of the envelope sender of outbox row {@code notificationId} ({@code play+b-TOKEN@domain}): lowercase
     * base32 of the row id as an unsigned varint and the first 10 bytes (80 bits) of its HMAC-SHA256, the MAC taken over a
     * byte no link or reply token starts with, so no other token's signature stands for it. It carries no time: a bounce
     * may come days after the email, and a row's envelope sender reads the same at every retry.
     */
    public String issueBounce(long notificationId) {
        if (notificationId < 0) {
            throw new IllegalArgumentException("an outbox row id is never negative: " + notificationId);
        }
        ByteBuffer payload = ByteBuffer.allocate(10);
        putVarint(payload, notificationId);
        byte[] fields = Arrays.copyOf(payload.array(), payload.position());
        byte[] token = Arrays.copyOf(fields, fields.length + REPLY_MAC_BYTES);
        System.arraycopy(bounceMac(keys.get(signingKeyId), fields), 0, token, fields.length, REPLY_MAC_BYTES);
        return Base32.encode(token);
    }

    /** The outbox row a bounce token names, if any of our keys signed it; any case. Never throws. */
    public Optional<Long> verifyBounce(String text) {
        if (text == null || text.length() > MAX_BOUNCE_TOKEN_LENGTH) {
            return Optional.empty();
        }
        byte[] token = Base32.decode(text.toLowerCase(Locale.ROOT));
        if (token == null || token.length < 1 + REPLY_MAC_BYTES) {
            return Optional.empty();
        }
        byte[] fields = Arrays.copyOf(token, token.length - REPLY_MAC_BYTES);
        byte[] signature = Arrays.copyOfRange(token, fields.length, token.length);
        boolean signed = false;
        for (byte[] key : keys.values()) {
            signed |= MessageDigest.isEqual(Arrays.copyOf(bounceMac(key, fields), REPLY_MAC_BYTES), signature);
        }
        if (!signed) {
            return Optional.empty();
        }
        ByteBuffer read = ByteBuffer.wrap(fields);
        long id = getVarint(read, Long.MAX_VALUE);
        return id < 0 || read.hasRemaining() ? Optional.empty() : Optional.of(id);
    }

    /** The longest bounce token: a nine-byte varint and the MAC in base32. */
    public static final int MAX_BOUNCE_TOKEN_LENGTH = ((9 + 10) * 8 + 4) / 5; // a nine-byte varint, the 10-byte MAC
    /** What the MAC of a bounce token covers first: no link (version 1 or 2) nor reply token (high bit set) starts so. */
    private static final byte BOUNCE_DOMAIN = 0x42;

    private static byte[] bounceMac(byte[] key, byte[] fields) {
        byte[] input = new byte[fields.length + 1];
        input[0] = BOUNCE_DOMAIN;
        System.arraycopy(fields, 0, input, 1, fields.length);
        return mac(key, input);
    }

    private static final int REPLY_VERSION = 2;
    /** Tokens issued before they carried their time: verified, never issued. */
    private static final int REPLY_VERSION_WITHOUT_TIME = 1;
    private static final int REPLY_MAC_BYTES = 10;
    private static final long SECONDS_AN_HOUR = 3600;
    /** The largest hour a three-byte varint holds: early in 2209. */
    private static final long MAX_ISSUE_HOUR = (1L << 21) - 1;
    /** Version byte, a game id below 2^42, two ints and an hour as varints (at most 6 + 5 + 5 + 3 bytes). */
    private static final int REPLY_PAYLOAD_MAX = 1 + 6 + 5 + 5 + 3;
    /** The longest reply token: the longest payload and the MAC in base32 (5 bits a character). */
    public static final int MAX_REPLY_TOKEN_LENGTH = ((REPLY_PAYLOAD_MAX + REPLY_MAC_BYTES) * 8 + 4) / 5;
    /** The first version's longest token, with a game id of up to nine varint bytes and no hour: the same length. */
    private static final int MAX_REPLY_TOKEN_LENGTH_WITHOUT_TIME = ((1 + 9 + 5 + 5 + REPLY_MAC_BYTES) * 8 + 4) / 5;

    private static byte[] replyMac(byte[] key, byte[] fields) {
        byte[] input = new byte[fields.length + 1];
        input[0] = (byte) (0x80 | LinkPurpose.REPLY.code());
        System.arraycopy(fields, 0, input, 1, fields.length);
        return mac(key, input);
    }

    private static void putVarint(ByteBuffer buffer, long value) {
        long rest = value;
        while ((rest & ~0x7fL) != 0) {
            buffer.put((byte) ((rest & 0x7f) | 0x80));
            rest >>>= 7;
        }
        buffer.put((byte) rest);
    }

    /** An unsigned varint up to {@code max} in its shortest form (so one token has one spelling); -1 if it is not. */
    private static long getVarint(ByteBuffer buffer, long max) {
        long value = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            if (!buffer.hasRemaining()) {
                return -1;
            }
            int b = buffer.get() & 0xff;
            if (b == 0 && shift > 0) {
                return -1;
            }
            value |= (long) (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return value <= max ? value : -1;
            }
        }
        return -1;
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

    /**
     * A key for another use, derived from the signing key and {@code label} (HMAC-SHA256 of the label's UTF-8 bytes, which
     * never read as a token's payload: those start with a version byte below 32), so it is as secret as the link keys and
     * needs no setting of its own.
     */
    public byte[] derivedKey(String label) {
        return mac(keys.get(signingKeyId), label.getBytes(StandardCharsets.UTF_8));
    }

    /** HMAC-SHA256 of {@code text}'s UTF-8 bytes under {@code key}, in lower-case hex. */
    public static String hexMac(byte[] key, String text) {
        return java.util.HexFormat.of().formatHex(mac(key, text.getBytes(StandardCharsets.UTF_8)));
    }

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
