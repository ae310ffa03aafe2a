package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.leaks.Knowledge;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Whole games played through the play page's form, every play and history page of both seats checked
 * against what that seat may know (worked out from the setups and moves, not from the view), and the
 * targets each page offers checked against the rules' legal moves.
 */
@QuarkusTest
class PageLeakTest {

    @Inject
    LinkService links;

    @Inject
    PlayerIds players;

    /** Both players read the pages in Spanish in the duel and in Uzbek in the barrage; the scans read ranks in all three languages. */
    @Test
    void duelToTheFlag() {
        playAndScan(ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 40, 100), Language.ES);
    }

    @Test
    void barrageUntilASideCannotMove() {
        playAndScan(ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 100), Language.UZ);
    }

    @Test
    void barrageUntilASideCannotMoveInEnglish() {
        playAndScan(ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 100), Language.EN);
    }

    private void playAndScan(ScriptedGame script, Language language) {
        long id = ServiceGames.startedGame(script.red().variant(), GameOptions.DEFAULT, script.red(), script.blue());
        for (Side seat : Side.values()) {
            players.setLanguage(id, seat, language);
        }
        Map<Side, String> play = new EnumMap<>(Side.class);
        Map<Side, String> history = new EnumMap<>(Side.class);
        for (Side seat : Side.values()) {
            play.put(seat, "/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0));
            history.put(seat, "/history/" + links.issue(LinkPurpose.HISTORY, id, seat, 0));
        }
        Game truth = Game.start(script.red(), script.blue(), GameOptions.DEFAULT);
        List<Move> played = new ArrayList<>();
        scan(script, play, history, played, truth, language);
        for (Move move : script.moves()) {
            Side mover = truth.sideToMove();
            given().redirects().follow(false).contentType(ContentType.URLENC)
                    .formParam("ply", played.size()).formParam("from", move.from().name()).formParam("to", move.to().name())
                    .post(play.get(mover) + "/move")
                    .then().statusCode(303);
            truth = truth.apply(move).gameOrThrow();
            played.add(move);
            scan(script, play, history, played, truth, language);
        }
        assertTrue(truth.isOver());
    }

    private static void scan(ScriptedGame script, Map<Side, String> play, Map<Side, String> history, List<Move> played, Game truth,
            Language language) {
        int ply = played.size();
        boolean over = truth.isOver();
        for (Side seat : Side.values()) {
            Knowledge now = Knowledge.of(script.red(), script.blue(), played, ply, seat, over);
            String playPage = page(play.get(seat));
            assertTrue(playPage.contains("<html lang=\"" + language.code() + "\""), "the play page is written in " + language.code());
            assertNoProblems(PageLeakCheck.problems(playPage, now, now, Numbering.MODERN, language), "play page", seat, ply);
            Map<String, Set<String>> offered = new TreeMap<>();
            BoardPage.of(playPage).targets().forEach((from, to) -> offered.put(from, new TreeSet<>(Arrays.asList(to.split(" ")))));
            Map<String, Set<String>> legal = !over && truth.sideToMove() == seat
                    ? truth.legalMoves().stream().collect(Collectors.groupingBy(m -> m.from().name(), TreeMap::new,
                            Collectors.mapping(m -> m.to().name(), Collectors.toCollection(TreeSet::new))))
                    : Map.of();
            assertEquals(legal, offered, seat + "'s targets at ply " + ply);

            // Every play page; the history (slower: it replays) at every fourth ply and at the end.
            if (ply % 4 == 1 || over) {
                assertNoProblems(PageLeakCheck.problems(page(history.get(seat)), now, now, Numbering.MODERN, language), "history", seat, ply);
                for (int earlier : new int[] {0, ply / 2, ply - 1}) {
                    Knowledge then = Knowledge.of(script.red(), script.blue(), played, earlier, seat, over);
                    String page = page(history.get(seat) + "?ply=" + earlier);
                    assertNoProblems(PageLeakCheck.problems(page, then, now, Numbering.MODERN, language), "history at " + earlier, seat, ply);
                }
            }
        }
    }

    @Test
    void theCheckFindsAnUnknownRankOnTheBoardAndARankNamedOutsideIt() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 100);
        long id = ServiceGames.startedGame(Variant.BARRAGE, GameOptions.DEFAULT, script.red(), script.blue());
        String page = page("/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0));
        Knowledge start = Knowledge.of(script.red(), script.blue(), List.of(), 0, Side.BLUE, false);
        assertEquals(List.of(), PageLeakCheck.problems(page, start, start, Numbering.MODERN));
        String rankShown = page.replaceFirst("rank unknown\" title=\"([^\"]*)\">\\?<", "rank unknown\" title=\"$1\">10<");
        assertTrue(!rankShown.equals(page) && !PageLeakCheck.problems(rankShown, start, start, Numbering.MODERN).isEmpty());
        String named = page.replace("<h1>", "<h1>Marshal ");
        assertTrue(!PageLeakCheck.problems(named, start, start, Numbering.MODERN).isEmpty());
        // Read past by this check before the page scans shared one board check: it never read a square's title, nor
        // what followed an empty square's "empty".
        String title = page.replaceFirst("title=\"([a-j](?:10|[1-9])): Red piece, rank unknown", "title=\"$1: Red General");
        assertTrue(!title.equals(page) && !PageLeakCheck.problems(title, start, start, Numbering.MODERN).isEmpty(),
                "a rank in an unknown enemy's title is found");
        String marker = page.replace("\"e5: empty\"", "\"e5: empty, the Red Marshal passed here\"");
        assertTrue(!marker.equals(page) && !PageLeakCheck.problems(marker, start, start, Numbering.MODERN).isEmpty(),
                "a rank in an empty square's label is found");
        // The same leaks in Spanish and Uzbek, where English would have said "Marshal" and "Flag", read as pages in those languages.
        for (Language language : List.of(Language.ES, Language.UZ)) {
            for (String word : language == Language.ES ? List.of("Mariscal", "Bandera") : List.of("Marshali", "Bayrogʻi", "Bayroqni")) {
                String inWords = page.replace("<h1>", "<h1>" + word + " ");
                assertTrue(!PageLeakCheck.problems(inWords, start, start, Numbering.MODERN, language).isEmpty(),
                        language.code() + ": " + word + " named outside the board is found");
                String onSquare = page.replaceFirst("title=\"([a-j](?:10|[1-9])): Red piece, rank unknown", "title=\"$1: " + word);
                assertTrue(!onSquare.equals(page) && !PageLeakCheck.problems(onSquare, start, start, Numbering.MODERN, language).isEmpty(),
                        language.code() + ": " + word + " in an unknown enemy's title is found");
            }
        }
    }

    /**
     * The board is read as markup, not matched in one order of attributes: another attribute on every square, or the
     * attributes in another order, changes nothing; a rank in an attribute of an unknown enemy's square is still found.
     */
    @Test
    void theCheckReadsTheBoardWhateverTheOrderOrNumberOfItsAttributes() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 100);
        long id = ServiceGames.startedGame(Variant.BARRAGE, GameOptions.DEFAULT, script.red(), script.blue());
        String page = page("/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0));
        Knowledge start = Knowledge.of(script.red(), script.blue(), List.of(), 0, Side.BLUE, false);

        String extra = page.replace(" data-square=\"", " data-extra=\"cell\" data-square=\"");
        assertTrue(!extra.equals(page));
        assertEquals(List.of(), PageLeakCheck.problems(extra, start, start, Numbering.MODERN), "another attribute on every square");
        String reordered = page.replaceAll("<(button|span)( type=\"button\")? class=\"([^\"]*)\" (data-square=\"[^\"]*\")",
                "<$1 $4$2 class=\"$3\"");
        assertTrue(!reordered.equals(page));
        assertEquals(List.of(), PageLeakCheck.problems(reordered, start, start, Numbering.MODERN), "the square first, the class after");

        String leaking = extra.replaceFirst("data-extra=\"cell\"( data-square=\"[a-j](?:10|[1-9])\"(?: role=\"img\")? aria-label=\"[^\"]*: Red piece, "
                + "rank unknown)", "data-extra=\"General\"$1");
        assertTrue(!leaking.equals(extra), "an unknown enemy's square to plant on");
        List<String> found = PageLeakCheck.problems(leaking, start, start, Numbering.MODERN);
        assertTrue(found.stream().anyMatch(problem -> problem.contains("General")), "a rank in another attribute of an unknown square: " + found);
    }

    private static String page(String path) {
        return given().noFilters().get(path).then().statusCode(200).extract().asString(); // noFilters: see EveryPageLeakTest.get
    }

    private static void assertNoProblems(List<String> problems, String what, Side seat, int ply) {
        assertTrue(problems.isEmpty(), what + " of " + seat + " at ply " + ply + ": " + problems);
    }
}
