package flagpost.store;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;

/**
 * What the invitation caps and the do-not-invite list ask of the database ({@code flagpost.game.InvitationLimits}):
 * how many invitations an address has open, how many invitations and confirmations were mailed to it lately, whether
 * it asked never to be invited, and whether its owner has confirmed it. The outbox and the game rows are the record,
 * so the answers hold across instances. Runs inside the caller's transaction, which locks the player's row first.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class InvitationGuards {

    private final EntityManager entityManager;

    @Inject
    public InvitationGuards(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** Invitations to the player still waiting for an answer at {@code now}. */
    public long openInvitationsTo(long playerId, Instant now) {
        return ((Number) entityManager.createNativeQuery("""
                select count(*) from game
                where status = 'INVITED' and invitation_expires_at > :now
                  and ((creator_seat = 'RED' and blue_player_id = :player) or (creator_seat = 'BLUE' and red_player_id = :player))""")
                .setParameter("now", now)
                .setParameter("player", playerId)
                .getSingleResult()).longValue();
    }

    /** Invitations and start confirmations recorded for the player after {@code since}. */
    public long invitationMailsTo(long playerId, Instant since) {
        return ((Number) entityManager.createNativeQuery("""
                select count(*) from notification n
                left join game g on g.id = n.game_id
                where n.kind in ('INVITATION', 'INVITATION_CONFIRM') and n.created_at > :since
                  and (n.recipient_player_id = :player
                       or (n.recipient_seat = 'RED' and g.red_player_id = :player)
                       or (n.recipient_seat = 'BLUE' and g.blue_player_id = :player))""")
                .setParameter("since", since)
                .setParameter("player", playerId)
                .getSingleResult()).longValue();
    }

    /** Start requests by the player still waiting for their confirmation at {@code now}. */
    public long pendingStartsBy(long playerId, Instant now) {
        return ((Number) entityManager.createNativeQuery("""
                select count(*) from invitation_request
                where creator_id = :player and game_id is null and expires_at > :now""")
                .setParameter("player", playerId)
                .setParameter("now", now)
                .getSingleResult()).longValue();
    }

    /**
     * Whether the (normalised) address is on the do-not-invite list: as itself, or as the keyed hash an erased address
     * left there ({@code addressHash}, from {@code flagpost.links.AddressHashes}).
     */
    public boolean doNotInvite(String email, String addressHash) {
        return !entityManager.createNativeQuery("""
                select 1 from do_not_invite where email = :email
                union all
                select 1 from do_not_invite_hashed where address_hash = :hash""")
                .setParameter("email", email)
                .setParameter("hash", addressHash)
                .getResultList().isEmpty();
    }

    /**
     * An erased address: its entry on the list, if any, is replaced by its keyed hash, so the opt-out holds and the
     * address is gone. True when it was on the list.
     */
    public boolean keepOnlyHash(String email, String addressHash) {
        List<?> removed = entityManager.createNativeQuery("delete from do_not_invite where email = :email returning added_at")
                .setParameter("email", email)
                .getResultList();
        if (removed.isEmpty()) {
            return false;
        }
        entityManager.createNativeQuery("""
                insert into do_not_invite_hashed (address_hash, added_at) values (:hash, :added) on conflict (address_hash) do nothing""")
                .setParameter("hash", addressHash)
                .setParameter("added", removed.get(0))
                .executeUpdate();
        return true;
    }

    /** Puts the (normalised) address on the do-not-invite list; again is the same as once. */
    public void addToDoNotInvite(String email, Instant now) {
        entityManager.createNativeQuery("insert into do_not_invite (email, added_at) values (:email, :now) on conflict (email) do nothing")
                .setParameter("email", email)
                .setParameter("now", now)
                .executeUpdate();
    }

    /** Records that the player of this seat of this game used one of their links; the first time counts. */
    public void confirmSeat(long gameId, Side seat, Instant now) {
        entityManager.createNativeQuery("""
                update player set confirmed_at = :now
                where confirmed_at is null
                  and id = (select case when :seat = 'RED' then red_player_id else blue_player_id end from game where id = :game)""")
                .setParameter("now", now)
                .setParameter("seat", seat.name())
                .setParameter("game", gameId)
                .executeUpdate();
    }

    /** Records that the player used one of their links; the first time counts. */
    public void confirmPlayer(long playerId, Instant now) {
        entityManager.createNativeQuery("update player set confirmed_at = :now where id = :player and confirmed_at is null")
                .setParameter("now", now)
                .setParameter("player", playerId)
                .executeUpdate();
    }
}
