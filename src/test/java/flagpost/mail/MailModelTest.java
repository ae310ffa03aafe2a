package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Ending;
import flagpost.rules.Numbering;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import org.junit.jupiter.api.Test;

class MailModelTest {

    private static MailModel model(NotificationKind kind, Side seat, Result result, Numbering numbering) {
        MailFacts facts = MailFixtures.facts(kind, seat, 0, null, MailFixtures.START, null, null, result);
        return new MailModel(MailFixtures.withView(facts, null, numbering));
    }

    @Test
    void resultsAreToldFromTheRecipientsSide() {
        String[][] cases = {
            {"FLAG_CAPTURED", "RED", "RED", "You won: you captured Bob's Flag."},
            {"FLAG_CAPTURED", "RED", "BLUE", "Alice won: Alice captured your Flag."},
            {"RESIGNED", "BLUE", "BLUE", "You won: Alice resigned."},
            {"RESIGNED", "BLUE", "RED", "Bob won: you resigned."},
            {"TIMEOUT", "RED", "BLUE", "Alice won: you ran out of time."},
            {"UNABLE_TO_MOVE", "RED", "RED", "You won: Bob had no piece left that could move."},
            {"DRAW_AGREED", null, "RED", "The game is a draw: you both agreed to it."},
            {"BOTH_UNABLE_TO_MOVE", null, "BLUE", "The game is a draw: neither side can move."},
            {"MOVE_LIMIT", null, "BLUE", "The game is a draw: the move limit was reached."},
        };
        for (String[] c : cases) {
            Result result = new Result(Ending.valueOf(c[0]), c[1] == null ? null : Side.valueOf(c[1]));
            assertEquals(c[3], model(NotificationKind.GAME_OVER, Side.valueOf(c[2]), result, Numbering.MODERN).result(), String.join(" ", c));
        }
    }

    @Test
    void lossesListOnlyCapturedPiecesAndTheFooterRepeatsGameAndMove() {
        int ply = MailFixtures.battlePly();
        MailModel model = new MailModel(MailFixtures.facts(NotificationKind.YOUR_MOVE));
        assertEquals("Flagpost game 42, move " + ply, model.footer());
        String losses = model.losses();
        assertTrue(losses.startsWith("You have lost ") && losses.contains("; Alice has lost "), losses);
        assertEquals("", model(NotificationKind.INVITATION, Side.BLUE, null, Numbering.MODERN).losses());
        assertEquals("Hello,", model(NotificationKind.INVITATION, Side.BLUE, null, Numbering.MODERN).greeting());
        assertEquals("Hello Bob,", model(NotificationKind.YOUR_MOVE, Side.BLUE, null, Numbering.MODERN).greeting());
    }
}
