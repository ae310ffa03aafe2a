package flagpost.mail;

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
}
