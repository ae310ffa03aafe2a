package flagpost.words;

import flagpost.rules.Battle;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.Side;
import java.util.List;

/**
 * Moves and battles in words. A battle names both ranks: once fought, both are known to both players
 * (docs/RULES.md §8). The pages tell a battle as it stands in the move list, the same for both seats; an
 * email tells it to its recipient ("your Scout", "Alice's Miner"), ranks with their symbols.
 */
public final class Moves {

    private Moves() {
    }

    /** "e4-e5", or "e6xe7: Red Captain attacks Blue Lieutenant, attacker wins". */
    public static String move(Move move, Battle battle) {
        return battle == null ? move.notation(false) : move.notation(true) + ": " + battle(battle);
    }

    /** "Red Captain attacks Blue Lieutenant, attacker wins". */
    public static String battle(Battle battle) {
        String outcome = switch (battle.outcome()) {
            case ATTACKER_WINS -> "attacker wins";
            case DEFENDER_WINS -> "defender wins";
            case BOTH_REMOVED -> "both are removed";
        };
        return battle.attacker() + " attacks " + battle.defender() + ", " + outcome;
    }

    /**
     * A played move told to {@code seat}, whose opponent is called {@code opponent}: "Bob moved a4-a5 (move 9).",
     * or for an attack two lines, "You attacked e7xe6 (move 8)." and "Battle: your Captain (5) against Bob's
     * Lieutenant (6): your Captain wins."
     */
    public static List<String> toldTo(PlayedMove played, Side seat, String opponent, Numbering numbering) {
        String who = played.side() == seat ? "You" : opponent;
        if (!played.isAttack()) {
            return List.of(who + " moved " + played.notation() + " (move " + played.ply() + ").");
        }
        return List.of(who + " attacked " + played.notation() + " (move " + played.ply() + ").",
                "Battle: " + battleToldTo(played.battle(), seat, opponent, numbering));
    }

    /** "Bob's Captain (6) against your Lieutenant (5): Bob's Captain wins." told to {@code seat}. */
    public static String battleToldTo(Battle battle, Side seat, String opponent, Numbering numbering) {
        String attackerWhose = whose(battle.attacker().side(), seat, opponent);
        String defenderWhose = whose(battle.defender().side(), seat, opponent);
        String outcome = switch (battle.outcome()) {
            case ATTACKER_WINS -> attackerWhose + " " + battle.attacker().rank().displayName() + " wins.";
            case DEFENDER_WINS -> defenderWhose + " " + battle.defender().rank().displayName() + " wins.";
            case BOTH_REMOVED -> "both are removed.";
        };
        return attackerWhose + " " + Ranks.withSymbol(battle.attacker().rank(), numbering) + " against " + defenderWhose + " "
                + Ranks.withSymbol(battle.defender().rank(), numbering) + ": " + outcome;
    }

    private static String whose(Side side, Side seat, String opponent) {
        return side == seat ? "your" : opponent + "'s";
    }

    /** {@link #move} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String move(Language language, Move move, Battle battle) {
        return move(move, battle);
    }

    /** {@link #battle} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String battle(Language language, Battle battle) {
        return battle(battle);
    }

    /** {@link #toldTo} in {@code language}. (English only until the bundles land; issue 16.) */
    public static List<String> toldTo(Language language, PlayedMove played, Side seat, String opponent, Numbering numbering) {
        return toldTo(played, seat, opponent, numbering);
    }

    /** {@link #battleToldTo} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String battleToldTo(Language language, Battle battle, Side seat, String opponent, Numbering numbering) {
        return battleToldTo(battle, seat, opponent, numbering);
    }
}
