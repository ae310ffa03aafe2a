package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import flagpost.words.Language;
import flagpost.words.Refusals;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game service's refusals say their sentence in the reader's language (issue 16): the English one stays
 * {@code getMessage()} as it always was; Spanish and Uzbek are other sentences with the same facts.
 */
@QuarkusTest
class RefusalLanguagesTest {

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Test
    void anIllegalMoveCarriesTheRulesRejectionAndSaysItInEveryLanguage() {
        long id = ServiceGames.startedClassicGame();
        GameActionException refused = assertThrows(GameActionException.class, () -> play.move(id, Side.RED, 0, Move.of("e7", "e6")));
        assertEquals(Problem.ILLEGAL_MOVE, refused.problem());
        assertEquals("NOT_YOUR_PIECE", refused.reasonCode());
        assertEquals("The piece on e7 is not yours.", refused.getMessage());
        assertEquals(refused.getMessage(), refused.sentence(Language.EN));
        assertEquals("La pieza de e7 no es tuya.", refused.sentence(Language.ES));
        assertEquals("e7 katagidagi dona sizniki emas.", refused.sentence(Language.UZ));
        assertEquals(refused.getMessage(), refused.rejection().message());
    }

    @Test
    void turnsAndPliesAreRefusedInEveryLanguage() {
        long id = ServiceGames.startedClassicGame();
        GameActionException early = assertThrows(GameActionException.class, () -> play.move(id, Side.RED, 5, Move.of("e4", "e5")));
        assertEquals("There is no move 6 yet: the game is at move 1.", early.getMessage());
        assertEquals("Todavía no hay movimiento 6: la partida va por el movimiento 1.", early.sentence(Language.ES));
        assertEquals("6-yurish hali yoʻq: oʻyin hozir 1-yurishda.", early.sentence(Language.UZ));
        play.resign(id, Side.BLUE);
        GameActionException over = assertThrows(GameActionException.class, () -> play.resign(id, Side.RED));
        assertEquals("This game is already over.", over.getMessage());
        assertEquals("Esta partida ya ha terminado.", over.sentence(Language.ES));
        assertEquals("Bu oʻyin allaqachon tugagan.", over.sentence(Language.UZ));
    }

    @Test
    void anInvalidSetupListsEveryProblemInEveryLanguage() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        GameActionException refused = assertThrows(GameActionException.class, () -> setups.submit(id, Side.RED, "D".repeat(40)));
        assertEquals(Problem.INVALID_SETUP, refused.problem());
        assertEquals("This setup cannot be used: Classic has 1 Marshal; this setup has 0.", refused.getMessage());
        assertTrue(refused.sentence(Language.ES).startsWith("Esta colocación no se puede usar: Faltan piezas: en "), refused.sentence(Language.ES));
        assertTrue(refused.sentence(Language.UZ).startsWith("Bu joylashtirishdan foydalanib boʻlmaydi: Donalar yetishmaydi: "),
                refused.sentence(Language.UZ));
        List<String> english = refused.details();
        List<String> spanish = refused.details(Language.ES);
        List<String> uzbek = refused.details(Language.UZ);
        assertEquals(english.size(), spanish.size());
        assertEquals(english.size(), uzbek.size());
        assertTrue(english.contains("Classic has 8 Scouts; this setup has 40."), english.toString());
        assertTrue(spanish.stream().anyMatch(problem -> problem.startsWith("Sobran piezas: en ") && problem.endsWith("y esta colocación tiene 40.")),
                spanish.toString());
        assertTrue(uzbek.stream().anyMatch(problem -> problem.startsWith("Donalar ortiqcha: ") && problem.endsWith("esa 40 ta.")),
                uzbek.toString());
    }

    @Test
    void anAddressIsRefusedNamingTheFieldInTheReadersLanguage() {
        GameActionException refused = assertThrows(GameActionException.class,
                () -> Players.email(" ", language -> Refusals.in(language).addressOpponents()));
        assertEquals("Your opponent's email address is missing.", refused.getMessage());
        assertEquals("Falta la dirección de correo electrónico de tu adversario.", refused.sentence(Language.ES));
        assertEquals("Raqibingizning elektron pochta manzili kiritilmagan.", refused.sentence(Language.UZ));
    }
}
