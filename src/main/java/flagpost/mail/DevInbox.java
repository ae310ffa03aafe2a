package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the dev inbox page shows: the emails the outbox has sent, read back from their rows (so they
 * survive a live reload and a restart). Only the dev inbox page uses it; its Reply form goes through
 * {@code flagpost.inbound.DevInboxReplies}.
 */
@ApplicationScoped
public class DevInbox {

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

    private static Email email(NotificationEntity row) {
        return new Email(row.id, row.gameId, row.recipientSeat, row.recipientPlayerId, row.kind, row.ply, row.sentAt, MailRows.read(row));
    }
}
