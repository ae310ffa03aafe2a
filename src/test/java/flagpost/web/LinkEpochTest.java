package flagpost.web;

import static flagpost.web.StartAndInvitationPageTest.frontPage;
import static flagpost.web.StartAndInvitationPageTest.link;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.LinkRequestConfig;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, finding 5: long-lived links must not stay keys for ever. A games-list link lives a week; "someone else
 * has my links" turns off every link a player was sent (by raising their link epoch) and emails fresh ones; a
 * history link cannot change the player's numbering.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class LinkEpochTest {

    private static final Pattern ROW_LINK = Pattern.compile("href=\"(/(?:invitation|setup|play|history)/[^\"]+)\"");

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    GameQueries queries;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    FrontProbe probe;

    @Inject
    TestClock clock;

    @Inject
    LinkRequestConfig config;

    @InjectGreenMail
    GreenMail greenMail;

    /** The clock is shared and only moves forward: past the link-request intervals, so earlier tests limit nothing here. */
    @BeforeEach
    void freshWindows() {
        clock.advance(config.mailInterval().plus(config.perClientWindow()).plusSeconds(1));
    }

    @Test
    void aGamesListLinkWorksForAWeekAndIsRefusedAfter() {
        String alice = ServiceGames.uniqueEmail("alice");
        invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(alice), null, 0);

        clock.advance(Duration.ofDays(6));
        frontPage(given().get(list).then().statusCode(200));
        clock.advance(Duration.ofDays(1));
        frontPage(given().get(list).then().statusCode(410))
                .body(containsString("This link has expired"))
                .body(containsString("action=\"/links/renew\""));
    }

    @Test
    void someoneElseHasMyLinksTurnsOffEveryOlderLinkOfThatPlayerOnlyAndEmailsFreshOnes() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long playing = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(playing, "Bob");
        setups.submit(playing, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(playing, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        long inSetup = invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("carol"), SeatChoice.RED));
        invitations.accept(inSetup, "Carol");
        long invitedByDan = invitations.create(NewGame.classic("Dan", ServiceGames.uniqueEmail("dan"), alice, SeatChoice.RED));
        long alicePlayer = probe.playerId(alice);

        Map<String, String> alicePages = new LinkedHashMap<>();
        alicePages.put("play", "/play/" + links.issue(LinkPurpose.PLAY, playing, Side.RED, 0));
        alicePages.put("setup", "/setup/" + links.issue(LinkPurpose.SETUP, inSetup, Side.RED, 0));
        alicePages.put("history", "/history/" + links.issue(LinkPurpose.HISTORY, playing, Side.RED, 0));
        alicePages.put("invitation", "/invitation/" + links.issue(LinkPurpose.INVITATION, invitedByDan, Side.BLUE, 0));
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, alicePlayer, null, 0);
        alicePages.put("games list", list);
        String alicePlay = alicePages.get("play").substring("/play/".length());
        String aliceUnsubscribe = "/unsubscribe/" + links.issue(LinkPurpose.UNSUBSCRIBE, playing, Side.RED, 0);
        String bobPlay = links.issue(LinkPurpose.PLAY, playing, Side.BLUE, 0);
        alicePages.forEach((page, path) -> frontPage(given().get(path).then().statusCode(200)));
        outbox.drain();
        greenMail.reset();

        frontPage(given().get(list).then().statusCode(200))
                .body(containsString("Someone else has my links"))
                .body(containsString("action=\"" + list + "/links-off\""));
        given().redirects().follow(false).post(list + "/links-off").then().statusCode(303).header("Location", endsWith("/links/turned-off"));
        frontPage(given().get("/links/turned-off").then().statusCode(200)).body(containsString("Your old links are off"));

        alicePages.forEach((page, path) -> turnedOff(given().get(path).then(), page));
        turnedOff(numbering(alicePlay), "numbering");
        assertEquals(Numbering.MODERN, queries.settings(playing, Side.RED).summary().numbering(), "the refused switch changed nothing");
        turnedOff(given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", "e4")
                .formParam("to", "e5").post("/play/" + alicePlay + "/move").then(), "a move");
        assertEquals(0, queries.settings(playing, Side.RED).summary().ply(), "the refused move was not played");
        given().get("/api/games/" + alicePlay).then().statusCode(403).body("error", equalTo("STALE_LINK"));
        given().contentType(ContentType.JSON).body("{\"move\": \"e4-e5\", \"ply\": 0}").post("/api/games/" + alicePlay + "/moves")
                .then().statusCode(403).body("error", equalTo("STALE_LINK"));
        turnedOff(given().redirects().follow(false).post(list + "/links-off").then(), "a second turn-off with the spent link");
        // One-click List-Unsubscribe in mail already received keeps working: all it can do is mute reminders.
        given().get(aliceUnsubscribe).then().statusCode(200);

        // The other player's links are untouched.
        given().get("/play/" + bobPlay).then().statusCode(200);
        numbering(bobPlay).statusCode(303);
        given().get("/api/games/" + bobPlay).then().statusCode(200);

        // Exactly one games-list email went to Alice's own address, and its links work.
        assertEquals(1, probe.count("select count(*) from notification where kind = 'MY_GAMES' and recipient_player_id = " + alicePlayer));
        outbox.drain();
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, alice);
        assertEquals(1, toAlice.size());
        String freshList = link(toAlice.get(0), "games");
        String page = frontPage(given().get(freshList).then().statusCode(200)).extract().asString();
        Matcher rows = ROW_LINK.matcher(page);
        int opened = 0;
        while (rows.find()) {
            frontPage(given().get(rows.group(1)).then().statusCode(200));
            opened++;
        }
        assertEquals(3, opened, "the play, setup and invitation pages of Alice's three games:\n" + page);
    }

    @Test
    void anOldLinkOfATurnedOffPlayerStillAsksForAFreshLinkByEmail() {
        String alice = ServiceGames.uniqueEmail("alice");
        long id = invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        invitations.accept(id, "Bob");
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(alice), null, 0);
        String oldSetup = links.issue(LinkPurpose.SETUP, id, Side.RED, 0);
        given().redirects().follow(false).post(list + "/links-off").then().statusCode(303);

        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("token", oldSetup).post("/links/renew").then()
                .statusCode(303).header("Location", endsWith("/links/sent"));
        assertEquals(1, probe.count("select count(*) from notification where kind = 'FRESH_LINKS' and game_id = " + id));
    }

    @Test
    void theNumberingSwitchRefusesAHistoryLink() {
        long id = ServiceGames.startedClassicGame();
        String history = links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);

        frontPage(numbering(history).statusCode(403)).body(containsString("This link opens another page"));
        assertEquals(Numbering.MODERN, queries.settings(id, Side.BLUE).summary().numbering());
    }

    private static ValidatableResponse numbering(String token) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("token", token).formParam("numbering", "CLASSIC")
                .post("/numbering").then();
    }

    /** The 403 page for a turned-off link: it says so, changes nothing, and offers the form that emails fresh links. */
    private static void turnedOff(ValidatableResponse response, String what) {
        String html = frontPage(response.statusCode(403)).extract().asString();
        assertTrue(html.contains("This link was turned off"), what + ":\n" + html);
        assertTrue(html.contains("action=\"/links/renew\""), what + " offers the fresh-link form:\n" + html);
        assertTrue(html.contains("Nothing was changed"), what);
    }
}
