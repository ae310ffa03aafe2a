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
        assertEquals("e7xe6: Blue Captain attacks Red Lieutenant, attacker wins", Moves.move(Language.EN, BLUE_ATTACK.move(), BLUE_ATTACK.battle()));
        assertEquals("a4-a5", Moves.move(Language.EN, Move.of("a4", "a5"), null));
        assertEquals("Red Marshal attacks Blue Bomb, defender wins",
                Moves.battle(Language.EN, new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS)));
        assertEquals("Red Scout attacks Blue Scout, both are removed",
                Moves.battle(Language.EN, new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.BOTH_REMOVED)));
    }

    @Test
    void emailsTellBattlesFromTheRecipientsSideWithBothRanks() {
        assertEquals(List.of("Bob attacked e7xe6 (move 8).", "Battle: Bob's Captain (6) against your Lieutenant (5): Bob's Captain wins."),
                Moves.toldTo(Language.EN, BLUE_ATTACK, Side.RED, "Bob", Numbering.MODERN));
        assertEquals(List.of("You attacked e7xe6 (move 8).", "Battle: your Captain (5) against Alice's Lieutenant (6): your Captain wins."),
                Moves.toldTo(Language.EN, BLUE_ATTACK, Side.BLUE, "Alice", Numbering.CLASSIC));

        PlayedMove onBomb = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS));
        assertEquals("Battle: Alice's Marshal (1) against your Bomb: your Bomb wins.",
                Moves.toldTo(Language.EN, onBomb, Side.BLUE, "Alice", Numbering.CLASSIC).get(1));
        PlayedMove even = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.BOTH_REMOVED));
        assertEquals("Battle: Alice's Scout (9) against your Scout (9): both are removed.",
                Moves.toldTo(Language.EN, even, Side.BLUE, "Alice", Numbering.CLASSIC).get(1));
        assertEquals(List.of("Alice moved a4-a5 (move 9)."),
                Moves.toldTo(Language.EN, new PlayedMove(9, Side.RED, Move.of("a4", "a5"), null), Side.BLUE, "Alice", Numbering.CLASSIC));
    }

    @Test
    void theMoveListTellsBattlesInSpanishAndUzbek() {
        assertEquals("e7xe6: Capitán azul ataca a Teniente rojo, gana el atacante",
                Moves.move(Language.ES, BLUE_ATTACK.move(), BLUE_ATTACK.battle()));
        assertEquals("Bandera roja", Words.rank(Language.ES, Rank.FLAG).red());
        assertEquals("Mariscal rojo ataca a Bomba azul, gana el defensor", Moves.battle(Language.ES,
                new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS)));
        assertEquals("e7xe6: Koʻk Kapitan Qizil Leytenant ustiga hujum qildi, hujumchi yutdi",
                Moves.move(Language.UZ, BLUE_ATTACK.move(), BLUE_ATTACK.battle()));
        assertEquals("a4-a5", Moves.move(Language.UZ, Move.of("a4", "a5"), null));
    }

    @Test
    void emailsTellBattlesToTheirRecipientInSpanish() {
        assertEquals(List.of("Bob atacó e7xe6 (movimiento 8).", "Combate: el Capitán de Bob (6) contra tu Teniente (5): gana el Capitán de Bob."),
                Moves.toldTo(Language.ES, BLUE_ATTACK, Side.RED, "Bob", Numbering.MODERN));
        assertEquals(List.of("Atacaste e7xe6 (movimiento 8).", "Combate: tu Capitán (5) contra el Teniente de Alice (6): gana tu Capitán."),
                Moves.toldTo(Language.ES, BLUE_ATTACK, Side.BLUE, "Alice", Numbering.CLASSIC));
        PlayedMove onBomb = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.MARSHAL), Piece.of(Side.BLUE, Rank.BOMB), BattleOutcome.DEFENDER_WINS));
        assertEquals("Combate: el Mariscal de Alice (1) contra tu Bomba: gana tu Bomba.",
                Moves.toldTo(Language.ES, onBomb, Side.BLUE, "Alice", Numbering.CLASSIC).get(1));
        Battle onTheFlag = new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.FLAG), BattleOutcome.ATTACKER_WINS);
        assertEquals("tu Explorador (2) contra la Bandera de Bob: gana tu Explorador.",
                Moves.battleToldTo(Language.ES, onTheFlag, Side.RED, "Bob", Numbering.MODERN));
        assertEquals(List.of("Moviste a4-a5 (movimiento 9)."),
                Moves.toldTo(Language.ES, new PlayedMove(9, Side.RED, Move.of("a4", "a5"), null), Side.RED, "Bob", Numbering.CLASSIC));
        assertEquals(List.of("Alice movió a4-a5 (movimiento 9)."),
                Moves.toldTo(Language.ES, new PlayedMove(9, Side.RED, Move.of("a4", "a5"), null), Side.BLUE, "Alice", Numbering.CLASSIC));
    }

    @Test
    void emailsTellBattlesToTheirRecipientInUzbek() {
        assertEquals(List.of("Bob e7xe6 yurishi bilan hujum qildi (8-yurish).",
                "Bobning Kapitani (6) bilan Leytenantingiz (5) jangi: Bobning Kapitani yutdi."),
                Moves.toldTo(Language.UZ, BLUE_ATTACK, Side.RED, "Bob", Numbering.MODERN));
        PlayedMove even = new PlayedMove(9, Side.RED, Move.of("a4", "a5"),
                new Battle(Piece.of(Side.RED, Rank.SCOUT), Piece.of(Side.BLUE, Rank.SCOUT), BattleOutcome.BOTH_REMOVED));
        assertEquals("Alicening Razvedkachisi (9) bilan Razvedkachingiz (9) jangi: ikkalasi ham olib tashlandi.",
                Moves.toldTo(Language.UZ, even, Side.BLUE, "Alice", Numbering.CLASSIC).get(1));
        assertEquals("Bobning Bayrogʻi", Words.rank(Language.UZ, Rank.FLAG).theirs("Bob"));
        assertEquals(List.of("Siz a4-a5 yurdingiz (9-yurish)."),
                Moves.toldTo(Language.UZ, new PlayedMove(9, Side.RED, Move.of("a4", "a5"), null), Side.RED, "Bob", Numbering.CLASSIC));
    }
}
