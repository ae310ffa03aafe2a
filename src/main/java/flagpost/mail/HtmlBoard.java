package flagpost.mail;

import flagpost.rules.BoardLayout;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import flagpost.words.Language;
import flagpost.words.Ranks;
import flagpost.words.Squares;
import flagpost.words.Terms;

/**
 * Draws a player's view as an HTML {@code <table>} with inline styles only (no CSS classes, scripts,
 * SVG or images), so it reads in Gmail, Outlook and on a 320 px phone: 10 columns of 27 px plus a
 * rank column, under 290 px in all. Shown from the viewer's chair ({@link BoardLayout}) like {@link flagpost.rules.AsciiBoard}:
 * Red sees rank 10 at the top and files a…j, Blue sees rank 1 at the top and files j…a.
 *
 * <p>Own and enemy pieces differ without colour: the viewer's pieces are solid dark squares with
 * their rank in white, enemy pieces are light squares with a dark outline and their rank, {@code ?}
 * when unknown or {@code ?m} when unknown but seen moving. The two squares of the latest move sit on
 * a gold ground. Every square's {@code title} names it and what stands there (for screen readers and
 * a hover hint), e.g. {@code title="e7: Blue piece, rank unknown"}; the title of an unknown enemy piece
 * never names a rank.
 *
 * <p>Only the view is drawn, so nothing the viewer may not know can appear. Pure; also meant for the
 * web pages.
 */
public final class HtmlBoard {

    private static final String TABLE = "border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:12px;"
            + "line-height:1;text-align:center;margin:0";
    private static final String LABEL = "padding:0;width:16px;height:16px;color:#6b6b6b;font-size:10px;font-weight:normal;"
            + "text-align:center;vertical-align:middle";
    private static final String SQUARE = "padding:2px;width:22px;height:22px;border:1px solid #c9bb94;vertical-align:middle;"
            + "text-align:center;";
    private static final String LAND = "#efe6cf";
    private static final String LAKE = "#a9cfe3";
    private static final String MARK = "#f2b705";
    private static final String PIECE = "height:18px;line-height:18px;font-size:12px;font-weight:bold;border:2px solid ";

    private HtmlBoard() {
    }

    /** The board in English; see {@link #render(Language, PlayerView, Numbering)}. */
    public static String render(PlayerView view, Numbering numbering) {
        return render(Language.EN, view, numbering);
    }

    /** The board with its labels (the table's name, every square's title) in {@code language}. */
    public static String render(Language language, PlayerView view, Numbering numbering) {
        MailBundle words = MailWords.of(language);
        PlayedMove latest = view.latestMove();
        BoardLayout layout = BoardLayout.of(view.viewer());
        StringBuilder html = new StringBuilder(16_000);
        html.append("<table cellpadding=\"0\" cellspacing=\"0\" border=\"0\" aria-label=\"").append(words.boardAriaLabel(Terms.colour(language, view.viewer())))
                .append("\" style=\"").append(TABLE).append("\">\n");
        fileLetters(html, layout);
        for (int row = 0; row < BoardLayout.SIZE; row++) {
            html.append("<tr><td style=\"").append(LABEL).append("\">").append(layout.rank(row)).append("</td>\n");
            for (int column = 0; column < BoardLayout.SIZE; column++) {
                Square square = layout.square(row, column);
                String mark = latest == null ? null
                        : latest.move().from() == square ? "from" : latest.move().to() == square ? "to" : null;
                square(html, language, words, view, square, numbering, mark);
            }
            html.append("</tr>\n");
        }
        fileLetters(html, layout);
        html.append("</table>");
        return html.toString();
    }

    /** A short key for under the board, as an HTML paragraph. */
    public static String legend(Numbering numbering) {
        return legend(Language.EN, numbering);
    }

    /** The key in {@code language}, its rank names the reader's. */
    public static String legend(Language language, Numbering numbering) {
        MailBundle words = MailWords.of(language);
        String marshal = Ranks.name(language, Rank.MARSHAL);
        String scout = Ranks.name(language, Rank.SCOUT);
        String spy = Ranks.name(language, Rank.SPY);
        String ranks = numbering == Numbering.CLASSIC ? words.boardRanksClassic(marshal, scout, spy) : words.boardRanksModern(marshal, scout, spy);
        return "<p style=\"margin:6px 0 0 0;font-size:12px;line-height:1.4;color:#555\">"
                + words.boardLegendHtml(ranks, Ranks.name(language, Rank.BOMB), Ranks.name(language, Rank.FLAG)) + "</p>";
    }

    private static void square(StringBuilder html, Language language, MailBundle words, PlayerView view, Square square,
            Numbering numbering, String mark) {
        String ground = mark != null ? MARK : square.isLake() ? LAKE : LAND;
        ViewPiece piece = square.isLake() ? null : view.pieceAt(square);
        StringBuilder title = Squares.label(language, new StringBuilder(64), square, piece, view.viewer());
        String content;
        if (square.isLake()) {
            content = "<span style=\"color:#4f7f99\">~</span>";
        } else if (piece == null) {
            content = "";
        } else {
            boolean own = piece.side() == view.viewer();
            String dark = piece.side() == Side.RED ? "#a4231b" : "#1f4e99";
            String light = piece.side() == Side.RED ? "#fbe3e1" : "#e1eaf8";
            String symbol;
            if (own || piece.isRankKnown()) {
                symbol = piece.rank().symbol(numbering);
            } else {
                if (piece.moved()) {
                    title.append(words.boardTitleMoved());
                }
                symbol = piece.moved() ? "?<span style=\"font-size:9px\">m</span>" : "?";
            }
            String colours = own ? dark + ";background:" + dark + ";color:#ffffff" : dark + ";background:" + light + ";color:" + dark;
            content = "<div style=\"" + PIECE + colours + "\">" + symbol + "</div>";
        }
        if (mark != null) {
            title.append(mark.equals("from") ? words.boardTitleLatestFrom() : words.boardTitleLatestTo());
        }
        html.append("<td title=\"").append(title).append("\" style=\"").append(SQUARE).append("background:").append(ground)
                .append("\">").append(content).append("</td>\n");
    }

    private static void fileLetters(StringBuilder html, BoardLayout layout) {
        html.append("<tr><td style=\"").append(LABEL).append("\"></td>\n");
        for (int column = 0; column < BoardLayout.SIZE; column++) {
            html.append("<td style=\"").append(LABEL).append("\">").append(layout.file(column)).append("</td>\n");
        }
        html.append("</tr>\n");
    }
}
