package flagpost.gravon;

import flagpost.rules.Square;

/** Gravon's square names: files A B C D E F G H I K (no J), ranks 1–9 and ':' for 10. */
final class GravonSquares {

    private static final String FILES = "ABCDEFGHIK";

    private GravonSquares() {
    }

    static Square parseOrNull(String text) {
        if (text == null || text.length() != 2) {
            return null;
        }
        int file = FILES.indexOf(Character.toUpperCase(text.charAt(0)));
        char rankChar = text.charAt(1);
        if (file < 0 || rankChar < '1' || rankChar > ':') {
            return null;
        }
        return Square.at(file, rankChar - '0');
    }

    static String format(Square square) {
        return "" + FILES.charAt(square.file()) + (char) ('0' + square.rank());
    }
}
