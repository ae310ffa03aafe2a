package flagpost.mail;

import flagpost.rules.BattleOutcome;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks an email against what its recipient may know (docs/RULES.md §8), worked out here from the
 * setups and the moves alone, not from {@link flagpost.rules.PlayerView}: the pieces are followed
 * square by square, a piece that fought is known from then on, a piece that moved more than one
 * square is a known Scout, and after the end everything is known.
 *
 * <p>Both boards are read back cell by cell and must show exactly what may be known: own pieces with
 * their rank, known enemy pieces with theirs, every other enemy piece as unknown ({@code ?}). Outside
 * the boards (and their fixed legends), a rank may be named only if a piece of that rank has fought.
 * An empty list means no leak was found.
 *
 * <p>{@link Knowledge} and {@link #nameProblems} are public for the page leak scan
 * ({@code flagpost.web.PageLeakCheck}), which reads the pages' boards with its own parser.
 */
public final class LeakCheck {

    private static final Pattern RANK_NAME;
    private static final Pattern FILES_LINE = Pattern.compile("^ {4}(?: {3}[a-j] ){10}\\s*$");
    private static final Pattern TEXT_ROW = Pattern.compile("^ {0,2}(\\d{1,2}) (.{50}) (\\d{1,2})$");
    private static final Pattern BOARD_TABLE = Pattern.compile("<table[^>]*aria-label=\"The board[^>]*>.*?</table>", Pattern.DOTALL);
    private static final Pattern HTML_CELL = Pattern.compile("<td title=\"([a-j](?:10|[1-9])): ([^\"]*)\"[^>]*>(.*?)</td>",
            Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("<[^>]*>");

    static {
        List<String> names = new ArrayList<>();
        for (Rank rank : Rank.values()) {
            names.add(rank.displayName());
        }
        RANK_NAME = Pattern.compile("\\b(" + String.join("|", names) + ")(?:s|es)?\\b|\\bSpies\\b");
    }

    private LeakCheck() {
    }

    /** What one seat may know after {@code ply} moves. */
    public record Knowledge(Side viewer, boolean everything, Map<Square, Piece> board, Set<Square> knownEnemy, Set<Rank> foughtRanks) {

        /**
         * Follows the pieces through the first {@code ply} moves. {@code everything} is for the mail that
         * ends the game, which may show every piece. Cross-checked against the rules engine's board, so
         * a mistake here cannot make the check pass quietly.
         */
        public static Knowledge of(Setup red, Setup blue, List<Move> moves, int ply, Side viewer, boolean everything) {
            Map<Square, Integer> idAt = new HashMap<>();
            List<Piece> pieces = new ArrayList<>();
            List<Boolean> known = new ArrayList<>();
            for (Setup setup : List.of(red, blue)) {
                setup.placement().forEach((square, rank) -> {
                    idAt.put(square, pieces.size());
                    pieces.add(Piece.of(setup.side(), rank));
                    known.add(false);
                });
            }
            Set<Rank> fought = EnumSet.noneOf(Rank.class);
            for (Move move : moves.subList(0, ply)) {
                Integer attacker = idAt.remove(move.from());
                if (attacker == null) {
                    throw new IllegalStateException("no piece on " + move.from() + " for " + move);
                }
                Integer defender = idAt.get(move.to());
                if (defender == null) {
                    idAt.put(move.to(), attacker);
                    if (move.distance() > 1) {
                        known.set(attacker, true);
                    }
                    continue;
                }
                known.set(attacker, true);
                known.set(defender, true);
                fought.add(pieces.get(attacker).rank());
                fought.add(pieces.get(defender).rank());
                BattleOutcome outcome = Rank.battle(pieces.get(attacker).rank(), pieces.get(defender).rank());
                switch (outcome) {
                    case ATTACKER_WINS -> idAt.put(move.to(), attacker);
                    case DEFENDER_WINS -> {
                    }
                    case BOTH_REMOVED -> idAt.remove(move.to());
                }
            }
            Map<Square, Piece> board = new HashMap<>();
            Set<Square> knownEnemy = new HashSet<>();
            idAt.forEach((square, id) -> {
                board.put(square, pieces.get(id));
                if (pieces.get(id).side() != viewer && known.get(id)) {
                    knownEnemy.add(square);
                }
            });
            Game engine = Game.replay(red, blue, GameOptions.DEFAULT, moves.subList(0, ply));
            for (int i = 0; i < Square.COUNT; i++) {
                Square square = Square.of(i);
                if (!java.util.Objects.equals(engine.pieceAt(square), board.get(square))) {
                    throw new IllegalStateException("tracker and engine disagree on " + square + " after " + ply + " moves");
                }
            }
            return new Knowledge(viewer, everything, board, knownEnemy, fought);
        }

        public boolean mayKnow(Square square) {
            Piece piece = board.get(square);
            return piece != null && (everything || piece.side() == viewer || knownEnemy.contains(square));
        }

        /** Enemy pieces on the board whose rank the viewer does not know. */
        public int unknownEnemies() {
            return everything ? 0 : (int) board.entrySet().stream()
                    .filter(e -> e.getValue().side() != viewer && !knownEnemy.contains(e.getKey())).count();
        }

        public boolean mayName(Rank rank) {
            return everything || foughtRanks.contains(rank);
        }
    }

    /** Both parts; {@code boards} is how many boards the mail should show (0 or 1). */
    static List<String> problems(Knowledge knowledge, MailMessage mail, Numbering numbering, int boards) {
        List<String> problems = new ArrayList<>();
        problems.addAll(textProblems(knowledge, mail.text(), numbering, boards));
        problems.addAll(htmlProblems(knowledge, mail.html(), numbering, boards));
        return problems;
    }

    // --- Text ---------------------------------------------------------------------------------------

    static List<String> textProblems(Knowledge knowledge, String text, Numbering numbering, int boards) {
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        StringBuilder outside = new StringBuilder();
        int boardsSeen = 0;
        for (int i = 0; i < lines.length; i++) {
            if (FILES_LINE.matcher(lines[i]).matches() && i + 11 < lines.length && FILES_LINE.matcher(lines[i + 11]).matches()) {
                boardsSeen++;
                problems.addAll(textBoardProblems(knowledge, lines, i, numbering));
                i += 11;
                continue;
            }
            if (TEXT_ROW.matcher(lines[i]).matches()) {
                problems.add("text: a board row outside a whole board: " + lines[i]);
            }
            outside.append(lines[i]).append('\n');
        }
        if (boardsSeen != boards) {
            problems.add("text: " + boardsSeen + " boards, expected " + boards);
        }
        problems.addAll(nameProblems("text", knowledge, outside.toString().replace(flagpost.rules.AsciiBoard.legend(numbering), "")));
        return problems;
    }

    private static List<String> textBoardProblems(Knowledge knowledge, String[] lines, int header, Numbering numbering) {
        List<String> problems = new ArrayList<>();
        char[] files = new char[10];
        for (int column = 0; column < 10; column++) {
            files[column] = lines[header].charAt(4 + column * 5 + 3);
        }
        if (files[0] != (knowledge.viewer() == Side.RED ? 'a' : 'j')) {
            problems.add("text: board not seen from " + knowledge.viewer() + "'s chair (first file " + files[0] + ")");
        }
        int unknownShown = 0;
        Set<Square> seen = new HashSet<>();
        for (int row = 1; row <= 10; row++) {
            Matcher matcher = TEXT_ROW.matcher(lines[header + row]);
            if (!matcher.matches()) {
                problems.add("text: not a board row: " + lines[header + row]);
                continue;
            }
            int rank = Integer.parseInt(matcher.group(1));
            int expectedRank = knowledge.viewer() == Side.RED ? 11 - row : row;
            if (rank != expectedRank || Integer.parseInt(matcher.group(3)) != rank) {
                problems.add("text: row " + row + " is rank " + rank + ", expected " + expectedRank);
            }
            for (int column = 0; column < 10; column++) {
                Square square = Square.at(files[column] - 'a', rank);
                seen.add(square);
                String cell = matcher.group(2).substring(column * 5 + 1, column * 5 + 5);
                String expected = expectedTextCell(knowledge, square, numbering);
                if (cell.equals("[ ?]") || cell.equals("[?m]")) {
                    unknownShown++;
                    if (!"[?]".equals(expected)) {
                        problems.add("text: " + square + " shows " + cell + ", expected " + expected);
                    }
                } else if (!cell.equals(expected)) {
                    problems.add("text: " + square + " shows '" + cell + "', expected '" + expected + "'");
                }
            }
        }
        if (seen.size() != Square.COUNT) {
            problems.add("text: the board shows " + seen.size() + " distinct squares");
        }
        if (unknownShown != knowledge.unknownEnemies()) {
            problems.add("text: " + unknownShown + " unknown enemy cells, the recipient knows " + knowledge.unknownEnemies() + " enemies only as unknown");
        }
        return problems;
    }

    /** The cell as it must be; "[?]" stands for either unknown-enemy form. */
    private static String expectedTextCell(Knowledge knowledge, Square square, Numbering numbering) {
        if (square.isLake()) {
            return " ~~ ";
        }
        Piece piece = knowledge.board().get(square);
        if (piece == null) {
            return "  . ";
        }
        if (piece.side() == knowledge.viewer()) {
            return String.format(" %2s ", piece.rank().symbol(numbering));
        }
        return knowledge.mayKnow(square) ? String.format("[%2s]", piece.rank().symbol(numbering)) : "[?]";
    }

    // --- HTML ---------------------------------------------------------------------------------------

    static List<String> htmlProblems(Knowledge knowledge, String html, Numbering numbering, int boards) {
        List<String> problems = new ArrayList<>();
        Matcher tables = BOARD_TABLE.matcher(html);
        int boardsSeen = 0;
        while (tables.find()) {
            boardsSeen++;
            problems.addAll(htmlBoardProblems(knowledge, tables.group(), numbering));
        }
        if (boardsSeen != boards) {
            problems.add("html: " + boardsSeen + " boards, expected " + boards);
        }
        String outside = BOARD_TABLE.matcher(html).replaceAll(" ").replace(HtmlBoard.legend(numbering), " ");
        if (HTML_CELL.matcher(outside).find()) {
            problems.add("html: a board square outside a board table");
        }
        problems.addAll(nameProblems("html", knowledge, unescape(TAG.matcher(outside).replaceAll(" "))));
        return problems;
    }

    private static List<String> htmlBoardProblems(Knowledge knowledge, String table, Numbering numbering) {
        List<String> problems = new ArrayList<>();
        Matcher cells = HTML_CELL.matcher(table);
        Set<Square> seen = new HashSet<>();
        int unknownShown = 0;
        List<Square> order = new ArrayList<>();
        while (cells.find()) {
            Square square = Square.parse(cells.group(1));
            order.add(square);
            if (!seen.add(square)) {
                problems.add("html: " + square + " twice");
            }
            String title = unescape(cells.group(2)).replaceAll(", latest move \\((from|to)\\)$", "");
            String shown = unescape(TAG.matcher(cells.group(3)).replaceAll("")).strip();
            String[] expected = expectedHtmlCell(knowledge, square, numbering);
            if (title.endsWith(HtmlBoard.UNKNOWN) || title.endsWith(HtmlBoard.UNKNOWN + ", has moved")) {
                unknownShown++;
            }
            boolean unknownForm = expected[0].equals("?");
            boolean titleOk = unknownForm
                    ? title.equals(expected[1]) || title.equals(expected[1] + ", has moved")
                    : title.equals(expected[1]);
            boolean shownOk = unknownForm ? shown.equals("?") || shown.equals("?m") : shown.equals(expected[0]);
            if (!titleOk || !shownOk) {
                problems.add("html: " + square + " shows '" + shown + "' titled '" + title + "', expected '" + expected[0] + "' titled '"
                        + expected[1] + "'");
            }
        }
        if (seen.size() != Square.COUNT) {
            problems.add("html: the board shows " + seen.size() + " squares");
        } else {
            Square topLeft = order.get(0);
            Square expectedTopLeft = knowledge.viewer() == Side.RED ? Square.parse("a10") : Square.parse("j1");
            if (topLeft != expectedTopLeft) {
                problems.add("html: board not seen from " + knowledge.viewer() + "'s chair (top left " + topLeft + ")");
            }
        }
        if (unknownShown != knowledge.unknownEnemies()) {
            problems.add("html: " + unknownShown + " unknown enemy cells, the recipient knows " + knowledge.unknownEnemies() + " enemies only as unknown");
        }
        return problems;
    }

    /** {shown, title}; shown "?" stands for either unknown-enemy form. */
    private static String[] expectedHtmlCell(Knowledge knowledge, Square square, Numbering numbering) {
        if (square.isLake()) {
            return new String[] {"~", "lake"};
        }
        Piece piece = knowledge.board().get(square);
        if (piece == null) {
            return new String[] {"", "empty"};
        }
        if (piece.side() == knowledge.viewer()) {
            return new String[] {piece.rank().symbol(numbering), "your " + piece.rank().displayName()};
        }
        if (knowledge.mayKnow(square)) {
            return new String[] {piece.rank().symbol(numbering), piece.side().displayName() + " " + piece.rank().displayName()};
        }
        return new String[] {"?", piece.side().displayName() + " " + HtmlBoard.UNKNOWN};
    }

    // --- Words outside the boards -------------------------------------------------------------------

    public static List<String> nameProblems(String part, Knowledge knowledge, String outsideBoards) {
        List<String> problems = new ArrayList<>();
        Matcher names = RANK_NAME.matcher(outsideBoards);
        while (names.find()) {
            String word = names.group();
            Rank rank = word.equals("Spies") ? Rank.SPY : rankNamed(names.group(1));
            if (!knowledge.mayName(rank)) {
                int from = Math.max(0, names.start() - 40);
                int to = Math.min(outsideBoards.length(), names.end() + 40);
                problems.add(part + ": names a " + rank.displayName() + ", but no " + rank.displayName() + " has fought: …"
                        + outsideBoards.substring(from, to).replace('\n', ' ') + "…");
            }
        }
        return problems;
    }

    private static Rank rankNamed(String name) {
        for (Rank rank : Rank.values()) {
            if (rank.displayName().equals(name)) {
                return rank;
            }
        }
        throw new IllegalArgumentException(name);
    }

    public static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&#x27;", "'")
                .replace("&nbsp;", " ").replace("&amp;", "&");
    }
}
