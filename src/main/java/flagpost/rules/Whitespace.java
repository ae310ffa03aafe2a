package flagpost.rules;

/**
 * Whitespace as a regular expression's {@code \s} means it: space, tab, line feed, vertical tab, form feed and carriage
 * return. Moves and setups are read without it; a loop rather than {@code replaceAll("\\s", "")}, which compiles its
 * pattern on every call, and every move reads two setups from its game's snapshot.
 */
final class Whitespace {

    private Whitespace() {
    }

    private static boolean is(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** {@code text} without its whitespace; the same string when it has none. */
    static String removedFrom(String text) {
        int first = 0;
        while (first < text.length() && !is(text.charAt(first))) {
            first++;
        }
        if (first == text.length()) {
            return text;
        }
        StringBuilder kept = new StringBuilder(text.length()).append(text, 0, first);
        for (int i = first + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!is(c)) {
                kept.append(c);
            }
        }
        return kept.toString();
    }
}
