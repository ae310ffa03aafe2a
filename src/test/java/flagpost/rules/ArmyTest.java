package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/RULES.md §2: the three armies and the two ways of numbering ranks. */
class ArmyTest {

    @Test
    void classicHasFortyPiecesAsInTheTable() {
        assertEquals(Map.ofEntries(Map.entry(Rank.MARSHAL, 1), Map.entry(Rank.GENERAL, 1), Map.entry(Rank.COLONEL, 2),
                Map.entry(Rank.MAJOR, 3), Map.entry(Rank.CAPTAIN, 4), Map.entry(Rank.LIEUTENANT, 4),
                Map.entry(Rank.SERGEANT, 4), Map.entry(Rank.MINER, 5), Map.entry(Rank.SCOUT, 8), Map.entry(Rank.SPY, 1),
                Map.entry(Rank.BOMB, 6), Map.entry(Rank.FLAG, 1)), Variant.CLASSIC.army());
        assertEquals(40, Variant.CLASSIC.armySize());
        assertTrue(Variant.CLASSIC.fillsSetupArea());
    }

    @Test
    void duelHasTenPiecesAsInTheTable() {
        assertEquals(Map.of(Rank.MARSHAL, 1, Rank.GENERAL, 1, Rank.MINER, 2, Rank.SCOUT, 2, Rank.SPY, 1, Rank.BOMB, 2,
                Rank.FLAG, 1), Variant.DUEL.army());
        assertEquals(10, Variant.DUEL.armySize());
        assertFalse(Variant.DUEL.fillsSetupArea());
    }

    @Test
    void barrageHasEightPiecesAsInTheTable() {
        assertEquals(Map.of(Rank.MARSHAL, 1, Rank.GENERAL, 1, Rank.MINER, 1, Rank.SCOUT, 2, Rank.SPY, 1, Rank.BOMB, 1,
                Rank.FLAG, 1), Variant.BARRAGE.army());
        assertEquals(8, Variant.BARRAGE.armySize());
        assertFalse(Variant.BARRAGE.fillsSetupArea());
    }

    @Test
    void countsAgreeWithTheArmyMapForEveryRank() {
        for (Variant variant : Variant.values()) {
            int total = 0;
            for (Rank rank : Rank.values()) {
                assertEquals(variant.army().getOrDefault(rank, 0), variant.count(rank), variant + " " + rank);
                total += variant.count(rank);
            }
            assertEquals(variant.armySize(), total);
            assertEquals(variant, Variant.fromCode(variant.code()));
        }
    }

    @Test
    void gameOptionsDefaultToIsfRulesWithoutAPlyCap() {
        assertEquals(3, GameOptions.DEFAULT.twoSquaresLimit());
        assertTrue(GameOptions.DEFAULT.scoutAttacksAtRange());
        assertEquals(0, GameOptions.DEFAULT.plyCap());
        assertFalse(GameOptions.DEFAULT.hasPlyCap());
        assertEquals(new GameOptions(5, false, 400),
                GameOptions.DEFAULT.withTwoSquaresLimit(5).withScoutAttacksAtRange(false).withPlyCap(400));
    }

    @Test
    void modernNumbersGrowWithStrengthAndClassicNumbersShrink() {
        String modern = "";
        String classic = "";
        for (Rank rank : Rank.values()) {
            modern += rank.symbol(Numbering.MODERN) + " ";
            classic += rank.symbol(Numbering.CLASSIC) + " ";
        }
        assertEquals("10 9 8 7 6 5 4 3 2 1 B F ", modern);
        assertEquals("1 2 3 4 5 6 7 8 9 S B F ", classic);
    }

    @Test
    void ranksAreStoredByNameNeverByNumber() {
        for (Rank rank : Rank.values()) {
            assertEquals(rank.name(), rank.code());
            assertEquals(rank, Rank.fromCode(rank.code()));
        }
        assertEquals("MARSHAL", Rank.MARSHAL.code());
    }

    @Test
    void onlyBombsAndFlagsAreImmovable() {
        for (Rank rank : Rank.values()) {
            assertEquals(rank != Rank.BOMB && rank != Rank.FLAG, rank.isMovable(), rank.name());
        }
    }

    @Test
    void gravonLettersFollowRulesSectionNine() {
        String red = "";
        String blue = "";
        for (Rank rank : new Rank[] {Rank.BOMB, Rank.SPY, Rank.SCOUT, Rank.MINER, Rank.SERGEANT, Rank.LIEUTENANT,
                Rank.CAPTAIN, Rank.MAJOR, Rank.COLONEL, Rank.GENERAL, Rank.MARSHAL, Rank.FLAG}) {
            red += rank.gravonLetter(Side.RED);
            blue += rank.gravonLetter(Side.BLUE);
            assertEquals(Piece.of(Side.RED, rank), Rank.fromGravonLetter(rank.gravonLetter(Side.RED)));
            assertEquals(Piece.of(Side.BLUE, rank), Rank.fromGravonLetter(rank.gravonLetter(Side.BLUE)));
        }
        assertEquals("BCDEFGHIJKLM", red);
        assertEquals("NOPQRSTUVWXY", blue);
        for (char letter : new char[] {'A', 'Z', 'a', 'b', '_', '.', '1'}) {
            assertEquals(null, Rank.fromGravonLetter(letter), "'" + letter + "'");
        }
    }
}
