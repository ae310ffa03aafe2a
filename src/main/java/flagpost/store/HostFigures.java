package flagpost.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.Map;

/**
 * What a host's monitoring reads from the database, in one statement: the games by status, the outbox's pending rows
 * and its oldest due one, the day's sending count, and the oldest due item of the deadline and vacation jobs. Each part
 * is a scan of a partial index (or of the game table, for the counts by status). Runs inside the caller's transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class HostFigures {

    /**
     * The figures at {@code now}. An oldest due instant is null when nothing is due; {@code gamesByStatus} holds every
     * status, 0 for none.
     */
    public record Figures(Map<GameStatus, Long> gamesByStatus, long outboxPending, Instant outboxOldestDue, long sentToday,
            Instant deadlineOldestDue, Instant vacationOldestDue) {
    }

    private final EntityManager entityManager;

    @Inject
    public HostFigures(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    public Figures read(Instant now) {
        // The due conditions are those of GameStore.lockNextDueGame and Vacations.endDue, so "behind" measures the very
        // items those jobs take.
        Object[] row = (Object[]) entityManager.createNativeQuery("""
                select (select string_agg(status || '=' || n, ',') from (select status, count(*) n from game group by status) s),
                       (select count(*) from notification where state = 'PENDING'),
                       (select min(next_attempt_at) from notification where state = 'PENDING' and next_attempt_at <= :now),
                       (select coalesce(max(sent), 0) from mail_budget where day = :today),
                       (select min(due) from (
                            select least(case when deadline_at <= :now then deadline_at end,
                                         case when remind_at <= :now then remind_at end) due
                            from game where status in ('SETUP', 'PLAYING') and (deadline_at <= :now or remind_at <= :now)
                              and (deadline_retry_at is null or deadline_retry_at <= :now)
                            union all
                            select min(invitation_expires_at) from game
                            where status = 'INVITED' and invitation_expires_at <= :now
                              and (deadline_retry_at is null or deadline_retry_at <= :now)) d),
                       (select min(returns_at) from vacation where ended_at is null and returns_at <= :now)""")
                .setParameter("now", now)
                .setParameter("today", LocalDate.ofInstant(now, ZoneOffset.UTC))
                .getSingleResult();
        Map<GameStatus, Long> byStatus = new EnumMap<>(GameStatus.class);
        for (GameStatus status : GameStatus.values()) {
            byStatus.put(status, 0L);
        }
        if (row[0] != null) {
            for (String pair : ((String) row[0]).split(",")) {
                int equals = pair.indexOf('=');
                byStatus.put(GameStatus.valueOf(pair.substring(0, equals)), Long.parseLong(pair.substring(equals + 1)));
            }
        }
        return new Figures(byStatus, ((Number) row[1]).longValue(), instant(row[2]), ((Number) row[3]).longValue(), instant(row[4]),
                instant(row[5]));
    }

    private static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof java.sql.Timestamp timestamp) {
            return timestamp.toInstant();
        }
        if (value instanceof java.time.OffsetDateTime offset) {
            return offset.toInstant();
        }
        throw new IllegalStateException("not a timestamp: " + value.getClass());
    }
}
