package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RanksAndTermsTest {

    @Test
    void piecesAreCountedAndListedInRankOrder() {
        assertEquals("Spies", Ranks.plural(Language.EN, Rank.SPY));
        assertEquals("1 Marshal", Ranks.count(Language.EN, 1, Rank.MARSHAL));
        assertEquals("3 Scouts", Ranks.count(Language.EN, 3, Rank.SCOUT));
        assertEquals("nothing", Ranks.list(Language.EN, Map.of(Rank.SCOUT, 0)));
        assertEquals("a Miner", Ranks.list(Language.EN, Map.of(Rank.MINER, 1)));
        assertEquals("a Major, a Miner and 2 Scouts", Ranks.list(Language.EN, Map.of(Rank.SCOUT, 2, Rank.MINER, 1, Rank.MAJOR, 1)));
        assertEquals("Marshal (1)", Ranks.withSymbol(Language.EN, Rank.MARSHAL, Numbering.CLASSIC));
        assertEquals("Bomb", Ranks.withSymbol(Language.EN, Rank.BOMB, Numbering.MODERN));
    }

    @Test
    void aGamesTermsReadTheSameOnPagesAndInEmails() {
        assertEquals("Classic Stratego", Terms.game(Language.EN, Variant.CLASSIC));
        assertEquals("Duel Stratego, 1 day per move", Terms.game(Language.EN, Variant.DUEL, 1));
        assertEquals("Barrage Stratego, 14 days per move", Terms.game(Language.EN, Variant.BARRAGE, 14));
        assertEquals("Classic (40 pieces each)", Terms.army(Language.EN, Variant.CLASSIC));
        assertEquals(List.of("Two-squares rule, lenient: a piece may go back and forth between two squares 5 times in a row.",
                "Scouts may move several squares and attack in the same move (official).",
                "The game is a draw after 300 moves (both sides counted)."), Terms.options(Language.EN, new GameOptions(5, true, 300)));
    }

    @Test
    void spanishCountsRanksWithTheirGender() {
        assertEquals("Mariscal", Ranks.name(Language.ES, Rank.MARSHAL));
        assertEquals("Espías", Ranks.plural(Language.ES, Rank.SPY));
        assertEquals("1 Explorador", Ranks.count(Language.ES, 1, Rank.SCOUT));
        assertEquals("3 Exploradores", Ranks.count(Language.ES, 3, Rank.SCOUT));
        assertEquals("un Minero, 2 Exploradores y una Espía", Ranks.list(Language.ES, Map.of(Rank.SCOUT, 2, Rank.SPY, 1, Rank.MINER, 1)));
        assertEquals("una Bomba", Ranks.list(Language.ES, Map.of(Rank.BOMB, 1)));
        assertEquals("nada", Ranks.list(Language.ES, Map.of()));
        assertEquals("Mariscal (10)", Ranks.withSymbol(Language.ES, Rank.MARSHAL, Numbering.MODERN));
    }

    @Test
    void uzbekKeepsTheSingularAfterANumber() {
        assertEquals("Bayroq", Ranks.name(Language.UZ, Rank.FLAG));
        assertEquals("Razvedkachilar", Ranks.plural(Language.UZ, Rank.SCOUT));
        assertEquals("3 Razvedkachi", Ranks.count(Language.UZ, 3, Rank.SCOUT));
        assertEquals("bitta Sapyor, 2 Razvedkachi va bitta Josus", Ranks.list(Language.UZ, Map.of(Rank.SCOUT, 2, Rank.SPY, 1, Rank.MINER, 1)));
        assertEquals("hech narsa", Ranks.list(Language.UZ, Map.of()));
        assertEquals("Josus (S)", Ranks.withSymbol(Language.UZ, Rank.SPY, Numbering.CLASSIC));
    }

    @Test
    void aGamesTermsInSpanishAndUzbek() {
        assertEquals("Rojo", Terms.colour(Language.ES, Side.RED));
        assertEquals("Qizil", Terms.colour(Language.UZ, Side.RED));
        assertEquals("Stratego Clásico", Terms.game(Language.ES, Variant.CLASSIC));
        assertEquals("Stratego Duelo, 1 día por movimiento", Terms.game(Language.ES, Variant.DUEL, 1));
        assertEquals("14 días por movimiento", Terms.daysPerMove(Language.ES, 14));
        assertEquals("Clásico (40 piezas cada uno)", Terms.army(Language.ES, Variant.CLASSIC));
        assertEquals("Klassik Stratego oʻyini, har yurishga 3 kun", Terms.game(Language.UZ, Variant.CLASSIC, 3));
        assertEquals("har yurishga 1 kun", Terms.daysPerMove(Language.UZ, 1));
        assertEquals(List.of("Regla de las 2 casillas: una pieza puede ir y venir entre dos casillas 3 veces seguidas (oficial).",
                "Los Exploradores no pueden atacar al final de un movimiento de varias casillas.", "Sin límite de movimientos."),
                Terms.options(Language.ES, GameOptions.DEFAULT.withScoutAttacksAtRange(false)));
        assertEquals("Ikki katak qoidasi, yumshoq: dona ikki katak orasida ketma-ket 5 marta borib-kelishi mumkin.",
                Terms.options(Language.UZ, new GameOptions(5, true, 300)).get(0));
        assertEquals("300 ta yurishdan keyin oʻyin durang bilan tugaydi (ikkala tomonning yurishlari hisoblanadi).",
                Terms.options(Language.UZ, new GameOptions(5, true, 300)).get(2));
    }

    @Test
    void theNumberingsAreNamedInEveryLanguage() {
        assertEquals("10 high", Terms.numbering(Language.EN, Numbering.MODERN));
        assertEquals("1 is the Marshal, S the Spy", Terms.numberingExplained(Language.EN, Numbering.CLASSIC));
        assertEquals("Ranks:", Terms.numberingLabel(Language.EN));
        assertEquals("1 arriba", Terms.numbering(Language.ES, Numbering.CLASSIC));
        assertEquals("el 10 es el Mariscal, el 1 la Espía", Terms.numberingExplained(Language.ES, Numbering.MODERN));
        assertEquals("10 yuqori", Terms.numbering(Language.UZ, Numbering.MODERN));
        assertEquals("Choose \"10 high\" (10 is the Marshal) or \"1 high\" (1 is the Marshal). Nothing was changed.",
                Terms.numberingChoices(Language.EN));
        assertEquals("Elige «10 arriba» (el 10 es el Mariscal) o «1 arriba» (el 1 es el Mariscal). No se ha cambiado nada.",
                Terms.numberingChoices(Language.ES));
    }
}
