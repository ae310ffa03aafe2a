package flagpost.metrics;

import flagpost.rules.Variant;

/** What {@link MoveMeters} needs to know of a move a use case applied: the game's variant (a bounded label). */
public interface AppliedMove {

    Variant variant();
}
