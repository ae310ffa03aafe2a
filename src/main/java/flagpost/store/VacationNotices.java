package flagpost.store;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;

/**
 * The vacation notices to one seat of one game, as {@code flagpost.game.Vacations} coalesces them: a notice waits a
 * while before it is due, and a newer change withdraws one still waiting. The statements live here, the rule in
 * {@code Vacations}; every method runs in the caller's transaction, which holds the game's row lock.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class VacationNotices {

    private static final List<String> KINDS = List.of(NotificationKind.VACATION_STARTED.name(), NotificationKind.VACATION_ENDED.name());

    private final EntityManager entityManager;

    @Inject
    public VacationNotices(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** The newest notice the seat was sent or is being sent: its kind, the return it names, and when it went (or goes). */
    public record Told(NotificationKind kind, Instant returnsAt, Instant at) {
    }

    /**
     * Withdraws (SUPERSEDED) the seat's vacation notices that still wait to be due: never taken by the outbox, so
     * nobody has read them. A row already due or under a lease is left to go. Returns how many were withdrawn.
     */
    public int withdrawWaiting(long gameId, Side seat, Instant now) {
        return entityManager.createNativeQuery("""
                update notification set state = 'SUPERSEDED'
                where game_id = :game and recipient_seat = :seat and kind in (:kinds)
                  and state = 'PENDING' and attempts = 0 and composed_at is null and next_attempt_at > :now""")
                .setParameter("game", gameId)
                .setParameter("seat", seat.name())
                .setParameter("kinds", KINDS)
                .setParameter("now", now)
                .executeUpdate();
    }

    /** The newest vacation notice to the seat that was sent or will go (pending), if any. */
    public Optional<Told> lastTold(long gameId, Side seat) {
        List<?> rows = entityManager.createNativeQuery("""
                select kind, deadline_at, coalesce(sent_at, next_attempt_at) from notification
                where game_id = :game and recipient_seat = :seat and kind in (:kinds) and state in ('SENT', 'PENDING')
                order by id desc limit 1""")
                .setParameter("game", gameId)
                .setParameter("seat", seat.name())
                .setParameter("kinds", KINDS)
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] row = (Object[]) rows.get(0);
        return Optional.of(new Told(NotificationKind.valueOf((String) row[0]), instant(row[1]), instant(row[2])));
    }

    private static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toInstant();
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        throw new IllegalStateException("not a time: " + value.getClass());
    }
}
