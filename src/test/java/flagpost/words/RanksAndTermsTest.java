package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import flagpost.rules.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RanksAndTermsTest {

    @Test
    void piecesAreCountedAndListedInRankOrder() {
        assertEquals("Spies", Ranks.plural(Rank.SPY));
        assertEquals("1 Marshal", Ranks.count(1, Rank.MARSHAL));
        assertEquals("3 Scouts", Ranks.count(3, Rank.SCOUT));
        assertEquals("nothing", Ranks.list(Map.of(Rank.SCOUT, 0)));
        assertEquals("a Miner", Ranks.list(Map.of(Rank.MINER, 1)));
        assertEquals("a Major, a Miner and 2 Scouts", Ranks.list(Map.of(Rank.SCOUT, 2, Rank.MINER, 1, Rank.MAJOR, 1)));
        assertEquals("Marshal (1)", Ranks.withSymbol(Rank.MARSHAL, Numbering.CLASSIC));
        assertEquals("Bomb", Ranks.withSymbol(Rank.BOMB, Numbering.MODERN));
    }

    @Test
    void aGamesTermsReadTheSameOnPagesAndInEmails() {
        assertEquals("Classic Stratego", Terms.game(Variant.CLASSIC));
        assertEquals("Duel Stratego, 1 day per move", Terms.game(Variant.DUEL, 1));
        assertEquals("Barrage Stratego, 14 days per move", Terms.game(Variant.BARRAGE, 14));
        assertEquals("Classic (40 pieces each)", Terms.army(Variant.CLASSIC));
        assertEquals(List.of("Two-squares rule, lenient: a piece may go back and forth between two squares 5 times in a row.",
                "Scouts may move several squares and attack in the same move (official).",
                "The game is a draw after 300 moves (both sides counted)."), Terms.options(new GameOptions(5, true, 300)));
    }
}
