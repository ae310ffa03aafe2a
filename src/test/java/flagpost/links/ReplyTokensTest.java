package flagpost.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Side;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReplyTokensTest {

    private static final byte[] KEY_ONE = "one-secret-key-of-at-least-32-bytes!".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] KEY_TWO = "two-secret-key-of-at-least-32-bytes!".getBytes(StandardCharsets.US_ASCII);

    private final LinkTokens tokens = new LinkTokens(Map.of("k1", KEY_ONE), "k1");

    @Test
    void aReplyTokenReadsBackAsItsSeatGamePlyAndEpochInAnyCase() {
        ReplyToken reply = new ReplyToken(4217, Side.BLUE, 38, 2);
        String token = tokens.issueReply(reply);

        assertTrue(token.matches("[a-z2-7]+"), "lowercase base32 only: " + token);
        assertTrue(token.length() <= 26, "short enough for a short local part: " + token);
        assertEquals(Optional.of(reply), tokens.verifyReply(token));
        assertEquals(Optional.of(reply), tokens.verifyReply(token.toUpperCase(Locale.ROOT)), "a mail system may change the case");
    }

    @Test
    void everyChangedCharacterIsRefused() {
        String token = tokens.issueReply(new ReplyToken(7, Side.RED, 0, 0));
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
        String signedByTwo = new LinkTokens(Map.of("k2", KEY_TWO), "k2").issueReply(new ReplyToken(7, Side.RED, 3, 0));

        assertEquals(Optional.empty(), tokens.verifyReply(signedByTwo));
        assertEquals(Optional.of(new ReplyToken(7, Side.RED, 3, 0)),
                new LinkTokens(Map.of("k1", KEY_ONE, "k2", KEY_TWO), "k1").verifyReply(signedByTwo), "a rotated-out key still verifies");
    }

    @Test
    void theLongestTokenStaysWithinItsBoundSoTheAddressFitsSixtyFourCharacters() {
        String longest = tokens.issueReply(new ReplyToken(Long.MAX_VALUE, Side.BLUE, Integer.MAX_VALUE, Integer.MAX_VALUE));

        assertEquals(LinkTokens.MAX_REPLY_TOKEN_LENGTH, longest.length());
        assertTrue(LinkTokens.MAX_REPLY_TOKEN_LENGTH <= 64 - "play+".length());
        assertEquals(Optional.of(new ReplyToken(Long.MAX_VALUE, Side.BLUE, Integer.MAX_VALUE, Integer.MAX_VALUE)), tokens.verifyReply(longest));
    }

    @Test
    void aLinkTokensSignatureNeverStandsForAReplyToken() {
        String link = tokens.issue(LinkPurpose.PLAY, 7, Side.RED, 0, Instant.EPOCH, Instant.EPOCH.plusSeconds(60));

        assertEquals(Optional.empty(), tokens.verifyReply(link));
        assertEquals(Optional.empty(), tokens.verifyReply(link.toLowerCase(Locale.ROOT).replaceAll("[^a-z2-7]", "")));
    }
}
