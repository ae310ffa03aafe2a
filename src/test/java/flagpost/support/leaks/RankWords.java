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
 * The ranks as words, for every leak scan: the one table of names, plurals and codes, and the rules about
 * where words may name them. Built from {@link Rank}, so a rank added or renamed is scanned for everywhere.
 */
public final class RankWords {

    static final String NAMES = Arrays.stream(Rank.values()).map(Rank::displayName).collect(Collectors.joining("|"));
    private static final String CODES = Arrays.stream(Rank.values()).map(Rank::code).collect(Collectors.joining("|"));

    /** A rank in words, three groups: its name with or without a plural ending, "Spies", or its code (MARSHAL). */
    private static final String WORD = "\\b(?:(" + NAMES + ")(?:s|es)?|(Spies)|(" + CODES + "))\\b";

    private static final Pattern NAMED = Pattern.compile(WORD);

    /** A side with a rank, as the pages and mails write a piece: "Blue Marshal", "Blue's Scouts". */
    private static final Pattern SIDE_RANK = Pattern.compile("\\b(Red|Blue)(?:'s|’s)? " + WORD);

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

    /**
     * Words outside the boards: a rank may be named only once a piece of that rank has fought (or the game is
     * over). For a mail and a play or history page, whose only rank names belong on the board.
     */
    public static List<String> nameProblems(String part, Knowledge knowledge, String outsideBoards) {
        List<String> problems = new ArrayList<>();
        Matcher names = NAMED.matcher(outsideBoards);
        while (names.find()) {
            Rank rank = rankOf(names, 1);
            if (!knowledge.mayName(rank)) {
                problems.add(part + ": names a " + rank.displayName() + ", but no " + rank.displayName() + " has fought: …"
                        + context(outsideBoards, names.start(), names.end()) + "…");
            }
        }
        return problems;
    }

    /**
     * Words on any page, own pieces listed or not: the enemy side with a rank ("Blue Marshal", "Blue's Marshal")
     * only for an enemy rank the seat has seen, in a battle or a Scout's long move, unless the game is over.
     */
    public static List<String> enemyRankProblems(String where, Knowledge knowledge, String text) {
        List<String> problems = new ArrayList<>();
        if (knowledge.everything()) {
            return problems;
        }
        String enemy = knowledge.viewer().opponent().displayName();
        Matcher named = SIDE_RANK.matcher(text);
        while (named.find()) {
            Rank rank = rankOf(named, 2);
            if (named.group(1).equals(enemy) && !knowledge.enemyRanksShown().contains(rank)) {
                problems.add(where + ": names the enemy's " + rank.displayName() + ", which has not been shown: '" + named.group() + "'");
            }
        }
        return problems;
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

    private static String context(String text, int start, int end) {
        return text.substring(Math.max(0, start - 40), Math.min(text.length(), end + 40)).replace('\n', ' ');
    }
}
