package flagpost.mail;

import flagpost.words.Language;
import flagpost.words.Squares;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import flagpost.support.leaks.BoardTally;
import flagpost.support.leaks.DocumentScan;
import flagpost.support.leaks.HtmlText;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.SquareTruth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks an email against what its recipient may know (docs/RULES.md §8), as worked out by {@link Knowledge}
 * from the setups and the moves alone. This class only reads the mail's two board formats; what a square must
 * show ({@link SquareTruth}), what a board must hold as a whole ({@link BoardTally}) and which words may name a
 * rank ({@link RankWords}) are the shared rules of every leak scan, in {@code flagpost.support.leaks}.
 *
 * <p>Both boards are read back cell by cell and must show exactly what may be known: own pieces with their rank,
 * known enemy pieces with theirs, every other enemy piece as unknown ({@code ?}). Then the whole of each part but its
 * fixed legend, every text and attribute value of the HTML, must pass the {@link DocumentScan} that pages pass too:
 * no rank in any case, code or symbol the recipient may not know. An empty list means no leak was found.
 */
public final class LeakCheck {

    private static final Pattern FILES_LINE = Pattern.compile("^ {4}(?: {3}[a-j] ){10}\\s*$");
    private static final Pattern TEXT_ROW = Pattern.compile("^ {0,2}(\\d{1,2}) (.{50})  (\\d{1,2})$");
    /** The line under a board row that marks the latest move's squares ({@code ^^^^} under a cell); it shows no piece. */
    private static final Pattern MARKS_LINE = Pattern.compile("^ {4}(?: {5}| \\^{4})*(?: \\^{4})$");
    private static final Pattern BOARD_TABLE = Pattern.compile("<table[^>]*aria-label=\"[^>]*>.*?</table>", Pattern.DOTALL);
    /** The language an HTML part declares ({@code <html lang="es">}): its board's titles are in it. */
    private static final Pattern HTML_LANG = Pattern.compile("<html\\b[^>]*\\blang=\"([a-z]{2})\"");
    private static final Pattern HTML_CELL = Pattern.compile("<td title=\"([a-j](?:10|[1-9])): ([^\"]*)\"[^>]*>(.*?)</td>",
            Pattern.DOTALL);

    private LeakCheck() {
    }

    /**
     * Both parts; {@code boards} is how many boards the mail should show (0 or 1). The HTML board's titles are read in the
     * language the HTML part declares, English if it declares none.
     */
    static List<String> problems(Knowledge knowledge, MailMessage mail, Numbering numbering, int boards) {
        return problems(knowledge, mail, numbering, boards, declaredLanguage(mail.html()));
    }

    /** Both parts of a mail in {@code language}: its HTML board's titles must be that language's words. */
    static List<String> problems(Knowledge knowledge, MailMessage mail, Numbering numbering, int boards, Language language) {
        List<String> problems = new ArrayList<>();
        problems.addAll(textProblems(knowledge, mail.text(), numbering, boards));
        problems.addAll(htmlProblems(knowledge, mail.html(), numbering, boards, language));
        return problems;
    }

    /** The language of {@code html}'s {@code lang} attribute; English when it has none (a board rendered alone). */
    static Language declaredLanguage(String html) {
        Matcher lang = HTML_LANG.matcher(html);
        if (!lang.find()) {
            return Language.EN;
        }
        for (Language language : Language.values()) {
            if (language.code().equals(lang.group(1))) {
                return language;
            }
        }
        throw new AssertionError("html: lang=\"" + lang.group(1) + "\" is no language Flagpost speaks");
    }

    // --- Text ---------------------------------------------------------------------------------------

