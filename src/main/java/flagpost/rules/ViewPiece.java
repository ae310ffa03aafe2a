package flagpost.rules;

/**
 * A piece as one player sees it. {@code rank} is null when the viewer does not know it; it is set for
 * the viewer's own pieces, for enemy pieces revealed in battle, for enemy pieces known to be Scouts
 * (they moved more than one square at once), and for everything once the game is over.
 */
public record ViewPiece(Side side, Rank rank, boolean moved, boolean revealed, boolean knownScout) {

    public boolean isRankKnown() {
        return rank != null;
    }
}
