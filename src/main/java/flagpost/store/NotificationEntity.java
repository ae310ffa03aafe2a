package flagpost.store;

import flagpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Something to tell a player, recorded in the same transaction as the change that causes it (the outbox). */
@Entity
@Table(name = "notification")
public class NotificationEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    /** The game, with {@link #recipientSeat}; null for mail about a player ({@link #recipientPlayerId}). */
    @Column(name = "game_id")
    public Long gameId;

    @Enumerated(EnumType.STRING)
    @Column(name = "recipient_seat", columnDefinition = "seat")
    public Side recipientSeat;

    /** Set only for mail about a player rather than a game (the games list); then game and seat are null. */
    @Column(name = "recipient_player_id")
    public Long recipientPlayerId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, columnDefinition = "notification_kind")
    public NotificationKind kind;

    /** The game's ply when the notification was recorded. */
    @Column(nullable = false)
    public int ply;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    /**
     * The page that fitted the seat when the row was recorded: the email links there, and shows the seat's board when
     * the page does. Null for {@link NotificationKind#FRESH_LINKS} (the page as it stands when the mail is written)
     * and for mail about a player.
     */
    @Enumerated(EnumType.STRING)
    @Column(name = "page", columnDefinition = "notification_page")
    public SeatPage linksTo;

    /**
     * The deadline the email names, as it stood when the row was recorded (see {@link NotificationKind#namesDeadline()});
     * for an invitation, when it lapses. Null for the other kinds.
     */
    @Column(name = "deadline_at")
    public Instant deadlineAt;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, columnDefinition = "notification_state")
    public NotificationState state;

    @Column(nullable = false, columnDefinition = "count_from_zero")
    public int attempts;

    @Column(name = "next_attempt_at", nullable = false)
    public Instant nextAttemptAt;

    @Column(name = "last_error")
    public String lastError;

    @Column(name = "sent_at")
    public Instant sentAt;

    // The message as composed at the first delivery attempt (flagpost.mail.OutboxDispatcher); null before.

    @Column(name = "to_address", columnDefinition = "header_line")
    public String toAddress;

    /** With the angle brackets, exactly as sent. */
    @Column(name = "message_id", columnDefinition = "header_line")
    public String messageId;

    @Column(name = "subject", columnDefinition = "header_line")
    public String subject;

    @Column(name = "body_text")
    public String bodyText;

    @Column(name = "body_html")
    public String bodyHtml;

    /** "Name: value" lines separated by LF (From, Reply-To, In-Reply-To, References, then the others). */
    @Column(name = "headers", columnDefinition = "header_block")
    public String headers;

    @Column(name = "composed_at")
    public Instant composedAt;

    /**
     * When the bodies were cleared, and the unsubscribe link with them ({@code flagpost.mail.keep-sent-bodies} after
     * sending); then {@link #bodyText} and {@link #bodyHtml} are null and the rest of the message stays.
     */
    @Column(name = "bodies_cleared_at")
    public Instant bodiesClearedAt;

    /** When delivery was given up (state FAILED). */
    @Column(name = "failed_at")
    public Instant failedAt;

    /**
     * The player whose share of the daily budget this email spends ({@code flagpost.mail.DailyBudget}): the one whose
     * own doing it answers or reports. Null for mail that keeps its priority (invitations, your move, game over…).
     */
    @Column(name = "charged_player_id")
    public Long chargedPlayerId;

    /**
     * The event of {@code kind} for {@code recipient}, with the facts its email needs as {@code game} stands now: its
     * ply, the page that fits the seat, and the deadline the kind names. Call it after the change is applied to the
     * entity.
     */
    public static NotificationEntity pending(GameEntity game, Side recipient, NotificationKind kind, Instant now) {
        NotificationEntity notification = new NotificationEntity();
        notification.gameId = game.id;
        notification.recipientSeat = recipient;
        notification.kind = kind;
        notification.ply = game.ply;
        notification.linksTo = kind == NotificationKind.FRESH_LINKS ? null : SeatPage.of(game, recipient);
        notification.deadlineAt = deadlineNamedBy(game, kind);
        notification.createdAt = now;
        notification.state = NotificationState.PENDING;
        notification.nextAttemptAt = now;
        return notification;
    }

    /** The deadline an email of {@code kind} names, as {@code game} stands now; null for kinds that name none. */
    public static Instant deadlineNamedBy(GameEntity game, NotificationKind kind) {
        if (kind.invites()) {
            return game.invitationExpiresAt;
        }
        return kind.namesDeadline() ? game.deadlineAt : null;
    }

    /** Mail to a player about no one game ({@link NotificationKind#addressesPlayer()}); ply is 0. */
    public static NotificationEntity pendingForPlayer(long playerId, NotificationKind kind, Instant now) {
        if (!kind.addressesPlayer()) {
            throw new IllegalArgumentException(kind + " is about a game: address it to a seat");
        }
        NotificationEntity notification = new NotificationEntity();
        notification.recipientPlayerId = playerId;
        notification.kind = kind;
        notification.createdAt = now;
        notification.state = NotificationState.PENDING;
        notification.nextAttemptAt = now;
        return notification;
    }

    @PostPersist
    void recorded() {
        NotificationsRecorded.fire();
    }

    public boolean addressesPlayer() {
        return recipientPlayerId != null;
    }

    /**
     * For each of these notifications, the one before it to the same seat of the same game (its email answers that
     * one's), by id; a notification with none, or about a player, is left out. One query for a whole outbox batch.
     */
    public static Map<Long, Long> previousToSameSeat(Collection<Long> ids) {
        Map<Long, Long> previous = new HashMap<>();
        if (ids.isEmpty()) {
            return previous;
        }
        List<Object[]> found = getEntityManager().createQuery("""
                select n.id, (select max(p.id) from NotificationEntity p
                              where p.gameId = n.gameId and p.recipientSeat = n.recipientSeat and p.id < n.id)
                from NotificationEntity n
                where n.id in :ids and n.gameId is not null""", Object[].class)
                .setParameter("ids", ids)
                .getResultList();
        for (Object[] row : found) {
            if (row[1] != null) {
                previous.put((Long) row[0], (Long) row[1]);
            }
        }
        return previous;
    }

    /**
     * The ply of the newest email that reached, or is on its way to, one seat of a game (muted, superseded and failed
     * ones never reached it); null when there is none.
     */
    public static Integer newestPlyTo(long gameId, Side seat) {
        return getEntityManager().createQuery("""
                select max(n.ply) from NotificationEntity n
                where n.gameId = :game and n.recipientSeat = :seat and n.state in (:states)""", Integer.class)
                .setParameter("game", gameId)
                .setParameter("seat", seat)
                .setParameter("states", List.of(NotificationState.PENDING, NotificationState.SENT))
                .getSingleResult();
    }

    public static List<NotificationEntity> forGame(long gameId) {
        return list("gameId = ?1 order by id", gameId);
    }
}
