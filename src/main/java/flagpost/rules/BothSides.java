package flagpost.rules;

import java.util.function.Function;

/**
 * One value for each side, read by side: {@code lastMoves.get(side)} instead of a red field, a blue field
 * and a {@code side == Side.RED ? ... : ...} wherever one is read. Immutable, like everything a
 * {@link Game} holds; a changed pair is a new pair.
 */
record BothSides<T>(T red, T blue) {

    /** The pair with {@code value} for {@code side} and {@code opponentValue} for its opponent. */
    static <T> BothSides<T> of(Side side, T value, T opponentValue) {
        return side == Side.RED ? new BothSides<>(value, opponentValue) : new BothSides<>(opponentValue, value);
    }

    /** The same value for both sides. */
    static <T> BothSides<T> both(T value) {
        return new BothSides<>(value, value);
    }

    /** Each side's value, worked out for that side. */
    static <T> BothSides<T> each(Function<Side, T> valueFor) {
        return new BothSides<>(valueFor.apply(Side.RED), valueFor.apply(Side.BLUE));
    }

    T get(Side side) {
        return side == Side.RED ? red : blue;
    }
}
