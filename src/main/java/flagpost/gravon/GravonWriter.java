package flagpost.gravon;

import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.words.Markup;

/**
 * Writes a game as Gravon XML. Options that differ from Flagpost's defaults, and endings Gravon has
 * no type for, go into extra {@code flagpost-…} attributes that Gravon's tools ignore and our reader
 * restores, so reading a written game gives the same game.
 */
public final class GravonWriter {

    static final String TWO_SQUARES_ATTRIBUTE = "flagpost-two-squares";
    static final String RANGE_ATTACK_ATTRIBUTE = "flagpost-scout-attacks-at-range";
    static final String PLY_CAP_ATTRIBUTE = "flagpost-ply-cap";
    static final String ENDING_ATTRIBUTE = "flagpost-ending";

    private GravonWriter() {
    }

    public static String write(GravonGame game) {
        StringBuilder xml = new StringBuilder(64 * (game.moves().size() + 10));
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"").append(type(game)).append('"');
        GameOptions options = game.options();
        if (options.twoSquaresLimit() != GameOptions.DEFAULT.twoSquaresLimit()) {
            attribute(xml, TWO_SQUARES_ATTRIBUTE, Integer.toString(options.twoSquaresLimit()));
        }
        if (options.scoutAttacksAtRange() != GameOptions.DEFAULT.scoutAttacksAtRange()) {
            attribute(xml, RANGE_ATTACK_ATTRIBUTE, Boolean.toString(options.scoutAttacksAtRange()));
        }
        if (options.hasPlyCap()) {
            attribute(xml, PLY_CAP_ATTRIBUTE, Integer.toString(options.plyCap()));
        }
        xml.append(">\n  <field content=\"").append(field(game)).append("\"/>\n");
        int id = 1;
        for (Move move : game.moves()) {
            xml.append("  <move id=\"").append(id++).append("\" source=\"").append(GravonSquares.format(move.from()))
                    .append("\" target=\"").append(GravonSquares.format(move.to())).append("\"/>\n");
        }
        player(xml, 1, game.redPlayer());
        player(xml, 2, game.bluePlayer());
        if (game.recordedResult() != null) {
            result(xml, game.recordedResult());
        }
        xml.append(" </game>\n</stratego>\n");
        return xml.toString();
    }

    private static String type(GravonGame game) {
        return switch (game.variant()) {
            case CLASSIC -> "classic";
            case BARRAGE -> "barrage";
            case DUEL -> "duell";
        };
    }

    /** The 100-character start field: index (rank − 1) · 10 + file, 'A' empty, '_' lake. */
    static String field(GravonGame game) {
        char[] field = new char[Square.COUNT];
        for (int i = 0; i < Square.COUNT; i++) {
            field[i] = Square.of(i).isLake() ? '_' : 'A';
        }
        game.red().placement().forEach((square, rank) -> field[square.index()] = rank.gravonLetter(Side.RED));
        game.blue().placement().forEach((square, rank) -> field[square.index()] = rank.gravonLetter(Side.BLUE));
        return new String(field);
    }

    private static void player(StringBuilder xml, int id, String name) {
        xml.append("  <player id=\"").append(id).append("\">").append(escape(name == null ? "" : name)).append("</player>\n");
    }

    private static void result(StringBuilder xml, RecordedResult recorded) {
        if (recorded instanceof RecordedResult.GravonOnly gravon) {
            // Written back as it was read.
            xml.append("  <result type=\"").append(gravon.type()).append("\" winner=\"").append(winner(gravon.winner())).append("\"/>\n");
            return;
        }
        Result result = recorded.flagpostResult();
        String type = switch (result.ending()) {
            case UNABLE_TO_MOVE -> "0";
            case FLAG_CAPTURED -> "1";
            case BOTH_UNABLE_TO_MOVE -> "2";
            case RESIGNED -> "3";
            case DRAW_AGREED, MOVE_LIMIT -> "4";
            case TIMEOUT -> "10";
        };
        xml.append("  <result type=\"").append(type).append("\" winner=\"").append(winner(result.winner())).append('"');
        if (result.ending() == Ending.MOVE_LIMIT) {
            attribute(xml, ENDING_ATTRIBUTE, result.ending().code());
        }
        xml.append("/>\n");
    }

    /** Gravon's winner: 1 Red, 2 Blue, 3 a draw (no winner). */
    private static int winner(Side winner) {
        return winner == null ? 3 : winner == Side.RED ? 1 : 2;
    }

    private static void attribute(StringBuilder xml, String name, String value) {
        xml.append(' ').append(name).append("=\"").append(escape(value)).append('"');
    }

    /** Escaped as markup, with the control characters XML 1.0 forbids (all but tab, line feed and return) as spaces. */
    static String escape(String text) {
        StringBuilder allowed = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
                if (allowed == null) {
                    allowed = new StringBuilder(text);
                }
                allowed.setCharAt(i, ' ');
            }
        }
        return Markup.escape(allowed == null ? text : allowed.toString());
    }
}
