package flagpost.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Date;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The statements of the daily digest (table {@code mail_digest}, one row per player and day of their calendar). Every
 * method runs in the caller's transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class MailDigests {

    private final EntityManager entityManager;

    @Inject
    public MailDigests(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** A player who chose the digest and has a game waiting for their move, with the last day a digest was recorded. */
    public record Candidate(long playerId, int hour, String zone, LocalDate lastDay) {
    }

    /**
     * The players who chose the digest and whom at least one game waits for now (their move in a game being played);
     * {@code only} limits them to these players (null: every player).
     */
    public List<Candidate> candidates(Collection<Long> only) {
        List<Long> among = new ArrayList<>(only == null ? List.of() : only);
        among.add(-1L); // keeps "in (...)" valid when the list is empty
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                select p.id, p.digest_hour, p.digest_zone, (select max(d.local_day) from mail_digest d where d.player_id = p.id)
                from player p
                where p.mail_mode = 'DIGEST'
                  and (:everyone or p.id in (:among))
                  and exists (select 1 from game g
                              where g.status = 'PLAYING'
                                and ((g.red_player_id = p.id and g.side_to_move = 'RED')
                                     or (g.blue_player_id = p.id and g.side_to_move = 'BLUE')))
                order by p.id""")
                .setParameter("everyone", only == null)
                .setParameter("among", among)
                .getResultList();
        List<Candidate> candidates = new ArrayList<>();
        for (Object[] row : rows) {
            candidates.add(new Candidate(((Number) row[0]).longValue(), ((Number) row[1]).intValue(), (String) row[2],
                    row[3] == null ? null : localDate(row[3])));
        }
        return candidates;
    }

    private static LocalDate localDate(Object value) {
        return value instanceof LocalDate day ? day : ((Date) value).toLocalDate();
    }

    /**
     * Claims the player's digest of {@code day}: true for the one transaction whose claim is the first, however many
     * instances try (a second waits on the key until the first commits, then finds it taken).
     */
    public boolean claim(long playerId, LocalDate day) {
        return entityManager.createNativeQuery("""
                insert into mail_digest (player_id, local_day) values (:player, :day)
                on conflict (player_id, local_day) do nothing""")
                .setParameter("player", playerId)
                .setParameter("day", day)
                .executeUpdate() == 1;
    }

    /** Ties the claimed digest to the notification that sends it. */
    public void sentBy(long playerId, LocalDate day, long notificationId) {
        entityManager.createNativeQuery("update mail_digest set notification_id = :notification where player_id = :player and local_day = :day")
                .setParameter("notification", notificationId)
                .setParameter("player", playerId)
                .setParameter("day", day)
                .executeUpdate();
    }

    /** The games waiting for the player's move, with both players, the nearest deadline first. */
    public List<GameEntity> gamesWaitingFor(long playerId) {
        return GameEntity.list("""
                select g from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer
                where g.status = ?1
                  and ((g.redPlayer.id = ?2 and g.seatToMove = flagpost.rules.Side.RED)
                       or (g.bluePlayer.id = ?2 and g.seatToMove = flagpost.rules.Side.BLUE))
                order by g.deadlineAt, g.id""", GameStatus.PLAYING, playerId);
    }
}
