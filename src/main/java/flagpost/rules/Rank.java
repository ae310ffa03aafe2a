package flagpost.rules;

/**
 * The ranks of Stratego, strongest first. Ranks are identified by name; the two numberings
 * (modern and classic) are only ways of showing them.
 */
public enum Rank {
    MARSHAL("Marshal", 10, "10", "1", 'L'),
    GENERAL("General", 9, "9", "2", 'K'),
    COLONEL("Colonel", 8, "8", "3", 'J'),
    MAJOR("Major", 7, "7", "4", 'I'),
    CAPTAIN("Captain", 6, "6", "5", 'H'),
    LIEUTENANT("Lieutenant", 5, "5", "6", 'G'),
    SERGEANT("Sergeant", 4, "4", "7", 'F'),
    MINER("Miner", 3, "3", "8", 'E'),
    SCOUT("Scout", 2, "2", "9", 'D'),
    SPY("Spy", 1, "1", "S", 'C'),
    BOMB("Bomb", 0, "B", "B", 'B'),
    FLAG("Flag", 0, "F", "F", 'M');

    private static final Rank[] VALUES = values();

    private final String displayName;
    private final int strength;
    private final String modernSymbol;
    private final String classicSymbol;
    private final char redGravonLetter;

    Rank(String displayName, int strength, String modernSymbol, String classicSymbol, char redGravonLetter) {
        this.displayName = displayName;
        this.strength = strength;
        this.modernSymbol = modernSymbol;
        this.classicSymbol = classicSymbol;
        this.redGravonLetter = redGravonLetter;
    }

    /** Stable identifier for storage; equal to the enum name and never to be renamed. */
    public String code() {
        return name();
    }

    public static Rank fromCode(String code) {
        return valueOf(code);
    }

    public String displayName() {
        return displayName;
    }

    public boolean isMovable() {
        return this != BOMB && this != FLAG;
    }

    public String symbol(Numbering numbering) {
        return numbering == Numbering.CLASSIC ? classicSymbol : modernSymbol;
    }

    /** Gravon's letter for this rank: Red uses B…M, Blue the letter twelve places later (N…Y). */
    public char gravonLetter(Side side) {
        return side == Side.RED ? redGravonLetter : (char) (redGravonLetter + 12);
    }

    /** The piece a Gravon letter stands for, or null when the letter is not a piece letter. */
    public static Piece fromGravonLetter(char letter) {
        for (Rank rank : VALUES) {
            if (rank.redGravonLetter == letter) {
                return Piece.of(Side.RED, rank);
            }
            if (rank.redGravonLetter + 12 == letter) {
                return Piece.of(Side.BLUE, rank);
            }
        }
        return null;
    }

    /** How a battle between these two ranks ends (docs/RULES.md §4). */
    public static BattleOutcome battle(Rank attacker, Rank defender) {
        if (defender == FLAG) {
            return BattleOutcome.ATTACKER_WINS;
        }
        if (defender == BOMB) {
            return attacker == MINER ? BattleOutcome.ATTACKER_WINS : BattleOutcome.DEFENDER_WINS;
        }
        if (attacker == SPY && defender == MARSHAL) {
            return BattleOutcome.ATTACKER_WINS;
        }
        if (attacker == defender) {
            return BattleOutcome.BOTH_REMOVED;
        }
        return attacker.strength > defender.strength ? BattleOutcome.ATTACKER_WINS : BattleOutcome.DEFENDER_WINS;
    }

    static Rank ofIndex(int index) {
        return VALUES[index];
    }
}
