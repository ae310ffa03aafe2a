package flagpost.rules;

import static flagpost.rules.GameAsserts.accepted;
import static flagpost.rules.GameAsserts.play;
import static flagpost.rules.GameAsserts.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/RULES.md §6: the more-squares (chase) rule (ISF art. 11). */
class MoreSquaresRuleTest {

    /** docs/RULES.md's worked case: the Blue Major on b4 can run along b4–c4–d4; the Red Colonel on b2 chases it. */
    private static final String WORKED_CASE = """
                a b c d e f g h i j
            10  . . . . . . . . . f
             9  . . . . . . . . . .
             8  . . . . . . . . . .
             7  . . . . . . . . . .
             6  . . ~ ~ . . ~ ~ . .
             5  . . ~ ~ . . ~ ~ . .
             4  . m . . . . . . . .
             3  . . . . . . . . . .
             2  . C . . . . . . . .
             1  . . . . . . . . . F
            """;

    @Test
    void theWorkedCaseOfSectionSix() {
        Game start = TextBoard.game(WORKED_CASE);
        Game afterFirstThreat = play(start, "b2-b3");
        Game afterSecondThreat = play(afterFirstThreat, "b4-c4", "b3-c3");
        Game game = play(afterSecondThreat, "c4-d4", "c3-d3", "d4-c4");

        Game stepBack = accepted(game, "d3-c3").game();
        assertEquals(afterSecondThreat.positionHash(), stepBack.positionHash(),
                "the position repeats, yet the Colonel may go straight back where it came from");

        game = play(stepBack, "c4-b4");
        Rejection rejection = rejected(game, "c3-b3", Rejection.Reason.MORE_SQUARES_RULE);
        assertTrue(rejection.message().contains("chase"), rejection.message());
        Map<Square, Piece> wouldBe = new HashMap<>(TextBoard.pieces(TextBoard.draw(game)));
        wouldBe.put(Square.parse("b3"), wouldBe.remove(Square.parse("c3")));
        assertEquals(afterFirstThreat.positionHash(),
                Game.fromPosition(Variant.CLASSIC, GameOptions.DEFAULT, wouldBe, Side.BLUE).positionHash(),
                "c3-b3 would repeat the position after Red's first move");

        play(game, "c3-c2");
        play(game, "c3-d3");
    }

    @Test
    void theEvaderMayRepeatPositionsButTheTwoSquaresRuleStillBindsIt() {
        Game game = play(TextBoard.game(WORKED_CASE), "b2-b3", "b4-c4", "b3-c3");
        Game afterFirstRun = play(game, "c4-d4");
        game = play(afterFirstRun, "c3-d3", "d4-c4", "d3-c3");
        Game repeated = accepted(game, "c4-d4").game();
        assertEquals(afterFirstRun.positionHash(), repeated.positionHash(), "Blue repeated a position of the chase");
        game = play(repeated, "c3-d3");
        rejected(game, "d4-c4", Rejection.Reason.TWO_SQUARES_RULE);
        play(game, "d4-e4");
    }

    @Test
    void attacksAreNeverForbiddenByTheChaseRule() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . m . . . . . . . .
                . . . . . . . . . .
                . C s . . . . . . .
                . . . . . . . . . F
                """);
        game = play(game, "b2-b3", "b4-c4", "b3-c3", "c4-d4", "c3-d3", "d4-c4", "d3-c3", "c4-b4");
        rejected(game, "c3-b3", Rejection.Reason.MORE_SQUARES_RULE);
        assertTrue(accepted(game, "c3-c2").played().isAttack(), "c3xc2 is allowed in the middle of the chase");
    }

    @Test
    void aChaseEndsWhenTheReplyDoesNotEvade() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . s
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . m . . . . . . . .
                . . . . . . . . . .
                . C . . . T . . . .
                . . . . . b b . . F
                """);
        Game afterFirstThreat = play(game, "b2-b3");
        // The chase b2-b3, b3-c3, c3-d3 ends when Blue answers with its Scout. Red's Sergeant then
        // threatens the Bombs, which cannot evade, while the Major walks back and the Scout returns.
        game = play(afterFirstThreat, "b4-c4", "b3-c3", "c4-d4", "c3-d3", "j9-j8");
        game = play(game, "f2-g2", "d4-c4", "g2-f2", "j8-j9");
        // A new chase: c3 threatens c4, which evades, and c3-b3 brings back the position after b2-b3.
        game = play(game, "d3-c3", "c4-b4");
        Game repeated = accepted(game, "c3-b3").game();
        assertEquals(afterFirstThreat.positionHash(), repeated.positionHash(),
                "allowed: that position belongs to a chase that has ended");
    }

    @Test
    void aTwoSquarePocketIsDecidedByTheTwoSquaresRule() {
        // The Blue Major can only shuttle between a4 and b4; the Colonel follows it from below.
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . s
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                b b ~ ~ . . ~ ~ . .
                m . b . . . . . . .
                . . . . . . . . . .
                C . . . . . . . . .
                . . . . . . . . . F
                """);
        game = play(game, "a2-a3", "a4-b4", "a3-b3", "b4-a4");
        game = play(game, "b3-a3", "a4-b4", "a3-b3");
        rejected(game, "b4-a4", Rejection.Reason.TWO_SQUARES_RULE);
        assertEquals(List.of(GameAsserts.move("b4-b3")), game.legalMovesFrom(Square.parse("b4")), "only a hopeless attack is left");
        Game caught = play(game, "j9-j8", "b3-b4");
        assertEquals(1, caught.captured(Side.BLUE).get(Rank.MAJOR), "Blue started the shuttle first, so Blue stops first");
    }

    @Test
    void aChaseEndsWhenTheChaserMakesAMoveThatThreatensNothing() {
        Game game = play(TextBoard.game(WORKED_CASE), "b2-b3", "b4-c4", "b3-c3", "c4-d4");
        Game colonelOnD3 = play(game, "c3-d3");
        game = play(colonelOnD3, "d4-c4", "d3-d2", "c4-b4", "d2-c2", "b4-c4");
        // d3-d2 threatened nothing and ended the chase; c2-c3 starts a new one, in which c3-d3 is a
        // chasing move that repeats a position of the old chase only.
        game = play(game, "c2-c3", "c4-d4");
        Game repeated = accepted(game, "c3-d3").game();
        assertEquals(colonelOnD3.positionHash(), repeated.positionHash());
    }
}
