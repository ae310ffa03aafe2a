package flagpost.support.leaks;

import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Square;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The negative controls of the leak scans: every form in which a page or a mail could give away a hidden enemy
 * piece's rank, planted into a real rendered document at a plausible spot (the hidden piece's own square, or an
 * element of a page that has no board), for a scan to find.
 */
public enum PlantedLeak {
    /** {@code title="Marshal"}, written before the element's own attributes so that it is the one a browser keeps. */
    ATTRIBUTE,
    /** {@code class="… rank-marshal"}. */
    CLASS,
    /** {@code data-rank="MARSHAL"}: the rank's code. */
    DATA_ATTRIBUTE,
    /** {@code <b title="Marshal">10</b>} inside the element. */
    CHILD_ELEMENT,
    /** {@code title="j7: 10"}: the square and the rank's symbol in the seat's numbering. */
    NUMBER,
    /** "marshal " as text opening the element. */
    LOWER_CASE,
    /** "MARSHAL " as text opening the element. */
    CODE,
    /** {@code <script type="application/json">{"square":"j7","rank":"10"}</script>} before the body ends. */
    INLINE_JSON;

    /** A hidden piece: where it stands and what it is. */
    public record Hidden(Square square, Rank rank) {
    }

    /**
     * The enemy piece (for a spectator, a piece of either side), the seat does not know, whose rank ranks highest among those that have not fought: the one
     * whose rank no document may give away in any form.
     */
    public static Hidden hiddenFrom(Knowledge knowledge) {
        return knowledge.board().entrySet().stream()
                .filter(e -> e.getValue().side() != knowledge.viewer() && !knowledge.mayKnow(e.getKey()) && !knowledge.mayName(e.getValue().rank()))
                .min(Comparator.comparing((Map.Entry<Square, Piece> e) -> e.getValue().rank()).thenComparing(e -> e.getKey().name()))
                .map(e -> new Hidden(e.getKey(), e.getValue().rank()))
                .orElseThrow(() -> new IllegalStateException("no hidden enemy piece of a rank that has not fought"));
    }

    /**
     * An enemy piece (for a spectator, a piece of either side) the seat does not know, of a rank that has fought
     * elsewhere: a rank the document may name, but not as this piece's. The highest such rank, then the first square.
     */
    public static Optional<Hidden> hiddenOfAFoughtRank(Knowledge knowledge) {
        return knowledge.board().entrySet().stream()
                .filter(e -> e.getValue().side() != knowledge.viewer() && !knowledge.mayKnow(e.getKey()) && knowledge.mayName(e.getValue().rank()))
                .min(Comparator.comparing((Map.Entry<Square, Piece> e) -> e.getValue().rank()).thenComparing(e -> e.getKey().name()))
                .map(e -> new Hidden(e.getKey(), e.getValue().rank()));
    }

    /**
     * Elements that tie {@code hidden}'s rank to its square away from any board, without a side's name (which the
     * side check reads): each in another carrier (text, an attribute, a class, a symbol, a move-list entry, a phrase
     * split over two elements), for a page to carry before its main part ends. A scan that only asks whether some
     * piece of that rank has fought reads past every one.
     */
    public static List<String> besideItsSquare(Hidden hidden, Numbering numbering) {
        Square square = hidden.square();
        String name = hidden.rank().displayName();
        String lower = name.toLowerCase(Locale.ROOT);
        String symbol = hidden.rank().symbol(numbering);
        return List.of(
                "<p>The piece on " + square + " is a " + name + ".</p>",
                "<p title=\"The piece on " + square + " is a " + name + "\">Look</p>",
                "<p class=\"piece-" + square + " rank-" + lower + "\">Look</p>",
                "<p data-piece=\"" + square + " rank-" + symbol + "\">Look</p>",
                "<p>" + square + " (" + symbol + ")</p>",
                "<ul class=\"last-moves\"><li>" + square + "-" + neighbour(square) + " (" + name + ")</li></ul>",
                "<p>The piece on " + square + " is <b>a " + lower + "</b>.</p>");
    }

