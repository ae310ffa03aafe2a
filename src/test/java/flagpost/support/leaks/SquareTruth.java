package flagpost.support.leaks;

import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.Side;
import flagpost.rules.Square;

/**
 * What one square of a board must show its seat, in the words every board (mail and page) labels it with and the
 * symbol on it: a lake, an empty square, one of the seat's own pieces, an enemy piece the seat may know, or an
 * enemy piece it may not ("Blue piece, rank unknown", shown as {@code ?}).
 *
 * @param words  "lake", "empty", "your Marshal", "Blue Marshal" or "Blue piece, rank unknown"
 * @param symbol the rank's symbol in the seat's numbering, "?" for an unknown enemy, "" for a lake or an empty square
 */
public record SquareTruth(Square square, Kind kind, Piece piece, String words, String symbol) {

    /** How an enemy piece of unknown rank is described. */
    public static final String UNKNOWN = "piece, rank unknown";

    public enum Kind {
        LAKE, EMPTY, OWN, KNOWN_ENEMY, UNKNOWN_ENEMY
    }

    public static SquareTruth of(Knowledge knowledge, Square square, Numbering numbering) {
        if (square.isLake()) {
            return new SquareTruth(square, Kind.LAKE, null, "lake", "");
        }
        Piece piece = knowledge.pieceAt(square);
        if (piece == null) {
            return new SquareTruth(square, Kind.EMPTY, null, "empty", "");
        }
        Side seat = piece.side();
        if (seat == knowledge.viewer()) {
            return new SquareTruth(square, Kind.OWN, piece, "your " + piece.rank().displayName(), piece.rank().symbol(numbering));
        }
        if (knowledge.mayKnow(square)) {
            return new SquareTruth(square, Kind.KNOWN_ENEMY, piece, seat.displayName() + " " + piece.rank().displayName(),
                    piece.rank().symbol(numbering));
        }
        return new SquareTruth(square, Kind.UNKNOWN_ENEMY, piece, seat.displayName() + " " + UNKNOWN, "?");
    }

    public boolean unknown() {
        return kind == Kind.UNKNOWN_ENEMY;
    }
}
