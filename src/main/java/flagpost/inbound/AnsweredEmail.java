package flagpost.inbound;

import flagpost.words.ReplyCommands;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a reply may have copied in from the email it answers, without {@code >} and under an attribution line the
 * parser does not know: that email's own lines, and the names of the game's players, with which Flagpost's emails
 * begin lines ("Bob moved b7-b6"). {@link ReplyParser} reads a reply line that repeats one of these lines, or begins
 * with one of these names that reads as a command itself, as quoted. Such a name is refused when it is set; the names
 * here catch those set before that, and the lines catch everything else of a body whose stored copy is still kept.
 *
 * @param lines the answered email's lines, each {@linkplain #normalised normalised}; empty when its bodies were cleared
 * @param names the players' names as shown in the game's emails
 */
public record AnsweredEmail(Set<String> lines, List<String> names) {

    /** Nothing known about the email being answered. */
    public static final AnsweredEmail UNKNOWN = new AnsweredEmail(Set.of(), List.of());

    /**
     * A client that wraps long lines quotes the start of a long line as a line of its own: a reply line at least this
     * long that begins a line of the answered email is quoted too. Long enough that no command a player writes is one.
     */
    static final int WRAPPED_PREFIX_MIN = 40;

    public AnsweredEmail {
        lines = Set.copyOf(lines);
        // Only a name that reads as a command can make a line act; matching any other would only risk dropping a
        // player's own line that begins with a word that happens to be a name.
        names = names.stream().filter(name -> name != null && ReplyCommands.readsAsCommand(name)).map(AnsweredEmail::normalised)
                .distinct().toList();
    }

    /** The lines of these email texts (plain text, or the text made from HTML), blank ones left out. */
    public static Set<String> linesOf(List<String> texts) {
        return texts.stream().flatMap(String::lines).map(AnsweredEmail::normalised).filter(line -> !line.isEmpty())
                .collect(Collectors.toSet());
    }

    /**
     * Whether a line of a reply is one the answered email holds, or begins with a player's name: also when letters run on
     * from the name, since Uzbek joins its case endings to it ("Alicening Sapyori …"), and a name such as "Resign." must
     * not make that line read as a command.
     */
    boolean repeats(String line) {
        String mine = normalised(line);
        if (mine.isEmpty()) {
            return false;
        }
        if (lines.contains(mine)) {
            return true;
        }
        for (String name : names) {
            if (mine.startsWith(name)) {
                return true;
            }
        }
        if (mine.length() >= WRAPPED_PREFIX_MIN) {
            for (String theirs : lines) {
                if (theirs.length() > mine.length() && theirs.startsWith(mine) && theirs.charAt(mine.length()) == ' ') {
                    return true;
                }
            }
        }
        return false;
    }

    /** Spaces (no-break ones too) collapsed and trimmed: a client may change those, never the words. */
    static String normalised(String line) {
        return line.replace('\u00a0', ' ').replaceAll("\\s+", " ").strip();
    }
}
