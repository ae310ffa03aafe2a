package flagpost.inbound;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * HTML to the plain text a person would read, for mail that has no plain part. One linear pass over the input, without
 * building a tree: {@code <br>} and block elements make lines, {@code <blockquote>} prefixes its lines with
 * {@code >} (one per level, as plain-text clients quote), {@code <hr>} becomes the underscore line Outlook writes
 * above a quoted email, scripts, styles and the head are dropped, entities are decoded. Tolerant of broken markup: an
 * unclosed tag or comment ends the text rather than failing.
 */
final class HtmlText {

    private static final Set<String> DROPPED = Set.of("script", "style", "head", "title", "template", "noscript",
            "svg", "object");
    private static final Set<String> BLOCKS = Set.of("div", "tr", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2",
            "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tfoot", "pre", "section", "article", "header", "footer",
            "address", "center", "form", "body", "html", "caption", "figure", "figcaption", "main", "nav", "aside");
    private static final Set<String> CELLS = Set.of("td", "th");
    static final String RULE = "________________________________";

    /** HTML 4's Latin-1 entity names, for code points 160 to 255 in order. */
    private static final String[] LATIN1 = ("nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy "
            + "reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest "
            + "Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml "
            + "ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig "
            + "agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml "
            + "eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml")
            .split(" ");
    private static final Map<String, String> OTHER_ENTITIES = Map.ofEntries(
            Map.entry("amp", "&"), Map.entry("lt", "<"), Map.entry("gt", ">"), Map.entry("quot", "\""),
            Map.entry("apos", "'"), Map.entry("ndash", "\u2013"), Map.entry("mdash", "\u2014"),
            Map.entry("hellip", "\u2026"), Map.entry("lsquo", "\u2018"), Map.entry("rsquo", "\u2019"),
            Map.entry("ldquo", "\u201c"), Map.entry("rdquo", "\u201d"), Map.entry("sbquo", "\u201a"),
            Map.entry("bdquo", "\u201e"), Map.entry("bull", "\u2022"), Map.entry("euro", "\u20ac"),
            Map.entry("trade", "\u2122"), Map.entry("thinsp", " "), Map.entry("ensp", " "), Map.entry("emsp", " "),
            Map.entry("zwnj", ""), Map.entry("zwj", ""), Map.entry("lrm", ""), Map.entry("rlm", ""),
            Map.entry("OElig", "\u0152"), Map.entry("oelig", "\u0153"), Map.entry("Scaron", "\u0160"),
            Map.entry("scaron", "\u0161"), Map.entry("Yuml", "\u0178"), Map.entry("dagger", "\u2020"),
            Map.entry("minus", "\u2212"), Map.entry("larr", "\u2190"), Map.entry("rarr", "\u2192"));

    private final String html;
    private final List<String> lines = new ArrayList<>();
    private final StringBuilder line = new StringBuilder();
    private int quoteDepth;
    /** The quote depth the current line started at: text is quoted by the blockquote it was written in. */
    private int lineDepth;
    private boolean pendingSpace;
    private int preDepth;

    private HtmlText(String html) {
        this.html = html;
    }

    static String toText(String html) {
        if (html == null || html.isEmpty()) {
            return "";
        }
        HtmlText converter = new HtmlText(html);
        converter.convert();
        return converter.result();
    }

    private void convert() {
        int i = 0;
        int length = html.length();
        while (i < length) {
            char c = html.charAt(i);
            if (c == '<') {
                i = markup(i);
            } else if (c == '&') {
                i = entity(i);
            } else {
                text(c);
                i++;
            }
        }
        breakLine();
    }

    /** Handles the markup starting at {@code <}; returns where the text resumes. */
    private int markup(int start) {
        if (html.startsWith("<!--", start)) {
            int end = html.indexOf("-->", start + 4);
            return end < 0 ? html.length() : end + 3;
        }
        int nameStart = start + 1;
        boolean closing = nameStart < html.length() && html.charAt(nameStart) == '/';
        if (closing) {
            nameStart++;
        }
        int nameEnd = nameStart;
        while (nameEnd < html.length() && Character.isLetterOrDigit(html.charAt(nameEnd))) {
            nameEnd++;
        }
        boolean declaration = nameStart < html.length() && (html.charAt(nameStart) == '!' || html.charAt(nameStart) == '?');
        if (nameEnd == nameStart && !declaration) {
            text('<');
            return start + 1;
        }
        int end = tagEnd(nameEnd);
        if (declaration) {
            return end;
        }
        String name = html.substring(nameStart, nameEnd).toLowerCase(Locale.ROOT);
        if (!closing && DROPPED.contains(name)) {
            int close = indexOfIgnoreCase("</" + name, end);
            return close < 0 ? html.length() : tagEnd(close + 2 + name.length());
        }
        tag(name, closing);
        return end;
    }

