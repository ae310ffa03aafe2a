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

    /** {@link #plural} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String plural(Language language, Rank rank) {
        return plural(rank);
    }

    /** {@link #count} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String count(Language language, int count, Rank rank) {
        return count(count, rank);
    }

    /** {@link #withSymbol} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String withSymbol(Language language, Rank rank, Numbering numbering) {
        return withSymbol(rank, numbering);
    }

    /** {@link #list} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String list(Language language, Map<Rank, Integer> counts) {
        return list(counts);
    }

    /** A rank's name in {@code language}: "Marshal", "Mariscal". (English only until the bundles land; issue 16.) */
    public static String name(Language language, Rank rank) {
        return rank.displayName();
    }
}
