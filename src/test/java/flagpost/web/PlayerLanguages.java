package flagpost.web;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/** The {@code player.language} column as stored, for the tests of who may set a player's language. */
@ApplicationScoped
public class PlayerLanguages {

    @Inject
    EntityManager entityManager;

    /** The stored language code of the player with this address: null until they chose one. */
    @Transactional
    public String of(String email) {
        return (String) entityManager.createNativeQuery("select language from player where email = :email")
                .setParameter("email", email).getSingleResult();
    }

    /** Sets a player's language directly, as if they had chosen it (null: not chosen). */
    @Transactional
    public void set(String email, String code) {
        entityManager.createNativeQuery("update player set language = cast(:code as text) where email = :email")
                .setParameter("code", code).setParameter("email", email).executeUpdate();
    }

    /** How many players have this address (0 when the form created none). */
    @Transactional
    public long count(String email) {
        return ((Number) entityManager.createNativeQuery("select count(*) from player where email = :email")
                .setParameter("email", email).getSingleResult()).longValue();
    }

    /** The id of the start request from this creator's address that waits for its confirmation. */
    @Transactional
    public long pendingRequestOf(String email) {
        return ((Number) entityManager.createNativeQuery("select r.id from invitation_request r join player p on p.id = r.creator_id "
                + "where p.email = :email order by r.id desc limit 1").setParameter("email", email).getSingleResult()).longValue();
    }
}
