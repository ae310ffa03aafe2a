package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Playing moves written in docs/RULES.md notation, with failures that show the board. */
final class GameAsserts {

    private GameAsserts() {
    }

    static Move move(String notation) {
        Move.ParsedMove parsed = Move.parse(notation);
        if (!parsed.isValid()) {
            throw new IllegalArgumentException("bad move in test: " + notation + ": " + parsed.error());
        }
        return parsed.move();
    }

    /** Plays the moves in turn; each must be accepted. */
    static Game play(Game game, String... moves) {
        for (String notation : moves) {
            game = accepted(game, notation).game();
        }
        return game;
    }

    static MoveResult.Accepted accepted(Game game, String notation) {
        MoveResult result = game.apply(move(notation));
        if (result instanceof MoveResult.Rejected rejected) {
            fail(notation + " was refused (" + rejected.rejection() + ") in\n" + TextBoard.draw(game));
        }
        assertTrue(game.legalMoves().contains(move(notation)), notation + " was accepted but not among legalMoves()");
        return (MoveResult.Accepted) result;
    }

    /** The move must be refused for the given reason, with a message, and be missing from legalMoves(). */
    static Rejection rejected(Game game, String notation, Rejection.Reason reason) {
        MoveResult result = game.apply(move(notation));
        if (result instanceof MoveResult.Accepted) {
            fail(notation + " was accepted, expected " + reason + " in\n" + TextBoard.draw(game));
        }
        Rejection rejection = ((MoveResult.Rejected) result).rejection();
        assertEquals(reason, rejection.reason(), () -> notation + ": " + rejection.message());
        assertNotNull(rejection.message());
        assertFalse(rejection.message().isBlank(), "a rejection needs a sentence for the player");
        assertFalse(game.legalMoves().contains(move(notation)), notation + " was refused but is among legalMoves()");
        assertEquals(rejection, game.check(game.sideToMove(), move(notation)), "check() and apply() disagree");
        return rejection;
    }

    static void assertBoard(String expected, Game game) {
        assertEquals(TextBoard.normalise(expected), TextBoard.draw(game));
    }
}
