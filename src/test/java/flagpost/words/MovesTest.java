package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.rules.Battle;
import flagpost.rules.BattleOutcome;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.PlayedMove;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

class MovesTest {

    private static final PlayedMove BLUE_ATTACK = new PlayedMove(8, Side.BLUE, Move.of("e7", "e6"),
            new Battle(Piece.of(Side.BLUE, Rank.CAPTAIN), Piece.of(Side.RED, Rank.LIEUTENANT), BattleOutcome.ATTACKER_WINS));

    @Test
    void pagesTellAMoveAndItsBattleTheSameToBothSeats() {
        assertEquals("e7xe6: Blue Captain attacks Red Lieutenant, attacker wins", Moves.move(BLUE_ATTACK.move(), BLUE_ATTACK.battle()));
        assertEquals("a4-a5", Moves.move(Move.of("a4", "a5"), null));
        assertEquals("Red Marshal attacks Blue Bomb, defender wins",
                Moves.battle(new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS)));
        assertEquals("Red Scout attacks Blue Scout, both are removed",
                Moves.battle(new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.BOTH_REMOVED)));
    }

    @Test
    void emailsTellBattlesFromTheRecipientsSideWithBothRanks() {
        assertEquals(List.of("Bob attacked e7xe6 (move 8).", "Battle: Bob's Captain (6) against your Lieutenant (5): Bob's Captain wins."),
                Moves.toldTo(BLUE_ATTACK, Side.RED, "Bob", Numbering.MODERN));
        assertEquals(List.of("You attacked e7xe6 (move 8).", "Battle: your Captain (5) against Alice's Lieutenant (6): your Captain wins."),
                Moves.toldTo(BLUE_ATTACK, Side.BLUE, "Alice", Numbering.CLASSIC));

        PlayedMove onBomb = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS));
        assertEquals("Battle: Alice's Marshal (1) against your Bomb: your Bomb wins.",
                Moves.toldTo(onBomb, Side.BLUE, "Alice", Numbering.CLASSIC).get(1));
        PlayedMove even = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.BOTH_REMOVED));
        assertEquals("Battle: Alice's Scout (9) against your Scout (9): both are removed.",
                Moves.toldTo(even, Side.BLUE, "Alice", Numbering.CLASSIC).get(1));
        assertEquals(List.of("Alice moved a4-a5 (move 9)."),
                Moves.toldTo(new PlayedMove(9, Side.RED, Move.of("a4", "a5"), null), Side.BLUE, "Alice", Numbering.CLASSIC));
    }
}
