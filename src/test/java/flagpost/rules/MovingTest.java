package flagpost.rules;

import static flagpost.rules.GameAsserts.accepted;
import static flagpost.rules.GameAsserts.assertBoard;
import static flagpost.rules.GameAsserts.move;
import static flagpost.rules.GameAsserts.play;
import static flagpost.rules.GameAsserts.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** docs/RULES.md §3: how pieces move, and the reason given for every refused move. */
class MovingTest {

    /** Red: General e4, Scout a3, Miner j4, Bomb e2, Flag a1, Sergeant e3. Blue: Major e5, Bomb a7, Flag j10. */
    private static final String BOARD = """
                a b c d e f g h i j
            10  . . . . . . . . . f
             9  . . . . . . . . . .
             8  . . . . . . . . . .
             7  b . . . . . . . . .
             6  . . ~ ~ . . ~ ~ . .
             5  . . ~ ~ m . ~ ~ . .
             4  . . . . G . . . . N
             3  S . . . T . . . . .
             2  . . . . B . . . . .
             1  F . . . . . . . . .
            """;

    private static final Game GAME = TextBoard.game(BOARD);

    @Test
    void aPieceStepsOneSquareForwardBackwardOrSideways() {
        Game game = TextBoard.game(BOARD, Side.RED);
        Set<String> general = game.legalMovesFrom(Square.parse("e4")).stream().map(Move::toString).collect(Collectors.toSet());
        assertEquals(Set.of("e4-d4", "e4-f4", "e4-e5"), general, "e3 holds Red's own Sergeant; e5 is an attack");
        Game after = play(game, "e4-d4");
        assertEquals(Side.BLUE, after.sideToMove());
        assertEquals(1, after.ply());
        assertEquals(Piece.of(Side.RED, Rank.GENERAL), after.pieceAt(Square.parse("d4")));
        assertNull(after.pieceAt(Square.parse("e4")));
    }

    @Test
    void aRefusedMoveLeavesTheGameAsItWas() {
        String before = TextBoard.draw(GAME);
        rejected(GAME, "e4-e6", Rejection.Reason.TOO_FAR);
        assertEquals(before, TextBoard.draw(GAME));
        assertEquals(Side.RED, GAME.sideToMove());
        assertEquals(0, GAME.ply());
        play(GAME, "e4-d4");
        assertEquals(before, TextBoard.draw(GAME), "a game is immutable: playing returns a new one");
    }

    @Test
    void playersMoveInTurnAndMayNotMoveOutOfTurn() {
        MoveResult early = GAME.apply(Side.BLUE, move("e5-f5"));
        Rejection rejection = ((MoveResult.Rejected) early).rejection();
        assertEquals(Rejection.Reason.NOT_YOUR_TURN, rejection.reason());
        assertEquals("It is Red's turn.", rejection.message());
        Game blueToMove = play(GAME, "e4-d4");
        assertEquals(Rejection.Reason.NOT_YOUR_TURN, blueToMove.check(Side.RED, move("d4-c4")).reason());
        assertTrue(blueToMove.apply(Side.BLUE, move("e5-f5")).isAccepted());
    }

    @Test
    void thereIsNoPieceToMoveOnAnEmptySquare() {
        assertTrue(rejected(GAME, "f4-f5", Rejection.Reason.NO_PIECE).message().contains("f4"));
    }

    @Test
    void aPlayerMayNotMoveTheOpponentsPiece() {
        Rejection rejection = rejected(GAME, "e5-f5", Rejection.Reason.NOT_YOUR_PIECE);
        assertEquals("The piece on e5 is not yours.", rejection.message(), "and it does not say what the piece is");
    }

    @Test
    void bombsAndFlagsNeverMove() {
        assertTrue(rejected(GAME, "e2-d2", Rejection.Reason.PIECE_CANNOT_MOVE).message().contains("Bomb"));
        assertTrue(rejected(GAME, "a1-b1", Rejection.Reason.PIECE_CANNOT_MOVE).message().contains("Flag"));
        assertTrue(GAME.legalMovesFrom(Square.parse("e2")).isEmpty());
    }

