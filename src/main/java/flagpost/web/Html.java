package flagpost.web;

/**
 * Escaping for the little markup written in Java rather than in a template (the board, the dev inbox's links);
 * Qute escapes everything else. The five HTML-special characters, so the result is safe in text and in quoted
 * attribute values alike.
 */
final class Html {

    private Html() {
    }

    static String escape(String text) {
        return appendEscaped(new StringBuilder(text.length() + 16), text).toString();
    }

    /** Appends {@code text} escaped, without an intermediate string: the board writes a hundred squares a page. */
    static StringBuilder appendEscaped(StringBuilder out, CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out;
    }
}
