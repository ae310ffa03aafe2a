package flagpost.support.leaks;

import flagpost.rules.Square;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HTML document cut into everything a reader, a screen reader or a script can get at: every text node
 * (script, style and comments included) and every attribute value, references decoded, each with the board
 * square it belongs to. A small tokenizer rather than regexes over whole pages, so a child element, an
 * attribute in any order or a value in single quotes is read like any other. No test dependency offers a
 * parser (jsoup is not on the test class path), and the pages are ours, well-formed and small.
 *
 * <p>An element is a board square when it has {@code data-square}, or a {@code title} or {@code aria-label}
 * that starts with a square's name ("j7: ..."), as the pages' and the mails' boards write them; an element with
 * the class {@code sq} and neither is a square whose name the page keeps to itself (the setup page's hidden
 * side). Everything inside a square belongs to it.
 */
public final class HtmlTokens {

    /** Where a token sits: inside a board square ({@code square} null when the page does not name it), or not. */
    public record Place(boolean inSquare, Square square) {

        static final Place OUTSIDE = new Place(false, null);
    }

    /** One text node ({@code attribute} null) or one attribute value, decoded. */
    public record Token(String attribute, String value, Place place) {

        public boolean isText() {
            return attribute == null;
        }
    }

    private static final Set<String> VOID = Set.of("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
            "track", "wbr");
    private static final Set<String> RAW_TEXT = Set.of("script", "style", "textarea", "title");
    private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9-]*");
    private static final Pattern ATTRIBUTE = Pattern.compile("\\s*([^\\s/>\"'=]+)(?:\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s>]+)))?");
    private static final Pattern LABELLED_SQUARE = Pattern.compile("^\\s*([a-j](?:10|[1-9])):");

    private record Open(String name, Place place) {
    }

    private final String html;
    private final List<Token> tokens = new ArrayList<>();
    private final Deque<Open> open = new ArrayDeque<>();
    private int at;

    private HtmlTokens(String html) {
        this.html = html;
    }

    /** Every token of {@code html}, in document order. */
    public static List<Token> of(String html) {
        HtmlTokens reader = new HtmlTokens(html);
        reader.read();
        return reader.tokens;
    }

    /** The square a token names at its start ("j7: ..."), if it does. */
    public static Optional<Square> labelledSquare(String value) {
        Matcher labelled = LABELLED_SQUARE.matcher(value);
        return labelled.find() ? Optional.of(Square.parse(labelled.group(1))) : Optional.empty();
    }

    private Place here() {
        return open.isEmpty() ? Place.OUTSIDE : open.peek().place();
    }

    private void read() {
        while (at < html.length()) {
            int lt = html.indexOf('<', at);
            if (lt < 0) {
                text(html.substring(at));
                return;
            }
            if (lt > at) {
                text(html.substring(at, lt));
            }
            at = lt;
            if (html.startsWith("<!--", at)) {
                int end = html.indexOf("-->", at + 4);
                end = end < 0 ? html.length() : end;
                text(html.substring(at + 4, end));
                at = Math.min(html.length(), end + 3);
            } else if (html.startsWith("</", at)) {
                endTag();
            } else if (html.startsWith("<!", at) || html.startsWith("<?", at)) {
                int end = html.indexOf('>', at);
                at = end < 0 ? html.length() : end + 1;
            } else if (at + 1 < html.length() && Character.isLetter(html.charAt(at + 1))) {
                startTag();
            } else {
                text("<");
                at++;
            }
        }
    }

    private void text(String raw) {
        String value = HtmlText.unescape(raw);
        if (!value.isBlank()) {
            tokens.add(new Token(null, value, here()));
        }
    }

    private void endTag() {
        int end = html.indexOf('>', at);
        Matcher name = TAG_NAME.matcher(html).region(at + 2, end < 0 ? html.length() : end);
        at = end < 0 ? html.length() : end + 1;
        if (name.lookingAt()) {
            String closed = name.group().toLowerCase(Locale.ROOT);
            if (open.stream().anyMatch(o -> o.name().equals(closed))) {
                while (!open.pop().name().equals(closed)) {
                    // elements left open inside the closed one end with it
                }
            }
        }
    }

    private void startTag() {
        Matcher name = TAG_NAME.matcher(html).region(at + 1, html.length());
        name.lookingAt();
        String tag = name.group().toLowerCase(Locale.ROOT);
        at = name.end();
        Map<String, String> attributes = new LinkedHashMap<>();
        Matcher attribute = ATTRIBUTE.matcher(html);
        while (at < html.length() && html.charAt(at) != '>' && !html.startsWith("/>", at)) {
            attribute.region(at, html.length());
            if (!attribute.lookingAt() || attribute.end() == at) {
                at++; // a stray character such as a lone quote: skip it, as a browser does
                continue;
            }
            String value = attribute.group(2) != null ? attribute.group(2) : attribute.group(3) != null ? attribute.group(3)
                    : attribute.group(4) != null ? attribute.group(4) : "";
            attributes.putIfAbsent(attribute.group(1).toLowerCase(Locale.ROOT), HtmlText.unescape(value));
            at = attribute.end();
            while (at < html.length() && Character.isWhitespace(html.charAt(at))) {
                at++;
            }
        }
        boolean selfClosing = html.startsWith("/>", at);
        at = Math.min(html.length(), at + (selfClosing ? 2 : 1));

        Place place = placeOf(attributes);
        attributes.forEach((attributeName, value) -> {
            if (!value.isBlank()) {
                tokens.add(new Token(attributeName, value, place));
            }
        });
        if (RAW_TEXT.contains(tag)) {
            int end = indexOfIgnoreCase("</" + tag, at);
            String content = html.substring(at, end);
            if (!content.isBlank()) {
                tokens.add(new Token(null, tag.equals("textarea") || tag.equals("title") ? HtmlText.unescape(content) : content, place));
            }
            at = end;
            open.push(new Open(tag, place));
        } else if (!selfClosing && !VOID.contains(tag)) {
            open.push(new Open(tag, place));
        }
    }

    private Place placeOf(Map<String, String> attributes) {
        Place outer = here();
        if (outer.inSquare()) {
            return outer;
        }
        String named = attributes.get("data-square");
        if (named != null && named.matches("[a-j](?:10|[1-9])")) {
            return new Place(true, Square.parse(named));
        }
        for (String label : new String[] {"title", "aria-label"}) {
            Optional<Square> labelled = labelledSquare(attributes.getOrDefault(label, ""));
            if (labelled.isPresent()) {
                return new Place(true, labelled.get());
            }
        }
        String classes = " " + attributes.getOrDefault("class", "") + " ";
        return classes.contains(" sq ") ? new Place(true, null) : outer;
    }

    private int indexOfIgnoreCase(String needle, int from) {
        for (int i = from; i + needle.length() <= html.length(); i++) {
            if (html.regionMatches(true, i, needle, 0, needle.length())) {
                return i;
            }
        }
        return html.length();
    }
}
