package flagpost.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * The statements behind stopped mail ({@link MailStop}): stopping an address, counting its temporary failures, resuming
 * it, and finding the outbox rows that must not go. Each runs in the caller's transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class MailStops {

    private final EntityManager entityManager;

    @Inject
    public MailStops(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Stops the player's mail for {@code why}; true when this changed anything (a complaint outranks a bounce, since only
     * the owner's own action lifts it, and an address stopped already keeps its first reason otherwise).
     */
    public boolean stop(long playerId, MailStop why, String status, Instant now) {
        return entityManager.createNativeQuery("""
                update player set mail_stopped = :why, mail_stopped_at = :now, mail_stopped_status = :status
                where id = :player and (mail_stopped is null or (mail_stopped = 'BOUNCED' and :why = 'COMPLAINED'))""")
                .setParameter("why", why.name())
                .setParameter("now", now)
                .setParameter("status", cut(status))
                .setParameter("player", playerId)
                .executeUpdate() > 0;
    }

    /** Records a temporary failure of the player's address and returns how many were reported within {@code window}. */
    public long troubleWithin(long playerId, String status, Long notificationId, Instant now, Duration window) {
        entityManager.createNativeQuery("""
                insert into mail_trouble (player_id, reported_at, status, notification_id) values (:player, :now, :status, :row)""")
                .setParameter("player", playerId)
                .setParameter("now", now)
                .setParameter("status", cut(status))
                .setParameter("row", notificationId)
                .executeUpdate();
        return ((Number) entityManager.createNativeQuery("""
                select count(*) from mail_trouble where player_id = :player and reported_at > :since""")
                .setParameter("player", playerId)
                .setParameter("since", now.minus(window))
                .getSingleResult()).longValue();
    }

    /**
     * Mail to the player goes again: their address bounced and they came back (a link, a request for their links, a
     * reply). A complaint is lifted only when {@code complaintToo}: the owner acted through one of their own links.
     * Returns the address when it was stopped, else null. One statement when nothing was stopped.
     */
    public Resumed resume(long playerId, boolean complaintToo) {
        return resumed(entityManager.createNativeQuery("""
                update player set mail_stopped = null, mail_stopped_at = null, mail_stopped_status = null
                where id = :player and (mail_stopped = 'BOUNCED' or (:complaint and mail_stopped = 'COMPLAINED'))
                returning id, email""")
                .setParameter("player", playerId)
                .setParameter("complaint", complaintToo)
                .getResultList());
    }

    /** {@link #resume} for the player in a seat of a game, in the same one statement when nothing was stopped. */
    public Resumed resumeSeat(long gameId, flagpost.rules.Side seat, boolean complaintToo) {
        return resumed(entityManager.createNativeQuery("""
                update player set mail_stopped = null, mail_stopped_at = null, mail_stopped_status = null
                where id = (select case when :seat = 'RED' then red_player_id else blue_player_id end from game where id = :game)
                  and (mail_stopped = 'BOUNCED' or (:complaint and mail_stopped = 'COMPLAINED'))
                returning id, email""")
                .setParameter("seat", seat.name())
                .setParameter("game", gameId)
                .setParameter("complaint", complaintToo)
                .getResultList());
    }

    /** A player whose mail goes again. */
    public record Resumed(long playerId, String email) {
    }

    private Resumed resumed(java.util.List<?> rows) {
        if (rows.isEmpty()) {
            return null;
        }
        Object[] row = (Object[]) rows.get(0);
        long playerId = ((Number) row[0]).longValue();
        entityManager.createNativeQuery("delete from mail_trouble where player_id = :player").setParameter("player", playerId).executeUpdate();
        return new Resumed(playerId, (String) row[1]);
    }

    /**
     * Of these outbox rows, those addressed to a player whose mail stopped, which must not be sent: all of them for a
     * bounced address; for one that complained, all but the fresh links its owner asked for through a link. One query.
     */
    @SuppressWarnings("unchecked")
    public Set<Long> undeliverable(Collection<Long> rowIds) {
        Set<Long> found = new HashSet<>();
        if (rowIds.isEmpty()) {
            return found;
        }
        for (Object id : entityManager.createNativeQuery("""
                        select n.id from notification n
                        left join game g on g.id = n.game_id
                        join player p on p.id = coalesce(n.recipient_player_id,
                                case n.recipient_seat when 'RED' then g.red_player_id else g.blue_player_id end)
                        where n.id in (:ids) and p.mail_stopped is not null
                          and not (p.mail_stopped = 'COMPLAINED' and n.kind = 'FRESH_LINKS')""")
                .setParameter("ids", rowIds)
                .getResultList()) {
            found.add(((Number) id).longValue());
        }
        return found;
    }

    /** The player an outbox row is addressed to (the seat's player for a game's row), or null when the row is gone. */
    public Long recipientOf(long notificationId) {
        var found = entityManager.createNativeQuery("""
                select coalesce(n.recipient_player_id, case n.recipient_seat when 'RED' then g.red_player_id else g.blue_player_id end)
                from notification n left join game g on g.id = n.game_id where n.id = :id""")
                .setParameter("id", notificationId)
                .getResultList();
        return found.isEmpty() || found.get(0) == null ? null : ((Number) found.get(0)).longValue();
    }

    private static String cut(String status) {
        return status == null ? null : InboundMessageEntity.cut(status, 200);
    }
}
