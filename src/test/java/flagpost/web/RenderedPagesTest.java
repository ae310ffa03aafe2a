package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Setups;
import flagpost.game.WatchLinks;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.web.page.RenderedPages;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The render memo over HTTP (flagpost.web.page.RenderedPages): a play page asked for again unchanged is answered with
 * the bytes rendered before, without rendering; anything that changes what the page says renders it anew; and one seat's
 * page is never answered to the other seat.
 */
@QuarkusTest
class RenderedPagesTest {

    @Inject
    LinkService links;

    @Inject
    RenderedPages rendered;

    @Inject
    TestClock clock;

    @Inject
    WatchLinks watchLinks;

    @Inject
    Setups setups;

    @Test
    void theSamePageAskedForAgainIsTheSameBytesAndIsNotRenderedAgain() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        byte[] first = page(red);
        long renders = rendered.misses();
        long hits = rendered.hits();
        byte[] second = page(red);
        assertArrayEquals(first, second);
        assertEquals(renders, rendered.misses(), "the second page was not rendered");
        assertEquals(hits + 1, rendered.hits());
    }

    @Test
    void aMoveRendersBothSeatsPagesAnew() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String blue = play(id, Side.BLUE);
        String redBefore = text(red);
        String blueBefore = text(blue);
        assertTrue(redBefore.contains("id=\"move-form\""));
        move(red, "0", "e4", "e5");
        long renders = rendered.misses();
        String redAfter = text(red);
        String blueAfter = text(blue);
        assertEquals(renders + 2, rendered.misses(), "both pages rendered anew");
        assertTrue(redAfter.contains("Your last move: e4-e5."));
        assertFalse(redAfter.contains("id=\"move-form\""));
        assertTrue(blueAfter.contains("Alice&#39;s last move: e4-e5."));
        assertTrue(blueAfter.contains("id=\"move-form\""));
        assertFalse(blueBefore.contains("id=\"move-form\""));
    }

    @Test
    void aDrawOfferShowsOnTheNextPage() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String blue = play(id, Side.BLUE);
        assertTrue(text(blue).contains("id=\"offer-draw\""));
        given().redirects().follow(false).post(red + "/draw/offer").then().statusCode(303);
        String offered = text(blue);
        assertTrue(offered.contains("Alice offers a draw."));
        assertTrue(offered.contains("id=\"accept-draw\""));
    }

    @Test
    void timePassingRendersThePageAnew() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String before = text(red);
        assertTrue(before.contains("(in 3 days)"), before);
        long renders = rendered.misses();
        clock.advance(Duration.ofHours(1));
        String later = text(red);
        assertEquals(renders + 1, rendered.misses());
        assertTrue(later.contains("(in 2 days and 23 hours)"), "the time left is told anew");
        assertNotEquals(historyLink(before), historyLink(later), "the history link is issued anew, to the minute");
    }

    @Test
    void anotherLanguageIsAnotherPage() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        assertTrue(text(red).contains("Your move, until "));
        assertTrue(text(red + "?lang=es").contains("Te toca mover, hasta el "));
        assertTrue(text(red).contains("Your move, until "), "and back");
    }

    @Test
    void theConfirmResignPageIsNotThePlainPage() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String plain = text(red);
        String confirm = text(red + "?confirm=resign");
        assertNotEquals(plain, confirm);
        assertEquals(plain, text(red));
    }

    /**
     * Hidden information: each seat's page shows its own ranks only, whichever was rendered and kept first, and the
     * pages never trade places however often they are asked for.
     */
    @Test
    void oneSeatIsNeverAnsweredTheOtherSeatsPage() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        String blue = play(id, Side.BLUE);
        for (int round = 0; round < 3; round++) {
            BoardPage redBoard = BoardPage.of(text(red));
            BoardPage blueBoard = BoardPage.of(text(blue));
            assertEquals("10", redBoard.at("a4").symbol(), "Red sees its own Marshal");
            assertEquals("?", redBoard.at("a7").symbol(), "and not Blue's ranks");
            assertEquals("?", blueBoard.at("a4").symbol(), "Blue does not see Red's Marshal");
            assertNotEquals("?", blueBoard.at("a7").symbol(), "Blue sees its own ranks");
        }
        // a second link of the same seat is a page of its own (its forms post to its own token)
        String redAgain = "/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        clock.advance(Duration.ofSeconds(1));
        String otherLink = "/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        assertNotEquals(redAgain, otherLink);
        assertTrue(text(otherLink).contains("action=\"" + otherLink + "/move\""));
        assertFalse(text(otherLink).contains(redAgain.substring("/play/".length())));
    }

    @Test
    void aRefusalIsNotKeptAndTheNextPlainPageIsTheUsualOne() {
        long id = ServiceGames.startedClassicGame();
        String red = play(id, Side.RED);
        move(red, "0", "e4", "e5");
        String plain = text(red);
        String refused = given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", "e4")
                .formParam("to", "e5").post(red + "/move").then().statusCode(409).extract().asString();
        assertTrue(refused.contains("class=\"problem\""));
        long hits = rendered.hits();
        assertEquals(plain, text(red));
        assertEquals(hits + 1, rendered.hits(), "the refusal did not take the plain page's place");
    }

    /** The other pages that go through the memo: each asked for again unchanged is a hit, and a move shows on each. */
    @Test
    void theHistoryGamesListAndWatchPagesAreKeptAndRenderedAnewAfterAMove() {
        long id = ServiceGames.startedClassicGame();
        watchLinks.turnOn(id, Side.RED);
        String history = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);
        String games = "/games/" + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(id, Side.BLUE), null, 0);
        WatchLinks.LiveLink live = watchLinks.live(id);
        String watch = "/watch/" + links.issueWatch(id, live.epoch(), live.createdAt());
        for (String path : List.of(history, games, watch)) {
            byte[] first = page(path);
            long renders = rendered.misses();
            assertArrayEquals(first, page(path), path);
            assertEquals(renders, rendered.misses(), path + " was not rendered again");
        }
        assertFalse(text(history).contains("e4-e5"));
        String gamesBefore = text(games);
        String watchBefore = text(watch);
        move(play(id, Side.RED), "0", "e4", "e5");
        assertTrue(text(history).contains("e4-e5"));
        assertNotEquals(gamesBefore, text(games), "Blue's list says it is Blue's move now");
        String watchAfter = text(watch);
        assertNotEquals(watchBefore, watchAfter);
        assertTrue(watchAfter.contains("e4-e5"));
    }

    @Test
    void theSetupPageShowsTheSetupOnceItIsSubmitted() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String setup = "/setup/" + links.issue(LinkPurpose.SETUP, id, Side.RED, 0);
        String before = text(setup);
        long renders = rendered.misses();
        assertEquals(before, text(setup));
        assertEquals(renders, rendered.misses(), "the same setup page was not rendered again");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        String after = text(setup);
        assertNotEquals(before, after);
        assertTrue(after.contains(ServiceGames.CLASSIC_SETUP.substring(0, 10)), "the submitted setup is in the form");
    }

    private String play(long id, Side seat) {
        return "/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0);
    }

    private static byte[] page(String path) {
        return given().redirects().follow(false).get(path).then().statusCode(200).extract().asByteArray();
    }

    private static String text(String path) {
        return new String(page(path), StandardCharsets.UTF_8);
    }

    private static void move(String path, String ply, String from, String to) {
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", ply).formParam("from", from).formParam("to", to)
                .post(path + "/move").then().statusCode(303);
    }

    private static String historyLink(String html) {
        int at = html.indexOf("id=\"history-link\" href=\"");
        assertTrue(at >= 0, "the page has a history link");
        return html.substring(at, html.indexOf('"', at + "id=\"history-link\" href=\"".length()));
    }
}
