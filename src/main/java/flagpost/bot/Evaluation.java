package flagpost.bot;

/**
 * How good an imagined position is for one side, as a number from 0 (lost) to 1 (won): material weighed by rank,
 * Miners while the enemy still has Bombs, the Spy while the enemy Marshal lives, and a little for pieces that have
 * come forward, and more for a mover close to the enemy Flag (which is how a side sees danger to its own).
 */
final class Evaluation {

    /** By rank ordinal: Marshal, General, Colonel, Major, Captain, Lieutenant, Sergeant, Miner, Scout, Spy, Bomb, Flag. */
    static final int[] VALUE = {40, 30, 20, 14, 10, 7, 5, 9, 3, 12, 2, 0};

    private static final double SCALE = 12.0;

    /** What each mover this many squares from the enemy Flag adds: next to it, the game is close to won. */
    private static final int[] DANGER = {0, 20, 8, 3, 0};

    private Evaluation() {
    }

    /** The value of the piece in {@code cell} on this board (the Spy counts only while the enemy Marshal lives). */
    static int value(int cell, boolean enemyMarshalAlive, boolean enemyHasBombs) {
        int rank = Board.rank(cell);
        if (rank == Board.SPY && !enemyMarshalAlive) {
            return 1;
        }
        if (rank == Board.MINER && enemyHasBombs) {
            return VALUE[rank] + 3;
        }
        return VALUE[rank];
    }

    static double of(Board board, int side) {
        if (board.winner >= 0) {
            return board.winner == side ? 1.0 : 0.0;
        }
        return 1.0 / (1.0 + Math.exp(-balance(board, side) / SCALE));
    }

    /** Material and progress of {@code side} less those of its enemy, in units of {@link #VALUE}. */
    static double balance(Board board, int side) {
        byte[] cells = board.cells;
        boolean[] marshal = new boolean[2];
        boolean[] bombs = new boolean[2];
        int[] flag = {-1, -1};
        int[] movers = new int[2];
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            if (cell == 0 || (cell & Board.RANK_MASK) == 0) {
                continue;
            }
            int owner = Board.owner(cell);
            int rank = Board.rank(cell);
            if (rank == Board.MARSHAL) {
                marshal[owner] = true;
            } else if (rank == Board.BOMB) {
                bombs[owner] = true;
            } else if (rank == Board.FLAG) {
                flag[owner] = i;
            }
            if (Board.isMovable(rank)) {
                movers[owner]++;
            }
        }
        double[] score = new double[2];
        int[] nearest = {99, 99};
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            if (cell == 0 || (cell & Board.RANK_MASK) == 0) {
                continue;
            }
            int owner = Board.owner(cell);
            int enemy = 1 - owner;
            score[owner] += value(cell, marshal[enemy], bombs[enemy]);
            int rank = Board.rank(cell);
            if (Board.isMovable(rank)) {
                score[owner] += 0.08 * Board.rowFrom(owner, i);
                if (flag[enemy] >= 0) {
                    int distance = Math.abs(i % 10 - flag[enemy] % 10) + Math.abs(i / 10 - flag[enemy] / 10);
                    nearest[owner] = Math.min(nearest[owner], distance);
                    score[owner] += DANGER[Math.min(distance, DANGER.length - 1)];
                }
            }
        }
        for (int owner = 0; owner < 2; owner++) {
            if (movers[owner] == 0) {
                score[owner] -= 60;
            }
            if (nearest[owner] < 99) {
                score[owner] += 0.25 * (18 - nearest[owner]);
            }
        }
        return score[side] - score[1 - side];
    }
}
