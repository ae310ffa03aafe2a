package flagpost.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A page's board (templates/tags/board.html) read back square by square, for the page tests. */
record BoardPage(List<String> order, Map<String, Cell> cells, String outside) {

    record Cell(String square, String classes, String targets, String label, String symbol, boolean button) {

        boolean has(String cssClass) {
            return (" " + classes + " ").contains(" " + cssClass + " ");
        }
    }

    static final Pattern BOARD = Pattern.compile("<div class=\"board[^\"]*\"[^>]*>.*?</div>", Pattern.DOTALL);
    private static final Pattern CELL = Pattern.compile("<(button|span)(?: type=\"button\")? class=\"(sq[^\"]*)\" "
            + "data-square=\"([a-j](?:10|[1-9]))\"(?: data-targets=\"([^\"]*)\")?(?: role=\"img\")? aria-label=\"([^\"]*)\" "
            + "title=\"[^\"]*\">([^<]*)</\\1>");

    /** The one board of a page; fails when there is none or more than one. */
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
        Matcher cell = CELL.matcher(board);
        while (cell.find()) {
            Cell read = new Cell(cell.group(3), cell.group(2), cell.group(4) == null ? "" : cell.group(4),
                    flagpost.mail.LeakCheck.unescape(cell.group(5)), flagpost.mail.LeakCheck.unescape(cell.group(6)),
                    cell.group(1).equals("button"));
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

    Cell at(String square) {
        return cells.get(square);
    }

    /** Every square with targets, and its targets: what the page offers to move. */
    Map<String, String> targets() {
        Map<String, String> targets = new LinkedHashMap<>();
        cells.values().stream().filter(c -> !c.targets().isEmpty()).forEach(c -> targets.put(c.square(), c.targets()));
        return targets;
    }
}