    @Test
    void piecesNeverMoveDiagonally() {
        Rejection diagonal = rejected(GAME, "e4-f5", Rejection.Reason.NOT_IN_A_LINE);
        assertTrue(diagonal.message().contains("diagonally"), diagonal.message());
        rejected(GAME, "a3-b4", Rejection.Reason.NOT_IN_A_LINE);
        rejected(GAME, "a3-c4", Rejection.Reason.NOT_IN_A_LINE);
    }

    @Test
    void aMoveMustGoToAnotherSquare() {
        assertEquals("A move must go to another square.", rejected(GAME, "e4-e4", Rejection.Reason.NOT_IN_A_LINE).message());
    }

    @Test
    void onlyScoutsMoveMoreThanOneSquare() {
        assertTrue(rejected(GAME, "e4-g4", Rejection.Reason.TOO_FAR).message().contains("General"));
        rejected(GAME, "j4-j6", Rejection.Reason.TOO_FAR);
        play(GAME, "a3-a6");
    }

    @Test
    void aScoutMovesAnyNumberOfEmptySquaresInALine() {
        Set<String> scout = GAME.legalMovesFrom(Square.parse("a3")).stream().map(Move::toString).collect(Collectors.toSet());
        assertEquals(Set.of("a3-a2", "a3-a4", "a3-a5", "a3-a6", "a3-a7", "a3-b3", "a3-c3", "a3-d3"), scout,
                "down to the Flag, up to the Bomb on a7 (an attack), right up to the Sergeant on e3");
    }

    @Test
    void aScoutMayNotJumpOverAPiece() {
        Rejection overOwn = rejected(GAME, "a3-f3", Rejection.Reason.PATH_BLOCKED);
        assertTrue(overOwn.message().contains("e3"), overOwn.message());
        Rejection overEnemy = rejected(GAME, "a3-a8", Rejection.Reason.PATH_BLOCKED);
        assertEquals("Your Scout cannot pass a7: a piece stands there.", overEnemy.message(), "and it does not say which");
    }

    @Test
    void aScoutMayNotPassOverALakeSquare() {
        Game game = play(GAME, "a3-c3", "e5-f5");
        assertTrue(rejected(game, "c3-c7", Rejection.Reason.PATH_BLOCKED).message().contains("lake"));
    }

    @Test
    void aMoveMayNotEndOnALake() {
        Game game = play(GAME, "a3-c3", "e5-f5");
        assertTrue(rejected(game, "c3-c5", Rejection.Reason.LAKE).message().contains("lake"));
        rejected(play(GAME, "e4-d4", "e5-f5"), "d4-d5", Rejection.Reason.LAKE);
    }

    @Test
    void aPieceMayNotMoveOntoItsOwnPiece() {
        Rejection rejection = rejected(GAME, "e4-e3", Rejection.Reason.OWN_PIECE);
        assertEquals("Your own Sergeant stands on e3.", rejection.message());
        rejected(GAME, "a3-a1", Rejection.Reason.OWN_PIECE);
    }

    @Test
    void aPieceThatMovesOntoAnEnemyPieceAttacksIt() {
        MoveResult.Accepted attack = accepted(GAME, "e4-e5");
        assertTrue(attack.played().isAttack());
        assertEquals("e4xe5", attack.played().notation());
    }

