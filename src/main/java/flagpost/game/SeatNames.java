package flagpost.game;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.PlayerEntity;
import flagpost.words.Language;
import flagpost.words.Terms;

/**
 * A seat's name as a reader sees it: a person's as the game shows it ({@link GameEntity#nameOf}), the computer's and an
 * erased player's in the reader's language ("Flagpost (computer, normal)", "Flagpost (ordenador, normal)"; "deleted
 * player", "jugador borrado"). Pages, emails and Gravon records name a seat through here; the stored display names of
 * both are only what a log or an export shows.
 */
public final class SeatNames {

    private SeatNames() {
    }

    /** {@code seat}'s name in {@code language} (null reads as English). */
    public static String of(GameEntity game, Side seat, Language language) {
        PlayerEntity player = game.player(seat);
        Language reader = language == null ? Language.EN : language;
        if (player.isComputer()) {
            return Terms.computer(reader, player.computerLevel);
        }
        return player.erased() ? Terms.deletedPlayer(reader) : game.nameOf(seat);
    }
}
