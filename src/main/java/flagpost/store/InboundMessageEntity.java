package flagpost.store;

import flagpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * One received reply email, recorded once by its Message-ID in the transaction that acts on it
 * ({@code flagpost.game.Replies}); see migration V11 for what a row keeps and why.
 */
@Entity
@Table(name = "inbound_message")
public class InboundMessageEntity extends PanacheEntityBase {

    public enum State { ACTED, REFUSED, IGNORED }

    public static final int MAX_COMMAND_LENGTH = 200;
    public static final int MAX_WORDS_LENGTH = 1000;

    @Id
    public Long id;

    @Column(name = "message_id", nullable = false)
    public String messageId;

    @Column(name = "received_at", nullable = false)
    public Instant receivedAt;

    /** The sender's address, only once proved to be the seat's own. */
    public String sender;

    @Column(name = "game_id")
    public Long gameId;

    @Enumerated(EnumType.STRING)
    public Side seat;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public State state;

    /** The line the command was read from. */
    public String command;

    @Column(nullable = false)
    public String outcome;

    /** What to send instead, for an answered refusal. */
    public String advice;

    /** The answer recorded for it, if any: a refusal's, or the email a {@code board} request sent again. */
    @Column(name = "notification_id")
    public Long notificationId;

    /**
     * Records that this transaction handles the message with {@code messageId}, or empty when it was handled before
     * (or another transaction handling it commits first: the insert waits for it). The row starts IGNORED; the
     * caller sets what happened before the transaction commits.
     */
    public static Optional<InboundMessageEntity> claim(String messageId, Instant receivedAt) {
        List<?> inserted = getEntityManager().createNativeQuery("""
                insert into inbound_message (message_id, received_at, state, outcome) values (:id, :at, 'IGNORED', 'being handled')
                on conflict (message_id) do nothing returning id""")
                .setParameter("id", messageId)
                .setParameter("at", receivedAt)
                .getResultList();
        if (inserted.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(findById(((Number) inserted.get(0)).longValue()));
    }

    /** The received message a refusal answer (a notification) answers. */
    public static InboundMessageEntity answeredBy(long notificationId) {
        return find("notificationId", notificationId).firstResult();
    }

    /**
     * How many messages from this seat, recorded as {@code state}, were answered in the {@code window} before
     * {@code now}: refusals (REFUSED), or {@code board} requests (ACTED, the only action answered by a row of its own).
     */
    public static long answeredSince(long gameId, Side seat, State state, Instant now, Duration window) {
        return count("gameId = ?1 and seat = ?2 and state = ?3 and notificationId is not null and receivedAt > ?4", gameId, seat, state,
                now.minus(window));
    }

    public static Optional<InboundMessageEntity> byMessageId(String messageId) {
        return find("messageId", messageId).firstResultOptional();
    }

    /** Text cut to {@code max} characters, so a hostile line cannot outgrow its column. */
    public static String cut(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
        return text.substring(0, end);
    }
}
