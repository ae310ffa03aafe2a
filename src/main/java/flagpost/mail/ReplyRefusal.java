package flagpost.mail;

/**
 * What a refusal answer says about the reply it answers ({@link flagpost.store.NotificationKind#REPLY_REFUSED}).
 *
 * @param inboundMessageId the Message-ID of the reply, which the answer is In-Reply-To; null when it had none
 * @param quote            the line the command was read from, or null when nothing could be read
 * @param reason           why it was refused, in words (the services' and the rules' own refusal texts)
 * @param advice           what to send instead
 */
public record ReplyRefusal(String inboundMessageId, String quote, String reason, String advice) {
}
