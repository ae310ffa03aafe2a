package flagpost.words;

/**
 * The one escaper for markup Flagpost writes in Java rather than in a Qute template (which escapes by itself):
 * the board on the play page, the HTML emails' Java-built parts, the dev inbox's links and the Gravon XML. The
 * five characters special to HTML and XML, so the result is safe in text and in quoted attribute values alike.
 */
public final class Markup {

    private Markup() {
    }

    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        return appendEscaped(new StringBuilder(text.length() + 16), text).toString();
    }

    /** Appends {@code text} escaped, without an intermediate string: a board writes a hundred squares a page. */
    public static StringBuilder appendEscaped(StringBuilder out, CharSequence text) {
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