    static List<String> textProblems(Knowledge knowledge, String text, Numbering numbering, int boards) {
        List<String> problems = new ArrayList<>();
        String[] lines = Arrays.stream(text.split("\n", -1)).filter(line -> !MARKS_LINE.matcher(line).matches()).toArray(String[]::new);
        StringBuilder outside = new StringBuilder();
        int boardsSeen = 0;
        for (int i = 0; i < lines.length; i++) {
            if (FILES_LINE.matcher(lines[i]).matches() && i + 11 < lines.length && FILES_LINE.matcher(lines[i + 11]).matches()) {
                boardsSeen++;
                problems.addAll(textBoardProblems(knowledge, lines, i, numbering));
                i += 11;
                continue;
            }
            if (TEXT_ROW.matcher(lines[i]).matches()) {
                problems.add("text: a board row outside a whole board: " + lines[i]);
            }
            outside.append(lines[i]).append('\n');
        }
        if (boardsSeen != boards) {
            problems.add("text: " + boardsSeen + " boards, expected " + boards);
        }
        problems.addAll(DocumentScan.text("text", withoutTextLegends(outside.toString(), numbering), knowledge, numbering));
        return problems;
    }

    private static List<String> textBoardProblems(Knowledge knowledge, String[] lines, int header, Numbering numbering) {
        List<String> problems = new ArrayList<>();
        BoardTally tally = new BoardTally("text", knowledge);
        char[] files = new char[10];
        for (int column = 0; column < 10; column++) {
            files[column] = lines[header].charAt(4 + column * 5 + 3);
        }
        for (int row = 1; row <= 10; row++) {
            Matcher matcher = TEXT_ROW.matcher(lines[header + row]);
            if (!matcher.matches()) {
                problems.add("text: not a board row: " + lines[header + row]);
                continue;
            }
            int rank = Integer.parseInt(matcher.group(1));
            int expectedRank = knowledge.viewer() == Side.RED ? 11 - row : row;
            if (rank != expectedRank || Integer.parseInt(matcher.group(3)) != rank) {
                problems.add("text: row " + row + " is rank " + rank + ", expected " + expectedRank);
            }
            for (int column = 0; column < 10; column++) {
                Square square = Square.at(files[column] - 'a', rank);
                String cell = matcher.group(2).substring(column * 5 + 1, column * 5 + 5);
                SquareTruth truth = SquareTruth.of(knowledge, square, numbering);
                boolean shownUnknown = cell.equals("[ ?]") || cell.equals("[?m]");
                tally.saw(square, shownUnknown);
                String expected = textCell(truth);
                if (shownUnknown ? !truth.unknown() : !cell.equals(expected)) {
                    problems.add("text: " + square + " shows '" + cell + "', expected '" + expected + "'");
                }
            }
        }
        problems.addAll(tally.problems());
        return problems;
    }

    /** The cell as it must be; "[?]" stands for either unknown-enemy form ("[ ?]", or "[?m]" once it has moved). */
    private static String textCell(SquareTruth truth) {
        return switch (truth.kind()) {
            case LAKE -> " ~~ ";
            case EMPTY -> "  . ";
            case OWN -> String.format(" %2s ", truth.symbol());
            case KNOWN_ENEMY -> String.format("[%2s]", truth.symbol());
            case UNKNOWN_ENEMY -> "[?]";
        };
    }

    // --- HTML ---------------------------------------------------------------------------------------

    /** The HTML part, its board's titles read in the language it declares ({@link #declaredLanguage}). */
    static List<String> htmlProblems(Knowledge knowledge, String html, Numbering numbering, int boards) {
        return htmlProblems(knowledge, html, numbering, boards, declaredLanguage(html));
    }

    static List<String> htmlProblems(Knowledge knowledge, String html, Numbering numbering, int boards, Language language) {
        List<String> problems = new ArrayList<>();
        Matcher tables = BOARD_TABLE.matcher(html);
        int boardsSeen = 0;
        while (tables.find()) {
            boardsSeen++;
            problems.addAll(htmlBoardProblems(knowledge, tables.group(), numbering, language));
        }
        if (boardsSeen != boards) {
            problems.add("html: " + boardsSeen + " boards, expected " + boards);
        }
        String outside = withoutHtmlLegends(BOARD_TABLE.matcher(html).replaceAll(" "), numbering);
        if (HTML_CELL.matcher(outside).find()) {
            problems.add("html: a board square outside a board table");
        }
        problems.addAll(documentProblems(knowledge, html, numbering));
        return problems;
    }

