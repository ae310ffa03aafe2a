package flagpost.mail;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;

/**
 * A seat's choice to stop the mail it can do without (reminders and move confirmations) for one game:
 * what List-Unsubscribe does. The your-move email and every other kind keep coming; the dispatcher
 * applies the choice when it takes the rows.
 */
@ApplicationScoped
public class MailMuting {

    @Inject
    EntityManager entityManager;

    /** One seat of one game, as the unsubscribe page shows it. */
    public record SeatMail(long gameId, Side seat, String redName, String blueName, boolean muted) {

        public String ownName() {
            return seat == Side.RED ? redName : blueName;
        }

        public String opponentName() {
            return seat == Side.RED ? blueName : redName;
        }
    }

    @Transactional
    public Optional<SeatMail> seat(long gameId, Side seat) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                select r.display_name, b.display_name, g.red_mail_muted, g.blue_mail_muted
                from game g join player r on r.id = g.red_player_id join player b on b.id = g.blue_player_id
                where g.id = :id""")
                .setParameter("id", gameId)
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] row = rows.get(0);
        boolean muted = (Boolean) (seat == Side.RED ? row[2] : row[3]);
        return Optional.of(new SeatMail(gameId, seat, (String) row[0], (String) row[1], muted));
    }

    /** Mutes reminders and confirmations for the seat; doing it twice is the same as once. Empty when there is no such game. */
    @Transactional
    public Optional<SeatMail> mute(long gameId, Side seat) {
        String column = seat == Side.RED ? "red_mail_muted" : "blue_mail_muted";
        entityManager.createNativeQuery("update game set " + column + " = true where id = :id")
                .setParameter("id", gameId)
                .executeUpdate();
        return seat(gameId, seat);
    }
}
