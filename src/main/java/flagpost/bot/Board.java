package flagpost.bot;

import flagpost.rules.BattleOutcome;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;

/**
 * The search's own board: one imagined position with every rank filled in, cheap to copy and changed in place. It
 * knows pieces, battles, the Flag and running out of moves, and nothing of the repetition rules: the moves it
 * tries at the root come from the engine, and the moves after them are only a forecast.
 *
 * <p>A cell is 0 for an empty square, else {@code rank ordinal + 1}, {@link #BLUE} for Blue's pieces, and
 * {@link #MOVED} once the piece has moved, {@link #REVEALED} once its opponent knows its rank. Sides are 0 (Red) and
 * 1 (Blue).
 */
final class Board {

    static final int RANK_MASK = 0x0F;
    static final int BLUE = 0x10;
    static final int MOVED = 0x20;
    /** Known to the opponent: it fought a battle, or moved as only a Scout can. */
    static final int REVEALED = 0x40;

    static final int MARSHAL = Rank.MARSHAL.ordinal();
    static final int SPY = Rank.SPY.ordinal();
    static final int SCOUT = Rank.SCOUT.ordinal();
    static final int MINER = Rank.MINER.ordinal();
    static final int BOMB = Rank.BOMB.ordinal();
    static final int FLAG = Rank.FLAG.ordinal();
    static final int RANKS = Rank.values().length;

    static final boolean[] LAKE = new boolean[Square.COUNT];
    /** {@code OUTCOME[attacker][defender]}: 0 attacker wins, 1 defender wins, 2 both removed. */
    static final int[][] OUTCOME = new int[RANKS][RANKS];
    static final int[] STEPS = {10, -10, 1, -1};

    static {
        for (int i = 0; i < Square.COUNT; i++) {
            LAKE[i] = Square.of(i).isLake();
        }
        for (Rank attacker : Rank.values()) {
            for (Rank defender : Rank.values()) {
                BattleOutcome outcome = Rank.battle(attacker, defender);
                OUTCOME[attacker.ordinal()][defender.ordinal()] = switch (outcome) {
                    case ATTACKER_WINS -> 0;
                    case DEFENDER_WINS -> 1;
                    case BOTH_REMOVED -> 2;
                };
            }
        }
    }

    final byte[] cells;
    final boolean scoutAttacksAtRange;
    int toMove;
    /** -1 while the game goes on, else the side that captured the Flag or whose opponent could not move. */
    int winner = -1;

    Board(byte[] cells, int toMove, boolean scoutAttacksAtRange) {
        this.cells = cells;
        this.toMove = toMove;
        this.scoutAttacksAtRange = scoutAttacksAtRange;
    }

    Board copy() {
        Board copy = new Board(cells.clone(), toMove, scoutAttacksAtRange);
        copy.winner = winner;
        return copy;
    }

    static int side(Side side) {
        return side == Side.RED ? 0 : 1;
    }

    static int cell(int side, int rank) {
        return (rank + 1) | (side == 1 ? BLUE : 0);
    }

    static int rank(int cell) {
        return (cell & RANK_MASK) - 1;
    }

    static int owner(int cell) {
        return (cell & BLUE) != 0 ? 1 : 0;
    }

    static boolean isMovable(int rank) {
        return rank != BOMB && rank != FLAG;
    }

    /** Rows counted from {@code side}'s back row: 0 there, 9 at the far end. */
    static int rowFrom(int side, int square) {
        return side == 0 ? square / 10 : 9 - square / 10;
    }

    static boolean onBoardStep(int previous, int to, int step) {
        if (to < 0 || to >= Square.COUNT) {
            return false;
        }
        return step == 10 || step == -10 || previous / 10 == to / 10;
    }

    /**
     * Writes the moves of {@code side} into {@code out} as {@code from << 8 | to} and returns how many there are
     * ({@code out} must hold 400).
     */
    int moves(int side, int[] out) {
        int count = 0;
        for (int from = 0; from < Square.COUNT; from++) {
            int cell = cells[from];
            if (cell == 0 || owner(cell) != side || !isMovable(rank(cell))) {
                continue;
            }
            boolean scout = rank(cell) == SCOUT;
            for (int step : STEPS) {
                int to = from;
                int distance = 0;
                while (true) {
                    int previous = to;
                    to += step;
                    distance++;
                    if (!onBoardStep(previous, to, step) || LAKE[to]) {
                        break;
                    }
                    int target = cells[to];
                    if (target != 0 && owner(target) == side) {
                        break;
                    }
                    if (target == 0 || distance == 1 || scoutAttacksAtRange) {
                        out[count++] = from << 8 | to;
                    }
                    if (target != 0 || !scout) {
                        break;
                    }
                }
            }
        }
        return count;
    }

    boolean hasMove(int side) {
        for (int from = 0; from < Square.COUNT; from++) {
            int cell = cells[from];
            if (cell == 0 || owner(cell) != side || !isMovable(rank(cell))) {
                continue;
            }
            for (int step : STEPS) {
                int to = from + step;
                if (onBoardStep(from, to, step) && !LAKE[to] && (cells[to] == 0 || owner(cells[to]) != side)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Plays a move of the side to move; a captured Flag ends the game. */
    void play(int from, int to) {
        int distance = Math.abs(from - to);
        int moving = cells[from] | MOVED | (distance != 1 && distance != 10 ? REVEALED : 0);
        int target = cells[to];
        cells[from] = 0;
        if (target == 0) {
            cells[to] = (byte) moving;
        } else {
            switch (OUTCOME[rank(moving)][rank(target)]) {
                case 0 -> {
                    cells[to] = (byte) (moving | REVEALED);
                    if (rank(target) == FLAG) {
                        winner = toMove;
                    }
                }
                case 1 -> cells[to] = (byte) (target | REVEALED);
                default -> cells[to] = 0;
            }
        }
        toMove = 1 - toMove;
    }
}
