package flagpost.web;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/** The player rows as stored, for tests about names and addresses. */
@ApplicationScoped
public class PlayerRows {

    @Inject
    EntityManager entityManager;

    /** The stored name of the player with exactly this address. */
    @Transactional
    public String displayName(String email) {
        return (String) entityManager.createNativeQuery("select display_name from player where email = :email")
                .setParameter("email", email).getSingleResult();
    }

    /** The stored address of the player in the seat. */
    @Transactional
    public String emailOf(long gameId, Side seat) {
        return (String) entityManager.createNativeQuery("select p.email from game g join player p on p.id = case when :red "
                        + "then g.red_player_id else g.blue_player_id end where g.id = :game")
                .setParameter("red", seat == Side.RED).setParameter("game", gameId).getSingleResult();
    }

    /** How many players have an address that contains {@code text}. */
    @Transactional
    public long countWithAddressContaining(String text) {
        return ((Number) entityManager.createNativeQuery("select count(*) from player where strpos(email, :text) > 0")
                .setParameter("text", text).getSingleResult()).longValue();
    }
}