    /** The whole HTML part but its fixed legend, every text and attribute value, through the scan pages pass too. */
    static List<String> documentProblems(Knowledge knowledge, String html, Numbering numbering) {
        return DocumentScan.html("html", withoutHtmlLegends(html, numbering), knowledge, knowledge, numbering,
                DocumentScan.Outside.FOUGHT);
    }

    private static List<String> htmlBoardProblems(Knowledge knowledge, String table, Numbering numbering, Language language) {
        List<String> problems = new ArrayList<>();
        BoardTally tally = new BoardTally("html", knowledge);
        Matcher cells = HTML_CELL.matcher(table);
        while (cells.find()) {
            Square square = Square.parse(cells.group(1));
            String title = withEnglishMarks(HtmlText.unescape(cells.group(2)));
            String shown = HtmlText.inlineText(cells.group(3));
            SquareTruth truth = SquareTruth.of(knowledge, square, numbering);
            String unknown = Squares.unknown(language);
            tally.saw(square, title.endsWith(unknown) || title.endsWith(unknown + ", has moved"));
            String symbol = truth.kind() == SquareTruth.Kind.LAKE ? "~" : truth.symbol();
            String words = titleWords(truth, knowledge.viewer(), language);
            boolean titleOk = truth.unknown()
                    ? title.equals(words) || title.equals(words + ", has moved")
                    : title.equals(words);
            boolean shownOk = truth.unknown() ? shown.equals("?") || shown.equals("?m") : shown.equals(symbol);
            if (!titleOk || !shownOk) {
                problems.add("html: " + square + " shows '" + shown + "' titled '" + title + "', expected '" + symbol + "' titled '"
                        + words + "'");
            }
        }
        problems.addAll(tally.problems());
        return problems;
    }

    /**
     * What a square's title must say after its name, in {@code language}: the {@link SquareTruth} (the real piece there
     * and whether the seat may know its rank) in the words every board labels a square with. The piece handed to
     * {@link Squares#contents} is made from the truth, not from any view the mail was written from: its rank is there only
     * if the seat may know it, so the expected title of a piece the seat may not know names no rank ("pieza roja, rango
     * desconocido").
     */
    private static String titleWords(SquareTruth truth, Side viewer, Language language) {
        ViewPiece piece = switch (truth.kind()) {
            case LAKE, EMPTY -> null;
            case OWN, KNOWN_ENEMY -> new ViewPiece(truth.piece().side(), truth.piece().rank(), false, true, false);
            case UNKNOWN_ENEMY -> new ViewPiece(truth.piece().side(), null, false, false, false);
        };
        return Squares.contents(language, truth.square(), piece, viewer);
    }

    /**
     * The text without the board's fixed key in any language: it names ranks as a key, not as pieces, and a mail shows
     * it in its reader's language (outside the application all of them read English).
     */
    private static String withoutTextLegends(String text, Numbering numbering) {
        for (Language language : Language.values()) {
            text = text.replace(MailModel.legendText(language, numbering), "");
        }
        return text;
    }

    private static String withoutHtmlLegends(String html, Numbering numbering) {
        for (Language language : Language.values()) {
            html = html.replace(HtmlBoard.legend(language, numbering), " ");
        }
        return html;
    }

    /**
     * A square's title without its latest-move mark and with its "has moved" mark in English, in whatever language the
     * mail is: the marks are the mail's own words ({@link MailBundle}), the rest of the title is what is checked.
     */
    private static String withEnglishMarks(String title) {
        for (Language language : Language.values()) {
            MailBundle words = MailWords.of(language);
            for (String latest : List.of(words.boardTitleLatestFrom(), words.boardTitleLatestTo())) {
                if (title.endsWith(latest)) {
                    title = title.substring(0, title.length() - latest.length());
                }
            }
        }
        for (Language language : Language.values()) {
            String moved = MailWords.of(language).boardTitleMoved();
            if (title.endsWith(moved)) {
                return title.substring(0, title.length() - moved.length()) + ", has moved";
            }
        }
        return title;
    }
}
