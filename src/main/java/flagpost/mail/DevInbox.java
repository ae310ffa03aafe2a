package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.mail.inbound.InboundMail;
import flagpost.mail.inbound.InboundOutcome;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Properties;
import java.util.UUID;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the dev inbox page shows: the emails the outbox has sent, read back from their rows (so they
 * survive a live reload and a restart). Only the dev inbox page uses it.
 */
@ApplicationScoped
public class DevInbox {

    private final InboundMail inbound;

    @Inject
    public DevInbox(InboundMail inbound) {
        this.inbound = inbound;
    }

    /** One sent email; {@code gameId} and {@code seat} are null for mail to a player ({@code playerId}) about no one game. */
    public record Email(long id, Long gameId, Side seat, Long playerId, NotificationKind kind, int ply, Instant sentAt, MailMessage message) {

        /** "game 42" or "player 7", for the list. */
        public String about() {
            return gameId != null ? "game " + gameId : "player " + playerId;
        }

        /** "Red of game 42 at ply 3" or "player 7". */
        public String recipient() {
            return gameId != null ? seat + " of game " + gameId + " at ply " + ply : "player " + playerId;
        }
    }

    /** The newest sent emails first, optionally only those to {@code to}. */
    @Transactional
    public List<Email> list(String to, int limit) {
        List<NotificationEntity> rows = to == null || to.isBlank()
                ? NotificationEntity.find("state = ?1 order by sentAt desc, id desc", NotificationState.SENT).page(0, limit).list()
                : NotificationEntity.find("state = ?1 and lower(toAddress) like ?2 order by sentAt desc, id desc", NotificationState.SENT,
                        "%" + to.strip().toLowerCase(java.util.Locale.ROOT) + "%").page(0, limit).list();
        return rows.stream().map(DevInbox::email).toList();
    }

    @Transactional
    public Optional<Email> find(long id) {
        return NotificationEntity.<NotificationEntity>findByIdOptional(id)
                .filter(row -> row.state == NotificationState.SENT && row.composedAt != null)
                .map(DevInbox::email);
    }

    /**
     * Replies to a sent email as its recipient would from a mail client: a real message From the recipient, To the
     * email's Reply-To, In-Reply-To its Message-ID, with {@code text} as its body, handed to {@link InboundMail} as
     * if the mailbox reader had fetched it. Empty when there is no such email; an email without a reply address (mail
     * to a player, or replies by email off) is refused by {@link InboundMail} like any mail to no reply address.
     * Not transactional: handling the reply runs transactions of its own.
     */
    public Optional<InboundOutcome> reply(long id, String text) {
        Optional<Email> email = find(id);
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

    private static Email email(NotificationEntity row) {
        return new Email(row.id, row.gameId, row.recipientSeat, row.recipientPlayerId, row.kind, row.ply, row.sentAt, MailRows.read(row));
    }
}
