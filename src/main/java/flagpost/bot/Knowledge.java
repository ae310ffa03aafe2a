package flagpost.bot;

import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What one seat knows, read from its {@link PlayerView} alone: its own pieces, the enemy pieces whose rank is known
 * (revealed in battle, or Scouts seen moving far), the enemy pieces whose rank is not (and which of them have moved,
 * so are neither Bomb nor Flag), and the ranks those unknown pieces must be: the enemy's army less its losses and
 * the ranks already in sight. {@link #sample} fills the unknown pieces with one assignment of those ranks that fits
 * all of it.
 */
final class Knowledge {

    /**
     * Set in {@link #seen} on an enemy piece of unknown rank, so that a Red one (no side bit, rank bits 0, maybe no
     * other bit) is never taken for an empty square; cleared in a sample, which fills in the rank.
     */
    static final int UNKNOWN = 0x80;

    final int me;
    final int enemy;
    final boolean scoutAttacksAtRange;
    final int ply;
    /** The board as the seat sees it, unknown enemy pieces with rank bits 0 and {@link #UNKNOWN}. */
    final byte[] seen;
    final int[] unknownUnmoved;
    final int[] unknownMoved;
    /** How many of the unknown enemy pieces have each rank. */
    final int[] hiddenCounts;
    /** Ply of the latest battle, 0 if none. */
    final int lastBattlePly;

    private Knowledge(int me, boolean scoutAttacksAtRange, int ply, byte[] seen, int[] unknownUnmoved, int[] unknownMoved,
            int[] hiddenCounts, int lastBattlePly) {
        this.me = me;
        this.enemy = 1 - me;
        this.scoutAttacksAtRange = scoutAttacksAtRange;
        this.ply = ply;
        this.seen = seen;
        this.unknownUnmoved = unknownUnmoved;
        this.unknownMoved = unknownMoved;
        this.hiddenCounts = hiddenCounts;
        this.lastBattlePly = lastBattlePly;
    }

    static Knowledge of(PlayerView view) {
        Side viewer = view.viewer();
        if (viewer == null) {
            throw new IllegalArgumentException("the computer plays a seat; a spectator's view has none");
        }
        int me = Board.side(viewer);
        Side enemySide = viewer.opponent();
        int[] hidden = new int[Board.RANKS];
        for (Rank rank : Rank.values()) {
            hidden[rank.ordinal()] = view.variant().count(rank);
        }
        for (Map.Entry<Rank, Integer> lost : view.captured(enemySide).entrySet()) {
            hidden[lost.getKey().ordinal()] -= lost.getValue();
        }
        byte[] seen = new byte[Square.COUNT];
        int[] unmoved = new int[Square.COUNT];
        int[] moved = new int[Square.COUNT];
        int unmovedCount = 0;
        int movedCount = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            ViewPiece piece = view.pieceAt(Square.of(i));
            if (piece == null) {
                continue;
            }
            int owner = Board.side(piece.side());
            int flags = (owner == 1 ? Board.BLUE : 0) | (piece.moved() ? Board.MOVED : 0)
                    | (piece.revealed() || piece.knownScout() ? Board.REVEALED : 0);
            if (piece.isRankKnown()) {
                seen[i] = (byte) (flags | (piece.rank().ordinal() + 1));
                if (owner != me) {
                    hidden[piece.rank().ordinal()]--;
                }
            } else {
                seen[i] = (byte) (flags | UNKNOWN);
                if (piece.moved()) {
                    moved[movedCount++] = i;
                } else {
                    unmoved[unmovedCount++] = i;
                }
            }
        }
        for (int i = 0; i < hidden.length; i++) {
            hidden[i] = Math.max(0, hidden[i]);
        }
        int lastBattle = view.battles().isEmpty() ? 0 : view.battles().get(view.battles().size() - 1).ply();
        return new Knowledge(me, view.options().scoutAttacksAtRange(), view.ply(), seen,
                Arrays.copyOf(unmoved, unmovedCount), Arrays.copyOf(moved, movedCount), hidden, lastBattle);
    }

    int unknownCount() {
        return unknownUnmoved.length + unknownMoved.length;
    }

    /** The rank on a square if the seat knows it, else −1 (and −1 for an empty square). */
    int knownRank(int square) {
        int cell = seen[square];
        return cell == 0 || (cell & Board.RANK_MASK) == 0 ? -1 : Board.rank(cell);
    }

    /**
     * One imagined position that agrees with everything the seat knows. The Flag goes to an unmoved piece, likelier
     * near the enemy's back row and among other unmoved pieces; Bombs to unmoved pieces, likelier beside that Flag;
     * the other ranks are shuffled over the remaining unknown pieces, moved or not.
     */
    Board sample(SplittableRandom random) {
        byte[] cells = seen.clone();
        int[] candidates = unknownUnmoved.clone();
        int open = candidates.length;
        int flagSquare = -1;
        if (hiddenCounts[Board.FLAG] > 0 && open > 0) {
            int pick = weightedPick(candidates, open, random, square -> flagWeight(square));
            flagSquare = candidates[pick];
            cells[flagSquare] = reveal(cells[flagSquare], Board.FLAG);
            candidates[pick] = candidates[--open];
        }
        final int flag = flagSquare;
        for (int bomb = 0; bomb < hiddenCounts[Board.BOMB] && open > 0; bomb++) {
            int pick = weightedPick(candidates, open, random, square -> bombWeight(square, flag));
            cells[candidates[pick]] = reveal(cells[candidates[pick]], Board.BOMB);
            candidates[pick] = candidates[--open];
        }
        int[] rest = new int[open + unknownMoved.length];
        System.arraycopy(candidates, 0, rest, 0, open);
        System.arraycopy(unknownMoved, 0, rest, open, unknownMoved.length);
        int[] ranks = new int[rest.length];
        int filled = 0;
        for (int rank = 0; rank < Board.RANKS && filled < ranks.length; rank++) {
            if (rank == Board.BOMB || rank == Board.FLAG) {
                continue;
            }
            for (int i = 0; i < hiddenCounts[rank] && filled < ranks.length; i++) {
                ranks[filled++] = rank;
            }
        }
        // A view always accounts for every unknown piece; should one be left over, it is taken for a Scout.
        while (filled < ranks.length) {
            ranks[filled++] = Board.SCOUT;
        }
        for (int i = ranks.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = ranks[i];
            ranks[i] = ranks[j];
            ranks[j] = swap;
        }
        for (int i = 0; i < rest.length; i++) {
            cells[rest[i]] = reveal(cells[rest[i]], ranks[i]);
        }
        return new Board(cells, me, scoutAttacksAtRange);
    }

    /** An unknown piece's cell with the sample's rank in it. */
    private static byte reveal(byte cell, int rank) {
        return (byte) ((cell & ~UNKNOWN) | (rank + 1));
    }

    private interface Weight {
        int of(int square);
    }

    private static int weightedPick(int[] candidates, int count, SplittableRandom random, Weight weight) {
        int total = 0;
        for (int i = 0; i < count; i++) {
            total += weight.of(candidates[i]);
        }
        int ticket = random.nextInt(total);
        for (int i = 0; i < count; i++) {
            ticket -= weight.of(candidates[i]);
            if (ticket < 0) {
                return i;
            }
        }
        return count - 1;
    }

    /** Flags stand on the back row far more often than not, and are walled in by pieces that never move. */
    private int flagWeight(int square) {
        int row = Board.rowFrom(enemy, square);
        int weight = row == 0 ? 12 : row == 1 ? 3 : 1;
        return weight * (1 + stillNeighbours(square));
    }

    private int bombWeight(int square, int flag) {
        int weight = Board.rowFrom(enemy, square) <= 1 ? 2 : 1;
        if (flag >= 0 && isNeighbour(square, flag)) {
            weight *= 8;
        }
        return weight;
    }

    private int stillNeighbours(int square) {
        int count = 0;
        for (int step : Board.STEPS) {
            int next = square + step;
            if (Board.onBoardStep(square, next, step)) {
                int cell = seen[next];
                if (cell != 0 && Board.owner(cell) == enemy && (cell & Board.MOVED) == 0) {
                    count++;
                }
            }
        }
        return count;
    }

    static boolean isNeighbour(int a, int b) {
        int d = Math.abs(a - b);
        return d == 10 || (d == 1 && a / 10 == b / 10);
    }
}
