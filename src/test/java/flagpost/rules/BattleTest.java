package flagpost.rules;

import static flagpost.rules.GameAsserts.accepted;
import static flagpost.rules.GameAsserts.assertBoard;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** docs/RULES.md §4: battles. */
class BattleTest {

    private static final Square E4 = Square.parse("e4");
    private static final Square E5 = Square.parse("e5");

    /** A Red piece on e4 attacks a Blue piece on e5; both Flags stay out of the way. */
    private static MoveResult.Accepted redAttacks(Rank attacker, Rank defender) {
        Map<Square, Piece> pieces = new java.util.HashMap<>(TextBoard.pieces("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . m
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . M
                . . . . . . . . . .
                . . . . . . . . . F
                """));
        pieces.put(E4, Piece.of(Side.RED, attacker));
        pieces.put(E5, Piece.of(Side.BLUE, defender));
        return accepted(Game.fromPosition(Variant.CLASSIC, GameOptions.DEFAULT, pieces, Side.RED), "e4-e5");
    }

    @Test
    void everyPairOfRanksFightsAsRulesSectionFourSays() {
        for (Rank attacker : Rank.values()) {
            if (!attacker.isMovable()) {
                continue;
            }
            for (Rank defender : Rank.values()) {
                BattleOutcome outcome = ReferenceRules.outcome(attacker, defender);
                assertEquals(outcome, Rank.battle(attacker, defender), attacker + " attacks " + defender);
                MoveResult.Accepted played = redAttacks(attacker, defender);
                Battle battle = played.played().battle();
                assertEquals(new Battle(Piece.of(Side.RED, attacker), Piece.of(Side.BLUE, defender), outcome), battle);
                Piece onTarget = played.game().pieceAt(E5);
                switch (outcome) {
                    case ATTACKER_WINS -> assertEquals(Piece.of(Side.RED, attacker), onTarget);
                    case DEFENDER_WINS -> assertEquals(Piece.of(Side.BLUE, defender), onTarget);
                    case BOTH_REMOVED -> assertNull(onTarget);
                }
                assertNull(played.game().pieceAt(E4), "the attacker always leaves its square");
            }
        }
    }

    @Test
    void higherRankWinsAndTheWinningAttackerMovesOntoTheSquare() {
        MoveResult.Accepted played = redAttacks(Rank.GENERAL, Rank.MAJOR);
        assertEquals(BattleOutcome.ATTACKER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.RED, Rank.GENERAL), played.game().pieceAt(E5));
        assertNull(played.game().pieceAt(E4));
        assertEquals(Map.of(Rank.MAJOR, 1), played.game().captured(Side.BLUE));
        assertEquals(Map.of(), played.game().captured(Side.RED));
        assertEquals(new Battle(Piece.of(Side.RED, Rank.GENERAL), Piece.of(Side.BLUE, Rank.MAJOR), BattleOutcome.ATTACKER_WINS),
                played.played().battle());
    }

    @Test
    void aWinningDefenderStaysWhereItIs() {
        MoveResult.Accepted played = redAttacks(Rank.MAJOR, Rank.GENERAL);
        assertEquals(BattleOutcome.DEFENDER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.BLUE, Rank.GENERAL), played.game().pieceAt(E5));
        assertNull(played.game().pieceAt(E4));
        assertEquals(Map.of(Rank.MAJOR, 1), played.game().captured(Side.RED));
        assertEquals(new Battle(Piece.of(Side.RED, Rank.MAJOR), Piece.of(Side.BLUE, Rank.GENERAL), BattleOutcome.DEFENDER_WINS),
                played.played().battle());
    }

    @ParameterizedTest
    @EnumSource(value = Rank.class, names = {"BOMB", "FLAG"}, mode = EnumSource.Mode.EXCLUDE)
    void equalRanksAreBothRemoved(Rank rank) {
        MoveResult.Accepted played = redAttacks(rank, rank);
        assertEquals(BattleOutcome.BOTH_REMOVED, played.played().battle().outcome());
        assertNull(played.game().pieceAt(E4));
        assertNull(played.game().pieceAt(E5));
        assertEquals(Map.of(rank, 1), played.game().captured(Side.RED));
        assertEquals(Map.of(rank, 1), played.game().captured(Side.BLUE));
    }

    @ParameterizedTest
    @EnumSource(value = Rank.class, names = {"BOMB", "FLAG", "MINER"}, mode = EnumSource.Mode.EXCLUDE)
    void aBombRemovesEveryAttackerButAMinerAndStays(Rank attacker) {
        MoveResult.Accepted played = redAttacks(attacker, Rank.BOMB);
        assertEquals(BattleOutcome.DEFENDER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.BLUE, Rank.BOMB), played.game().pieceAt(E5));
        assertTrue(played.game().isRevealed(E5), "the Bomb is known from now on");
    }

    @Test
    void aMinerRemovesTheBombAndTakesItsSquare() {
        MoveResult.Accepted played = redAttacks(Rank.MINER, Rank.BOMB);
        assertEquals(BattleOutcome.ATTACKER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.RED, Rank.MINER), played.game().pieceAt(E5));
        assertEquals(Map.of(Rank.BOMB, 1), played.game().captured(Side.BLUE));
    }

    @Test
    void spyDefeatsMarshalOnlyWhenAttacking() {
        MoveResult.Accepted spyAttacks = redAttacks(Rank.SPY, Rank.MARSHAL);
        assertEquals(BattleOutcome.ATTACKER_WINS, spyAttacks.played().battle().outcome());
        assertEquals(Piece.of(Side.RED, Rank.SPY), spyAttacks.game().pieceAt(E5));

        MoveResult.Accepted marshalAttacks = redAttacks(Rank.MARSHAL, Rank.SPY);
        assertEquals(BattleOutcome.ATTACKER_WINS, marshalAttacks.played().battle().outcome());
        assertEquals(Piece.of(Side.RED, Rank.MARSHAL), marshalAttacks.game().pieceAt(E5));
    }

    @Test
    void spyAgainstSpyRemovesBoth() {
        MoveResult.Accepted played = redAttacks(Rank.SPY, Rank.SPY);
        assertEquals(BattleOutcome.BOTH_REMOVED, played.played().battle().outcome());
        assertNull(played.game().pieceAt(E5));
    }

    @ParameterizedTest
    @EnumSource(value = Rank.class, names = {"GENERAL", "COLONEL", "MAJOR", "CAPTAIN", "LIEUTENANT", "SERGEANT", "MINER",
            "SCOUT", "BOMB"})
    void aSpyAttackingAnythingButTheMarshalOrTheFlagLoses(Rank defender) {
        MoveResult.Accepted played = redAttacks(Rank.SPY, defender);
        assertEquals(BattleOutcome.DEFENDER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.BLUE, defender), played.game().pieceAt(E5));
        assertEquals(Map.of(Rank.SPY, 1), played.game().captured(Side.RED));
    }

    @ParameterizedTest
    @EnumSource(value = Rank.class, names = {"MARSHAL", "GENERAL", "COLONEL", "MAJOR", "CAPTAIN", "LIEUTENANT", "SERGEANT",
            "MINER", "SCOUT"})
    void anyPieceThatAttacksTheSpyWins(Rank attacker) {
        MoveResult.Accepted played = redAttacks(attacker, Rank.SPY);
        assertEquals(BattleOutcome.ATTACKER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.RED, attacker), played.game().pieceAt(E5));
    }

    @ParameterizedTest
    @EnumSource(value = Rank.class, names = {"BOMB", "FLAG"}, mode = EnumSource.Mode.EXCLUDE)
    void anyMovablePieceThatAttacksTheFlagCapturesIt(Rank attacker) {
        MoveResult.Accepted played = redAttacks(attacker, Rank.FLAG);
        assertEquals(BattleOutcome.ATTACKER_WINS, played.played().battle().outcome());
        assertEquals(Piece.of(Side.RED, attacker), played.game().pieceAt(E5));
        assertEquals(Result.win(Ending.FLAG_CAPTURED, Side.RED), played.game().result());
    }

    @Test
    void aSpyCapturesTheFlag() {
        assertEquals(Result.win(Ending.FLAG_CAPTURED, Side.RED), redAttacks(Rank.SPY, Rank.FLAG).game().result());
    }

    @Test
    void aScoutCapturesTheFlagFromADistance() {
        Game game = TextBoard.game("""
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . f .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . S m
                . . . . . . . . . F
                """, Side.RED);
        MoveResult.Accepted played = accepted(game, "i2-i7");
        assertEquals(new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.FLAG), BattleOutcome.ATTACKER_WINS),
                played.played().battle());
        assertEquals("i2xi7", played.played().notation());
        assertEquals(Result.win(Ending.FLAG_CAPTURED, Side.RED), played.game().result());
        assertEquals(Piece.of(Side.RED, Rank.SCOUT), played.game().pieceAt(Square.parse("i7")));
    }

    @Test
    void aScoutThatLosesAtADistanceIsRemovedAndTheDefenderStays() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . c .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . S .
                . . . . . . . . . F
                """, Side.RED);
        MoveResult.Accepted played = accepted(game, "i2-i7");
        assertBoard("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . c .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . F
                """, played.game());
        assertTrue(played.game().isRevealed(Square.parse("i7")));
        assertFalse(played.game().hasMoved(Square.parse("i7")), "defending is not moving");
    }

    @Test
    void bothRanksOfEveryBattleAreRecordedOldestFirst() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                s . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . m . . . .
                . . . . . y . . . .
                . . . . G . . . . .
                . . . . . . . . . F
                """, Side.RED);
        Game quiet = GameAsserts.play(game, "e2-e3", "a9-a8");
        assertEquals(List.of(), quiet.battles());
        Game afterThird = accepted(quiet, "e3-f3").game();
        List<PlayedMove> battles = afterThird.battles();
        assertEquals(1, battles.size());
        assertEquals(3, battles.get(0).ply());
        assertEquals(Side.RED, battles.get(0).side());
        assertEquals("e3xf3", battles.get(0).notation());
        assertEquals(Map.of(Rank.SPY, 1), afterThird.captured(Side.BLUE));
        Game afterFourth = accepted(afterThird, "f4-f3").game();
        assertEquals(List.of(3, 4), afterFourth.battles().stream().map(PlayedMove::ply).toList());
        assertEquals(new Battle(Piece.of(Side.BLUE, Rank.MAJOR), Piece.of(Side.RED, Rank.GENERAL), BattleOutcome.DEFENDER_WINS),
                afterFourth.battles().get(1).battle());
        assertEquals(Map.of(Rank.SPY, 1, Rank.MAJOR, 1), afterFourth.captured(Side.BLUE));
        assertEquals(Map.of(), afterFourth.captured(Side.RED));
    }
}
