package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Game;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HtmlBoardTest {

    private static final Pattern SQUARE_TITLE = Pattern.compile("<td title=\"([a-j](?:10|[1-9])): ([^\"]*)\"[^>]*>(.*?)</td>", Pattern.DOTALL);
    private static final Pattern WIDTH = Pattern.compile("width:(\\d+)px");

    private static List<String[]> cells(String html) {
        List<String[]> cells = new ArrayList<>();
        Matcher matcher = SQUARE_TITLE.matcher(html);
        while (matcher.find()) {
            cells.add(new String[] {matcher.group(1), matcher.group(2), matcher.group(3).replaceAll("<[^>]*>", "")});
        }
        return cells;
    }

    @Test
    void redSeesRankTenAtTheTopAndFilesAToJ() {
        List<String[]> cells = cells(HtmlBoard.render(MailFixtures.gameAt(0).viewFor(Side.RED), Numbering.MODERN));
        assertEquals(100, cells.size());
        assertEquals("a10", cells.get(0)[0]);
        assertEquals("j10", cells.get(9)[0]);
        assertEquals("j1", cells.get(99)[0]);
    }

    @Test
    void blueSeesRankOneAtTheTopAndFilesJToA() {
        List<String[]> cells = cells(HtmlBoard.render(MailFixtures.gameAt(0).viewFor(Side.BLUE), Numbering.MODERN));
        assertEquals(100, cells.size());
        assertEquals("j1", cells.get(0)[0]);
        assertEquals("a1", cells.get(9)[0]);
        assertEquals("a10", cells.get(99)[0]);
    }

    @Test
    void ownPiecesShowTheirRankInTheChosenNumberingAndEnemiesAQuestionMark() {
        PlayerView view = MailFixtures.gameAt(0).viewFor(Side.RED);
        for (Numbering numbering : Numbering.values()) {
            for (String[] cell : cells(HtmlBoard.render(view, numbering))) {
                ViewPiece piece = view.pieceAt(Square.parse(cell[0]));
                if (piece == null) {
                    continue;
                }
                if (piece.side() == Side.RED) {
                    assertEquals(piece.rank().symbol(numbering), cell[2], cell[0]);
                    assertEquals("your " + piece.rank().displayName(), cell[1]);
                } else {
                    assertEquals("?", cell[2], cell[0]);
                    assertEquals("Blue piece, rank unknown", cell[1]);
                }
            }
        }
    }

    @Test
    void theLatestMoveIsMarkedOnBothSquaresAndAMovedUnknownPieceSaysSo() {
        int ply = MailFixtures.battlePly() + 1; // Blue has just moved
        Game game = MailFixtures.gameAt(ply);
        PlayerView view = game.viewFor(Side.RED);
        PlayedMove latest = view.latestMove();
        String html = HtmlBoard.render(view, Numbering.MODERN);
        int marked = 0;
        for (String[] cell : cells(html)) {
            boolean shouldMark = cell[0].equals(latest.move().from().name()) || cell[0].equals(latest.move().to().name());
            assertEquals(shouldMark, cell[1].contains("latest move"), cell[0] + ": " + cell[1]);
            marked += shouldMark ? 1 : 0;
        }
        assertEquals(2, marked);
        assertTrue(html.contains("latest move (from)\" style=\"padding:2px;width:22px;height:22px;border:1px solid #c9bb94;"
                + "vertical-align:middle;text-align:center;background:#f2b705\""), "the from square sits on gold");
        assertTrue(cells(html).stream().anyMatch(c -> c[1].equals("Blue piece, rank unknown, has moved") && c[2].equals("?m")));
    }

    @Test
    void onlyInlineStylesNoScriptsImagesOrClassesAndNarrowEnoughForAPhone() {
        String html = HtmlBoard.render(MailFixtures.gameAt(MailFixtures.battlePly()).viewFor(Side.BLUE), Numbering.CLASSIC)
                + HtmlBoard.legend(Numbering.CLASSIC);
        String lower = html.toLowerCase(Locale.ROOT);
        for (String banned : List.of("<script", "<style", "<img", "<svg", "<link", "class=", "javascript:", "url(", "onclick")) {
            assertFalse(lower.contains(banned), banned);
        }
        int columns = 0;
        int width = 0;
        Matcher firstRow = Pattern.compile("<tr>(.*?)</tr>", Pattern.DOTALL).matcher(html);
        assertTrue(firstRow.find());
        Matcher widths = WIDTH.matcher(firstRow.group(1));
        while (widths.find()) {
            width += Integer.parseInt(widths.group(1));
            columns++;
        }
        assertEquals(11, columns);
        Matcher squareWidth = WIDTH.matcher(html.substring(html.indexOf("<td title=")));
        assertTrue(squareWidth.find());
        int boardWidth = 16 + 10 * (Integer.parseInt(squareWidth.group(1)) + 4 + 1); // width, padding, border
        assertTrue(boardWidth <= 290, "the board is " + boardWidth + " px wide");
        assertTrue(width > 0);
        for (String line : html.split("\n")) {
            assertTrue(line.length() < 998, "an SMTP line may not exceed 998 characters");
        }
    }
}
