package flagpost.words;

import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;

/**
 * The words of one square of a drawn board, for its {@code title} and {@code aria-label} (the HTML board of the
 * emails and the board of the pages). They come from the viewer's {@link flagpost.rules.PlayerView}, so they
 * name no rank the viewer does not know.
 */
public final class Squares {

    /** What a label says after "Blue " of an enemy piece whose rank the viewer does not know. */
    public static final String UNKNOWN = "piece, rank unknown";

    private Squares() {
    }

    /**
     * Appends the square's name and what stands there as {@code viewer} knows it: "e5: lake", "e4: empty",
     * "e1: your Marshal", "e7: Blue General" (a rank the viewer knows), "e7: Blue piece, rank unknown".
     * Appends to the caller's buffer: a board writes a hundred labels per page.
     */
    public static StringBuilder label(StringBuilder label, Square square, ViewPiece piece, Side viewer) {
        label.append(square.name());
        if (square.isLake()) {
            return label.append(": lake");
        }
        if (piece == null) {
            return label.append(": empty");
        }
        if (piece.side() == viewer) {
            return label.append(": your ").append(piece.rank().displayName());
        }
        label.append(": ").append(piece.side().displayName()).append(' ');
        return piece.isRankKnown() ? label.append(piece.rank().displayName()) : label.append(UNKNOWN);
    }

    /** {@link #label} in {@code language}. (English only until the bundles land; issue 16.) */
    public static StringBuilder label(Language language, StringBuilder label, Square square, ViewPiece piece, Side viewer) {
        return label(label, square, piece, viewer);
    }

    /** {@link #UNKNOWN} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String unknown(Language language) {
        return UNKNOWN;
    }
}
