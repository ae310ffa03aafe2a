package flagpost.mail;

import flagpost.game.SeatNames;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.words.Language;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Optional;

/**
 * A seat's choice to stop the mail it can do without (reminders and move confirmations) for one game:
 * what List-Unsubscribe does. The your-move email and every other kind keep coming; the dispatcher
 * applies the choice when it takes the rows. The choice is kept on the game's row
 * ({@link GameEntity#mailMuted}).
 */
@ApplicationScoped
public class MailMuting {

    /** One seat of one game, as the unsubscribe page shows it. */
    public record SeatMail(long gameId, Side seat, String redName, String blueName, boolean muted) {

        public String ownName() {
            return seat == Side.RED ? redName : blueName;
        }

        public String opponentName() {
            return seat == Side.RED ? blueName : redName;
        }

        /** The computer, if it plays, is named in the seat's player's language, which their page answers in. */
        static SeatMail of(GameEntity game, Side seat) {
            Language reader = Language.ofCode(game.player(seat).language);
            return new SeatMail(game.id, seat, SeatNames.of(game, Side.RED, reader), SeatNames.of(game, Side.BLUE, reader),
                    game.mailMuted(seat));
        }
    }

    @Transactional
    public Optional<SeatMail> seat(long gameId, Side seat) {
        return Optional.ofNullable(GameEntity.findWithPlayers(gameId)).map(game -> SeatMail.of(game, seat));
    }

    /**
     * Mutes reminders and confirmations for the seat; doing it twice is the same as once. Empty when there is no such game.
     * Locks the game's row first, like every other change to a game: the whole row is written back, so a change
     * made to a copy read without the lock could undo a move that committed in between.
     */
    @Transactional
    public Optional<SeatMail> mute(long gameId, Side seat) {
        GameEntity game = GameEntity.lockById(gameId);
        if (game == null) {
            return Optional.empty();
        }
        game.muteMail(seat);
        return seat(gameId, seat); // the same (locked) game, now with both players
    }
}
