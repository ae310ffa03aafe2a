package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Setups;
import flagpost.game.Vacations;
import flagpost.game.WatchLinks;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.support.ServiceGames;
import flagpost.support.StatementCounter;
import flagpost.support.StoreProbe;
import flagpost.words.Away;
import flagpost.words.Language;
import flagpost.words.Markup;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The play page through HTTP: what it shows, moves, resignation and draws, and every refusal as a page. */
@QuarkusTest
class PlayPageTest {

    @Inject
    GameQueries queries;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    @Inject
    WatchLinks watchLinks;

    @Inject
    Vacations vacations;

    @Inject
    Clock clock;

    @Test
    void theSeatToMoveSeesItsRanksUnknownEnemiesAndTheServersTargets() {
        long id = ServiceGames.startedClassicGame();
        String html = get(play(id, Side.RED)).then().statusCode(200)
                .contentType(containsString("text/html"))
                .header("Cache-Control", equalTo("no-store"))
                .header("Referrer-Policy", equalTo("no-referrer"))
                .body(containsString("id=\"turn-status\""))
                .body(containsString("Your move, until "))
                .body(containsString("(in 3 days)"))
                .body(containsString("id=\"move-form\""))
                .body(containsString("id=\"submit-move\""))
                .body(containsString("id=\"history-link\" href=\"/history/"))
                .body(containsString("Every move so far, step by step"))
                .body(containsString("Classic Stratego, 3 days per move. You play Red."))
                .body(containsString("/static/play.js"))
                .extract().asString();
        BoardPage board = BoardPage.of(html);
        assertEquals("a10", board.order().get(0), "Red sees rank 10 at the top");
        assertEquals("10", board.at("a4").symbol(), "own Marshal");
        assertTrue(board.at("a4").label().startsWith("a4: your Marshal"));
        assertEquals("?", board.at("a7").symbol());
        assertEquals(40, board.cells().values().stream().filter(c -> c.symbol().equals("?")).count());
        Map<String, Set<String>> legal = queries.seatState(id, Side.RED).legalMoves().stream().collect(Collectors.groupingBy(m -> m.from().name(),
                TreeMap::new, Collectors.mapping(m -> m.to().name(), Collectors.toCollection(TreeSet::new))));
        Map<String, Set<String>> offered = new TreeMap<>();
        board.targets().forEach((from, to) -> offered.put(from, new TreeSet<>(Arrays.asList(to.split(" ")))));
        assertEquals(legal, offered);
        assertTrue(board.at("e4").button() && board.at("e4").has("movable"));
    }

    @Test
    void theOtherSeatSeesWhoseMoveItIsAndCannotMove() {
        long id = ServiceGames.startedClassicGame();
        String html = get(play(id, Side.BLUE)).then().statusCode(200)
                .body(containsString("It is Alice&#39;s move, until "))
                .body(not(containsString("id=\"move-form\"")))
                .extract().asString();
        BoardPage board = BoardPage.of(html);
        assertEquals("j1", board.order().get(0), "Blue sees rank 1 at the top");
        assertTrue(board.targets().isEmpty());
        assertFalse(board.at("a7").button());
    }

    @Test
    void aLegalMoveIsPlayedOnceAndTheSamePostAgainIsAlreadyPlayed() {
        long id = ServiceGames.startedClassicGame();
        String path = play(id, Side.RED);
        move(path, "0", "e4", "e5").then().statusCode(303).header("Location", endsWith(path));
        assertEquals(1, store.moveCount(id));
        get(path).then().statusCode(200).body(containsString("Your last move: e4-e5."))
                .body(containsString("It is Bob&#39;s move"));
        move(path, "0", "e4", "e5").then().statusCode(409)
                .body(containsString("class=\"problem\""))
                .body(containsString("Already played"))
                .body(containsString("id=\"turn-status\""));
        assertEquals(1, store.moveCount(id));
    }