    @Test
    void aScoutMayMoveAndAttackTheFirstEnemyPieceOnItsLine() {
        MoveResult.Accepted attack = accepted(GAME, "a3-a7");
        assertTrue(attack.played().isAttack(), "a3xa7 strikes the Bomb from four squares away");
        assertBoard("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                b . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ m . ~ ~ . .
                . . . . G . . . . N
                . . . . T . . . . .
                . . . . B . . . . .
                F . . . . . . . . .
                """, attack.game());
    }

    @Test
    void withoutRangeAttacksAScoutMayNotMoveAndStrikeInOneTurn() {
        Game game = TextBoard.game(BOARD, Side.RED, GameOptions.DEFAULT.withScoutAttacksAtRange(false));
        Rejection rejection = rejected(game, "a3-a7", Rejection.Reason.RANGE_ATTACK_NOT_ALLOWED);
        assertEquals("In this game a Scout may not move and attack in the same turn: it attacks only an adjacent piece.",
                rejection.message());
        Game scoutNextToBomb = play(game, "a3-a6", "e5-f5");
        assertTrue(accepted(scoutNextToBomb, "a6-a7").played().isAttack(), "an adjacent attack is still allowed");
        play(game, "a3-d3");
    }

    /**
     * Every distance a Scout can strike from, along a file and along a rank: with range attacks off, only the adjacent
     * piece may be attacked; with them on, the first piece on the line at any distance.
     */
    @Test
    void aRangeAttackIsRefusedAtEveryDistanceWithoutRangeAttacksAndAllowedAtEveryDistanceWithThem() {
        for (int distance = 1; distance <= 9; distance++) {
            for (boolean alongAFile : new boolean[] {true, false}) {
                Square target = alongAFile ? Square.parse("a" + (1 + distance)) : Square.parse((char) ('a' + distance) + "1");
                String drawing = scoutOnA1Facing(target);
                String attack = "a1-" + target;
                Game withoutRange = TextBoard.game(drawing, Side.RED, GameOptions.DEFAULT.withScoutAttacksAtRange(false));
                Game withRange = TextBoard.game(drawing, Side.RED, GameOptions.DEFAULT.withScoutAttacksAtRange(true));
                if (distance == 1) {
                    assertTrue(accepted(withoutRange, attack).played().isAttack(), attack + ": an adjacent attack is always allowed");
                } else {
                    rejected(withoutRange, attack, Rejection.Reason.RANGE_ATTACK_NOT_ALLOWED);
                }
                assertTrue(accepted(withRange, attack).played().isAttack(), attack + " is a range attack from " + distance + " squares");
            }
        }
    }

    /** A Red Scout on a1 and a Blue Sergeant on {@code target}; the flags out of the way (j5, j10). */
    private static String scoutOnA1Facing(Square target) {
        char[][] rows = new char[10][10];
        for (char[] row : rows) {
            java.util.Arrays.fill(row, '.');
        }
        rows[9][0] = 'S';
        rows[5][9] = 'F';
        rows[0][9] = 'f';
        String notation = target.toString();
        int file = notation.charAt(0) - 'a';
        int rank = Integer.parseInt(notation.substring(1));
        rows[10 - rank][file] = 't';
        StringBuilder drawing = new StringBuilder();
        for (char[] row : rows) {
            drawing.append(row).append('\n');
        }
        return drawing.toString();
    }

    @Test
    void noMoveIsAcceptedOnceTheGameIsOver() {
        Game over = GAME.withResult(Result.win(Ending.RESIGNED, Side.BLUE));
        Rejection rejection = rejected(over, "e4-d4", Rejection.Reason.GAME_OVER);
        assertTrue(rejection.message().contains("Blue wins"), rejection.message());
        assertTrue(over.legalMoves().isEmpty());
        assertTrue(over.legalMovesFrom(Square.parse("e4")).isEmpty());
        assertEquals(Rejection.Reason.GAME_OVER, over.check(Side.BLUE, move("e5-f5")).reason());
    }

    @Test
    void everyLegalMoveIsAcceptedAndEveryOtherMoveIsRefused() {
        List<Move> legal = GAME.legalMoves();
        assertEquals(legal.size(), Set.copyOf(legal).size(), "no move is listed twice");
        for (int from = 0; from < Square.COUNT; from++) {
            for (int to = 0; to < Square.COUNT; to++) {
                Move candidate = new Move(Square.of(from), Square.of(to));
                Rejection rejection = GAME.check(Side.RED, candidate);
                assertEquals(legal.contains(candidate), rejection == null, candidate.toString());
            }
        }
    }

    @Test
    void aMoveNeedsBothSquares() {
        assertThrows(IllegalArgumentException.class, () -> new Move(null, Square.parse("a2")));
        assertThrows(IllegalArgumentException.class, () -> new Move(Square.parse("a1"), null));
    }
}
