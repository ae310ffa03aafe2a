package flagpost.web;

import flagpost.support.leaks.HtmlText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A page's board (flagpost.web.view.BoardView, inserted by flagpost.web.page.BoardSection) read back square by square, for the page tests and the leak scans. */
record BoardPage(List<String> order, Map<String, Cell> cells, String outside) {

    /**
     * One square as the page writes it. {@code others}: every attribute the page test does not read by name, as
     * {@code name="value"} pairs, so a scan can look for a rank in them too.
     */
    record Cell(String square, String classes, String targets, String label, String title, String symbol, boolean button,
            String forbidden, String others) {

        boolean has(String cssClass) {
            return (" " + classes + " ").contains(" " + cssClass + " ");
        }
    }

    /** A board drawn by the board tag (flagpost.web.view.BoardView), the only board that shows a game position; its attributes in any order. */
    static final Pattern BOARD = Pattern.compile("<div(?=[^>]*\\sclass=\"board(?: interactive)?\")(?=[^>]*\\srole=\"group\")[^>]*>.*?</div>",
            Pattern.DOTALL);
    /** A button or span with its attributes (read apart, in any order) and its text: a square when it has a data-square. */
    private static final Pattern ELEMENT = Pattern.compile("<(button|span)\\b([^>]*)>([^<]*)</\\1>");
    private static final Pattern ATTRIBUTE = Pattern.compile("\\s*([^\\s/>\"'=]+)(?:\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s>]+)))?");
    private static final Pattern SQUARE = Pattern.compile("[a-j](?:10|[1-9])");
    private static final Set<String> READ = Set.of("class", "data-square", "data-targets", "data-forbidden", "aria-label",
            "title", "type", "role");

    /** The one board of a page; fails when there is none or more than one, or when it does not show 100 squares once each. */
    static BoardPage of(String html) {
        Matcher boards = BOARD.matcher(html);
        if (!boards.find()) {
            throw new AssertionError("no board on the page");
        }
        String board = boards.group();
        if (boards.find()) {
            throw new AssertionError("more than one board on the page");
        }
        Map<String, Cell> cells = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        for (Cell read : cellsOf(board)) {
            if (cells.put(read.square(), read) != null) {
                throw new AssertionError(read.square() + " twice on the board");
            }
            order.add(read.square());
        }
        if (cells.size() != 100) {
            throw new AssertionError("the board shows " + cells.size() + " squares");
        }
        return new BoardPage(List.copyOf(order), cells, BOARD.matcher(html).replaceAll(" "));
    }

    /**
     * The squares of one board's markup, in reading order, as many as can be read (the leak scans count them). The markup
     * is parsed, not matched in one order: another attribute, or the same ones in another order, is still read.
     */
    static List<Cell> cellsOf(String board) {
        List<Cell> cells = new ArrayList<>();
        Matcher element = ELEMENT.matcher(board);
        while (element.find()) {
            Map<String, String> attributes = attributes(element.group(2));
            String square = attributes.get("data-square");
            if (square == null || !SQUARE.matcher(square).matches()) {
                continue;
            }
            StringBuilder others = new StringBuilder();
            attributes.forEach((name, value) -> {
                if (!READ.contains(name)) {
                    others.append(others.isEmpty() ? "" : " ").append(name).append("=\"").append(value).append('"');
                }
            });
            cells.add(new Cell(square, attributes.getOrDefault("class", ""), attributes.getOrDefault("data-targets", ""),
                    attributes.getOrDefault("aria-label", ""), attributes.getOrDefault("title", ""), HtmlText.unescape(element.group(3)),
                    element.group(1).equals("button"), attributes.getOrDefault("data-forbidden", ""), others.toString()));
        }
        return cells;
    }

    /** An element's attributes by name, values unescaped; a name given twice keeps its first value, as browsers do. */
    private static Map<String, String> attributes(String markup) {
        Map<String, String> attributes = new LinkedHashMap<>();
        Matcher attribute = ATTRIBUTE.matcher(markup);
        while (attribute.find()) {
            if (attribute.group(1) == null || attribute.group(1).isEmpty()) {
                continue;
            }
            String value = attribute.group(2) != null ? attribute.group(2) : attribute.group(3) != null ? attribute.group(3)
                    : attribute.group(4) != null ? attribute.group(4) : "";
            attributes.putIfAbsent(attribute.group(1).toLowerCase(Locale.ROOT), HtmlText.unescape(value));
        }
        return attributes;
    }

    Cell at(String square) {
        return cells.get(square);
    }

    /** Every square with targets a repetition rule forbids, and those targets. */
    Map<String, String> forbidden() {
        Map<String, String> forbidden = new LinkedHashMap<>();
        cells.values().stream().filter(c -> !c.forbidden().isEmpty()).forEach(c -> forbidden.put(c.square(), c.forbidden()));
        return forbidden;
    }

    /** The squares that carry {@code cssClass}, in reading order. */
    List<String> marked(String cssClass) {
        return cells.values().stream().filter(c -> c.has(cssClass)).map(Cell::square).toList();
    }

    /** Every square with targets, and its targets: what the page offers to move. */
    Map<String, String> targets() {
        Map<String, String> targets = new LinkedHashMap<>();
        cells.values().stream().filter(c -> !c.targets().isEmpty()).forEach(c -> targets.put(c.square(), c.targets()));
        return targets;
    }
}
