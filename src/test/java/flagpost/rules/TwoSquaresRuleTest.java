package flagpost.rules;

import static flagpost.rules.GameAsserts.play;
import static flagpost.rules.GameAsserts.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** docs/RULES.md §5: the two-squares rule (ISF art. 10). */
class TwoSquaresRuleTest {

    /** Red: Lieutenant e3, Scout a3, Sergeant h2. Blue: a Sergeant on j9 that only walks round i8–j9. */
    private static final String BOARD = """
                a b c d e f g h i j
            10  . . . . . . . . . f
             9  . . . . . . . . . t
             8  . . . . . . . . . .
             7  . . . . . . . . . .
             6  . . ~ ~ . . ~ ~ . .
             5  . . ~ ~ . . ~ ~ . .
             4  . . . . . . . . . .
             3  S . . . L . . . . .
             2  . . . . . . . T . .
             1  . . . . . . . . . F
            """;

    private static final Game GAME = TextBoard.game(BOARD);

    /**
     * Plays each Red move followed by a Blue move round the square i8–j9, so that Blue never moves
     * between the same two squares twice in a row and never comes near Red.
     */
    private static Game redMoves(Game game, String... moves) {
        for (String move : moves) {
            game = play(game, move);
            if (game.pieceAt(Square.parse("j9")) != null) {
                game = play(game, "j9-j8");
            } else if (game.pieceAt(Square.parse("j8")) != null) {
                game = play(game, "j8-i8");
            } else if (game.pieceAt(Square.parse("i8")) != null) {
                game = play(game, "i8-i9");
            } else {
                game = play(game, "i9-j9");
            }
        }
        return game;
    }

    @Test
    void aPieceMayMoveThreeTimesBetweenTwoSquaresButNotAFourth() {
        Game game = redMoves(GAME, "e3-e4", "e4-e3", "e3-e4");
        Rejection rejection = rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
        assertTrue(rejection.message().contains("3 times"), rejection.message());
        play(game, "e4-e5");
        play(game, "e4-d4");
    }

    @Test
    void theFourthMoveIsRefusedEvenWhenItIsAnAttack() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . t
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . s L . . . . .
                . . . . . . . T . .
                . . . . . . . . . F
                """);
        game = play(game, "e3-e4", "j9-j8", "e4-e3", "j8-i8", "e3-e4", "d3-e3");
        rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
    }

    @Test
    void anAttackCountsAsOneOfTheMoves() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . t
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . s . . . . .
                . . . . L . . . . .
                . . . . . . . T . .
                . . . . . . . . . F
                """);
        game = redMoves(game, "e3-e4", "e4-e3", "e3-e4");
        rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
    }

    @Test
    void theCountRestartsOnTheNewPairAfterAMoveAcrossAnotherBorder() {
        Game game = redMoves(GAME, "e3-e4", "e4-e3", "e3-d3");
        game = redMoves(game, "d3-e3", "e3-d3");
        rejected(game, "d3-e3", Rejection.Reason.TWO_SQUARES_RULE);
    }

    @Test
    void aScoutsMoveCoversEverySquareItPasses() {
        Game game = redMoves(GAME, "a3-a6", "a6-a4", "a4-a6");
        rejected(game, "a6-a5", Rejection.Reason.TWO_SQUARES_RULE);
        rejected(game, "a6-a4", Rejection.Reason.TWO_SQUARES_RULE);
        rejected(game, "a6-a3", Rejection.Reason.TWO_SQUARES_RULE);
        play(game, "a6-a7");
        play(game, "a6-b6");
    }

    @Test
    void aScoutComingBackAShorterWayAcrossTheSameBorderIsRefused() {
        Game game = redMoves(GAME, "a3-a5", "a5-a3", "a3-a4");
        rejected(game, "a4-a3", Rejection.Reason.TWO_SQUARES_RULE);
        rejected(game, "a4-a1", Rejection.Reason.TWO_SQUARES_RULE);
        play(game, "a4-a5");
    }

    @Test
    void withTheLimitFiveAPieceMayMoveFiveTimesButNotASixth() {
        Game limitFive = TextBoard.game(BOARD, Side.RED, GameOptions.DEFAULT.withTwoSquaresLimit(5));
        Game game = redMoves(limitFive, "e3-e4", "e4-e3", "e3-e4", "e4-e3", "e3-e4");
        Rejection rejection = rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
        assertTrue(rejection.message().contains("5 times"), rejection.message());
    }

    @Test
    void theLimitIsThreeUnlessTheGameSaysFive() {
        assertEquals(3, GameOptions.DEFAULT.twoSquaresLimit());
        assertEquals(5, GameOptions.DEFAULT.withTwoSquaresLimit(5).twoSquaresLimit());
        assertThrows(IllegalArgumentException.class, () -> GameOptions.DEFAULT.withTwoSquaresLimit(4));
    }

    @Test
    void theOpponentsMovesNeverBreakTheSequence() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . s
                . . . . . . . . . .
                s . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . L . . . . .
                . . . . . . . . . .
                B . . . . . . . . F
                """);
        // Blue moves a different piece each time, and its last move is an attack.
        game = play(game, "e3-e4", "j9-j8", "e4-e3", "a7-a6", "e3-e4", "a6-a1");
        assertEquals(1, game.battles().size());
        rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
    }

    @Test
    void aMoveOfAnotherOwnPieceEndsTheSequence() {
        Game game = redMoves(GAME, "e3-e4", "e4-e3", "h2-h3", "e3-e4", "e4-e3", "e3-e4");
        rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
        Game broken = redMoves(GAME, "e3-e4", "e4-e3", "e3-e4", "h2-h3");
        play(broken, "e4-e3");
    }

    @Test
    void movesRoundASquareNeverCrossTheSameBorderAgain() {
        Game game = redMoves(GAME, "e3-e4", "e4-f4", "f4-f3", "f3-e3", "e3-e4", "e4-f4", "f4-f3");
        play(game, "f3-e3");
    }

    @Test
    void whoStartedFirstMustStopFirst() {
        Game game = TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . l . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . L . . . . .
                . . . . . . . T . .
                . . . . . . . . . F
                """);
        game = play(game, "e3-e4", "e7-e6", "e4-e3", "e6-e7", "e3-e4", "e7-e6");
        rejected(game, "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
        game = play(game, "h2-h3");
        rejected(game, "e6-e7", Rejection.Reason.TWO_SQUARES_RULE);
    }
}
