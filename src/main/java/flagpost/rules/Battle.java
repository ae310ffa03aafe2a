package flagpost.rules;

/** A battle as every player sees it once it has happened: both ranks are revealed to both sides. */
public record Battle(Piece attacker, Piece defender, BattleOutcome outcome) {

    /** Whether the attacker left the board: it lost, or both were removed. */
    boolean attackerRemoved() {
        return outcome != BattleOutcome.ATTACKER_WINS;
    }

    /** Whether the defender left the board: it lost, or both were removed. */
    boolean defenderRemoved() {
        return outcome != BattleOutcome.DEFENDER_WINS;
    }
}
