package flagpost.store;

import flagpost.rules.GameOptions;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/**
 * The columns that hold a game's {@link GameOptions}, mapped once for every table that stores them (a game, and a
 * start request waiting for its confirmation).
 */
@Embeddable
public class OptionColumns {

    @Column(name = "two_squares_limit", nullable = false)
    public int twoSquaresLimit;

    @Column(name = "scout_attacks_at_range", nullable = false)
    public boolean scoutAttacksAtRange;

    @Column(name = "ply_cap", nullable = false)
    public int plyCap;

    GameOptions options() {
        return new GameOptions(twoSquaresLimit, scoutAttacksAtRange, plyCap);
    }

    static OptionColumns of(GameOptions options) {
        OptionColumns columns = new OptionColumns();
        columns.twoSquaresLimit = options.twoSquaresLimit();
        columns.scoutAttacksAtRange = options.scoutAttacksAtRange();
        columns.plyCap = options.plyCap();
        return columns;
    }
}
