package flagpost.gravon;

import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.SetupResult;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one Gravon XML record (docs/RULES.md §9). Every problem is a {@link GravonFormatException} naming
 * the line and the field; the moves are only read here, their legality is the rules' business.
 */
public final class GravonReader {

    private static final String NEUTRAL_ZONE = "AA__AA__AAAA__AA__AA";

    private GravonReader() {
    }

    public static GravonGame read(String xml) throws GravonFormatException {
        GravonXml.Element root = GravonXml.parse(xml);
        if (!root.name().equals("stratego")) {
            throw new GravonFormatException(root.line(), "expected <stratego> as the root element, found <" + GravonXml.shown(root.name()) + ">");
        }
        List<GravonXml.Element> games = root.children("game");
        if (games.size() != 1) {
            throw new GravonFormatException(root.line(), "expected one <game> inside <stratego>, found " + games.size());
        }
        GravonXml.Element game = games.get(0);
        Variant variant = variant(game);
        GameOptions options = options(game);

        GravonXml.Element field = single(game, "field");
        String content = required(field, "content");
        if (content.length() != Square.COUNT) {
            throw new GravonFormatException(field.line(), "the field content has " + content.length()
                    + " characters; a start field has 100 (10 ranks of 10 squares)");
        }
        if (!content.substring(40, 60).equals(NEUTRAL_ZONE)) {
            throw new GravonFormatException(field.line(), "ranks 5 and 6 of the field (characters 41–60) must be "
                    + NEUTRAL_ZONE + ", found " + GravonXml.shown(content.substring(40, 60)));
        }
        Setup red = setup(content, Side.RED, variant, field.line());
        Setup blue = setup(content, Side.BLUE, variant, field.line());

        List<GravonXml.Element> moveElements = game.children("move");
        List<Move> moves = new ArrayList<>(moveElements.size());
        for (GravonXml.Element element : moveElements) {
            int expectedId = moves.size() + 1;
            String id = required(element, "id");
            if (!id.equals(Integer.toString(expectedId))) {
                throw new GravonFormatException(element.line(), "move ids must run 1, 2, 3…: expected id " + expectedId + ", found " + GravonXml.shown(id));
            }
            Square source = square(element, "source", expectedId);
            Square target = square(element, "target", expectedId);
            moves.add(new Move(source, target));
        }

        String redPlayer = null;
        String bluePlayer = null;
        for (GravonXml.Element player : game.children("player")) {
            switch (required(player, "id")) {
                case "1" -> redPlayer = player.text();
                case "2" -> bluePlayer = player.text();
                default -> throw new GravonFormatException(player.line(), "a player's id is 1 (Red) or 2 (Blue), found " + GravonXml.shown(player.attribute("id")));
            }
        }
        List<GravonXml.Element> results = game.children("result");
        if (results.size() > 1) {
            throw new GravonFormatException(results.get(1).line(), "a game has at most one <result>");
        }
        RecordedResult result = results.isEmpty() ? null : result(results.get(0));
        return new GravonGame(variant, options, red, blue, moves, redPlayer, bluePlayer, result);
    }

    private static Variant variant(GravonXml.Element game) throws GravonFormatException {
        String type = required(game, "type");
        return switch (type) {
            case "classic" -> Variant.CLASSIC;
            case "barrage" -> Variant.BARRAGE;
            case "duell" -> Variant.DUEL;
            case "classicfree", "ultimate lightning" -> throw GravonFormatException.unsupported(game.line(),
                    "games of type '" + GravonXml.shown(type) + "' are not played on Flagpost (only classic, barrage and duell)");
            default -> throw new GravonFormatException(game.line(), "unknown game type '" + GravonXml.shown(type) + "' (Gravon's types are classic, barrage, duell, classicfree and ultimate lightning)");
        };
    }

    /** Flagpost writes its non-default options as extra attributes; Gravon's own records have none. */
    private static GameOptions options(GravonXml.Element game) throws GravonFormatException {
        GameOptions options = GameOptions.DEFAULT;
        String limit = game.attribute(GravonWriter.TWO_SQUARES_ATTRIBUTE);
        if (limit != null) {
            if (!limit.equals("3") && !limit.equals("5")) {
                throw new GravonFormatException(game.line(), GravonWriter.TWO_SQUARES_ATTRIBUTE + " must be 3 or 5, found " + GravonXml.shown(limit));
            }
            options = options.withTwoSquaresLimit(Integer.parseInt(limit));
        }
        String rangeAttack = game.attribute(GravonWriter.RANGE_ATTACK_ATTRIBUTE);
        if (rangeAttack != null) {
            if (!rangeAttack.equals("true") && !rangeAttack.equals("false")) {
                throw new GravonFormatException(game.line(), GravonWriter.RANGE_ATTACK_ATTRIBUTE + " must be true or false, found " + GravonXml.shown(rangeAttack));
            }
            options = options.withScoutAttacksAtRange(Boolean.parseBoolean(rangeAttack));
        }
        String plyCap = game.attribute(GravonWriter.PLY_CAP_ATTRIBUTE);
        if (plyCap != null) {
            int cap = number(game, GravonWriter.PLY_CAP_ATTRIBUTE, plyCap);
            if (cap < 0) {
                throw new GravonFormatException(game.line(), GravonWriter.PLY_CAP_ATTRIBUTE + " must be 0 (no cap) or more, found " + cap);
            }
            options = options.withPlyCap(cap);
        }
        return options;
    }

