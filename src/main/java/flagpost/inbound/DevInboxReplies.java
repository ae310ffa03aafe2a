package flagpost.inbound;

import flagpost.mail.DevInbox;
import flagpost.mail.MailMessage;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;

/**
 * The dev inbox's Reply form: a reply to an email of the {@link DevInbox}, handed to {@link InboundMail} as if the
 * mailbox reader had fetched it. Here, not in the dev inbox, because the outgoing side never knows the inbound one.
 */
@ApplicationScoped
public class DevInboxReplies {

    private final DevInbox inbox;
    private final InboundMail inbound;

    @Inject
    public DevInboxReplies(DevInbox inbox, InboundMail inbound) {
        this.inbox = inbox;
        this.inbound = inbound;
    }

    /**
     * Replies to a sent email as its recipient would from a mail client: a real message From the recipient, To the
     * email's Reply-To, In-Reply-To its Message-ID, with {@code text} as its body. Empty when there is no such email; an
     * email without a reply address (mail to a player, or replies by email off) is refused by {@link InboundMail} like
     * any mail to no reply address. Not transactional: handling the reply runs transactions of its own.
     */
    public Optional<InboundOutcome> reply(long id, String text) {
        Optional<DevInbox.Email> email = inbox.find(id);
        if (email.isEmpty()) {
            return Optional.empty();
        }
        MailMessage answered = email.get().message();
        try {
            MimeMessage reply = new MimeMessage(Session.getInstance(new Properties()));
            reply.setFrom(new InternetAddress(answered.to()));
            reply.setRecipients(Message.RecipientType.TO, answered.replyTo() == null ? answered.from() : answered.replyTo());
            reply.setSubject("Re: " + answered.subject(), StandardCharsets.UTF_8.name());
            reply.setText(text == null ? "" : text, StandardCharsets.UTF_8.name());
            reply.setSentDate(new Date());
            reply.saveChanges(); // before our own Message-ID, which saveChanges would replace
            reply.setHeader("Message-ID", "<dev-reply-" + UUID.randomUUID() + "@flagpost.localhost>");
            reply.setHeader("In-Reply-To", answered.messageId());
            reply.setHeader("References", answered.messageId());
            return Optional.of(inbound.handle(reply));
        } catch (MessagingException unbuildable) {
            throw new IllegalStateException("the dev inbox could not build a reply to email " + id, unbuildable);
        }
    }
}
