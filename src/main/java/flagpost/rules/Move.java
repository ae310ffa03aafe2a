package flagpost.rules;

/** A move from one square to another, as a player writes it: {@code e3-e4}, or {@code e3xe4} for an attack. */
public record Move(Square from, Square to) {

    public Move {
        if (from == null || to == null) {
            throw new IllegalArgumentException("a move needs both squares");
        }
    }

    public static Move of(String from, String to) {
        return new Move(Square.parse(from), Square.parse(to));
    }

    /**
     * Reads {@code e3-e4}, {@code e3xe4}, {@code e3 - e4}, {@code e3 e4} or {@code e3e4} (any case). The separator is
     * not checked against the board: whether a move attacks is the board's business.
     */
    public static ParsedMove parse(String text) {
        if (text == null || text.isBlank()) {
            return ParsedMove.error("Write a move as two squares, like e3-e4.");
        }
        if (text.length() > 40) {
            return ParsedMove.error("That is too long to be a move; write it like e3-e4.");
        }
        // Spaces carry no meaning ("e3 - e4", "e3 e4"): squares always start with a letter.
        String trimmed = text.replaceAll("\\s+", "").toLowerCase();
        if (trimmed.length() > 12) {
            return ParsedMove.error("That is too long to be a move; write it like e3-e4.");
        }
        int split = firstSeparator(trimmed);
        String fromText;
        String toText;
        if (split >= 0) {
            fromText = trimmed.substring(0, split).strip();
            toText = trimmed.substring(split + 1).strip();
        } else {
            int secondLetter = secondFileLetter(trimmed);
            if (secondLetter < 0) {
                return ParsedMove.error("'" + trimmed + "' is not a move; write it like e3-e4.");
            }
            fromText = trimmed.substring(0, secondLetter);
            toText = trimmed.substring(secondLetter);
        }
        Square from = Square.parseOrNull(fromText);
        if (from == null) {
            return ParsedMove.error("'" + fromText + "' is not a square; squares run from a1 to j10.");
        }
        Square to = Square.parseOrNull(toText);
        if (to == null) {
            return ParsedMove.error("'" + toText + "' is not a square; squares run from a1 to j10.");
        }
        return ParsedMove.ok(new Move(from, to));
    }

    private static int firstSeparator(String text) {
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '-' || c == 'x' || c == ':') {
                return i;
            }
        }
        return -1;
    }

    private static int secondFileLetter(String text) {
        for (int i = 1; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    public boolean isStraight() {
        return from != to && (from.file() == to.file() || from.rank() == to.rank());
    }

    /** Squares travelled, for a straight move. */
    public int distance() {
        return Math.abs(from.file() - to.file()) + Math.abs(from.rank() - to.rank());
    }

    /** docs/RULES.md notation: {@code e3-e4}, or {@code e3xe4} when the target square holds a piece. */
    public String notation(boolean attack) {
        return from.name() + (attack ? "x" : "-") + to.name();
    }

    @Override
    public String toString() {
        return notation(false);
    }

    /** Either a move or the reason the text is not one. */
    public record ParsedMove(Move move, String error) {
        static ParsedMove ok(Move move) {
            return new ParsedMove(move, null);
        }

        static ParsedMove error(String error) {
            return new ParsedMove(null, error);
        }

        public boolean isValid() {
            return move != null;
        }
    }
}
