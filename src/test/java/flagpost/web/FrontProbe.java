package flagpost.web;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Reads the whole store as the front-page tests compare it, each call in its own transaction (committed data only). */
@ApplicationScoped
public class FrontProbe {

    @Inject
    EntityManager entityManager;

    /**
     * Everything a GET must leave alone, as one comparable value: every game's state and every
     * notification row (kind, recipient, state), every player's name.
     */
    @Transactional
    public List<?> everything() {
        return List.of(
                entityManager.createNativeQuery("select id, status, ply, coalesce(deadline_at::text, ''), red_mail_muted, blue_mail_muted "
                        + "from game order by id").getResultList().stream().map(row -> List.of((Object[]) row)).toList(),
                entityManager.createNativeQuery("select id, kind, coalesce(recipient_seat, ''), state from notification order by id")
                        .getResultList().stream().map(row -> List.of((Object[]) row)).toList(),
                entityManager.createNativeQuery("select id, display_name, numbering, mail_mode, digest_hour, digest_zone from player order by id")
                        .getResultList().stream().map(row -> List.of((Object[]) row)).toList());
    }

    @Transactional
    public long gameIdOfInvitee(String email) {
        return ((Number) entityManager.createNativeQuery("select g.id from game g join player p on p.id in (g.red_player_id, g.blue_player_id) "
                + "where p.email = :email order by g.id desc limit 1").setParameter("email", email).getSingleResult()).longValue();
    }

    @Transactional
    public long playerId(String email) {
        return ((Number) entityManager.createNativeQuery("select id from player where email = :email").setParameter("email", email)
                .getSingleResult()).longValue();
    }

    /**
     * Makes {@code email} a confirmed address, as if its owner had used one of their links: the start form then
     * invites at once, with no confirmation email first. A new address is called "Confirmed".
     */
    public void confirmAddress(String email) {
        confirmAddress(email, "Confirmed");
    }

    /**
     * The same, with the name its owner chose: the start form takes no name for an address that already plays
     * here (docs/ARCHITECTURE.md, "Names and addresses"), so a test that shows the creator's name sets it here.
     */
    @Transactional
    public void confirmAddress(String email, String name) {
        entityManager.createNativeQuery("""
                insert into player (email, display_name, numbering, created_at, confirmed_at)
                values (:email, :name, 'MODERN', now(), now())
                on conflict (email) do update set confirmed_at = coalesce(player.confirmed_at, now())""")
                .setParameter("email", email).setParameter("name", name).executeUpdate();
    }

    @Transactional
    public long count(String sql) {
        return ((Number) entityManager.createNativeQuery(sql).getSingleResult()).longValue();
    }
}
