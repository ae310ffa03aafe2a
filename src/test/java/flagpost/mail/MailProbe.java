package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.NotificationEntity;
import flagpost.support.StatementCounter;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;

/** Reads and composes a game's notifications for the mail tests, each call in its own transaction. */
@ApplicationScoped
public class MailProbe {

    @Inject
    EntityManager entityManager;

    @Inject
    MailComposer composer;

    /** A notification and its email. */
    public record Composed(long id, Side to, flagpost.store.NotificationKind kind, int ply, String email, MailMessage mail) {
    }

    /** Every notification of the game, oldest first, composed as the dispatcher would: inside one transaction. */
    @Transactional
    public List<Composed> composeAll(long gameId) {
        List<Composed> composed = new ArrayList<>();
        for (NotificationEntity notification : NotificationEntity.forGame(gameId)) {
            GameEntity game = GameEntity.findById(gameId);
            composed.add(new Composed(notification.id, notification.recipientSeat, notification.kind, notification.ply,
                    game.player(notification.recipientSeat).email, composer.compose(notification)));
        }
        return composed;
    }

    /** The emails of these games' notifications composed as one outbox batch, and the statements that took. */
    public record Batch(List<MailMessage> mails, int statements) {
    }

    /** Every notification of these games, composed as one outbox batch is: one {@link MailComposer#batch}, then each. */
    @Transactional
    public Batch composeAsOneBatch(List<Long> gameIds) {
        List<NotificationEntity> rows = NotificationEntity.list("gameId in ?1 order by id", gameIds);
        int before = StatementCounter.onThisThread();
        MailComposer.Batch read = composer.batch(rows);
        List<MailMessage> mails = rows.stream().map(row -> composer.compose(row, read)).toList();
        return new Batch(mails, StatementCounter.onThisThread() - before);
    }

    /** One notification's email, composed as the dispatcher would. */
    @Transactional
    public MailMessage compose(long notificationId) {
        return composer.compose(NotificationEntity.findById(notificationId));
    }

    /** Sets a display name directly, past the service's own cleaning, as a hostile or legacy row might hold it. */
    @Transactional
    public void rawDisplayName(long gameId, Side seat, String name) {
        GameEntity game = GameEntity.findById(gameId);
        game.player(seat).displayName = name;
    }

    /** Sets the language a seat's player reads ({@code player.language}), null for not chosen yet. */
    @Transactional
    public void language(long gameId, Side seat, flagpost.words.Language language) {
        GameEntity game = GameEntity.findById(gameId);
        game.player(seat).language = language == null ? null : language.code();
    }
}
