package flagpost.support.leaks;

import flagpost.rules.Rank;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The ranks as words, for every leak scan: the one table of names, plurals and codes ({@link DocumentScan} decides
 * where they may show). Built from {@link Rank}, so a rank added or renamed is scanned for everywhere.
 */
public final class RankWords {

    static final String NAMES = Arrays.stream(Rank.values()).map(Rank::displayName).collect(Collectors.joining("|"));
    private static final String CODES = Arrays.stream(Rank.values()).map(Rank::code).collect(Collectors.joining("|"));

    /** A rank in words, three groups: its name with or without a plural ending, "Spies", or its code (MARSHAL). */
    private static final String WORD = "\\b(?:(" + NAMES + ")(?:s|es)?|(Spies)|(" + CODES + "))\\b";

    private static final Pattern NAMED = Pattern.compile(WORD);

    /** Any trace of a rank, in any case and inside other words: for a square that must tell nothing of its piece. */
    private static final Pattern TRACE = Pattern.compile("(?i)" + NAMES + "|Spies");

    private RankWords() {
    }

    /** Every rank {@code text} names, in order. */
    public static List<Rank> ranksNamed(String text) {
        List<Rank> ranks = new ArrayList<>();
        Matcher named = NAMED.matcher(text);
        while (named.find()) {
            ranks.add(rankOf(named, 1));
        }
        return ranks;
    }

    /** The first trace of a rank in {@code text}, if any: a name, plural or code in any case, even inside a word. */
    public static Optional<String> trace(String text) {
        Matcher trace = TRACE.matcher(text);
        return trace.find() ? Optional.of(trace.group()) : Optional.empty();
    }

    /** The rank of a match of {@link #WORD} whose groups start at {@code first}. */
    private static Rank rankOf(Matcher match, int first) {
        if (match.group(first) != null) {
            for (Rank rank : Rank.values()) {
                if (rank.displayName().equals(match.group(first))) {
                    return rank;
                }
            }
            throw new IllegalArgumentException(match.group(first));
        }
        return match.group(first + 1) != null ? Rank.SPY : Rank.fromCode(match.group(first + 2));
    }

}
