package flagpost.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Positions for rule tests, drawn as text the way Red sees the board: the first line is rank 10,
 * the last rank 1, files a to j from left to right. One character per square; spaces between them,
 * a rank number at the start of a line and a line of file letters are all optional.
 *
 * <pre>
 *   .  empty square
 *   ~  lake (optional: a lake square may also be drawn '.', but '~' elsewhere is an error)
 *
 *   Red pieces in upper case, Blue pieces in lower case:
 *   X Marshal (ten)   G General      C Colonel   M Major    P Captain   L Lieutenant
 *   T Sergeant        N Miner        S Scout     Y Spy      B Bomb      F Flag
 * </pre>
 *
 * The letters for Colonel (C) and Major (M) are the ones docs/RULES.md §6 uses; the rest avoid clashes:
 * sergean<b>T</b>, mi<b>N</b>er, sp<b>Y</b>, ca<b>P</b>tain. For example, a Red Scout on a3 facing a
 * Blue Bomb on a7:
 *
 * <pre>
 *       a b c d e f g h i j
 *   10  . . . . . . . . . f
 *    9  . . . . . . . . . .
 *    8  . . . . . . . . . .
 *    7  b . . . . . . . . .
 *    6  . . ~ ~ . . ~ ~ . .
 *    5  . . ~ ~ . . ~ ~ . .
 *    4  . . . . . . . . . .
 *    3  S . . . . . . . . .
 *    2  . . . . . . . . . .
 *    1  . . . . . . . . . F
 * </pre>
 */
final class TextBoard {

    private static final Map<Rank, Character> LETTERS = new EnumMap<>(Rank.class);

    static {
        LETTERS.put(Rank.MARSHAL, 'X');
        LETTERS.put(Rank.GENERAL, 'G');
        LETTERS.put(Rank.COLONEL, 'C');
        LETTERS.put(Rank.MAJOR, 'M');
        LETTERS.put(Rank.CAPTAIN, 'P');
        LETTERS.put(Rank.LIEUTENANT, 'L');
        LETTERS.put(Rank.SERGEANT, 'T');
        LETTERS.put(Rank.MINER, 'N');
        LETTERS.put(Rank.SCOUT, 'S');
        LETTERS.put(Rank.SPY, 'Y');
        LETTERS.put(Rank.BOMB, 'B');
        LETTERS.put(Rank.FLAG, 'F');
    }

    private TextBoard() {
    }

    /** The pieces of a drawn board. */
    static Map<Square, Piece> pieces(String drawing) {
        List<String> rows = new ArrayList<>();
        for (String line : drawing.split("\n")) {
            String squares = line.strip().replaceFirst("^\\d+", "").replaceFirst("\\d+$", "").replaceAll("\\s", "");
            if (squares.isEmpty() || squares.equals("abcdefghij")) {
                continue;
            }
            if (squares.length() != 10) {
                throw new IllegalArgumentException("a board line needs 10 squares: '" + line + "'");
            }
            rows.add(squares);
        }
        if (rows.size() != 10) {
            throw new IllegalArgumentException("a board needs 10 lines of squares, got " + rows.size());
        }
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (int row = 0; row < 10; row++) {
            int rank = 10 - row;
            for (int file = 0; file < 10; file++) {
                Square square = Square.at(file, rank);
                char letter = rows.get(row).charAt(file);
                if (letter == '.') {
                    continue;
                }
                if (letter == '~') {
                    if (!square.isLake()) {
                        throw new IllegalArgumentException(square + " is drawn as a lake but is not one");
                    }
                    continue;
                }
                pieces.put(square, piece(letter, square));
            }
        }
        return pieces;
    }

    private static Piece piece(char letter, Square square) {
        for (Map.Entry<Rank, Character> entry : LETTERS.entrySet()) {
            if (entry.getValue() == letter) {
                return Piece.of(Side.RED, entry.getKey());
            }
            if (Character.toLowerCase(entry.getValue()) == letter) {
                return Piece.of(Side.BLUE, entry.getKey());
            }
        }
        throw new IllegalArgumentException("unknown piece letter '" + letter + "' on " + square);
    }

    static char letter(Piece piece) {
        char letter = LETTERS.get(piece.rank());
        return piece.side() == Side.RED ? letter : Character.toLowerCase(letter);
    }

    /** A game in the drawn position with Red to move, ISF options. */
    static Game game(String drawing) {
        return game(drawing, Side.RED, GameOptions.DEFAULT);
    }

    static Game game(String drawing, Side toMove) {
        return game(drawing, toMove, GameOptions.DEFAULT);
    }

    static Game game(String drawing, Side toMove, GameOptions options) {
        return Game.fromPosition(Variant.CLASSIC, options, pieces(drawing), toMove);
    }

    /** The board of a game drawn in the same format (with lakes as '~'), for comparisons and messages. */
    static String draw(Game game) {
        StringBuilder text = new StringBuilder();
        for (int rank = 10; rank >= 1; rank--) {
            for (int file = 0; file < 10; file++) {
                Square square = Square.at(file, rank);
                Piece piece = game.pieceAt(square);
                text.append(file == 0 ? "" : " ").append(square.isLake() ? '~' : piece == null ? '.' : letter(piece));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** Normalises a drawing to the form {@link #draw} gives, so two boards compare as text. */
    static String normalise(String drawing) {
        return draw(Game.fromPosition(Variant.CLASSIC, GameOptions.DEFAULT, pieces(drawing), Side.RED));
    }
}
