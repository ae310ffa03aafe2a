package flagpost.mail;

import flagpost.words.Language;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finished email, as composed once and stored in the outbox: a retry sends exactly the same
 * message. Addresses and header values are plain text here; the sender encodes them.
 *
 * @param messageId  our Message-ID including the angle brackets, fixed per notification
 * @param inReplyTo  the Message-ID of the previous email to this player about this game, or null
 * @param references the game's root id first, then earlier ids of the thread
 * @param headers    further headers (Auto-Submitted, List-Unsubscribe, List-Unsubscribe-Post…)
 */
public record MailMessage(String from, String to, String replyTo, String subject, String messageId, String inReplyTo,
        List<String> references, Map<String, String> headers, String text, String html) {

    public MailMessage {
        references = List.copyOf(references);
        headers = Map.copyOf(headers);
    }

    /**
     * An email to a player about no one game (the games list, a start confirmation, the digest): no thread, the headers
     * of automatic mail and the language it is written in, then {@code more} headers, and a Message-ID of the player's
     * ({@link MailHeaders#playerMessageId}).
     */
    static MailMessage toPlayer(String from, String replyTo, String to, String subject, long notificationId, long playerId,
            String messageIdDomain, Language language, Map<String, String> more, String text, String html) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Auto-Submitted", "auto-generated");
        headers.put("X-Auto-Response-Suppress", "All");
        headers.put("Content-Language", language.code());
        headers.putAll(more);
        String safeReplyTo = MailHeaders.headerSafe(replyTo);
        return new MailMessage(MailHeaders.headerSafe(from), MailHeaders.headerSafe(to), safeReplyTo.isEmpty() ? null : safeReplyTo,
                subject, MailHeaders.playerMessageId(notificationId, playerId, messageIdDomain), null, List.of(), headers, text, html);
    }
}
