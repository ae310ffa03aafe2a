package flagpost.web;

import flagpost.support.leaks.HtmlText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A page's board (templates/tags/board.html) read back square by square, for the page tests and the leak scans. */
record BoardPage(List<String> order, Map<String, Cell> cells, String outside) {

    record Cell(String square, String classes, String targets, String label, String title, String symbol, boolean button,
            String forbidden) {

        boolean has(String cssClass) {
            return (" " + classes + " ").contains(" " + cssClass + " ");
        }
    }

    /** A board drawn by the board tag (flagpost.web.BoardView), the only board that shows a game position. */
    static final Pattern BOARD = Pattern.compile("<div class=\"board(?: interactive)?\" role=\"group\"[^>]*>.*?</div>", Pattern.DOTALL);
    private static final Pattern CELL = Pattern.compile("<(button|span)(?: type=\"button\")? class=\"(sq[^\"]*)\" "
            + "data-square=\"([a-j](?:10|[1-9]))\"(?: data-targets=\"([^\"]*)\")?(?: data-forbidden=\"([^\"]*)\")?(?: role=\"img\")? "
            + "aria-label=\"([^\"]*)\" title=\"([^\"]*)\">([^<]*)</\\1>");

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

    /** The squares of one board's markup, in reading order, as many as can be read (the leak scans count them). */
    static List<Cell> cellsOf(String board) {
        List<Cell> cells = new ArrayList<>();
        Matcher cell = CELL.matcher(board);
        while (cell.find()) {
            cells.add(new Cell(cell.group(3), cell.group(2), cell.group(4) == null ? "" : cell.group(4), HtmlText.unescape(cell.group(6)),
                    HtmlText.unescape(cell.group(7)), HtmlText.unescape(cell.group(8)), cell.group(1).equals("button"),
                    cell.group(5) == null ? "" : cell.group(5)));
        }
        return cells;
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
