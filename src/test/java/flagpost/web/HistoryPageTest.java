package flagpost.web;

import static flagpost.web.PlayPageTest.get;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Rematches;
import flagpost.game.Setups;
import flagpost.gravon.GravonGame;
import flagpost.gravon.GravonReader;
import flagpost.gravon.RecordedResult;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.StatementCounter;
import flagpost.support.StoreProbe;
import flagpost.web.page.WatchResource;
import flagpost.web.view.HistoryPage;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The history page: stepping through plies, the move list, its bounds, and the Gravon download. */
@QuarkusTest
class HistoryPageTest {

    @Inject
    Play play;

    @Inject
    LinkService links;

    @Test
    void stepLinksMoveOnePlyAndStopAtTheEnds() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e6"));
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6"));
        play.move(id, Side.RED, 2, Move.of("e6", "e7"));
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);
        get(path).then().statusCode(200)
                .body(containsString("After move 3 of 3. Alice (Red): e6xe7: Red Scout attacks Blue Scout, both are removed."))
                .body(containsString("id=\"history-board\""))
                .body(containsString("<ol id=\"moves\""))
                .body(containsString("<a href=\"" + path + "?ply=1#ply-1\">Alice (Red): e4-e6</a>"))
                .body(containsString("<a id=\"prev-ply\" class=\"button secondary\" href=\"" + path + "?ply=2\""))
                .body(containsString("<a id=\"first-ply\" class=\"button secondary\" href=\"" + path + "?ply=0\""))
                .body(containsString("<a id=\"next-ply\" class=\"button secondary\" aria-disabled=\"true\">"))
                .body(containsString("<a id=\"last-ply\" class=\"button secondary\" aria-disabled=\"true\">"))
                .body(not(containsString("download-gravon")));
        String start = get(path + "?ply=0").then().statusCode(200)
                .body(containsString("The start, before the first move."))
                .body(containsString("<a id=\"prev-ply\" class=\"button secondary\" aria-disabled=\"true\">"))
                .body(containsString("<a id=\"next-ply\" class=\"button secondary\" href=\"" + path + "?ply=1\""))
                .body(containsString("<a id=\"last-ply\" class=\"button secondary\" href=\"" + path + "?ply=3\""))
                .body(not(containsString("action=\"/numbering\""))) // a history link is read-only: no numbering switch
                .extract().asString();
        assertEquals("?", BoardPage.of(start).at("e4").symbol(), "Blue did not know Red's e4 at the start");
        String after1 = get(path + "?ply=1").then().statusCode(200).body(containsString("aria-current=\"step\"")).extract().asString();
        assertEquals("2", BoardPage.of(after1).at("e6").symbol(), "a long move shows a Scout");
        for (String bad : new String[] {"-1", "4", "abc", "99999999999999", "1e3", "%3Cscript%3E"}) {
            given().urlEncodingEnabled(false).get(path + "?ply=" + bad).then().statusCode(400)
                    .contentType(containsString("text/html"))
                    .body(containsString("class=\"problem\""))
                    .body(not(containsString("<script>")));
        }
    }

    @Test
    void theHistoryShowsTheNumberingChosenOnThePlayPageAndHasNoSwitchOfItsOwn() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        String token = links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("token", links.issue(LinkPurpose.PLAY, id, Side.RED, 0))
                .formParam("numbering", "CLASSIC").post("/numbering")
                .then().statusCode(303);
        String html = get("/history/" + token + "?ply=0").then().statusCode(200).extract().asString();
        assertEquals("1", BoardPage.of(html).at("a4").symbol(), "the Marshal in classic numbering");
        assertFalse(html.contains("action=\"/numbering\""), "a read-only history link offers no switch that changes the player");
    }

    @Test
    void aFinishedGameShowsBothSetupsAndDownloadsAsGravonThatReplaysToTheSameResult() throws Exception {
        ScriptedGame script = ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 40, 100);
        long id = ServiceGames.startedGame(Variant.DUEL, GameOptions.DEFAULT, script.red(), script.blue());
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        int ply = 0;
        for (Move move : script.moves()) {
            if (ply == script.moves().size() - 1) {
                get(path + "/game.xml").then().statusCode(409).contentType(containsString("text/html"))
                        .body(containsString("once the game is over"));
            }
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, move);
            ply++;
        }
        String html = get(path).then().statusCode(200)
                .body(containsString("id=\"setups\""))
                .body(containsString(script.red().toSetupString()))
                .body(containsString(script.blue().toSetupString()))
                .body(containsString("id=\"download-gravon\""))
                .extract().asString();
        assertEquals(0, BoardPage.of(html).cells().values().stream().filter(c -> c.symbol().equals("?")).count());
        String earlier = get(path + "?ply=1").then().statusCode(200).extract().asString();
        assertEquals(0, BoardPage.of(earlier).cells().values().stream().filter(c -> c.symbol().equals("?")).count(),
                "after the end every ply shows every piece");

        String xml = get(path + "/game.xml").then().statusCode(200)
                .contentType(containsString("xml"))
                .header("Content-Disposition", containsString("attachment"))
                .extract().asString();
        GravonGame record = GravonReader.read(xml);
        assertEquals(script.moves(), record.moves());
        assertEquals(RecordedResult.of(script.result()), record.recordedResult());
        Game replayed = Game.replay(record.red(), record.blue(), record.options(), record.moves());
        assertEquals(script.result(), replayed.result());
        assertEquals("Alice", record.redPlayer());
        assertEquals("Bob", record.bluePlayer());
    }

    // ----------------------------------------------------------------------------------------------
    // Statements: what one history page costs the database (after a first page, which prepares what later ones reuse)

    @Inject
    Rematches rematches;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    StoreProbe probe;

    @Test
    void aHistoryPageOfAGameInPlayIsTheGameThenItsMovesAtAnyPly() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6"));
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        assertEquals(2, statementsOf(path), "the latest ply: the game with its players, then the page's moves");
        assertEquals(2, statementsOf(path + "?ply=1"), "an earlier ply: its position comes with the page's moves");
        assertEquals(2, statementsOf(path + "?ply=0"), "the start: from the setups the game row carries");
    }

    @Test
    void aFinishedGamesHistoryReadsTheRematchesOnlyWhenThereAreAny() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.resign(id, Side.BLUE);
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        assertEquals(2, statementsOf(path), "no rematch: the game, then its moves");

        Rematches.Proposal proposal = rematches.propose(id, Side.RED);
        assertEquals(3, statementsOf(path), "the game, its moves, then the rematch around it");
        get(path).then().statusCode(200).body(containsString("id=\"rematch-status\""));
        assertEquals(3, statementsOf(path + "?ply=0"), "the start, with the rematch");

        // The rematch, once it is played, links back to this game at every ply, while it is still going on too.
        invitations.accept(proposal.newGameId(), "Bob");
        setups.submit(proposal.newGameId(), Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(proposal.newGameId(), Side.BLUE, ServiceGames.CLASSIC_SETUP);
        play.move(proposal.newGameId(), Side.RED, 0, Move.of("e4", "e5"));
        String rematch = "/history/" + links.issue(LinkPurpose.HISTORY, proposal.newGameId(), proposal.seat().opponent(), 0);
        assertEquals(3, statementsOf(rematch), "the game, its moves, then the game it replays");
        get(rematch).then().statusCode(200).body(containsString("id=\"rematch-of\""));
    }

    @Test
    void aHistoryWhoseStoredPositionsCannotBeReadShowsTheSameBoardsFromItsMoves() {
        long id = ServiceGames.startedClassicGame();
        String[][] line = {{"e4", "e5"}, {"e7", "e6"}, {"e5", "e6"}, {"a7", "a6"}};
        for (int ply = 0; ply < line.length; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(line[ply][0], line[ply][1]));
        }
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);
        List<Map<String, BoardPage.Cell>> stored = new ArrayList<>();
        for (int ply = 0; ply <= line.length; ply++) {
            stored.add(BoardPage.of(get(path + "?ply=" + ply).then().statusCode(200).extract().asString()).cells());
        }
        // The page reads without a transaction of its own; the fallback replay must work there too.
        probe.execute("update move set snapshot = null where game_id = " + id); // as moves stored before V5
        probe.execute("update game set snapshot = '\\x00ff'::bytea where id = " + id);
        for (int ply = 0; ply <= line.length; ply++) {
            assertEquals(stored.get(ply), BoardPage.of(get(path + "?ply=" + ply).then().statusCode(200).extract().asString()).cells(),
                    "Blue's board at ply " + ply);
        }
    }

    /** The statements one request for {@code path} sends, the first request for it aside (it prepares what later ones reuse). */
    private static int statementsOf(String path) {
        get(path).then().statusCode(200);
        int before = StatementCounter.everywhere();
        get(path).then().statusCode(200);
        return StatementCounter.everywhere() - before;
    }

    @Test
    void beforeTheStartThereIsNothingToStepThrough() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String path = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        get(path).then().statusCode(200).body(containsString("The game has not started"));
        get(path + "/game.xml").then().statusCode(409);
    }
    // ----------------------------------------------------------------------------------------------
    // Paging: a long game's history shows one page of moves, and its links reach every move

    private static final java.util.regex.Pattern MOVE_ROW = java.util.regex.Pattern.compile("<li id=\"ply-(\\d+)\"( class=\"current\" aria-current=\"step\")?>");
    private static final java.util.regex.Pattern PAGE_LINK = java.util.regex.Pattern.compile("<a class=\"button secondary\" href=\"([^\"]+)\">\\d+–\\d+</a>");

    @Inject
    flagpost.game.WatchLinks watchLinks;

    @Test
    void aLongGamesHistoryShowsOnePageOfMovesAndItsLinksReachEveryMove() {
        int plies = 250;
        long id = ServiceGames.startedClassicGame();
        for (int ply = 0; ply < plies; ply++) {
            String[] squares = HttpMoveBenchmark.shuffle(ply).split("-");
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(squares[0], squares[1]));
        }
        String seat = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        flagpost.game.WatchLinks.LiveLink live = watchLinks.turnOn(id, Side.RED);
        String watch = WatchResource.PATH + links.issueWatch(live.gameId(), live.epoch(), live.createdAt()) + "/history";
        for (String path : List.of(seat, watch)) {
            String latest = get(path).then().statusCode(200)
                    .body(containsString("<p id=\"moves-shown\" class=\"hint\">Moves 201–250 of 250</p>"))
                    .body(containsString("<ol id=\"moves\" class=\"moves\" start=\"201\">"))
                    .body(containsString("<span class=\"button secondary\" aria-current=\"page\">201–250</span>"))
                    .body(containsString("href=\"" + path + "?ply=1#ply-1\">1–100</a>"))
                    .body(containsString("href=\"" + path + "?ply=101#ply-101\">101–200</a>"))
                    .body(containsString("<form method=\"get\" action=\"" + path + "\" id=\"go-to-move\""))
                    .extract().asString();
            assertEquals(range(201, 250), rows(latest), "the latest page holds only its window");
            assertEquals(List.of(250), currentRows(latest));

            String middle = get(path + "?ply=150").then().statusCode(200)
                    .body(containsString("After move 150 of 250."))
                    .body(containsString("<a id=\"prev-ply\" class=\"button secondary\" href=\"" + path + "?ply=149\""))
                    .body(containsString("<a id=\"next-ply\" class=\"button secondary\" href=\"" + path + "?ply=151\""))
                    .body(containsString("<a id=\"last-ply\" class=\"button secondary\" href=\"" + path + "?ply=250\""))
                    .body(containsString("<a href=\"" + path + "?ply=150#ply-150\">"))
                    .extract().asString();
            assertEquals(range(101, 200), rows(middle));
            assertEquals(List.of(150), currentRows(middle), "the shown move is on its page, marked");

            assertEquals(range(1, 100), rows(get(path + "?ply=0").asString()), "the start is on the first page");
            assertEquals(range(1, 100), rows(get(path + "?ply=100").asString()), "a page's last move");
            assertEquals(List.of(101), currentRows(get(path + "?ply=101").asString()), "the next page's first");

            java.util.Set<Integer> reached = new java.util.TreeSet<>();
            java.util.Deque<String> toVisit = new java.util.ArrayDeque<>(List.of(path));
            java.util.Set<String> visited = new java.util.HashSet<>();
            while (!toVisit.isEmpty()) {
                String next = toVisit.pop();
                if (visited.add(next)) {
                    String page = get(next.replace("&amp;", "&")).then().statusCode(200).extract().asString();
                    List<Integer> onPage = rows(page);
                    assertTrue(onPage.size() <= flagpost.game.MovePage.SIZE, next + " holds " + onPage.size() + " moves");
                    reached.addAll(onPage);
                    java.util.regex.Matcher link = PAGE_LINK.matcher(page);
                    while (link.find()) {
                        toVisit.push(link.group(1).replaceAll("#.*", ""));
                    }
                }
            }
            assertEquals(new java.util.TreeSet<>(range(1, plies)), reached, "the page links reach every move");
        }
    }

    @Test
    void farPagesAreLinkedFirstNearAndLastWithGapsBetween() {
        List<String> labels = HistoryPage.movePages(flagpost.game.MovePage.holding(1450, 3000), 3000, "/h").stream()
                .map(link -> link.current() ? "[" + link.label() + "]" : link.label()).toList();
        assertEquals(List.of("1–100", "…", "1201–1300", "1301–1400", "[1401–1500]", "1501–1600", "1601–1700", "…", "2901–3000"), labels);
        assertEquals(List.of("[1–100]", "101–200", "201–250"), HistoryPage.movePages(flagpost.game.MovePage.holding(0, 250), 250, "/h")
                .stream().map(link -> link.current() ? "[" + link.label() + "]" : link.label()).toList());
        assertEquals(List.of(), HistoryPage.movePages(flagpost.game.MovePage.holding(100, 100), 100, "/h"), "one page: no page links");
    }

    private static List<Integer> rows(String page) {
        List<Integer> rows = new java.util.ArrayList<>();
        java.util.regex.Matcher row = MOVE_ROW.matcher(page);
        while (row.find()) {
            rows.add(Integer.parseInt(row.group(1)));
        }
        return rows;
    }

    private static List<Integer> currentRows(String page) {
        List<Integer> rows = new java.util.ArrayList<>();
        java.util.regex.Matcher row = MOVE_ROW.matcher(page);
        while (row.find()) {
            if (row.group(2) != null) {
                rows.add(Integer.parseInt(row.group(1)));
            }
        }
        return rows;
    }

    private static List<Integer> range(int first, int last) {
        return java.util.stream.IntStream.rangeClosed(first, last).boxed().toList();
    }
}
