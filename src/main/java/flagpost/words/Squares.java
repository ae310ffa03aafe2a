package flagpost.words;

import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import java.util.EnumMap;
import java.util.Map;

/**
 * The words of one square of a drawn board, for its {@code title} and {@code aria-label} (the HTML board of the
 * emails and the board of the pages). They come from the viewer's {@link flagpost.rules.PlayerView}, so they
 * name no rank the viewer does not know.
 */
public final class Squares {


    /**
     * Every word a label can say after the square's name, per language, worked out once: a board writes a hundred
     * labels per page, and these are a handful of fixed phrases per language.
     */
    private static final Map<Language, SquareWords> WORDS = new EnumMap<>(Language.class);

    static {
        for (Language language : Language.values()) {
            WORDS.put(language, SquareWords.of(language));
        }
    }

    private Squares() {
    }

    /**
     * Appends the square's name and what stands there as {@code viewer} knows it: "e5: lake", "e4: empty",
     * "e1: your Marshal", "e7: Blue General" (a rank the viewer knows), "e7: Blue piece, rank unknown";
     * "e5: lago", "e1: tu Mariscal"; "e5: koʻl", "e1: Marshalingiz".
     * Appends to the caller's buffer: a board writes a hundred labels per page.
     */
    public static StringBuilder label(Language language, StringBuilder label, Square square, ViewPiece piece, Side viewer) {
        return label.append(square.name()).append(": ").append(contents(language, square, piece, viewer));
    }

    /**
     * What a {@link #label} says after the square's name: the lake, empty, or the piece as {@code viewer} may know it
     * ("your Marshal", "Red piece, rank unknown", "Mariscal azul").
     */
    public static String contents(Language language, Square square, ViewPiece piece, Side viewer) {
        SquareWords words = WORDS.get(language == null ? Language.EN : language);
        if (square.isLake()) {
            return words.lake;
        }
        if (piece == null) {
            return words.empty;
        }
        if (piece.side() == viewer) {
            return words.yours.get(piece.rank());
        }
        if (!piece.isRankKnown()) {
            return piece.side() == Side.RED ? words.redUnknown : words.blueUnknown;
        }
        return piece.side() == Side.RED ? words.red.get(piece.rank()) : words.blue.get(piece.rank());
    }

    /**
     * What a label of an enemy piece whose rank the viewer does not know ends with, for either side:
     * "piece, rank unknown", "rango desconocido", "dona, darajasi nomaʼlum".
     */
    public static String unknown(Language language) {
        return WORDS.get(language == null ? Language.EN : language).unknown;
    }

    /** The fixed phrases of one language's labels. */
    private record SquareWords(String lake, String empty, String redUnknown, String blueUnknown, String unknown,
            Map<Rank, String> yours, Map<Rank, String> red, Map<Rank, String> blue) {

        static SquareWords of(Language language) {
            WordBundle words = Words.of(language);
            Map<Rank, String> yours = new EnumMap<>(Rank.class);
            Map<Rank, String> red = new EnumMap<>(Rank.class);
            Map<Rank, String> blue = new EnumMap<>(Rank.class);
            for (Rank rank : Rank.values()) {
                Words.RankWords rankWords = Words.rank(language, rank);
                yours.put(rank, rankWords.yours());
                red.put(rank, rankWords.red());
                blue.put(rank, rankWords.blue());
            }
            return new SquareWords(words.squareLake(), words.squareEmpty(), words.squareRedUnknown(), words.squareBlueUnknown(),
                    words.squareUnknown(), yours, red, blue);
        }
    }
}
