package flagpost.rules;

/** The result of one battle. Stored by its code. */
public enum BattleOutcome {
    ATTACKER_WINS,
    DEFENDER_WINS,
    BOTH_REMOVED;

    public String code() {
        return name();
    }
}
