package flagpost.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A vacation one player took: running while {@link #endedAt} is null (at most one per player, a unique index says so). */
@Entity
@Table(name = "vacation")
public class VacationEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "player_id", nullable = false)
    public long playerId;

    @Column(name = "started_at", nullable = false)
    public Instant startedAt;

    /** 00:00 UTC of the chosen return date: it ends by itself then. */
    @Column(name = "returns_at", nullable = false)
    public Instant returnsAt;

    @Column(name = "ended_at")
    public Instant endedAt;

    /** The player's running vacation, or null. */
    public static VacationEntity running(long playerId) {
        return find("playerId = ?1 and endedAt is null", playerId).firstResult();
    }

    /** The running vacations of these players, by player id, in one query. */
    public static Map<Long, VacationEntity> running(Collection<Long> playerIds) {
        Map<Long, VacationEntity> running = new HashMap<>();
        if (playerIds.isEmpty()) {
            return running;
        }
        List<VacationEntity> found = list("playerId in ?1 and endedAt is null", playerIds);
        for (VacationEntity vacation : found) {
            running.put(vacation.playerId, vacation);
        }
        return running;
    }

    /** The player's vacations that started in {@code [from, to)}, oldest first: what they spent of a year's budget. */
    public static List<VacationEntity> startedBetween(long playerId, Instant from, Instant to) {
        return list("playerId = ?1 and startedAt >= ?2 and startedAt < ?3 order by startedAt", playerId, from, to);
    }

    /** Running vacations whose return is due by {@code now}, oldest first, at most {@code limit}; {@code only} limits them to these players (tests). */
    public static List<VacationEntity> returnsDue(Instant now, Collection<Long> only, int limit) {
        if (only == null) {
            return find("endedAt is null and returnsAt <= ?1 order by returnsAt, id", now).page(0, limit).list();
        }
        if (only.isEmpty()) {
            return List.of();
        }
        return find("endedAt is null and returnsAt <= ?1 and playerId in ?2 order by returnsAt, id", now, only).page(0, limit).list();
    }
}
