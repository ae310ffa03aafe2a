package flagpost.rules;

import java.util.SplittableRandom;

/** Fixed random keys for hashing positions; a fixed seed keeps hashes identical across runs and machines. */
final class Zobrist {

    private static final long[] PIECE_KEYS = new long[Square.COUNT * 32];
    static final long BLUE_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x5747_4154_4547_4fL);
        for (int i = 0; i < PIECE_KEYS.length; i++) {
            PIECE_KEYS[i] = random.nextLong();
        }
        BLUE_TO_MOVE = random.nextLong();
    }

    private Zobrist() {
    }

    static long key(int square, int cell) {
        return PIECE_KEYS[square * 32 + (cell & Cells.IDENTITY_MASK)];
    }

    static long hash(byte[] cells, Side toMove) {
        long hash = toMove == Side.BLUE ? BLUE_TO_MOVE : 0;
        for (int i = 0; i < Square.COUNT; i++) {
            if (cells[i] != 0) {
                hash ^= key(i, cells[i]);
            }
        }
        return hash;
    }
}
