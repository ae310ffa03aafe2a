package flagpost.support.leaks;

import flagpost.rules.BattleOutcome;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What one seat, or a spectator ({@code viewer} null, {@link #publicAlong}), may know after some moves (docs/RULES.md
 * §8), worked out from the setups and the moves alone,
 * never from {@link flagpost.rules.PlayerView} or any other view code: the pieces are followed square by square,
 * a piece that fought is known from then on, a piece that moved more than one square is a known Scout, a known
 * piece stays known where it moves, and with {@code everything} (the game is over) every piece is known.
 *
 * <p>The one tracker of the mail, page and API leak scans. The board it follows is cross-checked against the
 * rules engine after every move, so a mistake here cannot make a scan pass quietly.
 *
 * @param board        the true position: every piece on the board
 * @param known        squares whose piece either side knows (it fought, or made a long move), of both sides
 * @param foughtRanks  ranks, of either side, that have fought: the only ranks a mail or board page may name in
 *                     words outside its board
 * @param ranksShown   each side's ranks the other side (and so the public) has seen: in a battle, or a Scout's long move
 * @param moves        the moves so far ({@code moves.size()} is the ply)
 * @param battles      each move's battle, null for a quiet move
 */
public record Knowledge(Side viewer, boolean everything, Map<Square, Piece> board, Set<Square> known, Set<Rank> foughtRanks,
        Map<Side, Set<Rank>> ranksShown, List<Move> moves, List<Battle> battles) {

    /** A battle's two ranks. */
    public record Battle(Rank attacker, Rank defender) {
    }

    /**
     * After the first {@code ply} moves. {@code everything} is for what ends the game (the last mail, a finished
     * game's pages), which may show every piece: it is the caller's to say, so a board drawn from a finished game
     * where it should not be is still caught.
     */
    public static Knowledge of(Setup red, Setup blue, List<Move> moves, int ply, Side viewer, boolean everything) {
        Tracker tracker = new Tracker(red, blue, viewer);
        for (Move move : moves.subList(0, ply)) {
            tracker.play(move);
        }
        return tracker.now(everything);
    }

    /**
     * One entry per ply, 0 to {@code moves.size()}; each knows everything exactly when the game is over at that
     * ply (a page shows a finished game whole). {@link #afterTheEnd()} is for a game ended off the board.
     */
    public static List<Knowledge> along(Setup red, Setup blue, List<Move> moves, Side viewer) {
        Tracker tracker = new Tracker(red, blue, viewer);
        List<Knowledge> plies = new ArrayList<>();
        plies.add(tracker.now(tracker.engine.isOver()));
        for (Move move : moves) {
            tracker.play(move);
            plies.add(tracker.now(tracker.engine.isOver()));
        }
        return plies;
    }

    /**
     * What a spectator may know at each ply, 0 to {@code moves.size()}: only what is public, which is what each seat
     * knows of the other side; no piece is the spectator's own. As {@link #along}, each knows everything once the game
     * is over at that ply.
     */
    public static List<Knowledge> publicAlong(Setup red, Setup blue, List<Move> moves) {
        return along(red, blue, moves, null);
    }

    /** The same ply once the game has ended another way (resignation, time, draw): everything may be shown. */
    public Knowledge afterTheEnd() {
        return new Knowledge(viewer, true, board, known, foughtRanks, ranksShown, moves, battles);
    }

    /** A spectator's knowledge: only what is public. */
    public boolean isSpectator() {
        return viewer == null;
    }

    /** The seat a board of this knowledge is drawn from: the viewer's, and Red's for a spectator. */
    public Side seat() {
        return viewer == null ? Side.RED : viewer;
    }

    /** The enemy's ranks the seat has seen; for a spectator, every rank either side has shown. */
    public Set<Rank> enemyRanksShown() {
        Set<Rank> shown = EnumSet.noneOf(Rank.class);
        ranksShown.forEach((side, ranks) -> {
            if (side != viewer) {
                shown.addAll(ranks);
            }
        });
        return Set.copyOf(shown);
    }

    public int ply() {
        return moves.size();
    }

    public Piece pieceAt(Square square) {
        return board.get(square);
    }

    /** There is a piece on {@code square} and the seat may know its rank. */
    public boolean mayKnow(Square square) {
        Piece piece = board.get(square);
        return piece != null && (everything || piece.side() == viewer || known.contains(square));
    }

    /** Enemy pieces on the board whose rank the seat does not know. */
    public int unknownEnemies() {
        return everything ? 0 : (int) board.entrySet().stream()
                .filter(e -> e.getValue().side() != viewer && !known.contains(e.getKey())).count();
    }

    /** A rank may be named in words outside the boards only once a piece of that rank has fought. */
    public boolean mayName(Rank rank) {
        return everything || foughtRanks.contains(rank);
    }

    /** Follows every piece by identity through the moves, beside the engine it is checked against. */
    private static final class Tracker {

        private final Side viewer;
        private final Map<Square, Integer> idAt = new HashMap<>();
        private final List<Piece> pieces = new ArrayList<>();
        private final List<Boolean> known = new ArrayList<>();
        private final Set<Rank> fought = EnumSet.noneOf(Rank.class);
        private final Map<Side, Set<Rank>> shown = Map.of(Side.RED, EnumSet.noneOf(Rank.class), Side.BLUE, EnumSet.noneOf(Rank.class));
        private final List<Move> moves = new ArrayList<>();
        private final List<Battle> battles = new ArrayList<>();
        private Game engine;

        Tracker(Setup red, Setup blue, Side viewer) {
            this.viewer = viewer;
            for (Setup setup : List.of(red, blue)) {
                setup.placement().forEach((square, rank) -> {
                    idAt.put(square, pieces.size());
                    pieces.add(Piece.of(setup.side(), rank));
                    known.add(false);
                });
            }
            engine = Game.start(red, blue, GameOptions.DEFAULT);
            crossCheck();
        }

        void play(Move move) {
            Integer attacker = idAt.remove(move.from());
            if (attacker == null) {
                throw new IllegalStateException("no piece on " + move.from() + " for " + move);
            }
            Integer defender = idAt.get(move.to());
            if (defender == null) {
                idAt.put(move.to(), attacker);
                if (move.distance() > 1) {
                    known.set(attacker, true);
                    shown.get(pieces.get(attacker).side()).add(Rank.SCOUT);
                }
                battles.add(null);
            } else {
                known.set(attacker, true);
                known.set(defender, true);
                for (int id : List.of(attacker, defender)) {
                    fought.add(pieces.get(id).rank());
                    shown.get(pieces.get(id).side()).add(pieces.get(id).rank());
                }
                Rank a = pieces.get(attacker).rank();
                Rank d = pieces.get(defender).rank();
                battles.add(new Battle(a, d));
                BattleOutcome outcome = Rank.battle(a, d);
                switch (outcome) {
                    case ATTACKER_WINS -> idAt.put(move.to(), attacker);
                    case DEFENDER_WINS -> {
                    }
                    case BOTH_REMOVED -> idAt.remove(move.to());
                }
            }
            moves.add(move);
            engine = engine.apply(move).gameOrThrow();
            crossCheck();
        }

        private void crossCheck() {
            for (int i = 0; i < Square.COUNT; i++) {
                Square square = Square.of(i);
                Integer id = idAt.get(square);
                if (!Objects.equals(engine.pieceAt(square), id == null ? null : pieces.get(id))) {
                    throw new IllegalStateException("tracker and engine disagree on " + square + " after " + moves.size() + " moves");
                }
            }
        }

        Knowledge now(boolean everything) {
            Map<Square, Piece> board = new HashMap<>();
            Set<Square> knownSquares = new HashSet<>();
            idAt.forEach((square, id) -> {
                board.put(square, pieces.get(id));
                if (known.get(id)) {
                    knownSquares.add(square);
                }
            });
            return new Knowledge(viewer, everything, Map.copyOf(board), Set.copyOf(knownSquares), Set.copyOf(fought),
                    Map.of(Side.RED, Set.copyOf(shown.get(Side.RED)), Side.BLUE, Set.copyOf(shown.get(Side.BLUE))), List.copyOf(moves), Collections.unmodifiableList(new ArrayList<>(battles)));
        }
    }
}
