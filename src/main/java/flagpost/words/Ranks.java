package flagpost.words;

import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Ranks in words: plurals, counts and lists of pieces. */
public final class Ranks {

    private Ranks() {
    }

    /** "Scouts", "Spies". */
    public static String plural(Rank rank) {
        return rank == Rank.SPY ? "Spies" : rank.displayName() + "s";
    }

    /** "1 Marshal", "3 Scouts". */
    public static String count(int count, Rank rank) {
        return count + " " + (count == 1 ? rank.displayName() : plural(rank));
    }

    /** "Marshal (10)" with its symbol in {@code numbering}; Bombs and the Flag by name only. */
    public static String withSymbol(Rank rank, Numbering numbering) {
        return rank.isMovable() ? rank.displayName() + " (" + rank.symbol(numbering) + ")" : rank.displayName();
    }

    /** "2 Scouts, a Spy and a Miner" in rank order; "nothing" when every count is zero. */
    public static String list(Map<Rank, Integer> counts) {
        List<String> parts = new ArrayList<>();
        for (Rank rank : Rank.values()) {
            int count = counts.getOrDefault(rank, 0);
            if (count == 1) {
                parts.add("a " + rank.displayName());
            } else if (count > 1) {
                parts.add(count(count, rank));
            }
        }
        if (parts.isEmpty()) {
            return "nothing";
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
