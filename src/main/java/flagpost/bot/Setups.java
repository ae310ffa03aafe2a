package flagpost.bot;

import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The computer's own setups: the Flag on the back row, most often walled in by Bombs (a corner Flag needs two) and
 * in Duel and Barrage never with an empty square beside or in front of it, any
 * other Bombs near the back as decoys, Scouts spread over the files towards the front, Miners spread over both
 * wings and kept back, the Spy often beside the General, and the rest shuffled. Every choice is drawn from the
 * seed, so each seed gives its own setup. Works in slots of the setup string: row 0 is the back row, row 3 the
 * front, seen from the owner's chair.
 */
final class Setups {

    private interface Weight {
        int of(int slot);
    }

    private final Variant variant;
    private final SplittableRandom random;
    private final Rank[] slots = new Rank[Setup.SIZE];
    private final int[] left = new int[Board.RANKS];

    private Setups(Variant variant, long seed) {
        this.variant = variant;
        this.random = new SplittableRandom(seed);
        for (Rank rank : Rank.values()) {
            left[rank.ordinal()] = variant.count(rank);
        }
    }

    static Setup generate(Variant variant, Side side, long seed) {
        Setups setups = new Setups(variant, seed);
        setups.fill();
        Map<Square, Rank> placement = new LinkedHashMap<>();
        for (int slot = 0; slot < Setup.SIZE; slot++) {
            if (setups.slots[slot] != null) {
                placement.put(Setup.squareOfSlot(side, slot), setups.slots[slot]);
            }
        }
        return Setup.of(side, variant, placement).orThrow();
    }

    private void fill() {
        boolean small = !variant.fillsSetupArea();
        int flagColumn = small && random.nextBoolean() ? (random.nextBoolean() ? 0 : 9) : random.nextInt(10);
        put(flagColumn, Rank.FLAG);
        int[] guards = neighbours(flagColumn);
        boolean wallIn = random.nextInt(100) < (small ? 60 : 90);
        for (int i = guards.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = guards[i];
            guards[i] = guards[j];
            guards[j] = swap;
        }
        int walls = wallIn ? guards.length : random.nextInt(guards.length);
        for (int i = 0; i < walls && left[Board.BOMB] > 0; i++) {
            put(guards[i], Rank.BOMB);
        }
        int front = flagColumn + 10;
        if (small && slots[front] == null && left[Board.BOMB] > 0 && random.nextInt(10) < 6) {
            put(front, Rank.BOMB);
        }
        while (left[Board.BOMB] > 0) {
            put(pick(slot -> slot < 30 ? 3 - slot / 10 : 0), Rank.BOMB);
        }
        if (small) {
            // Classic fills every square anyway; a small army leaves files and rows open, and a Flag with an empty
            // square beside it or in front of it is one Scout's run from capture.
            for (int guard : guards) {
                if (slots[guard] == null) {
                    put(guard, moverRank());
                }
            }
        }
        spread(Rank.SCOUT, slot -> small ? 1 + slot / 10 : new int[] {1, 1, 3, 6}[slot / 10]);
        spread(Rank.MINER, slot -> small ? 1 + slot / 10 : new int[] {4, 4, 2, 1}[slot / 10]);
        Rank[] officers = {Rank.MARSHAL, Rank.GENERAL};
        for (Rank officer : officers) {
            while (left[officer.ordinal()] > 0) {
                put(pick(slot -> slot >= 10 ? 2 : 0), officer);
            }
        }
        if (left[Board.SPY] > 0) {
            int general = indexOf(Rank.GENERAL);
            int[] beside = general >= 0 ? neighbours(general) : new int[0];
            int free = -1;
            for (int slot : beside) {
                if (slots[slot] == null && (free < 0 || random.nextBoolean())) {
                    free = slot;
                }
            }
            put(free >= 0 && random.nextInt(10) < 6 ? free : pick(slot -> slot >= 10 && slot < 30 ? 2 : 1), Rank.SPY);
        }
        for (Rank rank : Rank.values()) {
            while (left[rank.ordinal()] > 0) {
                put(pick(slot -> small ? 1 + slot / 10 : 1), rank);
            }
        }
    }

    /** One of the movers still to place, drawn in proportion to how many of each are left. */
    private Rank moverRank() {
        int total = 0;
        for (Rank rank : Rank.values()) {
            total += rank.isMovable() ? left[rank.ordinal()] : 0;
        }
        int ticket = random.nextInt(total);
        for (Rank rank : Rank.values()) {
            ticket -= rank.isMovable() ? left[rank.ordinal()] : 0;
            if (ticket < 0) {
                return rank;
            }
        }
        throw new IllegalStateException("no mover left");
    }

    /** Places the pieces of one rank on different files where it can, drawn by {@code weight}. */
    private void spread(Rank rank, Weight weight) {
        boolean[] usedFile = new boolean[10];
        int[] usedSide = new int[2];
        while (left[rank.ordinal()] > 0) {
            int slot = pick(candidate -> {
                int file = candidate % 10;
                int wing = file < 5 ? 0 : 1;
                int base = weight.of(candidate);
                if (usedFile[file]) {
                    base = Math.max(0, base / 3);
                }
                return usedSide[wing] > usedSide[1 - wing] ? base / 2 : base * 2;
            });
            usedFile[slot % 10] = true;
            usedSide[slot % 10 < 5 ? 0 : 1]++;
            put(slot, rank);
        }
    }

    /** A free slot drawn with the given weights (any free slot when every weight is 0). */
    private int pick(Weight weight) {
        int total = 0;
        for (int slot = 0; slot < Setup.SIZE; slot++) {
            if (slots[slot] == null) {
                total += weight.of(slot);
            }
        }
        if (total == 0) {
            return pick(slot -> 1);
        }
        int ticket = random.nextInt(total);
        for (int slot = 0; slot < Setup.SIZE; slot++) {
            if (slots[slot] == null) {
                ticket -= weight.of(slot);
                if (ticket < 0) {
                    return slot;
                }
            }
        }
        throw new IllegalStateException("no free slot");
    }

    private void put(int slot, Rank rank) {
        slots[slot] = rank;
        left[rank.ordinal()]--;
    }

    private int indexOf(Rank rank) {
        for (int slot = 0; slot < Setup.SIZE; slot++) {
            if (slots[slot] == rank) {
                return slot;
            }
        }
        return -1;
    }

    /** The slots beside and in front of and behind {@code slot}, within the setup area. */
    private static int[] neighbours(int slot) {
        int[] found = new int[4];
        int count = 0;
        int row = slot / 10;
        int file = slot % 10;
        if (file > 0) {
            found[count++] = slot - 1;
        }
        if (file < 9) {
            found[count++] = slot + 1;
        }
        if (row < 3) {
            found[count++] = slot + 10;
        }
        if (row > 0) {
            found[count++] = slot - 10;
        }
        return Arrays.copyOf(found, count);
    }
}
