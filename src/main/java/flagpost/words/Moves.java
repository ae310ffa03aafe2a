package flagpost.words;

import flagpost.rules.Battle;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.PlayedMove;
import flagpost.rules.Side;
import java.util.List;

/**
 * Moves and battles in words. A battle names both ranks: once fought, both are known to both players
 * (docs/RULES.md §8). The pages tell a battle as it stands in the move list, the same for both seats; an
 * email tells it to its recipient ("your Scout", "Alice's Miner"), ranks with their symbols. The moves themselves
 * stay squares ({@code e3-e4}) in every language.
 */
public final class Moves {

    private Moves() {
    }

    /** "e4-e5", or "e6xe7: Red Captain attacks Blue Lieutenant, attacker wins". */
    public static String move(Language language, Move move, Battle battle) {
        return battle == null ? move.notation(false) : move.notation(true) + ": " + battle(language, battle);
    }

    /** "Red Captain attacks Blue Lieutenant, attacker wins"; "Capitán rojo ataca a Teniente azul, gana el atacante". */
    public static String battle(Language language, Battle battle) {
        WordBundle words = Words.of(language);
        String attacker = bySide(language, battle.attacker());
        String defender = bySide(language, battle.defender());
        return switch (battle.outcome()) {
            case ATTACKER_WINS -> words.battleAttackerWins(attacker, defender);
            case DEFENDER_WINS -> words.battleDefenderWins(attacker, defender);
            case BOTH_REMOVED -> words.battleBothRemoved(attacker, defender);
        };
    }

    /**
     * A played move told to {@code seat}, whose opponent is called {@code opponent}: "Bob moved a4-a5 (move 9).",
     * or for an attack two lines, "You attacked e7xe6 (move 8)." and "Battle: your Captain (5) against Bob's
     * Lieutenant (6): your Captain wins."
     */
    public static List<String> toldTo(Language language, PlayedMove played, Side seat, String opponent, Numbering numbering) {
        WordBundle words = Words.of(language);
        boolean yours = played.side() == seat;
        if (!played.isAttack()) {
            return List.of(yours ? words.moveYouMoved(played.notation(), played.ply())
                    : words.moveOpponentMoved(opponent, played.notation(), played.ply()));
        }
        return List.of(yours ? words.moveYouAttacked(played.notation(), played.ply())
                        : words.moveOpponentAttacked(opponent, played.notation(), played.ply()),
                words.moveBattle(battleToldTo(language, played.battle(), seat, opponent, numbering)));
    }

    /**
     * "Bob's Captain (6) against your Lieutenant (5): Bob's Captain wins." told to {@code seat};
     * "el Capitán de Bob (6) contra tu Teniente (5): gana el Capitán de Bob."
     */
    public static String battleToldTo(Language language, Battle battle, Side seat, String opponent, Numbering numbering) {
        WordBundle words = Words.of(language);
        String attacker = whose(language, battle.attacker(), seat, opponent);
        String defender = whose(language, battle.defender(), seat, opponent);
        String attackerWithSymbol = withSymbol(attacker, battle.attacker(), numbering);
        String defenderWithSymbol = withSymbol(defender, battle.defender(), numbering);
        return switch (battle.outcome()) {
            case ATTACKER_WINS -> words.battleToldWins(attackerWithSymbol, defenderWithSymbol, attacker);
            case DEFENDER_WINS -> words.battleToldWins(attackerWithSymbol, defenderWithSymbol, defender);
            case BOTH_REMOVED -> words.battleToldBothRemoved(attackerWithSymbol, defenderWithSymbol);
        };
    }

    /** "Red Captain". */
    private static String bySide(Language language, Piece piece) {
        return Words.rank(language, piece.rank()).ofSeat(piece.side());
    }

    /** "your Captain" or "Bob's Captain", as the reader in {@code seat} says it. */
    private static String whose(Language language, Piece piece, Side seat, String opponent) {
        Words.RankWords rank = Words.rank(language, piece.rank());
        return piece.side() == seat ? rank.yours() : rank.theirs(opponent);
    }

    /** "your Captain (5)"; Bombs and the Flag have no symbol to add. */
    private static String withSymbol(String whose, Piece piece, Numbering numbering) {
        return piece.rank().isMovable() ? whose + " (" + piece.rank().symbol(numbering) + ")" : whose;
    }

}
