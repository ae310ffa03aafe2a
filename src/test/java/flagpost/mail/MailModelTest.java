package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Battle;
import flagpost.rules.BattleOutcome;
import flagpost.rules.Ending;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.PlayedMove;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class MailModelTest {

    private static MailModel model(NotificationKind kind, Side seat, Result result, Numbering numbering) {
        MailFacts facts = MailFixtures.facts(kind, seat, 0, null, MailFixtures.START, null, null, result);
        return new MailModel(MailFixtures.withView(facts, null, numbering));
    }

    @Test
    void battlesAreToldFromTheRecipientsSideWithBothRanks() {
        MailModel red = model(NotificationKind.YOUR_MOVE, Side.RED, null, Numbering.MODERN);
        PlayedMove blueAttack = new PlayedMove(8, Side.BLUE, Move.of("e7", "e6"),
                new Battle(Piece.of(Side.BLUE, Rank.CAPTAIN), Piece.of(Side.RED, Rank.LIEUTENANT), BattleOutcome.ATTACKER_WINS));
        assertEquals(List.of("Bob attacked e7xe6 (move 8).", "Battle: Bob's Captain (6) against your Lieutenant (5): Bob's Captain wins."),
                red.describe(blueAttack));

        MailModel blue = model(NotificationKind.MOVE_PLAYED, Side.BLUE, null, Numbering.CLASSIC);
        assertEquals(List.of("You attacked e7xe6 (move 8).", "Battle: your Captain (5) against Alice's Lieutenant (6): your Captain wins."),
                blue.describe(blueAttack));

        PlayedMove onBomb = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS));
        assertEquals("Battle: Alice's Marshal (1) against your Bomb: your Bomb wins.", blue.describe(onBomb).get(1));
        PlayedMove even = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.BOTH_REMOVED));
        assertEquals("Battle: Alice's Scout (9) against your Scout (9): both are removed.", blue.describe(even).get(1));
        assertEquals(List.of("Alice moved a4-a5 (move 9)."), blue.describe(new PlayedMove(9, Side.RED, Move.of("a4", "a5"), null)));
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
    void timeLeftIsRoundedToWhatAPersonWouldSay() {
        assertEquals("about 24 hours", MailModel.duration(Duration.ofHours(24)));
        assertEquals("about 3 days", MailModel.duration(Duration.ofDays(3)));
        assertEquals("about 71 hours", MailModel.duration(Duration.ofHours(71)));
        assertEquals("about an hour", MailModel.duration(Duration.ofMinutes(61)));
        assertEquals("30 minutes", MailModel.duration(Duration.ofMinutes(30)));
        assertEquals("less than a minute", MailModel.duration(Duration.ofSeconds(20)));
        assertEquals("less than a minute", MailModel.duration(Duration.ofSeconds(-20)));
        assertEquals("Monday 2 March 2026, 09:00 UTC", MailModel.when(MailFixtures.START));
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
