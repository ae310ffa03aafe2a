package flagpost.words;

import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Ranks in words: names, plurals, counts and lists of pieces. */
public final class Ranks {

    private Ranks() {
    }

    /** A rank's name in {@code language}: "Marshal", "Mariscal", "Marshal". */
    public static String name(Language language, Rank rank) {
        return Words.rank(language, rank).name();
    }

    /** "Scouts", "Spies"; "Exploradores"; "Razvedkachilar". */
    public static String plural(Language language, Rank rank) {
        return Words.rank(language, rank).plural();
    }

    /** "1 Marshal", "3 Scouts"; "3 Exploradores"; "3 Razvedkachi" (Uzbek keeps the singular after a number). */
    public static String count(Language language, int count, Rank rank) {
        Words.RankWords words = Words.rank(language, rank);
        return Words.of(language).rankCount(count, words.name(), words.plural());
    }

    /** "Marshal (10)" with its symbol in {@code numbering}; Bombs and the Flag by name only. */
    public static String withSymbol(Language language, Rank rank, Numbering numbering) {
        String name = name(language, rank);
        return rank.isMovable() ? name + " (" + rank.symbol(numbering) + ")" : name;
    }

    /** "2 Scouts, a Spy and a Miner" in rank order ("2 Exploradores, una Espía y un Minero"); "nothing" when every count is zero. */
    public static String list(Language language, Map<Rank, Integer> counts) {
        WordBundle words = Words.of(language);
        List<String> parts = new ArrayList<>();
        for (Rank rank : Rank.values()) {
            int count = counts.getOrDefault(rank, 0);
            if (count == 1) {
                parts.add(Words.rank(language, rank).one());
            } else if (count > 1) {
                parts.add(count(language, count, rank));
            }
        }
        if (parts.isEmpty()) {
            return words.rankListNothing();
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return words.rankListAnd(String.join(", ", parts.subList(0, parts.size() - 1)), parts.get(parts.size() - 1));
    }

}
