package flagpost.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * One side's starting placement, valid for its variant (construct through {@link #of} or
 * {@link #parse}, which report every problem).
 *
 * <p>Setup strings have 40 characters, one per square of the owner's setup area, read <b>from the
 * owner's chair</b>: first the owner's back row from their left to their right, then the next row
 * forward, ending with the front row. For Red that is a1…j1, a2…j2, a3…j3, a4…j4, exactly chars 0–39
 * of a Gravon start field. For Blue it is j10…a10, j9…a9, j8…a8, j7…a7: chars 60–99 of the Gravon field
 * in reverse. So the same string gives the same formation from either chair. Letters are Gravon's (docs/RULES.md §9);
 * either side's letter set is accepted, and {@code A} (or {@code .}) is an empty square.
 */
public final class Setup {

    public static final int SIZE = 40;

    private final Side side;
    private final Variant variant;
    private final Rank[] rankBySlot;

    private Setup(Side side, Variant variant, Rank[] rankBySlot) {
        this.side = side;
        this.variant = variant;
        this.rankBySlot = rankBySlot;
    }

    /** The board square of a slot (0–39) of the setup string for this side. */
    public static Square squareOfSlot(Side side, int slot) {
        int row = slot / 10;
        int column = slot % 10;
        return side == Side.RED ? Square.at(column, row + 1) : Square.at(9 - column, 10 - row);
    }

    /** The slot of a square in this side's setup area, or −1 when the square is outside it. */
    public static int slotOfSquare(Side side, Square square) {
        if (!isInSetupArea(side, square)) {
            return -1;
        }
        return side == Side.RED ? square.index() : Square.COUNT - 1 - square.index();
    }

    public static boolean isInSetupArea(Side side, Square square) {
        return side == Side.RED ? square.rank() <= 4 : square.rank() >= 7;
    }

    /** Validates a placement given square by square. */
    public static SetupResult of(Side side, Variant variant, Map<Square, Rank> placement) {
        List<SetupProblem> problems = new ArrayList<>();
        Rank[] bySlot = new Rank[SIZE];
        for (Map.Entry<Square, Rank> entry : placement.entrySet()) {
            Square square = entry.getKey();
            if (square.isLake()) {
                problems.add(new SetupProblem(SetupProblem.Code.LAKE,
                        "A " + entry.getValue().displayName() + " is placed on " + square + ", which is a lake.",
                        entry.getValue(), square, side, variant, 0, 0, null));
            } else if (!isInSetupArea(side, square)) {
                problems.add(new SetupProblem(SetupProblem.Code.OUTSIDE_SETUP_AREA,
                        "A " + entry.getValue().displayName() + " is placed on " + square + ", outside "
                                + side.displayName() + "'s setup area (" + setupAreaText(side) + ").",
                        entry.getValue(), square, side, variant, 0, 0, null));
            } else {
                bySlot[slotOfSquare(side, square)] = entry.getValue();
            }
        }
        return validate(side, variant, bySlot, problems);
    }

    /** Reads a 40-character setup string (whitespace is ignored, so pasted line breaks are fine). */
    public static SetupResult parse(Side side, Variant variant, String text) {
        String compact = text == null ? "" : Whitespace.removedFrom(text);
        List<SetupProblem> problems = new ArrayList<>();
        if (compact.length() != SIZE) {
            problems.add(new SetupProblem(SetupProblem.Code.WRONG_LENGTH,
                    "A setup string has " + SIZE + " characters, one per square; this one has " + compact.length() + ".",
                    null, null, side, variant, compact.length(), SIZE, null));
            return SetupResult.rejected(problems);
        }
        Rank[] bySlot = new Rank[SIZE];
        for (int slot = 0; slot < SIZE; slot++) {
            char letter = compact.charAt(slot);
            if (letter == 'A' || letter == '.') {
                continue;
            }
            Piece piece = Rank.fromGravonLetter(letter);
            if (piece == null) {
                problems.add(new SetupProblem(SetupProblem.Code.UNKNOWN_LETTER,
                        "Character " + (slot + 1) + " (for " + squareOfSlot(side, slot) + ") is '" + printable(letter)
                                + "', which is not a piece letter: use B–M or N–Y for pieces and A for an empty square.",
                        null, squareOfSlot(side, slot), side, variant, slot + 1, 0, printable(letter)));
            } else {
                bySlot[slot] = piece.rank();
            }
        }
        if (!problems.isEmpty()) {
            return SetupResult.rejected(problems);
        }
        return validate(side, variant, bySlot, problems);
    }

    /** A random legal setup, drawn from the given generator (pass a seeded one for a repeatable draw). */
    public static Setup random(Side side, Variant variant, RandomGenerator random) {
        Rank[] bySlot = new Rank[SIZE];
        int slot = 0;
        for (Rank rank : Rank.values()) {
            for (int i = 0; i < variant.count(rank); i++) {
                bySlot[slot++] = rank;
            }
        }
        for (int i = SIZE - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Rank swap = bySlot[i];
            bySlot[i] = bySlot[j];
            bySlot[j] = swap;
        }
        return new Setup(side, variant, bySlot);
    }

    private static SetupResult validate(Side side, Variant variant, Rank[] bySlot, List<SetupProblem> problems) {
        Map<Rank, Integer> counts = new EnumMap<>(Rank.class);
        int empty = 0;
        for (Rank rank : bySlot) {
            if (rank == null) {
                empty++;
            } else {
                counts.merge(rank, 1, Integer::sum);
            }
        }
        for (Rank rank : Rank.values()) {
            int have = counts.getOrDefault(rank, 0);
            int want = variant.count(rank);
            if (have > want) {
                problems.add(new SetupProblem(SetupProblem.Code.TOO_MANY, variant.displayName() + " has "
                        + countText(want, rank) + "; this setup has " + have + ".", rank, null, side, variant, have, want, null));
            } else if (have < want) {
                problems.add(new SetupProblem(SetupProblem.Code.TOO_FEW, variant.displayName() + " has "
                        + countText(want, rank) + "; this setup has " + have + ".", rank, null, side, variant, have, want, null));
            }
        }
        if (variant.fillsSetupArea() && empty > 0) {
            problems.add(new SetupProblem(SetupProblem.Code.EMPTY_SQUARE,
                    "A Classic setup fills all 40 squares; " + empty + (empty == 1 ? " square is empty." : " squares are empty."),
                    null, null, side, variant, empty, SIZE, null));
        }
        if (!problems.isEmpty()) {
            return SetupResult.rejected(problems);
        }
        return SetupResult.accepted(new Setup(side, variant, bySlot));
    }

    private static String countText(int count, Rank rank) {
        if (count == 0) {
            return "no " + rank.displayName();
        }
        return count + " " + rank.displayName() + (count == 1 ? "" : "s");
    }

    private static String setupAreaText(Side side) {
        return side == Side.RED ? "ranks 1 to 4" : "ranks 7 to 10";
    }

    private static String printable(char letter) {
        return Character.isISOControl(letter) ? String.format("\\u%04x", (int) letter) : String.valueOf(letter);
    }

    public Side side() {
        return side;
    }

    public Variant variant() {
        return variant;
    }

    /** The rank placed on a square, or null when the square is empty or outside this setup's area. */
    public Rank rankAt(Square square) {
        int slot = slotOfSquare(side, square);
        return slot < 0 ? null : rankBySlot[slot];
    }

    /** The pieces by square, in slot order. */
    public Map<Square, Rank> placement() {
        Map<Square, Rank> placement = new LinkedHashMap<>();
        for (int slot = 0; slot < SIZE; slot++) {
            if (rankBySlot[slot] != null) {
                placement.put(squareOfSlot(side, slot), rankBySlot[slot]);
            }
        }
        return Collections.unmodifiableMap(placement);
    }

    /** The setup string in this side's Gravon letters, {@code A} for empty squares. */
    public String toSetupString() {
        StringBuilder text = new StringBuilder(SIZE);
        for (Rank rank : rankBySlot) {
            text.append(rank == null ? 'A' : rank.gravonLetter(side));
        }
        return text.toString();
    }

    /** The same formation for the other side (mirrored through the centre, so it looks the same from that chair). */
    public Setup forSide(Side other) {
        return other == side ? this : new Setup(other, variant, rankBySlot.clone());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Setup that && side == that.side && variant == that.variant
                && Arrays.equals(rankBySlot, that.rankBySlot);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * side.hashCode() + variant.hashCode()) + Arrays.hashCode(rankBySlot);
    }

    @Override
    public String toString() {
        return side.displayName() + " " + variant.displayName() + " setup " + toSetupString();
    }
}