    /** The index after the {@code >} that ends a tag, skipping quoted attribute values; the end of input if none. */
    private int tagEnd(int from) {
        char quote = 0;
        for (int i = from; i < html.length(); i++) {
            char c = html.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                return i + 1;
            }
        }
        return html.length();
    }

    private int indexOfIgnoreCase(String needle, int from) {
        for (int i = html.indexOf('<', from); i >= 0; i = html.indexOf('<', i + 1)) {
            if (html.regionMatches(true, i, needle, 0, needle.length())) {
                return i;
            }
        }
        return -1;
    }

    private void tag(String name, boolean closing) {
        switch (name) {
            case "br" -> {
                if (line.length() == 0) {
                    blankLine();
                }
                breakLine();
            }
            case "p" -> {
                breakLine();
                blankLine();
            }
            case "hr" -> {
                breakLine();
                line.append(RULE);
                lineDepth = quoteDepth;
                breakLine();
            }
            case "blockquote" -> {
                breakLine();
                quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
            }
            case "pre" -> {
                breakLine();
                preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
            }
            default -> {
                if (BLOCKS.contains(name)) {
                    breakLine();
                } else if (CELLS.contains(name)) {
                    pendingSpace = true;
                }
            }
        }
    }

    private int entity(int start) {
        int semicolon = -1;
        for (int i = start + 1; i < Math.min(html.length(), start + 12); i++) {
            if (html.charAt(i) == ';') {
                semicolon = i;
                break;
            }
        }
        if (semicolon < 0) {
            text('&');
            return start + 1;
        }
        String decoded = decode(html.substring(start + 1, semicolon));
        if (decoded == null) {
            text('&');
            return start + 1;
        }
        decoded.codePoints().forEach(cp -> {
            if (Character.isBmpCodePoint(cp)) {
                text((char) cp);
            } else {
                for (char unit : Character.toChars(cp)) {
                    text(unit);
                }
            }
        });
        return semicolon + 1;
    }

    private static String decode(String name) {
        if (name.startsWith("#")) {
            try {
                boolean hex = name.length() > 1 && (name.charAt(1) == 'x' || name.charAt(1) == 'X');
                int codePoint = Integer.parseInt(name.substring(hex ? 2 : 1), hex ? 16 : 10);
                return Character.isValidCodePoint(codePoint) && codePoint != 0
                        ? new String(Character.toChars(codePoint)) : "\ufffd";
            } catch (NumberFormatException notANumber) {
                return null;
            }
        }
        for (int i = 0; i < LATIN1.length; i++) {
            if (LATIN1[i].equals(name)) {
                return String.valueOf((char) (160 + i));
            }
        }
        return OTHER_ENTITIES.get(name);
    }

    private void text(char c) {
        if (c == '\n' && preDepth > 0) {
            breakLine();
            return;
        }
        if (Character.isWhitespace(c) || c == '\u00a0') {
            if (preDepth > 0 && c != '\n') {
                append(' ');
            } else if (line.length() > 0) {
                pendingSpace = true;
            }
            return;
        }
        if (pendingSpace && line.length() > 0) {
            line.append(' ');
        }
        pendingSpace = false;
        append(c);
    }

    private void append(char c) {
        if (line.length() == 0) {
            lineDepth = quoteDepth;
        }
        line.append(c);
    }

    /** Ends the current line, if it has any text. */
    private void breakLine() {
        pendingSpace = false;
        String content = line.toString().strip();
        line.setLength(0);
        if (!content.isEmpty()) {
            lines.add(lineDepth > 0 ? ">".repeat(lineDepth) + " " + content : content);
        }
    }

    /** An empty line between paragraphs (never two in a row): quoted inside a quote, so it does not end it. */
    private void blankLine() {
        String blank = quoteDepth > 0 ? ">".repeat(quoteDepth) : "";
        if (!lines.isEmpty() && !isBlank(lines.get(lines.size() - 1))) {
            lines.add(blank);
        }
    }

    private String result() {
        while (!lines.isEmpty() && isBlank(lines.get(lines.size() - 1))) {
            lines.remove(lines.size() - 1);
        }
        return String.join("\n", lines).strip();
    }

    /** An empty line, or one that is only quote marks. */
    private static boolean isBlank(String line) {
        return line.replace(">", "").isEmpty();
    }
}
