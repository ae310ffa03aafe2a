package flagpost.rules;

import static flagpost.rules.GameAsserts.accepted;
import static flagpost.rules.GameAsserts.play;
import static flagpost.rules.GameAsserts.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** docs/RULES.md §7: the end of the game. */
class EndOfGameTest {

    @Test
    void capturingTheFlagWins() {
        Game game = TextBoard.game("""
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ f . ~ ~ . .
                . . . . L . . . . .
                . . . . . . . . . s
                . . . . . . . . . .
                F . . . . . . . . .
                """);
        Game over = accepted(game, "e4-e5").game();
        assertEquals(Result.win(Ending.FLAG_CAPTURED, Side.RED), over.result());
        assertTrue(over.isOver());
        assertTrue(over.legalMoves().isEmpty());
        assertEquals("Red wins: Red captured the Flag.", over.result().describe());
        rejected(over, "j3-j2", Rejection.Reason.GAME_OVER);
    }

    @Test
    void theSideToMoveLosesWhenItHasNoMovablePieceLeft() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . b
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ s . ~ ~ . .
                . . . . X . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                F . . . . . . . . .
                """);
        Game over = accepted(game, "e4-e5").game();
        assertEquals(Result.win(Ending.UNABLE_TO_MOVE, Side.RED), over.result());
        assertEquals("Red wins: Blue could not move.", over.result().describe());
    }

    @Test
    void theMoverLosesAtOnceWhenItsOwnAttackCostsItsLastMovablePiece() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . s
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ b . ~ ~ . .
                . . . . S . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                F . . . . . . . . .
                """);
        Game over = accepted(game, "e4-e5").game();
        assertEquals(Result.win(Ending.UNABLE_TO_MOVE, Side.BLUE), over.result(),
                "nobody waits for a Red move that cannot come");
        assertEquals(1, over.ply());
    }

    @Test
    void whenNeitherSideCanMoveTheGameIsADraw() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ m . ~ ~ . .
                . . . . M . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                F . . . . . . . . .
                """);
        Game over = accepted(game, "e4-e5").game();
        assertEquals(Result.draw(Ending.BOTH_UNABLE_TO_MOVE), over.result());
        assertTrue(over.result().isDraw());
        assertNull(over.result().winner());
        assertEquals("Draw: neither side could move.", over.result().describe());
    }

    /** Blue's Major can only shuttle a10–a9 between its own Bombs; Red's Sergeant walks round e3–f4. */
    private static final String BLUE_MAJOR_IN_A_POCKET = """
                m b . . . . . . . f
                . b . . . . . . . .
                b . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . T . . . . .
                . . . . . . . . . .
                F . . . . . . . . .
                """;

    @Test
    void theMoverLosesAtOnceWhenTheTwoSquaresRuleForbidsTheOnlyMoveItHasLeft() {
        Game game = play(TextBoard.game(BLUE_MAJOR_IN_A_POCKET), "e3-e4", "a10-a9", "e4-f4", "a9-a10", "f4-f3");
        Game over = accepted(game, "a10-a9").game();
        assertEquals(Result.win(Ending.UNABLE_TO_MOVE, Side.RED), over.result(), "a9-a10 would be the Major's fourth move");
    }

    @Test
    void theSideToMoveLosesWhenTheTwoSquaresRuleForbidsTheOnlyMoveItHasLeft() {
        Game game = TextBoard.game("""
                m b . . . . . . . f
                . b . . . . . . . .
                b . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ s . ~ ~ . .
                . . . . X . . . . .
                . . . . . . . T . .
                . . . . . . . . . .
                F . . . . . . . . .
                """);
        game = play(game, "h3-h2", "a10-a9", "h2-i2", "a9-a10", "i2-i3", "a10-a9");
        assertFalse(game.isOver(), "Blue still has its Scout");
        Game over = accepted(game, "e4-e5").game();
        assertEquals(Result.win(Ending.UNABLE_TO_MOVE, Side.RED), over.result());
    }

    /** A Red Colonel and a Blue Major in a pocket round a1–b2, fenced by Red Bombs. */
    private static final String MERRY_GO_ROUND = """
            . . . . . . . . . f
            . . . . . . . . . .
            . . . . . . . . . .
            . . . . . . . . . .
            . . ~ ~ . . ~ ~ . .
            . . ~ ~ . . ~ ~ . .
            . . . . . . . . . .
            B B . . . . . . . .
            . m B . . . . . . .
            C . B . . . . . . F
            """;

    @Test
    void theSideToMoveLosesWhenTheChaseRuleForbidsTheOnlyMoveTheTwoSquaresRuleLeaves() {
        // The Colonel chases the Major round the square a1–b2, then shuttles b1–a1 behind it. At the
        // end a1-b1 would be its fourth move across one border, and a1-a2 would bring back the
        // position after the chase's first move. Only a step straight back escapes the chase rule,
        // so a chaser is stopped by it only when the two-squares rule forbids that step too.
        Game game = play(TextBoard.game(MERRY_GO_ROUND), "a1-a2", "b2-b1", "a2-b2", "b1-a1", "b2-b1", "a1-a2", "b1-a1", "a2-b2");
        game = play(game, "a1-b1", "b2-a2", "b1-a1");
        Game over = accepted(game, "a2-b2").game();
        assertEquals(Result.win(Ending.UNABLE_TO_MOVE, Side.BLUE), over.result());

        Game sameBoardWithoutHistory = TextBoard.game(TextBoard.draw(over), Side.RED);
        Set<String> moves = sameBoardWithoutHistory.legalMoves().stream().map(Move::toString).collect(Collectors.toSet());
        assertEquals(Set.of("a1-a2", "a1-b1"), moves, "on the bare board Red could move: the history decided");
    }

    @Test
    void theChaseRuleDoesNotCountWhenAskingWhetherASideCanMove() {
        // Step 2 and 3 ask whether a side can move on the board as it stands; the chase rule, which
        // depends on the opponent's reply, is not part of that question, so the chaser above is not
        // declared unable to move before Blue's reply.
        Game game = play(TextBoard.game(MERRY_GO_ROUND), "a1-a2", "b2-b1", "a2-b2", "b1-a1", "b2-b1", "a1-a2", "b1-a1", "a2-b2");
        Game beforeLastReply = play(game, "a1-b1", "b2-a2", "b1-a1");
        assertFalse(beforeLastReply.isOver());
        assertEquals(Side.BLUE, beforeLastReply.sideToMove());
    }

    @Test
    void aPlyCapEndsTheGameInADrawWhenItIsReached() {
        Game capped = TextBoard.game(BLUE_MAJOR_IN_A_POCKET, Side.RED, GameOptions.DEFAULT.withPlyCap(4));
        Game three = play(capped, "e3-e4", "a10-a9", "e4-f4");
        assertFalse(three.isOver());
        Game four = accepted(three, "a9-a10").game();
        assertEquals(Result.draw(Ending.MOVE_LIMIT), four.result());
        assertEquals("Draw: the move limit was reached.", four.result().describe());
        rejected(four, "f4-f3", Rejection.Reason.GAME_OVER);

        Game uncapped = play(TextBoard.game(BLUE_MAJOR_IN_A_POCKET), "e3-e4", "a10-a9", "e4-f4", "a9-a10");
        assertFalse(uncapped.isOver(), "there is no move limit unless the game sets one");
        assertFalse(GameOptions.DEFAULT.hasPlyCap());
        assertThrows(IllegalArgumentException.class, () -> GameOptions.DEFAULT.withPlyCap(-1));
    }

    @Test
    void aFlagCapturedOnTheLastPlyBeforeTheCapStillWins() {
        Game game = TextBoard.game("""
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ f . ~ ~ . .
                . . . . L . . . . .
                . . . . . . . . . s
                . . . . . . . . . .
                F . . . . . . . . .
                """, Side.RED, GameOptions.DEFAULT.withPlyCap(1));
        assertEquals(Result.win(Ending.FLAG_CAPTURED, Side.RED), accepted(game, "e4-e5").game().result());
    }

    @Test
    void resigningAgreeingADrawAndRunningOutOfTimeEndTheGameOffTheBoard() {
        Game game = play(TextBoard.game(BLUE_MAJOR_IN_A_POCKET), "e3-e4");
        for (Result result : new Result[] {Result.win(Ending.RESIGNED, Side.RED), Result.draw(Ending.DRAW_AGREED),
                Result.win(Ending.TIMEOUT, Side.BLUE)}) {
            Game over = game.withResult(result);
            assertEquals(result, over.result());
            assertTrue(over.isOver());
            assertEquals(game.ply(), over.ply());
            assertEquals(TextBoard.draw(game), TextBoard.draw(over));
            assertTrue(over.legalMoves().isEmpty());
            rejected(over, "a10-a9", Rejection.Reason.GAME_OVER);
            assertThrows(IllegalStateException.class, () -> over.withResult(Result.draw(Ending.DRAW_AGREED)));
            assertFalse(game.isOver(), "the game it came from goes on");
        }
        assertEquals("Red wins: Blue resigned.", Result.win(Ending.RESIGNED, Side.RED).describe());
        assertEquals("Draw: both agreed to a draw.", Result.draw(Ending.DRAW_AGREED).describe());
        assertTrue(Result.win(Ending.TIMEOUT, Side.BLUE).describe().startsWith("Blue wins: Red "));
    }

    @Test
    void drawsHaveNoWinnerAndWinsNeedOne() {
        assertThrows(IllegalArgumentException.class, () -> Result.win(Ending.DRAW_AGREED, Side.RED));
        assertThrows(IllegalArgumentException.class, () -> Result.win(Ending.MOVE_LIMIT, Side.RED));
        assertThrows(IllegalArgumentException.class, () -> Result.win(Ending.BOTH_UNABLE_TO_MOVE, Side.BLUE));
        assertThrows(IllegalArgumentException.class, () -> Result.draw(Ending.FLAG_CAPTURED));
        assertThrows(IllegalArgumentException.class, () -> Result.draw(Ending.RESIGNED));
        assertThrows(IllegalArgumentException.class, () -> new Result(null, Side.RED));
    }

    /** Red's front row: Bombs on the open files and Scouts behind the lakes, so no Red piece can move. */
    private static final String RED_CANNOT_MOVE = "MEEEEEFFFF" + "GGGGHHHHII" + "IJJKLCDDDD" + "BBDDBBDDBB";

    @Test
    void aGameWhoseFirstPlayerCannotMoveIsLostBeforeItBegins() {
        // docs/RULES.md §7 speaks of the position after a move; the engine applies the same steps to the start.
        Setup red = Setup.parse(Side.RED, Variant.CLASSIC, RED_CANNOT_MOVE).orThrow();
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, new SplittableRandom(3));
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        assertEquals(Result.win(Ending.UNABLE_TO_MOVE, Side.BLUE), game.result());
        assertEquals(0, game.ply());

        Game neither = Game.start(red, red.forSide(Side.BLUE), GameOptions.DEFAULT);
        assertEquals(Result.draw(Ending.BOTH_UNABLE_TO_MOVE), neither.result());
    }
}