    private static Setup setup(String content, Side seat, Variant variant, int line) throws GravonFormatException {
        int offset = seat == Side.RED ? 0 : 60;
        Map<Square, Rank> placement = new LinkedHashMap<>();
        for (int i = offset; i < offset + Setup.SIZE; i++) {
            char letter = content.charAt(i);
            if (letter == 'A') {
                continue;
            }
            Piece piece = Rank.fromGravonLetter(letter);
            if (piece == null || piece.side() != seat) {
                throw new GravonFormatException(line, "field character " + (i + 1) + " (square " + Square.of(i) + ") is " + GravonXml.shownChar(letter)
                        + (piece == null ? "" : ", " + piece.side().displayName() + "'s " + piece.rank().displayName() + ", in "
                                + seat.displayName() + "'s setup area")
                        + "; " + seat.displayName() + "'s squares take " + (seat == Side.RED ? "B–M" : "N–Y") + " or A for empty");
            }
            placement.put(Square.of(i), piece.rank());
        }
        SetupResult result = Setup.of(seat, variant, placement);
        if (!result.isValid()) {
            throw new GravonFormatException(line, seat.displayName() + "'s setup is not a legal " + variant.displayName()
                    + " setup: " + String.join(" ", result.problems().stream().map(p -> p.message()).toList()));
        }
        return result.setup();
    }

    private static Square square(GravonXml.Element move, String attribute, int id) throws GravonFormatException {
        String text = required(move, attribute);
        Square square = GravonSquares.parseOrNull(text);
        if (square == null) {
            throw new GravonFormatException(move.line(), "move " + id + ": " + attribute + " '" + GravonXml.shown(text)
                    + "' is not a Gravon square (files A–I and K, ranks 1–9 and ':' for 10)");
        }
        return square;
    }

    private static RecordedResult result(GravonXml.Element element) throws GravonFormatException {
        int type = number(element, "type", required(element, "type"));
        int winner = number(element, "winner", required(element, "winner"));
        if (winner < 1 || winner > 3) {
            throw new GravonFormatException(element.line(), "the winner is 1 (Red), 2 (Blue) or 3 (draw), found " + winner);
        }
        Side seat = winner == 3 ? null : winner == 1 ? Side.RED : Side.BLUE;
        String flagpostEnding = element.attribute(GravonWriter.ENDING_ATTRIBUTE);
        if (flagpostEnding == null && RecordedResult.GravonOnly.isGravonOnly(type, seat)) {
            // Real records hold these (a draw on time, an agreed draw with a winner); keep them as written.
            return new RecordedResult.GravonOnly(type, seat);
        }
        Ending ending;
        if (flagpostEnding != null) {
            try {
                ending = Ending.valueOf(flagpostEnding);
            } catch (IllegalArgumentException unknown) {
                throw new GravonFormatException(element.line(), "unknown " + GravonWriter.ENDING_ATTRIBUTE + " '" + GravonXml.shown(flagpostEnding) + "'");
            }
        } else {
            ending = switch (type) {
                case 0 -> Ending.UNABLE_TO_MOVE;
                case 1 -> Ending.FLAG_CAPTURED;
                case 2 -> Ending.BOTH_UNABLE_TO_MOVE;
                case 3 -> Ending.RESIGNED;
                case 4 -> Ending.DRAW_AGREED;
                case 10, 11, 12, 13, 14 -> Ending.TIMEOUT;
                default -> throw new GravonFormatException(element.line(), "unknown result type " + type);
            };
        }
        try {
            return new RecordedResult.Flagpost(new Result(ending, seat));
        } catch (IllegalArgumentException inconsistent) {
            throw new GravonFormatException(element.line(), "result type " + type + " with winner " + winner + " does not fit: "
                    + inconsistent.getMessage());
        }
    }

    private static int number(GravonXml.Element element, String attribute, String text) throws GravonFormatException {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException notANumber) {
            throw new GravonFormatException(element.line(), "attribute " + attribute + " of <" + element.name() + "> must be a number, found '" + GravonXml.shown(text) + "'");
        }
    }

    private static GravonXml.Element single(GravonXml.Element parent, String name) throws GravonFormatException {
        List<GravonXml.Element> found = parent.children(name);
        if (found.size() != 1) {
            throw new GravonFormatException(parent.line(), "expected one <" + name + "> in <" + parent.name() + ">, found " + found.size());
        }
        return found.get(0);
    }

    private static String required(GravonXml.Element element, String attribute) throws GravonFormatException {
        String value = element.attribute(attribute);
        if (value == null) {
            throw new GravonFormatException(element.line(), "<" + element.name() + "> has no " + attribute + " attribute");
        }
        return value;
    }
}