    /** A square beside {@code square}, for a move-list entry that moves it. */
    private static Square neighbour(Square square) {
        String name = square.name();
        int row = Integer.parseInt(name.substring(1));
        return Square.parse(name.charAt(0) + String.valueOf(row == 10 ? 9 : row + 1));
    }

    /** The start tag of the element holding {@code square} on a page's or a mail's board. */
    public static Pattern squareSpot(Square square) {
        return Pattern.compile("<(?:span|button|td)\\b[^>]*(?:data-square=\"" + square + "\"|title=\"" + square + ": )[^>]*>");
    }

    /** The first start tag of {@code tag} matching {@code attributes} (a regex over the attributes, "" for any). */
    public static Pattern tagSpot(String tag, String attributes) {
        return Pattern.compile("<" + tag + "\\b[^>]*" + attributes + "[^>]*>");
    }

    /** {@code html} with this leak of {@code hidden} planted at the first match of {@code spot}; fails if there is none. */
    public String plant(String html, Pattern spot, Hidden hidden, Numbering numbering) {
        String name = hidden.rank().displayName();
        String symbol = hidden.rank().symbol(numbering);
        if (this == INLINE_JSON) {
            String script = "<script type=\"application/json\" id=\"board-data\">{\"square\":\"" + hidden.square()
                    + "\",\"rank\":\"" + symbol + "\"}</script>";
            int end = html.toLowerCase(Locale.ROOT).lastIndexOf("</body>");
            return end < 0 ? html + script : html.substring(0, end) + script + html.substring(end);
        }
        Matcher found = spot.matcher(html);
        if (!found.find()) {
            throw new AssertionError("no spot " + spot + " to plant " + this + " in");
        }
        String tag = found.group();
        int nameEnd = tag.indexOf(' ') > 0 && tag.indexOf(' ') < tag.indexOf('>') ? tag.indexOf(' ') : tag.indexOf('>');
        String planted = switch (this) {
            case ATTRIBUTE -> first(tag, nameEnd, "title=\"" + name + "\"");
            case CLASS -> tag.contains(" class=\"")
                    ? tag.replaceFirst(" class=\"([^\"]*)\"", " class=\"$1 rank-" + name.toLowerCase(Locale.ROOT) + "\"")
                    : first(tag, nameEnd, "class=\"rank-" + name.toLowerCase(Locale.ROOT) + "\"");
            case DATA_ATTRIBUTE -> first(tag, nameEnd, "data-rank=\"" + hidden.rank().code() + "\"");
            case CHILD_ELEMENT -> tag + "<b title=\"" + name + "\">" + symbol + "</b>";
            case NUMBER -> first(tag, nameEnd, "title=\"" + hidden.square() + ": " + symbol + "\"");
            case LOWER_CASE -> tag + name.toLowerCase(Locale.ROOT) + " ";
            case CODE -> tag + hidden.rank().code() + " ";
            case INLINE_JSON -> throw new IllegalStateException();
        };
        return html.substring(0, found.start()) + planted + html.substring(found.end());
    }

    /** The line a plain-text part would carry for this leak, for the forms plain text can hold. */
    public Optional<String> line(Hidden hidden, Numbering numbering) {
        String symbol = hidden.rank().symbol(numbering);
        return switch (this) {
            case NUMBER -> Optional.of("Watch " + hidden.square() + ": " + symbol);
            case LOWER_CASE -> Optional.of("Their " + hidden.rank().displayName().toLowerCase(Locale.ROOT) + " is near.");
            case CODE -> Optional.of("Near you: " + hidden.rank().code());
            case INLINE_JSON -> Optional.of("{\"square\":\"" + hidden.square() + "\",\"rank\":" + symbol + "}");
            default -> Optional.empty();
        };
    }

    private static String first(String tag, int nameEnd, String attribute) {
        return tag.substring(0, nameEnd) + " " + attribute + tag.substring(nameEnd);
    }
}
