package flagpost.rules;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/** The three armies Flagpost plays (docs/RULES.md §2). */
public enum Variant {
    CLASSIC("CLASSIC", "Classic", new int[] {1, 1, 2, 3, 4, 4, 4, 5, 8, 1, 6, 1}),
    DUEL("DUEL", "Duel", new int[] {1, 1, 0, 0, 0, 0, 0, 2, 2, 1, 2, 1}),
    BARRAGE("BARRAGE", "Barrage", new int[] {1, 1, 0, 0, 0, 0, 0, 1, 2, 1, 1, 1});

    private final String code;
    private final String displayName;
    private final int[] countByRank;
    private final int armySize;

    Variant(String code, String displayName, int[] countByRank) {
        this.code = code;
        this.displayName = displayName;
        this.countByRank = countByRank;
        int total = 0;
        for (int count : countByRank) {
            total += count;
        }
        this.armySize = total;
    }

    public String code() {
        return code;
    }

    public String displayName() {
        return displayName;
    }

    public static Variant fromCode(String code) {
        for (Variant variant : values()) {
            if (variant.code.equals(code)) {
                return variant;
            }
        }
        throw new IllegalArgumentException("unknown variant code: " + code);
    }

    /** How many pieces of this rank each army has. */
    public int count(Rank rank) {
        return countByRank[rank.ordinal()];
    }

    public int armySize() {
        return armySize;
    }

    /** Classic fills the whole setup area; Duel and Barrage leave the rest of it empty. */
    public boolean fillsSetupArea() {
        return armySize == Setup.SIZE;
    }

    public Map<Rank, Integer> army() {
        Map<Rank, Integer> army = new EnumMap<>(Rank.class);
        for (Rank rank : Rank.values()) {
            if (count(rank) > 0) {
                army.put(rank, count(rank));
            }
        }
        return Collections.unmodifiableMap(army);
    }
}
