package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.AsciiBoard;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.support.ScriptedGame;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.DocumentScan;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The leak check on its own: every board of a whole game passes it, from both chairs and in both
 * numberings, and it catches a board that shows too much (the negative controls), so a pass in
 * {@link MailLeakTest} means something.
 */
class LeakCheckTest {

    private static final ScriptedGame SCRIPT = MailFixtures.SCRIPT;

    private static Knowledge knowledge(int ply, Side seat) {
        return Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), ply, seat, false);
    }

    @Test
    void everyBoardOfAWholeGamePassesFromBothChairsInBothNumberings() {
        int checked = 0;
        for (int ply = 0; ply < SCRIPT.moves().size(); ply += 7) {
            Game game = MailFixtures.gameAt(ply);
            for (Side seat : Side.values()) {
                PlayerView view = game.viewFor(seat);
                Knowledge knowledge = knowledge(ply, seat);
                for (Numbering numbering : Numbering.values()) {
                    List<String> problems = LeakCheck.textProblems(knowledge, AsciiBoard.render(view, numbering), numbering, 1);
                    problems.addAll(LeakCheck.htmlProblems(knowledge, HtmlBoard.render(view, numbering), numbering, 1));
                    assertEquals(List.of(), problems, "ply " + ply + ", " + seat + ", " + numbering);
                    checked++;
                }
            }
        }
        assertTrue(checked > 100, "checked only " + checked + " boards");
    }

    @Test
    void theFinalBoardMayShowEverythingOnlyWhenTheMailEndsTheGame() {
        int end = SCRIPT.moves().size();
        PlayerView finalView = MailFixtures.gameAt(end).viewFor(Side.BLUE);
        assertTrue(finalView.isOver());
        Knowledge everything = Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), end, Side.BLUE, true);
        assertEquals(List.of(), LeakCheck.htmlProblems(everything, HtmlBoard.render(finalView, Numbering.MODERN), Numbering.MODERN, 1));
        Knowledge during = Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), end, Side.BLUE, false);
        assertFalse(LeakCheck.htmlProblems(during, HtmlBoard.render(finalView, Numbering.MODERN), Numbering.MODERN, 1).isEmpty());
    }

    @Test
    void negativeControlABoardDrawnFromAFinishedGameMidwayIsCaughtInBothParts() {
        int ply = MailFixtures.battlePly();
        // A view that leaks: the same position, but with a result, so the view reveals every piece.
        PlayerView leaky = MailFixtures.gameAt(ply).withResult(Result.draw(Ending.DRAW_AGREED)).viewFor(Side.BLUE);
        Knowledge knowledge = knowledge(ply, Side.BLUE);
        List<String> text = LeakCheck.textProblems(knowledge, AsciiBoard.render(leaky, Numbering.MODERN), Numbering.MODERN, 1);
        List<String> html = LeakCheck.htmlProblems(knowledge, HtmlBoard.render(leaky, Numbering.MODERN), Numbering.MODERN, 1);
        assertTrue(text.stream().anyMatch(p -> p.contains("unknown enemy cells")), text.toString());
        assertTrue(html.stream().anyMatch(p -> p.contains("unknown enemy cells")), html.toString());
        assertTrue(text.size() > 20 && html.size() > 20, "every revealed piece is reported: " + text.size() + ", " + html.size());
    }

    @Test
    void negativeControlOneUnknownPieceShownWithItsRankIsCaught() {
        int ply = MailFixtures.battlePly();
        PlayerView view = MailFixtures.gameAt(ply).viewFor(Side.RED);
        Knowledge knowledge = knowledge(ply, Side.RED);
        String text = AsciiBoard.render(view, Numbering.MODERN);
        String leakyText = text.replaceFirst("\\[ \\?\\]", "[ 9]");
        assertFalse(leakyText.equals(text));
        assertEquals(2, LeakCheck.textProblems(knowledge, leakyText, Numbering.MODERN, 1).size(),
                "the wrong cell and the count of unknown cells");

        String html = HtmlBoard.render(view, Numbering.MODERN);
        String leakyHtml = html.replaceFirst(">\\?</div>", ">9</div>");
        assertFalse(leakyHtml.equals(html));
        List<String> symbol = LeakCheck.htmlProblems(knowledge, leakyHtml, Numbering.MODERN, 1);
        assertTrue(symbol.stream().anyMatch(p -> p.contains(" shows '9' titled"))
                && symbol.stream().anyMatch(p -> p.contains("shows the symbol 9")),
                "the board check and the document scan: " + symbol);
        String leakyTitle = html.replaceFirst("Blue piece, rank unknown", "Blue General");
        List<String> title = LeakCheck.htmlProblems(knowledge, leakyTitle, Numbering.MODERN, 1);
        assertTrue(title.stream().anyMatch(p -> p.contains("unknown enemy cells"))
                && title.stream().anyMatch(p -> p.contains("names a General")),
                "the count of unknown cells and the document scan: " + title);
    }

    @Test
    void negativeControlARankNamedOutsideTheBoardIsCaughtUnlessOneOfThatRankHasFought() {
        Knowledge atStart = knowledge(0, Side.RED);
        assertEquals(1, DocumentScan.text("text", "Bob's Marshal is on e7.", atStart, Numbering.MODERN).size());
        assertEquals(1, DocumentScan.text("text", "Two Bombs guard the Flagpost.", atStart, Numbering.MODERN).size());
        assertEquals(1, DocumentScan.text("text", "Beware of Spies.", atStart, Numbering.MODERN).size());
        assertEquals(List.of(), DocumentScan.text("text", "Flagpost game 42, move 0", atStart, Numbering.MODERN));

        int ply = MailFixtures.battlePly();
        Knowledge afterBattle = knowledge(ply, Side.RED);
        Rank fought = afterBattle.foughtRanks().iterator().next();
        assertEquals(List.of(), DocumentScan.text("text", "Bob's " + fought.displayName() + " fought.", afterBattle, Numbering.MODERN));
    }

    @Test
    void negativeControlARankWrittenAsACodeOrACharacterReferenceOutsideTheBoardIsCaught() {
        // Both read past the mail check's own copy of these rules: it knew no codes and decoded only a few references.
        int ply = MailFixtures.battlePly();
        PlayerView view = MailFixtures.gameAt(ply).viewFor(Side.RED);
        Knowledge knowledge = knowledge(ply, Side.RED);
        Rank unseen = Arrays.stream(Rank.values()).filter(rank -> !knowledge.mayName(rank)).findFirst().orElseThrow();
        String name = unseen.displayName();
        String text = AsciiBoard.render(view, Numbering.MODERN);
        assertEquals(List.of(), LeakCheck.textProblems(knowledge, text, Numbering.MODERN, 1));
        assertEquals(1, LeakCheck.textProblems(knowledge, text + "\nBob's " + unseen.code() + " is near.", Numbering.MODERN, 1).size());

        String html = HtmlBoard.render(view, Numbering.MODERN);
        assertEquals(List.of(), LeakCheck.htmlProblems(knowledge, html, Numbering.MODERN, 1));
        String decimal = "&#" + (int) name.charAt(0) + ";" + name.substring(1);
        String hex = "&#x" + Integer.toHexString(name.charAt(0)) + ";" + name.substring(1);
        for (String planted : List.of(decimal, hex, unseen.code())) {
            String leaky = html + "<p>Bob&#39;s " + planted + " is near.</p>";
            assertEquals(1, LeakCheck.htmlProblems(knowledge, leaky, Numbering.MODERN, 1).size(), planted);
        }
    }

    @Test
    void aMailWithoutTheExpectedBoardOrWithTwoIsCaught() {
        PlayerView view = MailFixtures.gameAt(0).viewFor(Side.RED);
        Knowledge knowledge = knowledge(0, Side.RED);
        String board = AsciiBoard.render(view, Numbering.MODERN);
        assertEquals(1, LeakCheck.textProblems(knowledge, "no board here", Numbering.MODERN, 1).size());
        assertEquals(1, LeakCheck.textProblems(knowledge, board + "\n" + board, Numbering.MODERN, 1).size());
        String html = HtmlBoard.render(view, Numbering.MODERN);
        assertEquals(1, LeakCheck.htmlProblems(knowledge, "<p>no board</p>", Numbering.MODERN, 1).size());
        assertEquals(1, LeakCheck.htmlProblems(knowledge, html, Numbering.MODERN, 0).size());
    }
}
