package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.leaks.DocumentScan;
import flagpost.support.leaks.Knowledge;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Beside {@link PageLeakTest} (play and history pages through the move form): whole games played through the
 * service, and at every ply every page and API answer each seat can reach (play, history now and at plies 0,
 * half the current one and the one before, setup, my games, settings, the JSON view) read back by {@link PageLeakScan}:
 * no page may show an enemy rank the seat has not seen, in whichever language its players read: each game runs with
 * both players in English, and some in Spanish and Uzbek too, and the scans know the ranks' names in all three. The negative
 * controls prove the scan can fail.
 */
@QuarkusTest
class EveryPageLeakTest {

    @Inject
    Play play;

    @Inject
    LinkService links;

    @Inject
    PlayerIds players;

    /** The language both players of the game being read have chosen; English for the negative controls. */
    private Language language = Language.EN;

    // Every game is read in English; Spanish and Uzbek each read the classic game (battles, then a resignation), and
    // Uzbek the duel too. Each language's words for the ranks are the same on every game, so reading all three games in
    // all three languages only repeated them, for about five of the whole suite's twenty minutes.
    @ParameterizedTest
    @EnumSource(value = Language.class, names = "EN")
    void barrageToTheFlag(Language language) {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
        playAndScan(script.red(), script.blue(), script.moves(), false, language);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"EN", "UZ"})
    void duelToTheFlag(Language language) {
        ScriptedGame script = ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 40, 100);
        playAndScan(script.red(), script.blue(), script.moves(), false, language);
    }

    /** Classic, random legal moves from the service (seeded), battles on the way, then Blue resigns. */
    @ParameterizedTest
    @EnumSource(Language.class)
    void classicRandomMovesThenResignation(Language language) {
        Random random = new Random(20_261_129L);
        Setup red = Setup.random(Side.RED, Variant.CLASSIC, random);
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, random);
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        List<Move> moves = new ArrayList<>();
        while (moves.size() < 80 && !game.isOver()) {
            List<Move> legal = game.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            game = game.apply(move).gameOrThrow();
        }
        assertTrue(game.battles().size() >= 2, "the line has battles: " + game.battles().size());
        playAndScan(red, blue, moves, !game.isOver(), language);
    }

    @Test
    void negativeControlsTheScanFindsPlantedLeaks() {
        long id = ServiceGames.startedClassicGame();
        Setup setup = Setup.parse(Side.RED, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
        Setup blueSetup = Setup.parse(Side.BLUE, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
        Knowledge red = Knowledge.along(setup, blueSetup, List.of(), Side.RED).get(0);
        String page = given().get("/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0)).then().statusCode(200).extract().asString();
        assertEquals(List.of(), scan("play", page, red, 1), "the real page is clean");

        // j7 holds Blue's Marshal (the setup string's slot 30), unknown to Red.
        String label = "j7: Blue piece, rank unknown";
        assertTrue(page.contains(label), "the board labels unknown pieces as expected");
        assertFalse(scan("planted label", page.replace(label, "j7: Blue Marshal"), red, 1).isEmpty(),
                "a rank in an unknown enemy's label is found");
        assertFalse(scan("planted symbol", page.replaceFirst("(data-square=\"j7\"[^>]*>)\\?<", "$110<"), red, 1).isEmpty(),
                "a rank symbol on an unknown enemy is found");
        assertFalse(scan("planted attribute", page.replace("data-square=\"j7\"", "data-square=\"j7\" data-rank=\"MARSHAL\""),
                red, 1).isEmpty(), "a rank code in an unknown enemy's attributes is found");
        assertFalse(scan("planted words", page.replace("</main>", "<p>Watch out for the Blue Marshal.</p></main>"), red, 1)
                .isEmpty(), "naming an unseen enemy rank in words is found");
        assertFalse(scan("no board", page.replaceAll("data-square=", "data-x="), red, 1).isEmpty(),
                "a page whose board cannot be read fails");
        // Read past by this scan's own copy of the rules before the mail and page scans shared them: it wanted exactly
        // one space between side and rank, decoded only a few references, knew no plurals, and never read the words
        // after an empty square's "empty".
        for (String words : List.of("Blue <b>Marshal</b>", "Blue\n    Marshal", "Blue&#160;Marshal", "Blue's Spies", "Blue &#77;arshal")) {
            assertFalse(scan("planted words", page.replace("</main>", "<p>Watch out for the " + words + ".</p></main>"), red, 1).isEmpty(),
                    "naming an unseen enemy rank is found, written as " + words);
        }
        assertTrue(page.contains("\"e5: empty\""), "e5 is empty at the start");
        assertFalse(scan("planted marker", page.replace("\"e5: empty\"", "\"e5: empty, the Blue Marshal passed here\""), red, 1).isEmpty(),
                "a rank in an empty square's label is found");
        String history = "<ol id=\"moves\"><li>e4-e5</li><li>a7-a6 (Scout)</li></ol>";
        Knowledge afterTwo = Knowledge.along(setup, blueSetup, List.of(Move.of("e4", "e5"), Move.of("a7", "a6")), Side.RED).get(2);
        assertFalse(scan("planted move list", history, afterTwo, 0).isEmpty(),
                "a rank named on an enemy's quiet move is found");

        // The JSON view, read whole: a key nobody expected, on a board piece or beside the board, is read too.
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        String answer = given().get("/api/games/" + token).then().statusCode(200).extract().asString();
        assertEquals(List.of(), apiProblems(token, red), "the real answer is clean");
        assertTrue(answer.contains("{\"square\":\"j7\""), "j7's piece is on the answer's board: " + answer);
        for (String planted : List.of(answer.replace("{\"square\":\"j7\"", "{\"square\":\"j7\",\"hint\":\"MARSHAL\""),
                answer.replaceFirst("\\{", "{\"opponent\":{\"square\":\"j7\",\"piece\":\"marshal\"},"),
                answer.replaceFirst("\\{", "{\"strongest\":\"Marshal\","))) {
            assertTrue(!planted.equals(answer));
            assertFalse(DocumentScan.json("api", planted, red, Numbering.MODERN).isEmpty(), "a rank under a new key is found: " + planted);
        }
    }

    // --- The game and the scan -----------------------------------------------------------------------

    /**
     * Plays the game through the service and reads every page of both seats at every ply, both players reading
     * {@code language} (stored as their choice, so every page from their links answers in it).
     */
    private void playAndScan(Setup red, Setup blue, List<Move> moves, boolean resignAtTheEnd, Language language) {
        long id = ServiceGames.startedGame(red.variant(), GameOptions.DEFAULT, red, blue);
        for (Side seat : Side.values()) {
            players.setLanguage(id, seat, language);
        }
        this.language = language;
        Map<Side, List<Knowledge>> knowledge = new EnumMap<>(Side.class);
        Map<Side, Map<LinkPurpose, String>> tokens = new EnumMap<>(Side.class);
        for (Side seat : Side.values()) {
            knowledge.put(seat, Knowledge.along(red, blue, moves, seat));
            Map<LinkPurpose, String> own = new EnumMap<>(LinkPurpose.class);
            for (LinkPurpose purpose : List.of(LinkPurpose.PLAY, LinkPurpose.HISTORY, LinkPurpose.SETUP)) {
                own.put(purpose, links.issue(purpose, id, seat, 0));
            }
            own.put(LinkPurpose.GAMES_LIST, links.issue(LinkPurpose.GAMES_LIST, players.of(id, seat), null, 0));
            tokens.put(seat, own);
        }
        int pagesRead = 0;
        for (int ply = 0; ply <= moves.size(); ply++) {
            for (Side seat : Side.values()) {
                pagesRead += scanSeat(tokens.get(seat), knowledge.get(seat), ply);
            }
            if (ply < moves.size()) {
                Side mover = ply % 2 == 0 ? Side.RED : Side.BLUE;
                play.move(id, mover, ply, moves.get(ply));
            }
        }
        if (resignAtTheEnd) {
            play.resign(id, Side.BLUE);
            for (Side seat : Side.values()) {
                Knowledge last = knowledge.get(seat).get(moves.size()).afterTheEnd();
                String page = get("/history/" + tokens.get(seat).get(LinkPurpose.HISTORY));
                assertTrue(page.contains("download-gravon"), "the finished history offers the download");
                assertEquals(List.of(), scan("history, finished", page, last, 1));
                assertLanguage(page);
            }
        }
        assertEquals(2 * (moves.size() + 1) * PAGES_PER_PLY, pagesRead, "pages read");
    }

    /** Play, history, the JSON view, the history at three earlier plies, setup, my games and the settings. */
    private static final int PAGES_PER_PLY = 9;

    /** Reads every page and answer one seat can reach at this ply; returns how many were read. */
    private int scanSeat(Map<LinkPurpose, String> tokens, List<Knowledge> plies, int ply) {
        Knowledge now = plies.get(ply);
        List<String> problems = new ArrayList<>();
        int read = 0;
        problems.addAll(scan("play", get("/play/" + tokens.get(LinkPurpose.PLAY)), now, 1));
        problems.addAll(scan("history", get("/history/" + tokens.get(LinkPurpose.HISTORY)), now, 1));
        problems.addAll(apiProblems(tokens.get(LinkPurpose.PLAY), now));
        read += 3;
        for (int earlier : new int[] {0, ply / 2, Math.max(0, ply - 1)}) {
            String page = get("/history/" + tokens.get(LinkPurpose.HISTORY) + "?ply=" + earlier);
            // The board at that ply, but the move list goes on to the current ply: its words are judged by now.
            // Once the game is over its history shows everything, at every ply.
            Knowledge then = now.everything() ? plies.get(earlier).afterTheEnd() : plies.get(earlier);
            problems.addAll(PageLeakScan.problems("history?ply=" + earlier, page, then, now, 1, Numbering.MODERN,
                    DocumentScan.Outside.FOUGHT, language));
            read++;
        }
        // The setup page shows the seat's setup as placed, and lists its pieces (every rank) in the tray.
        Knowledge placed = now.everything() ? plies.get(0).afterTheEnd() : plies.get(0);
        problems.addAll(PageLeakScan.problems("setup", get("/setup/" + tokens.get(LinkPurpose.SETUP)), placed, now, 0, Numbering.MODERN,
                DocumentScan.Outside.ANY, language));
        problems.addAll(scan("my games", get("/games/" + tokens.get(LinkPurpose.GAMES_LIST)), now, 0));
        problems.addAll(scan("settings", get("/games/" + tokens.get(LinkPurpose.GAMES_LIST) + "/settings"), now, 0));
        read += 3;
        assertEquals(List.of(), problems);
        return read;
    }

    /**
     * The JSON view: a rank exactly where the seat may know it, field by field on the board; and the whole answer read
     * by the same scan as every page, so that a key nobody expected (a new field, anywhere in the answer) is read too.
     */
    private static List<String> apiProblems(String playToken, Knowledge now) {
        String body = given().noFilters().get("/api/games/" + playToken).then().statusCode(200).extract().asString();
        List<String> problems = new ArrayList<>(ApiLeakScan.boardProblems(new JsonPath(body).getList("board"), now));
        problems.addAll(DocumentScan.json("api", body, now, Numbering.MODERN));
        return problems;
    }

    /** {@link PageLeakScan} in the numbering every seat here keeps, the default, and the language of the game being read. */
    private List<String> scan(String page, String html, Knowledge knowledge, int boards) {
        return PageLeakScan.problems(page, html, knowledge, knowledge, boards, Numbering.MODERN, DocumentScan.Outside.FOUGHT, language);
    }

    private String get(String path) {
        // noFilters: without the suite's "log it if it fails" filter, which writes out every page it sees, at every ply
        // (a tenth of this test's time); a wrong status still fails, only without the page printed.
        String page = given().noFilters().get(path).then().statusCode(200).extract().asString();
        assertLanguage(page);
        return page;
    }

    /** The page answers in its reader's language: {@code <html lang>} says so (HtmlResponses.html renders every page in it). */
    private void assertLanguage(String page) {
        assertTrue(page.contains("<html lang=\"" + language.code() + "\""), "the page is written in " + language.code());
    }
}
