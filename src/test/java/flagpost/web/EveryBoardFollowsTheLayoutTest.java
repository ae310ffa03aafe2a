package flagpost.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.game.GameSummary;
import flagpost.mail.HtmlBoard;
import flagpost.rules.AsciiBoard;
import flagpost.rules.BoardLayout;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.web.view.BoardView;
import flagpost.web.view.PageParts;
import flagpost.web.view.SetupBoardView;
import flagpost.words.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The five drawings of a board (the emails' text and HTML boards, the play and history board, the setup board and
 * the setup grids of a finished game) all lay out the squares as {@link BoardLayout} says, for both seats.
 */
class EveryBoardFollowsTheLayoutTest {

    private static final Pattern TITLE = Pattern.compile("<td title=\"([a-j]\\d+):");

    @Test
    void everyDrawingPutsTheSquaresWhereTheSeatsLayoutDoes() {
        Random random = new Random(3);
        Game game = Game.start(Setup.random(Side.RED, Variant.CLASSIC, random), Setup.random(Side.BLUE, Variant.CLASSIC, random),
                GameOptions.DEFAULT);
        for (Side seat : Side.values()) {
            BoardLayout layout = BoardLayout.of(seat);
            List<String> squares = new ArrayList<>();
            List<String> ranks = new ArrayList<>();
            StringBuilder files = new StringBuilder();
            for (int row = 0; row < BoardLayout.SIZE; row++) {
                ranks.add(String.valueOf(layout.rank(row)));
                files.append(layout.file(row));
                for (int column = 0; column < BoardLayout.SIZE; column++) {
                    squares.add(layout.square(row, column).name());
                }
            }
            PlayerView view = game.viewFor(seat);

            assertEquals(squares, BoardPage.of(BoardView.of(Language.EN, view, Numbering.MODERN).html().getValue()).order(), "page board " + seat);

            List<String> titles = new ArrayList<>();
            Matcher title = TITLE.matcher(HtmlBoard.render(view, Numbering.MODERN));
            while (title.find()) {
                titles.add(title.group(1));
            }
            assertEquals(squares, titles, "HTML mail board " + seat);

            List<String> text = AsciiBoard.render(view, Numbering.MODERN).lines().toList();
            assertEquals(files.toString(), text.get(0).replace(" ", ""), "text mail board's files " + seat);
            assertEquals(ranks, text.subList(1, 11).stream().map(line -> line.strip().split(" +")[0]).toList(), "text board's ranks " + seat);

            SetupBoardView setup = SetupBoardView.of(Language.EN, seat, Variant.CLASSIC, Numbering.MODERN, "");
            assertEquals(files.chars().mapToObj(file -> String.valueOf((char) file)).toList(), setup.files(), "setup board's files " + seat);
            assertEquals(squares, Stream.concat(setup.frontRows().stream().flatMap(row -> row.cells().stream().map(cell -> cell.square())),
                    setup.ownRows().stream().flatMap(row -> row.cells().stream().map(cell -> cell.square()))).toList(), "setup board " + seat);
        }
    }

    /** Both chairs see their own setup front row first and the opponent's back row first, as across a table. */
    @Test
    void theSetupGridsOfAFinishedGameAreSeenFromTheViewersChair() {
        String text = "LKJJIIIHHH" + "HGGGGFFFFE" + "EEEEDDDDDD" + "DDCBBBBBBM"; // back row first, from the owner's chair
        Setup red = Setup.parse(Side.RED, Variant.CLASSIC, text).orThrow();
        Game over = Game.start(red, red.forSide(Side.BLUE), GameOptions.DEFAULT).withResult(Result.win(Ending.RESIGNED, Side.RED));
        List<String> ownRows = new ArrayList<>();
        List<String> opponentRows = new ArrayList<>();
        for (int row = 0; row < 4; row++) {
            ownRows.add(0, symbols(text.substring(row * 10, row * 10 + 10)));
            opponentRows.add(symbols(new StringBuilder(text.substring(row * 10, row * 10 + 10)).reverse().toString()));
        }
        for (Side seat : Side.values()) {
            GameSummary summary = new GameSummary(1, seat, Variant.CLASSIC, GameStatus.FINISHED, "Alice", "Bob", 0, null, null,
                    over.result(), Numbering.MODERN, null, 3);
            List<PageParts.SetupGrid> grids = PageParts.setups(Language.EN, over.viewFor(seat), summary, Numbering.MODERN);
            assertEquals(opponentRows, rows(grids.get(0)), grids.get(0).whose() + ", seen by " + seat);
            assertEquals("Your setup", grids.get(1).whose());
            assertEquals(ownRows, rows(grids.get(1)), "own setup, seen by " + seat);
        }
    }

    private static String symbols(String letters) {
        return letters.chars().mapToObj(letter -> Rank.fromGravonLetter((char) letter).rank().symbol(Numbering.MODERN))
                .collect(Collectors.joining(" "));
    }

    private static List<String> rows(PageParts.SetupGrid grid) {
        return grid.rows().stream().map(row -> row.stream().map(PageParts.Lost::symbol).collect(Collectors.joining(" "))).toList();
    }
}
