package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link Game#repetitionRefusals()}: the moves only a repetition rule forbids, for the play page to show as forbidden. */
class RepetitionRefusalsTest {

    @Test
    void nothingIsRefusedBeforeAnyPieceRepeats() {
        Game game = TextBoard.game(RepetitionPositions.TWO_SQUARES);
        assertEquals(List.of(), game.repetitionRefusals());
        assertEveryMoveIsLegalRefusedOrImpossible(game);
    }

    @Test
    void theFourthMoveBetweenTwoSquaresIsRefusedByTheTwoSquaresRule() {
        Game game = RepetitionPositions.shuttled();
        List<RefusedMove> refused = game.repetitionRefusals();
        assertEquals(1, refused.size(), refused.toString());
        assertEquals(Move.of("e4", "e3"), refused.get(0).move());
        assertEquals(Rejection.Reason.TWO_SQUARES_RULE, refused.get(0).rejection().reason());
        assertTrue(refused.get(0).rejection().message().startsWith("Two-squares rule"), refused.get(0).rejection().message());
        assertEveryMoveIsLegalRefusedOrImpossible(game);
    }

    @Test
    void aChasingMoveThatRepeatsThePositionIsRefusedByTheMoreSquaresRule() {
        Game game = RepetitionPositions.chased();
        List<RefusedMove> refused = game.repetitionRefusals();
        assertEquals(1, refused.size(), refused.toString());
        assertEquals(Move.of("c3", "b3"), refused.get(0).move());
        assertEquals(Rejection.Reason.MORE_SQUARES_RULE, refused.get(0).rejection().reason());
        assertEveryMoveIsLegalRefusedOrImpossible(game);
    }

    @Test
    void aFinishedGameRefusesNothing() {
        Game game = RepetitionPositions.shuttled();
        assertEquals(List.of(), game.withResult(Result.win(Ending.RESIGNED, Side.RED)).repetitionRefusals());
    }

    /**
     * The independent reference: every pair of squares, judged one by one by {@link Game#check}. A move it accepts
     * is legal; one it refuses for a repetition rule is in {@code repetitionRefusals} with that very refusal; any
     * other is in neither list.
     */
    private static void assertEveryMoveIsLegalRefusedOrImpossible(Game game) {
        Set<Move> legal = new HashSet<>(game.legalMoves());
        Set<RefusedMove> refused = new HashSet<>(game.repetitionRefusals());
        Set<Move> expectedLegal = new HashSet<>();
        Set<RefusedMove> expectedRefused = new HashSet<>();
        for (int from = 0; from < Square.COUNT; from++) {
            for (int to = 0; to < Square.COUNT; to++) {
                Move move = new Move(Square.of(from), Square.of(to));
                Rejection rejection = game.check(game.sideToMove(), move);
                if (rejection == null) {
                    expectedLegal.add(move);
                } else if (rejection.reason() == Rejection.Reason.TWO_SQUARES_RULE
                        || rejection.reason() == Rejection.Reason.MORE_SQUARES_RULE) {
                    expectedRefused.add(new RefusedMove(move, rejection));
                }
            }
        }
        assertEquals(expectedLegal, legal);
        assertEquals(expectedRefused, refused);
    }
}
