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
 * and its oldest due one, the day's sending count, the oldest due item of the deadline and vacation jobs, and the
 * computer's queue (its rows, those whose last answer failed, its oldest due one). Each part is a scan of a partial
 * index (or of the game table, for the counts by status, and of {@code computer_turn}, which holds one row per game the
 * computer owes an answer). Runs inside the caller's transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class HostFigures {

    /**
     * The figures at {@code now}. An oldest due instant is null when nothing is due; {@code gamesByStatus} holds every
     * status, 0 for none.
     */
    public record Figures(Map<GameStatus, Long> gamesByStatus, long outboxPending, Instant outboxOldestDue, long sentToday,
            Instant deadlineOldestDue, Instant vacationOldestDue, ComputerQueueFigures computer) {
    }

    /**
     * The computer's queue ({@code computer_turn}): the turns waiting (due, leased or put off after a fault), those whose
     * last answer failed (their {@code last_error} is kept until an answer goes through or new work replaces it), and the
     * {@code due_at} of the oldest due one, null when none is due. A leased turn is not due (an instance is thinking on
     * it) until its lease runs out; a failing one not until its retry.
     */
    public record ComputerQueueFigures(long waiting, long failing, Instant oldestDue) {
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
                       (select min(returns_at) from vacation where ended_at is null and returns_at <= :now),
                       (select count(*) from computer_turn),
                       (select count(*) from computer_turn where last_error is not null),
                       (select min(due_at) from computer_turn where due_at <= :now)""")
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
                instant(row[5]), new ComputerQueueFigures(((Number) row[6]).longValue(), ((Number) row[7]).longValue(), instant(row[8])));
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
