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
            return ParsedMove.error(ParsedMove.Problem.EMPTY, "Write a move as two squares, like e3-e4.", null);
        }
        if (text.length() > 40) {
            return ParsedMove.error(ParsedMove.Problem.TOO_LONG, "That is too long to be a move; write it like e3-e4.", null);
        }
        // Spaces carry no meaning ("e3 - e4", "e3 e4"): squares always start with a letter.
        String trimmed = Whitespace.removedFrom(text).toLowerCase();
        if (trimmed.length() > 12) {
            return ParsedMove.error(ParsedMove.Problem.TOO_LONG, "That is too long to be a move; write it like e3-e4.", null);
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
                return ParsedMove.error(ParsedMove.Problem.NOT_A_MOVE, "'" + trimmed + "' is not a move; write it like e3-e4.", trimmed);
            }
            fromText = trimmed.substring(0, secondLetter);
            toText = trimmed.substring(secondLetter);
        }
        Square from = Square.parseOrNull(fromText);
        if (from == null) {
            return ParsedMove.error(ParsedMove.Problem.NOT_A_SQUARE, "'" + fromText + "' is not a square; squares run from a1 to j10.",
                    fromText);
        }
        Square to = Square.parseOrNull(toText);
        if (to == null) {
            return ParsedMove.error(ParsedMove.Problem.NOT_A_SQUARE, "'" + toText + "' is not a square; squares run from a1 to j10.",
                    toText);
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

    /**
     * Either a move or the reason the text is not one: the English {@code error}, and the {@code problem} with the
     * offending {@code text} (NOT_A_MOVE, NOT_A_SQUARE) from which {@code flagpost.words.Refusals} says it in any language.
     */
    public record ParsedMove(Move move, String error, Problem problem, String text) {

        /** Why a text is not a move. */
        public enum Problem {
            EMPTY,
            TOO_LONG,
            NOT_A_MOVE,
            NOT_A_SQUARE
        }

        static ParsedMove ok(Move move) {
            return new ParsedMove(move, null, null, null);
        }

        static ParsedMove error(Problem problem, String error, String text) {
            return new ParsedMove(null, error, problem, text);
        }

        public boolean isValid() {
            return move != null;
        }
    }
}
