package flagpost.web;

import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads a page's HTML as a browser would show it and lists every place it tells a seat more than the rules let
 * it know. What the seat may know is worked out here from the true position and the moves, not from the page
 * model: a piece that fought is known from then on, a piece that moved more than one square is a known Scout,
 * a known piece stays known where it moves, and after the end everything is known.
 *
 * <ul>
 *   <li>Every element with {@code data-square} (board cells, setup cells): on a square where the seat may not
 *       know the enemy piece, no rank name, rank code or symbol in its text or attributes, and the text is "?"
 *       or empty. Inside a board ({@code div.board}) a known piece must be labelled with its true rank, so the
 *       scan notices when it reads nothing.</li>
 *   <li>Outside the cells: "Blue Marshal" or "Blue's Marshal" (the enemy side with a rank) only for enemy ranks
 *       that fought, or Scouts that made a long move.</li>
 *   <li>The history's move list (ol#moves): an enemy's quiet one-square move names no rank; a battle names only
 *       the two ranks that fought.</li>
 * </ul>
 */
final class PageLeakScan {

    private static final String RANK_NAMES = Arrays.stream(Rank.values()).map(Rank::displayName).collect(Collectors.joining("|"));
    private static final String RANK_CODES = Arrays.stream(Rank.values()).map(Rank::name).collect(Collectors.joining("|"));
    private static final Pattern ANY_RANK = Pattern.compile("\\b(" + RANK_NAMES + ")(?:s|es)?\\b|\\bSpies\\b|\\b(" + RANK_CODES + ")\\b");
    private static final Pattern SIDE_RANK = Pattern.compile("\\b(Red|Blue)(?:'s|’s)? (" + RANK_NAMES + ")\\b");
    private static final Pattern CELL = Pattern.compile("<(button|span|td|div)\\b([^>]*\\bdata-square=\"([a-j](?:10|[1-9]))\"[^>]*)>([^<]*)<");
    /** A board drawn by the board tag (templates/tags/board.html), the only board that shows a game position. */
    private static final Pattern BOARD = Pattern.compile("<div class=\"board(?: interactive)?\" role=\"group\"[^>]*>(.*?)</div>", Pattern.DOTALL);
    private static final Pattern LABEL = Pattern.compile("aria-label=\"([^\"]*)\"");
    private static final Pattern MOVES = Pattern.compile("<ol[^>]*id=\"moves\"[^>]*>(.*?)</ol>", Pattern.DOTALL);
    private static final Pattern ITEM = Pattern.compile("<li\\b[^>]*>(.*?)</li>", Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("<[^>]*>");

    /** What one seat may know after {@code ply} moves of a game. */
    record Knowledge(Side viewer, Game position, Set<Square> knownPieces, Set<Rank> enemyRanksNamed, List<Move> moves,
            List<Battle> battles, boolean everything) {

        boolean over() {
            return everything || position.isOver();
        }

        /** The same ply once the game has ended another way (resignation, time, draw): everything may be shown. */
        Knowledge afterTheEnd() {
            return new Knowledge(viewer, position, knownPieces, enemyRanksNamed, moves, battles, true);
        }

        boolean mayKnow(Square square) {
            Piece piece = position.pieceAt(square);
            return piece != null && (over() || piece.side() == viewer || knownPieces.contains(square));
        }

        /** Follows the pieces through {@code moves}; one entry per ply, 0 to moves.size(). */
        static List<Knowledge> along(Game start, List<Move> moves, Side viewer) {
            List<Knowledge> plies = new ArrayList<>();
            Set<Square> known = new HashSet<>();
            Set<Rank> named = EnumSet.noneOf(Rank.class);
            Game game = start;
            plies.add(new Knowledge(viewer, game, Set.copyOf(known), Set.copyOf(named), List.of(), List.of(), false));
            for (int i = 0; i < moves.size(); i++) {
                Move move = moves.get(i);
                Piece attacker = game.pieceAt(move.from());
                Piece defender = game.pieceAt(move.to());
                Game after = game.apply(move).gameOrThrow();
                boolean wasKnown = known.remove(move.from());
                known.remove(move.to());
                if (after.pieceAt(move.to()) != null && (defender != null || wasKnown || move.distance() > 1)) {
                    known.add(move.to());
                }
                if (defender != null) {
                    for (Piece fought : List.of(attacker, defender)) {
                        if (fought.side() != viewer) {
                            named.add(fought.rank());
                        }
                    }
                } else if (move.distance() > 1 && attacker.side() != viewer) {
                    named.add(Rank.SCOUT);
                }
                game = after;
                plies.add(new Knowledge(viewer, game, Set.copyOf(known), Set.copyOf(named), List.copyOf(moves.subList(0, i + 1)),
                        java.util.Collections.unmodifiableList(battlesOf(start, moves.subList(0, i + 1))), false));
            }
            return plies;
        }

        /** The battle of each ply (null for a quiet move). */
        private static List<Battle> battlesOf(Game start, List<Move> moves) {
            List<Battle> each = new ArrayList<>();
            Game game = start;
            for (Move move : moves) {
                Piece attacker = game.pieceAt(move.from());
                Piece defender = game.pieceAt(move.to());
                each.add(defender == null ? null : new Battle(attacker.rank(), defender.rank()));
                game = game.apply(move).gameOrThrow();
            }
            return each;
        }
    }

    /** A battle's two ranks, as the scan needs them. */
    record Battle(Rank attacker, Rank defender) {
    }

    private PageLeakScan() {
    }

    /**
     * Problems found in {@code html}; {@code boards} is how many boards the page must show (0 when it may show
     * none). An empty list means no leak.
     */
    static List<String> problems(String page, String html, Knowledge knowledge, int boards) {
        List<String> problems = new ArrayList<>();
        String where = page + " (" + knowledge.viewer() + ", ply " + knowledge.moves().size() + ")";

        int boardsSeen = 0;
        Matcher board = BOARD.matcher(html);
        while (board.find()) {
            boardsSeen++;
            int cells = 0;
            Matcher cell = CELL.matcher(board.group(1));
            while (cell.find()) {
                cells++;
                Square square = Square.parse(cell.group(3));
                Piece piece = knowledge.position().pieceAt(square);
                if (piece != null && knowledge.mayKnow(square)) {
                    Matcher label = LABEL.matcher(cell.group(2));
                    if (!label.find() || !unescape(label.group(1)).contains(piece.rank().displayName())) {
                        problems.add(where + ": " + square + " should name its " + piece.rank().displayName() + ": " + cell.group());
                    }
                }
            }
            if (cells != Square.COUNT) {
                problems.add(where + ": a board with " + cells + " squares");
            }
        }
        if (boardsSeen < boards) {
            problems.add(where + ": " + boardsSeen + " boards, expected " + boards);
        }

        Matcher cell = CELL.matcher(html);
        while (cell.find()) {
            Square square = Square.parse(cell.group(3));
            Piece piece = knowledge.position().pieceAt(square);
            if (piece == null || piece.side() == knowledge.viewer() || knowledge.mayKnow(square)) {
                continue;
            }
            String attributes = unescape(cell.group(2));
            String text = unescape(cell.group(4)).strip();
            Matcher rank = ANY_RANK.matcher(attributes + " " + text);
            if (rank.find()) {
                problems.add(where + ": unknown enemy on " + square + " shows '" + rank.group() + "': " + cell.group());
            }
            if (!text.isEmpty() && !text.equals("?")) {
                problems.add(where + ": unknown enemy on " + square + " shows the symbol '" + text + "'");
            }
        }

        String outside = unescape(TAG.matcher(CELL.matcher(html).replaceAll("<")).replaceAll(" "));
        if (!knowledge.over()) {
            String enemy = knowledge.viewer().opponent().displayName();
            Matcher named = SIDE_RANK.matcher(outside);
            while (named.find()) {
                Rank rank = rankNamed(named.group(2));
                if (named.group(1).equals(enemy) && !knowledge.enemyRanksNamed().contains(rank)) {
                    problems.add(where + ": names the enemy's " + rank.displayName() + ", which has not been shown: '" + named.group() + "'");
                }
            }
            problems.addAll(moveListProblems(where, html, knowledge));
        }
        return problems;
    }

    private static List<String> moveListProblems(String where, String html, Knowledge knowledge) {
        List<String> problems = new ArrayList<>();
        Matcher list = MOVES.matcher(html);
        if (!list.find()) {
            return problems;
        }
        List<String> items = new ArrayList<>();
        Matcher item = ITEM.matcher(list.group(1));
        while (item.find()) {
            items.add(unescape(TAG.matcher(item.group(1)).replaceAll(" ")).replaceAll("\\s+", " ").strip());
        }
        List<Move> moves = knowledge.moves();
        List<Battle> battles = knowledge.battles();
        if (items.size() < moves.size()) {
            // The history may list the whole game while showing an earlier ply; it never lists fewer.
            problems.add(where + ": the move list has " + items.size() + " entries for " + moves.size() + " moves");
            return problems;
        }
        for (int ply = 0; ply < items.size() && ply < moves.size(); ply++) {
            boolean enemyMove = (ply % 2 == 0 ? Side.RED : Side.BLUE) != knowledge.viewer();
            Set<String> allowed = new HashSet<>();
            Battle battle = battles.get(ply);
            if (battle != null) {
                allowed.add(battle.attacker().displayName());
                allowed.add(battle.defender().displayName());
            } else if (moves.get(ply).distance() > 1) {
                allowed.add(Rank.SCOUT.displayName());
            }
            if (!enemyMove && battle == null) {
                continue; // the seat's own quiet move may name its own piece
            }
            Matcher rank = ANY_RANK.matcher(items.get(ply));
            while (rank.find()) {
                String name = rank.group(1) != null ? rank.group(1) : rank.group();
                if (!allowed.contains(name)) {
                    problems.add(where + ": move " + (ply + 1) + " names a " + name + ": '" + items.get(ply) + "'");
                }
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

    static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&#x27;", "'")
                .replace("&nbsp;", " ").replace("&amp;", "&").replace('\u00a0', ' ');
    }
}
