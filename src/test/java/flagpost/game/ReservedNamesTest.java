package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameActionException.Problem;
import flagpost.words.Language;
import flagpost.words.Terms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The names no person may take: what Flagpost shows for an erased player and for the computer, in every language. */
class ReservedNamesTest {

    @Test
    void everyLanguagesErasedPlayerAndComputerNamesAreRefused() {
        for (Language language : Language.values()) {
            String erased = Terms.deletedPlayer(language);
            assertTrue(Players.readsAsAnErasedPlayer(erased), language + ": " + erased);
            assertEquals(Problem.BAD_REQUEST, assertThrows(GameActionException.class, () -> Players.displayName(erased)).problem());
            for (String computer : Terms.computerNames(language)) {
                assertTrue(Players.soundsLikeTheComputer(computer), language + ": " + computer);
                assertThrows(GameActionException.class, () -> Players.displayName(computer), computer);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"deleted player", "Deleted Player", "DELETED   PLAYER", " deleted\tplayer ", "deleted-player", "deleted player.",
            "\uFF44\uFF45\uFF4C\uFF45\uFF54\uFF45\uFF44 player", "de1eted p1ayer", "d\u0435leted player", "deletedplayer",
            "jugador borrado", "Jugador Borrado", "jugadór borrado", "jugador  borrado",
            "o\u02BBchirilgan o\u02BByinchi", "o'chirilgan o'yinchi", "o\u2018chirilgan o\u2018yinchi", "o\u2019chirilgan o\u2019yinchi",
            "o`chirilgan o`yinchi", "ochirilgan oyinchi", "O\u02BBCHIRILGAN O\u02BBYINCHI", "o\u02BCchirilgan o\u02BCyinchi"})
    void spellingsOfAnErasedPlayerAreRefused(String name) {
        assertThrows(GameActionException.class, () -> Players.displayName(name), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Flagpost (computer, normal)", "Flagpost (ordenador, fácil)", "Flagpost (kompyuter, o'rta)",
            "flagpost  (computer,  easy)"})
    void spellingsOfTheComputerAreRefused(String name) {
        assertThrows(GameActionException.class, () -> Players.displayName(name), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Player Deleted", "Deleted", "Borrado", "Jugador", "Oʻyinchi", "deleted player Bob", "Bob the deleted player"})
    void namesThatOnlyHoldSuchWordsArePeoplesOwn(String name) {
        assertFalse(Players.readsAsAnErasedPlayer(name), name);
        assertEquals(name, Players.displayName(name));
    }
}
