package flagpost.game;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.PlayerEntity;
import flagpost.words.Language;
import flagpost.words.Terms;

/**
 * A seat's name as a reader sees it: a person's as the game shows it ({@link GameEntity#nameOf}), the computer's in the
 * reader's language ("Flagpost (computer, normal)", "Flagpost (ordenador, normal)"). Pages, emails and Gravon records
 * name the computer through here; its stored display name is only the part no language changes.
 */
public final class SeatNames {

    private SeatNames() {
    }

    /** {@code seat}'s name in {@code language} (null reads as English). */
    public static String of(GameEntity game, Side seat, Language language) {
        PlayerEntity player = game.player(seat);
        return player.isComputer() ? Terms.computer(language == null ? Language.EN : language, player.computerLevel)
                : game.nameOf(seat);
    }
}
