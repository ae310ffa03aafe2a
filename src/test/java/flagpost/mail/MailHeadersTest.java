package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.NotificationKind;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MailHeadersTest {

    @Test
    void theSubjectIsTheSamePerGameWithRedFirstAndAWordPerKind() {
        assertEquals("Flagpost: Alice vs Bob — your move", MailHeaders.subject("Alice", "Bob", NotificationKind.YOUR_MOVE));
        Set<String> suffixes = new HashSet<>();
        for (NotificationKind kind : NotificationKind.values()) {
            String subject = MailHeaders.subject("Alice", "Bob", kind);
            if (kind == NotificationKind.REPLY_REFUSED) {
                assertEquals("Re: Flagpost: Alice vs Bob", subject, "a refusal answers a reply, in the thread of the game's mail");
            } else if (kind != NotificationKind.INVITATION) {
                assertTrue(subject.startsWith("Flagpost: Alice vs Bob — "), subject);
            }
            suffixes.add(subject);
        }
        assertEquals(NotificationKind.values().length, suffixes.size(), "each kind says what it is");
    }

    @Test
    void anInvitationsSubjectIsFixedWordsWhateverTheCreatorTyped() {
        for (String name : new String[] {"Alice", "Free prizes at example.net", "<script>alert(1)</script>"}) {
            assertEquals("An invitation to play Stratego on Flagpost", MailHeaders.subject(name, "bob", NotificationKind.INVITATION));
            assertEquals("An invitation to play Stratego on Flagpost", MailHeaders.subject("bob", name, NotificationKind.INVITATION));
        }
    }

    @Test
    void hostileNamesCannotBreakAHeaderLine() {
        String subject = MailHeaders.subject("Eve\r\nBcc: x@y", "<script>alert(1)</script>", NotificationKind.YOUR_MOVE);
        assertEquals("Flagpost: Eve Bcc: x@y vs <script>alert(1)</script> — your move", subject);
        for (String hostile : new String[] {"a\rb", "a\nb", "a\u0000b", "a\tb", "a\u0085b", "a\u2028b", "a\u2029b", "a\u202Eb",
                "a\u200Bb", "a\u001Bb", "a\u007Fb", "a\r\n\r\nb", "a\uD800b", "a\u009Bb"}) {
            String cleaned = MailHeaders.oneLine(hostile);
            assertEquals("a b", cleaned, hostile.codePoints().mapToObj(Integer::toHexString).toList().toString());
            assertFalse(MailHeaders.subject(hostile, hostile, NotificationKind.GAME_OVER).chars().anyMatch(c -> c < 0x20 || c == 0x7F));
        }
    }

    @Test
    void emptyOrOverlongNamesAreReplacedOrCut() {
        assertEquals("Flagpost: Red vs Blue — game over", MailHeaders.subject(" \r\n ", null, NotificationKind.GAME_OVER));
        String cut = MailHeaders.oneLine("x".repeat(500));
        assertEquals(61, cut.length());
        assertTrue(cut.endsWith("…"));
        String emoji = "😀".repeat(40); // surrogate pairs are never split
        String cutEmoji = MailHeaders.oneLine(emoji);
        assertFalse(Character.isHighSurrogate(cutEmoji.charAt(cutEmoji.length() - 2)));
    }

    @Test
    void messageIdsFollowFromTheIds() {
        assertEquals("<n17.g42@flagpost.example>", MailHeaders.messageId(17, 42, "flagpost.example"));
        assertEquals("<g42@flagpost.example>", MailHeaders.threadRoot(42, "flagpost.example"));
        assertThrows(IllegalArgumentException.class, () -> MailHeaders.messageId(1, 2, "bad domain"));
        assertThrows(IllegalArgumentException.class, () -> MailHeaders.threadRoot(2, "evil>\r\nBcc: x@y"));
        assertThrows(IllegalArgumentException.class, () -> MailHeaders.threadRoot(2, ""));
    }
}
