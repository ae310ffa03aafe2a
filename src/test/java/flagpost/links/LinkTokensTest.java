package flagpost.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Side;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class LinkTokensTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    private static final Instant LATER = NOW.plus(Duration.ofDays(30));
    private static final byte[] KEY_ONE = "one-secret-key-of-at-least-32-bytes!".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] KEY_TWO = "two-secret-key-of-at-least-32-bytes!".getBytes(StandardCharsets.US_ASCII);

    private final LinkTokens tokens = new LinkTokens(Map.of("k1", KEY_ONE), "k1");

    @Test
    void aTokenVerifiesForItsPurposeAndGrantsExactlyItsGameAndSeat() {
        String token = tokens.issue(LinkPurpose.PLAY, 42, Side.BLUE, 0, NOW, LATER);

        LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, tokens.verify(token, LinkPurpose.PLAY, NOW.plusSeconds(60))).token();

        assertEquals(new LinkToken(LinkPurpose.PLAY, 42, Side.BLUE, 0, NOW, LATER, "k1"), granted);
        assertTrue(token.matches("[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+"), "URL-safe without escaping: " + token);
    }

    @Test
    void aTokenCarriesTheLinkEpochOfItsPlayerAndIsCurrentOnlyForThatEpoch() {
        String token = tokens.issue(LinkPurpose.HISTORY, 42, Side.RED, 3, NOW, LATER);

        LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, tokens.verify(token, LinkPurpose.HISTORY, NOW)).token();

        assertEquals(3, granted.epoch());
        assertTrue(granted.currentFor(3));
        assertTrue(!granted.currentFor(4) && !granted.currentFor(0), "a raised (or any other) epoch turns it off");
        assertThrows(IllegalArgumentException.class, () -> tokens.issue(LinkPurpose.PLAY, 42, Side.RED, -1, NOW, LATER));
    }

    /** Links in mail sent before link epochs (version 1, no epoch field) keep working, as epoch 0. */
    @Test
    void aVersionOneTokenFromBeforeLinkEpochsReadsAsEpochZero() throws Exception {
        String old = versionOne(KEY_ONE, "k1", LinkPurpose.PLAY, 42, 2, NOW, LATER);

        LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, tokens.verify(old, LinkPurpose.PLAY, NOW)).token();

        assertEquals(new LinkToken(LinkPurpose.PLAY, 42, Side.BLUE, 0, NOW, LATER, "k1"), granted);
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.BAD_SIGNATURE),
                tokens.verify(versionOne(KEY_TWO, "k1", LinkPurpose.PLAY, 42, 2, NOW, LATER), LinkPurpose.PLAY, NOW));
    }

    /** A token as version 1 wrote it: version, key id, purpose, subject, seat, issued-at, expiry; no epoch. */
    private static String versionOne(byte[] key, String keyId, LinkPurpose purpose, long subject, int seat, Instant issued, Instant expires)
            throws Exception {
        byte[] id = keyId.getBytes(StandardCharsets.US_ASCII);
        ByteBuffer payload = ByteBuffer.allocate(2 + id.length + 1 + 8 + 1 + 8 + 8);
        payload.put((byte) 1).put((byte) id.length).put(id).put((byte) purpose.code()).putLong(subject).put((byte) seat)
                .putLong(issued.getEpochSecond()).putLong(expires.getEpochSecond());
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        Base64.Encoder encoder = Base64.getUrlEncoder().withoutPadding();
        return encoder.encodeToString(payload.array()) + "." + encoder.encodeToString(mac.doFinal(payload.array()));
    }

    @Test
    void aTokenForAnotherPurposeIsRefusedAsWrongPurpose() {
        String history = tokens.issue(LinkPurpose.HISTORY, 42, Side.RED, 0, NOW, LATER);

        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.WRONG_PURPOSE), tokens.verify(history, LinkPurpose.PLAY, NOW));
    }

    @Test
    void anExpiredTokenIsRefusedFromItsExpiryOn() {
        String token = tokens.issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);

        assertInstanceOf(TokenCheck.Valid.class, tokens.verify(token, LinkPurpose.PLAY, LATER.minusSeconds(1)));
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.EXPIRED), tokens.verify(token, LinkPurpose.PLAY, LATER));
    }

    @Test
    void theFreshLinkCheckReadsAnExpiredGenuineTokenOfAnyPurpose() {
        String token = tokens.issue(LinkPurpose.SETUP, 42, Side.BLUE, 0, NOW, LATER);

        LinkToken read = assertInstanceOf(TokenCheck.Valid.class, tokens.verifySignatureIgnoringExpiry(token)).token();

        assertEquals(new LinkToken(LinkPurpose.SETUP, 42, Side.BLUE, 0, NOW, LATER, "k1"), read);
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.EXPIRED), tokens.verify(token, LinkPurpose.SETUP, LATER.plusSeconds(1)),
                "the ordinary check still refuses it");
    }

    @Test
    void theFreshLinkCheckStillRefusesForgedForeignAndMalformedTokens() {
        String forged = new LinkTokens(Map.of("k1", KEY_TWO), "k1").issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);
        String foreign = new LinkTokens(Map.of("k9", KEY_TWO), "k9").issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);
        String genuine = tokens.issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);
        String otherSeat = tokens.issue(LinkPurpose.PLAY, 42, Side.BLUE, 0, NOW, LATER);
        String spliced = genuine.substring(0, genuine.indexOf('.')) + otherSeat.substring(otherSeat.indexOf('.'));

        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.BAD_SIGNATURE), tokens.verifySignatureIgnoringExpiry(forged));
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.BAD_SIGNATURE), tokens.verifySignatureIgnoringExpiry(spliced));
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.UNKNOWN_KEY), tokens.verifySignatureIgnoringExpiry(foreign));
        for (String junk : new String[] {null, "", ".", "abc", "a.b.c", genuine + "x", "x".repeat(600)}) {
            assertInstanceOf(TokenCheck.Invalid.class, tokens.verifySignatureIgnoringExpiry(junk), String.valueOf(junk));
        }
    }

    @Test
    void aTokenSignedWithAnUnknownKeyIsRefusedAsUnknownKey() {
        String foreign = new LinkTokens(Map.of("k9", KEY_TWO), "k9").issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);

        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.UNKNOWN_KEY), tokens.verify(foreign, LinkPurpose.PLAY, NOW));
    }

    @Test
    void aTokenClaimingOurKeyIdButSignedWithAnotherSecretIsABadSignature() {
        String forged = new LinkTokens(Map.of("k1", KEY_TWO), "k1").issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);

        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.BAD_SIGNATURE), tokens.verify(forged, LinkPurpose.PLAY, NOW));
    }

    @Test
    void afterRotationOldLinksStillVerifyAndNewOnesUseTheNewKey() {
        String old = tokens.issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);
        Map<String, byte[]> keys = new LinkedHashMap<>();
        keys.put("k1", KEY_ONE);
        keys.put("k2", KEY_TWO);
        LinkTokens rotated = new LinkTokens(keys, "k2");

        assertInstanceOf(TokenCheck.Valid.class, rotated.verify(old, LinkPurpose.PLAY, NOW));
        String fresh = rotated.issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);
        assertEquals("k2", ((TokenCheck.Valid) rotated.verify(fresh, LinkPurpose.PLAY, NOW)).token().keyId());
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.UNKNOWN_KEY), tokens.verify(fresh, LinkPurpose.PLAY, NOW),
                "a server that never had k2 refuses it");
    }

    @Test
    void garbageIsMalformedAndNeverThrows() {
        for (String garbage : List.of("", ".", "abc", "abc.", ".abc", "a.b.c", "%%%.###", "a b.c d", "A".repeat(600) + ".x",
                "AQ.AQ", "\u0000.\u0000", "AAAA.AAAA")) {
            assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.MALFORMED), tokens.verify(garbage, LinkPurpose.PLAY, NOW), garbage);
        }
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.MALFORMED), tokens.verify(null, LinkPurpose.PLAY, NOW));
    }

    @Test
    void weakOrMisnamedKeysAreRefusedAtConstruction() {
        assertThrows(IllegalArgumentException.class, () -> new LinkTokens(Map.of("k1", new byte[16]), "k1"));
        assertThrows(IllegalArgumentException.class, () -> new LinkTokens(Map.of("k 1", KEY_ONE), "k 1"));
        assertThrows(IllegalArgumentException.class, () -> new LinkTokens(Map.of("k1", KEY_ONE), "k2"));
    }

    /**
     * Ten thousand tampered, truncated, extended, re-keyed, expired, other-seat, other-purpose, other-epoch and
     * epoch-stripped tokens: not one may be accepted as granting the original seat's play link, or anything it did
     * not grant.
     */
    @Test
    void noneOfTenThousandMutatedTokensIsAccepted() {
        Random random = new Random(20261129);
        String original = tokens.issue(LinkPurpose.PLAY, 42, Side.RED, 5, NOW, LATER);
        LinkToken granted = ((TokenCheck.Valid) tokens.verify(original, LinkPurpose.PLAY, NOW)).token();
        LinkTokens otherKey = new LinkTokens(Map.of("k1", KEY_TWO), "k1");
        int accepted = 0;
        for (int i = 0; i < 10_000; i++) {
            Mutation mutation = mutate(original, random, otherKey);
            if (mutation.token.equals(original) && mutation.purpose == LinkPurpose.PLAY && mutation.at.isBefore(LATER)) {
                continue; // a mutation that changed nothing is not a mutation
            }
            TokenCheck check = tokens.verify(mutation.token, mutation.purpose, mutation.at);
            if (check instanceof TokenCheck.Valid valid && !(valid.token().equals(granted) && mutation.purpose == LinkPurpose.PLAY
                    && mutation.token.equals(original))) {
                accepted++;
            }
        }
        assertEquals(0, accepted);
    }

    private record Mutation(String token, LinkPurpose purpose, Instant at) {
    }

    private Mutation mutate(String original, Random random, LinkTokens otherKey) {
        int dot = original.indexOf('.');
        byte[] payload = Base64.getUrlDecoder().decode(original.substring(0, dot));
        byte[] signature = Base64.getUrlDecoder().decode(original.substring(dot + 1));
        Base64.Encoder encoder = Base64.getUrlEncoder().withoutPadding();
        int epochAt = 2 + payload[1] + 1 + 8 + 1;
        return switch (random.nextInt(11)) {
            case 0 -> { // flip one bit of the payload
                byte[] changed = payload.clone();
                changed[random.nextInt(changed.length)] ^= (byte) (1 << random.nextInt(8));
                yield new Mutation(encoder.encodeToString(changed) + original.substring(dot), LinkPurpose.PLAY, NOW);
            }
            case 1 -> { // flip one bit of the signature
                byte[] changed = signature.clone();
                changed[random.nextInt(changed.length)] ^= (byte) (1 << random.nextInt(8));
                yield new Mutation(original.substring(0, dot + 1) + encoder.encodeToString(changed), LinkPurpose.PLAY, NOW);
            }
            case 2 -> { // replace one character of the text
                char[] text = original.toCharArray();
                String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ %";
                int at = random.nextInt(text.length);
                char replacement = alphabet.charAt(random.nextInt(alphabet.length()));
                if (replacement == text[at]) {
                    replacement = replacement == 'A' ? 'B' : 'A';
                }
                text[at] = replacement;
                yield new Mutation(new String(text), LinkPurpose.PLAY, NOW);
            }
            case 3 -> new Mutation(original.substring(0, random.nextInt(original.length())), LinkPurpose.PLAY, NOW); // truncated
            case 4 -> new Mutation(original + randomText(random, 1 + random.nextInt(8)), LinkPurpose.PLAY, NOW); // extended
            case 5 -> new Mutation(otherKey.issue(LinkPurpose.PLAY, 42, Side.RED, 5, NOW, LATER), LinkPurpose.PLAY, NOW); // other secret
            case 6 -> new Mutation(original, LinkPurpose.values()[1 + random.nextInt(LinkPurpose.values().length - 1)], NOW); // other purpose
            case 7 -> new Mutation(original, LinkPurpose.PLAY, LATER.plusSeconds(random.nextInt(1_000_000))); // expired
            case 9 -> { // a raised (or lowered) epoch glued to this signature: a turned-off link cannot be revived by hand
                byte[] changed = payload.clone();
                ByteBuffer.wrap(changed).putInt(epochAt, random.nextBoolean() ? 6 + random.nextInt(1000) : random.nextInt(5));
                yield new Mutation(encoder.encodeToString(changed) + original.substring(dot), LinkPurpose.PLAY, NOW);
            }
            case 10 -> { // the epoch cut out and the version set to 1, which reads as epoch 0, under this signature
                byte[] changed = new byte[payload.length - 4];
                System.arraycopy(payload, 0, changed, 0, epochAt);
                System.arraycopy(payload, epochAt + 4, changed, epochAt, payload.length - epochAt - 4);
                changed[0] = 1;
                yield new Mutation(encoder.encodeToString(changed) + original.substring(dot), LinkPurpose.PLAY, NOW);
            }
            default -> { // the other seat's or another game's payload glued to this signature
                byte[] changed = Arrays.copyOf(payload, payload.length);
                int seatAt = 2 + payload[1] + 1 + 8;
                if (random.nextBoolean()) {
                    changed[seatAt] = 2;
                } else {
                    changed[seatAt - 1] ^= (byte) (1 + random.nextInt(255));
                }
                yield new Mutation(encoder.encodeToString(changed) + original.substring(dot), LinkPurpose.PLAY, NOW);
            }
        };
    }

    private static String randomText(Random random, int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append("Aa0-_.".charAt(random.nextInt(6)));
        }
        return text.toString();
    }

    @Test
    void theMutationTestCanFail() {
        // A control: the same token under its own purpose and time is accepted, so "0 accepted" above means something.
        String original = tokens.issue(LinkPurpose.PLAY, 42, Side.RED, 0, NOW, LATER);
        assertInstanceOf(TokenCheck.Valid.class, tokens.verify(original, LinkPurpose.PLAY, NOW));
        assertNotEquals(original, tokens.issue(LinkPurpose.PLAY, 42, Side.BLUE, 0, NOW, LATER));
    }
}
