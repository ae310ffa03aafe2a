package flagpost.rules;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything one player may know about a game at one moment (docs/RULES.md §8), and nothing more. Pages,
 * emails, the API and exports render only this: it is the one place where hidden ranks are dropped.
 *
 * <p>A spectator's view ({@link Game#spectatorView()}) has no viewer: it shows what is public, which is what each
 * seat knows of the other side, so every piece of both sides is shown as the opponent of its owner sees it
 * (revealed in battle, known as a Scout, or unknown), and everything once the game is over. Its board is drawn
 * from Red's chair ({@link #chair()}).
 *
 * <p>Two views are equal when they tell the same: the same viewer, and everything they expose alike. Pages rendered from
 * equal views are the same page, which is what lets the web layer answer a reload with the page it rendered before.
 */
public final class PlayerView {

    private final Side viewer;
    private final Variant variant;
    private final GameOptions options;
    private final int ply;
    private final Side sideToMove;
    private final Result result;
    private final ViewPiece[] board;
    private final BothSides<PlayedMove> lastMoves;
    private final List<PlayedMove> battles;
    private final BothSides<Map<Rank, Integer>> captured;
    private final Setup ownSetup;
    private final Setup opponentSetup;
    private final BothSides<Setup> setups;

    /** {@code viewer} null: a spectator, who knows only what is public. */
    private PlayerView(Game game, Side viewer) {
        this.viewer = viewer;
        this.variant = game.variant();
        this.options = game.options();
        this.ply = game.ply();
        this.sideToMove = game.sideToMove();
        this.result = game.result();
        boolean everythingRevealed = game.isOver();
        this.board = new ViewPiece[Square.COUNT];
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = game.cell(i);
            if (cell == 0) {
                continue;
            }
            Side owner = Cells.side(cell);
            boolean moved = (cell & Cells.MOVED) != 0;
            boolean revealed = (cell & Cells.REVEALED) != 0;
            boolean knownScout = (cell & Cells.KNOWN_SCOUT) != 0;
            boolean rankVisible = (viewer != null && owner == viewer) || revealed || knownScout || everythingRevealed;
            board[i] = new ViewPiece(owner, rankVisible ? Cells.rank(cell) : null, moved, revealed, knownScout);
        }
        this.lastMoves = BothSides.each(game::lastMove);
        this.battles = game.battles();
        this.captured = BothSides.each(game::captured);
        this.setups = BothSides.each(side -> side == viewer || everythingRevealed ? game.setup(side) : null);
        this.ownSetup = viewer == null ? null : setups.get(viewer);
        this.opponentSetup = viewer == null ? null : setups.get(viewer.opponent());
    }

    static PlayerView of(Game game, Side viewer) {
        return new PlayerView(game, viewer);
    }

    static PlayerView ofSpectator(Game game) {
        return new PlayerView(game, null);
    }

    /** The seat this view belongs to; null for a spectator's view. */
    public Side viewer() {
        return viewer;
    }

    public boolean isSpectator() {
        return viewer == null;
    }

    /** The seat the board is drawn from ({@link BoardLayout}): the viewer's, and Red's for a spectator. */
    public Side chair() {
        return viewer == null ? Side.RED : viewer;
    }

    public Variant variant() {
        return variant;
    }

    public GameOptions options() {
        return options;
    }

    public int ply() {
        return ply;
    }

    public Side sideToMove() {
        return sideToMove;
    }

    public boolean isViewersTurn() {
        return result == null && sideToMove == viewer;
    }

    public boolean isOver() {
        return result != null;
    }

    /** Null while the game goes on. */
    public Result result() {
        return result;
    }

    /** The piece on a square as the viewer sees it, or null for an empty square. */
    public ViewPiece pieceAt(Square square) {
        return board[square.index()];
    }

    public PlayedMove lastMove(Side side) {
        return lastMoves.get(side);
    }

    /** The most recent move of either side (the one made by the side not to move), or null before the first. */
    public PlayedMove latestMove() {
        return lastMoves.get(sideToMove.opponent());
    }

    /** Every battle so far, oldest first; both ranks of a battle are known to both players. */
    public List<PlayedMove> battles() {
        return battles;
    }

    /** The pieces this side has lost, by rank. */
    public Map<Rank, Integer> captured(Side side) {
        return captured.get(side);
    }

    public Setup ownSetup() {
        return ownSetup;
    }

    /** The opponent's setup, only once the game is over; null before (and always for a spectator: see {@link #setup}). */
    public Setup opponentSetup() {
        return opponentSetup;
    }

    /** A side's setup if the viewer may know it: the viewer's own, and both once the game is over; null otherwise. */
    public Setup setup(Side side) {
        return setups.get(side);
    }

    /**
     * Equal when everything the view exposes is equal: a value, not an identity, so that the page of an unchanged game is
     * known to be unchanged. The board array is compared element by element; the own and opponent's setups follow from
     * {@code setups} and the viewer.
     */
    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        return other instanceof PlayerView that && viewer == that.viewer && variant == that.variant && ply == that.ply
                && sideToMove == that.sideToMove && Objects.equals(options, that.options) && Objects.equals(result, that.result)
                && Arrays.equals(board, that.board) && lastMoves.equals(that.lastMoves) && Objects.equals(battles, that.battles)
                && captured.equals(that.captured) && setups.equals(that.setups);
    }

    @Override
    public int hashCode() {
        return Objects.hash(viewer, variant, ply, sideToMove, options, result, Arrays.hashCode(board), lastMoves, battles, captured, setups);
    }
}
