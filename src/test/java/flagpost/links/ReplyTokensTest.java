package flagpost.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Side;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReplyTokensTest {

    private static final byte[] KEY_ONE = "one-secret-key-of-at-least-32-bytes!".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] KEY_TWO = "two-secret-key-of-at-least-32-bytes!".getBytes(StandardCharsets.US_ASCII);

    private static final Instant ISSUED = Instant.parse("2026-12-04T14:00:00Z");

    private final LinkTokens tokens = new LinkTokens(Map.of("k1", KEY_ONE), "k1");

    @Test
    void aReplyTokenReadsBackAsItsSeatGamePlyEpochAndHourInAnyCase() {
        ReplyToken reply = new ReplyToken(4217, Side.BLUE, 38, 2, ISSUED);
        String token = tokens.issueReply(reply);

        assertTrue(token.matches("[a-z2-7]+"), "lowercase base32 only: " + token);
        assertTrue(token.length() <= 30, "short enough for a short local part: " + token);
        assertEquals(Optional.of(reply), tokens.verifyReply(token));
        assertEquals(Optional.of(reply), tokens.verifyReply(token.toUpperCase(Locale.ROOT)), "a mail system may change the case");
        assertEquals(ISSUED, tokens.verifyReply(tokens.issueReply(new ReplyToken(4217, Side.BLUE, 38, 2, ISSUED.plusSeconds(3599))))
                .orElseThrow().issuedAt(), "to the hour, rounded down");
    }

    @Test
    void aTokenIsOldOnceThePlayLinksLifetimeHasPassedSinceItsHour() {
        ReplyToken reply = tokens.verifyReply(tokens.issueReply(new ReplyToken(7, Side.RED, 3, 0, ISSUED))).orElseThrow();
        Duration lifetime = Duration.ofDays(30);

        assertFalse(reply.olderThan(lifetime, ISSUED.plus(lifetime).minusSeconds(1)));
        assertTrue(reply.olderThan(lifetime, ISSUED.plus(lifetime)));
    }

    /** A token as issued before tokens carried their hour: version 1, game, ply and epoch, and the MAC. */
    @Test
    void aTokenIssuedBeforeTokensCarriedTheirTimeStillVerifiesWithoutAnAge() throws Exception {
        byte[] fields = {(byte) (1 << 2 | 1), 7, 3, 0};
        Method mac = LinkTokens.class.getDeclaredMethod("replyMac", byte[].class, byte[].class);
        mac.setAccessible(true);
        byte[] signature = Arrays.copyOf((byte[]) mac.invoke(null, KEY_ONE, fields), 10);
        byte[] token = Arrays.copyOf(fields, fields.length + signature.length);
        System.arraycopy(signature, 0, token, fields.length, signature.length);

        ReplyToken old = tokens.verifyReply(Base32.encode(token)).orElseThrow();

        assertEquals(new ReplyToken(7, Side.RED, 3, 0, null), old);
        assertFalse(old.knowsItsAge());
        assertFalse(old.olderThan(Duration.ofDays(30), Instant.MAX), "its age is for the caller to judge by its game");
    }

    @Test
    void everyChangedCharacterIsRefused() {
        String token = tokens.issueReply(new ReplyToken(7, Side.RED, 0, 0, ISSUED));
        for (int i = 0; i < token.length(); i++) {
            char flipped = token.charAt(i) == 'a' ? 'b' : 'a';
            String changed = token.substring(0, i) + flipped + token.substring(i + 1);
            assertEquals(Optional.empty(), tokens.verifyReply(changed), "changed at " + i + ": " + changed);
        }
        assertEquals(Optional.empty(), tokens.verifyReply(token.substring(1)));
        assertEquals(Optional.empty(), tokens.verifyReply(token + "a"));
        assertEquals(Optional.empty(), tokens.verifyReply(""));
        assertEquals(Optional.empty(), tokens.verifyReply(null));
    }

    @Test
    void anotherKeysTokenIsRefusedUntilThatKeyIsConfiguredBesideTheSigningKey() {
        String signedByTwo = new LinkTokens(Map.of("k2", KEY_TWO), "k2").issueReply(new ReplyToken(7, Side.RED, 3, 0, ISSUED));

        assertEquals(Optional.empty(), tokens.verifyReply(signedByTwo));
        assertEquals(Optional.of(new ReplyToken(7, Side.RED, 3, 0, ISSUED)),
                new LinkTokens(Map.of("k1", KEY_ONE, "k2", KEY_TWO), "k1").verifyReply(signedByTwo), "a rotated-out key still verifies");
    }

    @Test
    void theLongestTokenStaysWithinItsBoundSoTheAddressFitsSixtyFourCharacters() {
        Instant lastHour = Instant.ofEpochSecond(((1L << 21) - 1) * 3600);
        ReplyToken largest = new ReplyToken(ReplyToken.MAX_GAME_ID, Side.BLUE, Integer.MAX_VALUE, Integer.MAX_VALUE, lastHour);
        String longest = tokens.issueReply(largest);

        assertEquals(LinkTokens.MAX_REPLY_TOKEN_LENGTH, longest.length());
        assertEquals(48, LinkTokens.MAX_REPLY_TOKEN_LENGTH, "no longer than before tokens carried their hour: configured local parts still fit");
        assertTrue(LinkTokens.MAX_REPLY_TOKEN_LENGTH <= 64 - "play+".length());
        assertEquals(Optional.of(largest), tokens.verifyReply(longest));
        assertThrows(IllegalArgumentException.class, () -> tokens.issueReply(new ReplyToken(ReplyToken.MAX_GAME_ID + 1, Side.BLUE, 0, 0, ISSUED)));
    }

    @Test
    void aLinkTokensSignatureNeverStandsForAReplyToken() {
        String link = tokens.issue(LinkPurpose.PLAY, 7, Side.RED, 0, Instant.EPOCH, Instant.EPOCH.plusSeconds(60));

        assertEquals(Optional.empty(), tokens.verifyReply(link));
        assertEquals(Optional.empty(), tokens.verifyReply(link.toLowerCase(Locale.ROOT).replaceAll("[^a-z2-7]", "")));
    }
}