    @Test
    void aBattleIsToldInWords() {
        long id = ServiceGames.startedClassicGame();
        // Red's Scout runs up the e-file into Blue's front row: e4 to e6 is free, then e6 attacks e7.
        String red = play(id, Side.RED);
        String blue = play(id, Side.BLUE);
        move(red, "0", "e4", "e6").then().statusCode(303);
        move(blue, "1", "a7", "a6").then().statusCode(303);
        move(red, "2", "e6", "e7").then().statusCode(303);
        get(red).then().statusCode(200)
                .body(containsString("Your last move: e6xe7: Red Scout attacks Blue Scout, both are removed."));
        get(blue).then().statusCode(200)
                .body(containsString("Alice&#39;s last move: e6xe7: Red Scout attacks Blue Scout, both are removed."));
    }

    @Test
    void theTwoSquaresRuleIsExplainedAndNothingIsStored() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String blue = play(id, Side.BLUE);
        List<String[]> shuttle = List.of(new String[] {"e4", "e5"}, new String[] {"a7", "a6"}, new String[] {"e5", "e4"},
                new String[] {"a6", "a7"}, new String[] {"e4", "e5"}, new String[] {"b7", "b6"});
        int ply = 0;
        for (String[] step : shuttle) {
            move(ply % 2 == 0 ? red : blue, Integer.toString(ply), step[0], step[1]).then().statusCode(303);
            ply++;
        }
        move(red, Integer.toString(ply), "e5", "e4").then().statusCode(422)
                .body(containsString("That move is not allowed."))
                .body(containsString("Two-squares rule"))
                .body(containsString("id=\"move-form\""));
        assertEquals(ply, store.moveCount(id));
    }

    @Test
    void malformedInputIsA400PageAndNeverReachesTheGame() {
        long id = ServiceGames.startedClassicGame();
        String path = play(id, Side.RED);
        String huge = "e".repeat(1500);
        String hostile = "<script>alert(1)</script>";
        for (String[] form : List.of(new String[] {"0", "z9", "e5"}, new String[] {"0", "e4", ""}, new String[] {"0", hostile, "e5"},
                new String[] {"0", "e4", huge}, new String[] {null, "e4", "e5"}, new String[] {"abc", "e4", "e5"},
                new String[] {"-1", "e4", "e5"}, new String[] {"99999999999999", "e4", "e5"}, new String[] {hostile, "e4", "e5"})) {
            Response response = move(path, form[0], form[1], form[2]);
            response.then().statusCode(400).contentType(containsString("text/html"))
                    .body(containsString("class=\"problem\""))
                    .body(not(containsString("<script>alert")));
        }
        move(path, "7", "e4", "e5").then().statusCode(400).body(containsString("There is no move 8 yet"));
        assertEquals(0, store.moveCount(id));
        String oversized = "e".repeat(100_000);
        int status = move(path, "0", oversized, oversized).then().extract().statusCode();
        assertTrue(status >= 400 && status < 500, "an oversized form is refused, got " + status);
        assertEquals(0, store.moveCount(id));
    }

    @Test
    void movingOutOfTurnIsRefused() {
        long id = ServiceGames.startedClassicGame();
        move(play(id, Side.BLUE), "0", "a7", "a6").then().statusCode(409)
                .body(containsString("It is Alice&#39;s turn, not yours."));
        assertEquals(0, store.moveCount(id));
    }

    @Test
    void resigningTakesAConfirmationAndEndsTheGameWithEverythingRevealed() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        get(red).then().statusCode(200)
                .body(containsString("id=\"resign\""))
                .body(containsString("<div id=\"resign-confirm\" hidden>"));
        get(red + "?confirm=resign").then().statusCode(200)
                .body(containsString("<div id=\"resign-confirm\">"))
                .body(containsString("id=\"confirm-resign\""));
        assertEquals(GameStatus.PLAYING, queries.settings(id, Side.RED).summary().status(), "GET changes nothing");
        given().redirects().follow(false).post(red + "/resign").then().statusCode(303).header("Location", endsWith(red));
        String html = get(red).then().statusCode(200)
                .body(containsString("Bob won: you resigned."))
                .body(containsString(">Every move, step by step</a>"))
                .body(not(containsString("id=\"move-form\"")))
                .body(not(containsString("id=\"resign\"")))
                .extract().asString();
        assertEquals(0, BoardPage.of(html).cells().values().stream().filter(c -> c.symbol().equals("?")).count(), "all revealed");
        get(play(id, Side.BLUE)).then().body(containsString("You won: Alice resigned."));
        given().post(red + "/resign").then().statusCode(409).body(containsString("already over"));
    }

    @Test
    void aDrawIsOfferedDeclinedOfferedAgainAndAccepted() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String blue = play(id, Side.BLUE);
        get(red).then().body(containsString("id=\"offer-draw\""));
        given().redirects().follow(false).post(red + "/draw/offer").then().statusCode(303);
        get(red).then().body(containsString("You offered a draw; waiting for Bob")).body(not(containsString("id=\"offer-draw\"")));
        get(blue).then().body(containsString("Alice offers a draw.")).body(containsString("id=\"accept-draw\""))
                .body(containsString("id=\"decline-draw\""));
        given().post(red + "/draw/offer").then().statusCode(409).body(containsString("already offered"));
        given().redirects().follow(false).post(blue + "/draw/decline").then().statusCode(303);
        get(blue).then().body(containsString("id=\"offer-draw\"")).body(not(containsString("id=\"accept-draw\"")));
        given().post(red + "/draw/accept").then().statusCode(409).body(containsString("no draw offer"));
        given().redirects().follow(false).post(red + "/draw/offer").then().statusCode(303);
        given().redirects().follow(false).post(blue + "/draw/accept").then().statusCode(303);
        get(red).then().body(containsString("The game is a draw: you both agreed to it."));
        assertEquals(GameStatus.FINISHED, queries.settings(id, Side.RED).summary().status());
    }

    @Test
    void gettingPagesChangesNothing() {
        long id = ServiceGames.startedClassicGame();
        var before = store.notifications(id);
        for (Side seat : Side.values()) {
            get(play(id, seat)).then().statusCode(200);
            get(play(id, seat) + "?confirm=resign").then().statusCode(200);
            get("/history/" + links.issue(LinkPurpose.HISTORY, id, seat, 0)).then().statusCode(200);
        }
        assertEquals(before, store.notifications(id));
        assertEquals(0, store.moveCount(id));
        assertEquals(GameStatus.PLAYING, queries.settings(id, Side.RED).summary().status());
    }

    @Test
    void duringSetupThePagePointsToTheSetupPage() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        get(play(id, Side.BLUE)).then().statusCode(200)
                .body(containsString("both players are setting up"))
                .body(containsString("id=\"go-setup\" class=\"button\" href=\"/setup/"));
        move(play(id, Side.RED), "0", "e4", "e5").then().statusCode(409).body(containsString("has not started"));
    }

    @Test
    void forgedAndOtherPurposeTokensGetFriendlyPages() {
        long id = ServiceGames.startedClassicGame();
        get("/play/forged").then().statusCode(403).body(containsString("This link does not work"));
        String history = links.issue(LinkPurpose.HISTORY, id, Side.RED, 0);
        get("/play/" + history).then().statusCode(403).body(containsString("This link opens another page"));
        move("/play/" + history, "0", "e4", "e5").then().statusCode(403);
        String play = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        get("/history/" + play).then().statusCode(403).body(containsString("This link opens another page"));
        assertEquals(0, store.moveCount(id));
    }

    @Test
    void namesAreEscaped() {
        long id = invitations.create(new flagpost.game.NewGame("<b>Mallory</b>", ServiceGames.uniqueEmail("m"), ServiceGames.uniqueEmail("v"),
                Variant.CLASSIC, GameOptions.DEFAULT, 3, flagpost.game.SeatChoice.RED));
        invitations.accept(id, "\"><script>alert(1)</script>");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        get(play(id, Side.BLUE)).then().statusCode(200)
                .body(not(containsString("<b>Mallory")))
                .body(containsString("&lt;b&gt;Mallory&lt;/b&gt;"))
                .body(not(containsString("<script>alert")));
    }

    @Test
    void aGameWhoseSnapshotCannotBeReadShowsTheSameBoardFromItsStoredMoves() {
        long id = ServiceGames.startedClassicGame();
        String[][] line = {{"e4", "e5"}, {"e7", "e6"}, {"e5", "e6"}, {"a7", "a6"}};
        for (int ply = 0; ply < line.length; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(line[ply][0], line[ply][1]));
        }
        Map<Side, BoardPage> fromSnapshot = new EnumMap<>(Side.class);
        for (Side seat : Side.values()) {
            fromSnapshot.put(seat, BoardPage.of(get(play(id, seat)).then().statusCode(200).extract().asString()));
        }
        // The page reads without a transaction of its own; the fallback replay must work there too.
        store.execute("update game set snapshot = '\\x00ff'::bytea where id = " + id);
        for (Side seat : Side.values()) {
            BoardPage replayed = BoardPage.of(get(play(id, seat)).then().statusCode(200).extract().asString());
            assertEquals(fromSnapshot.get(seat).cells(), replayed.cells(), seat + "'s board");
        }
    }

    @Test
    void aPlayPageIsOneStatementWithItsWatchLinkInWhenNoVacationCanShow() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        watchLinks.turnOn(id, Side.BLUE);
        String red = play(id, Side.RED);
        get(red).then().statusCode(200); // the first page prepares what later ones reuse

        int before = StatementCounter.everywhere();
        String page = get(red).then().statusCode(200).extract().asString();
        assertEquals(1, StatementCounter.everywhere() - before, "statements for one play page");
        assertTrue(page.contains("id=\"watch-link\""), "the live watch link is on the page");
        assertTrue(page.contains("id=\"take-vacation\""), "Red may take a vacation");
        assertTrue(page.contains(Markup.escape(Away.daysLeft(Language.EN, 30, 30, LocalDate.now(clock).getYear()))), "the whole budget left");
    }

    /** Blue away, Red back from one this year: the page reads the vacations too, in a second statement, and shows both. */
    @Test
    void aPlayPageReadsTheVacationsWhenOneCanShow() {
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        LocalDate back = LocalDate.now(clock).plusDays(3);
        vacations.take(store.game(id).bluePlayer.id, back);
        vacations.take(store.game(id).redPlayer.id, back.plusDays(1));
        vacations.endEarly(store.game(id).redPlayer.id); // an ended vacation of this year: spent, not running
        String red = play(id, Side.RED);
        get(red).then().statusCode(200);

        int before = StatementCounter.everywhere();
        String page = get(red).then().statusCode(200).extract().asString();
        assertEquals(2, StatementCounter.everywhere() - before, "the game with its players, then the vacations");
        assertTrue(page.contains("is on vacation until"), "Blue's vacation is on Red's page");
        assertTrue(page.contains("id=\"take-vacation\""), "Red, back already, may take another");
        Vacations.Budget budget = vacations.standing(store.game(id).redPlayer.id).budget(); // read on its own, as before
        assertTrue(budget.left() < budget.allowance(), "the ended vacation was spent");
        assertTrue(page.contains(Markup.escape(Away.daysLeft(Language.EN, budget.left(), budget.allowance(), budget.year()))),
                "Red's page counts the days Red spent");
    }

    private String play(long id, Side seat) {
        return "/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0);
    }

    static Response get(String path) {
        return given().redirects().follow(false).get(path);
    }

    static Response move(String path, String ply, String from, String to) {
        var request = given().redirects().follow(false).contentType(ContentType.URLENC);
        if (ply != null) {
            request.formParam("ply", ply);
        }
        return request.formParam("from", from).formParam("to", to).post(path + "/move");
    }
}
