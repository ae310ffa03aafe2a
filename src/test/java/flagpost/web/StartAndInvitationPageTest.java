package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.GameConfig;
import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.mail.OutboxRows;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The front page's start form and the invitation page, driven over HTTP with the mail read back from GreenMail. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class StartAndInvitationPageTest {

    static final Pattern PAGE_LINK = Pattern.compile("https?://[^\\s\"<>]+?(/(invitation|setup|play|history|games)/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");
    private static final Pattern GO_SETUP = Pattern.compile("id=\"go-setup\" href=\"(/setup/[^\"]+)\"");

    @Inject
    GameQueries queries;

    @Inject
    Invitations invitations;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    StoreProbe store;

    @Inject
    FrontProbe probe;

    @Inject
    TestClock clock;

    @Inject
    GameConfig gameConfig;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void startingAGameEmailsTheInvitationAndTheBrowserGetsNoWayIntoTheGame() throws jakarta.mail.MessagingException {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        probe.confirmAddress(alice, "Alice"); // even a confirmed address confirms each start from this form: StartConfirmationTest
        form(alice, bob).formParam("variant", "DUEL").formParam("daysPerMove", "5").formParam("colour", "BLUE")
                .formParam("noRangeAttack", "on").formParam("moveLimit", "500")
                .post("/")
                .then().statusCode(303)
                .header("Location", containsString("/started"));
        String started = frontPage(given().get("/started").then().statusCode(200))
                .body(containsString("class=\"notice\""))
                .body(containsString("a link to confirm this game"))
                .body(containsString("Nothing goes to your opponent until you click it"))
                .body(containsString("We'll email you when they accept"))
                .extract().asString();
        assertFalse(PAGE_LINK.matcher(started).find(), "no game link on the page after the form");
        assertFalse(started.contains("/invitation/") || started.contains("/setup/"), started);
        StartConfirmationTest.confirmFromMail(greenMail, outbox, alice); // Alice's click: the invitation leaves now

        long id = probe.gameIdOfInvitee(bob);
        var game = store.game(id);
        assertEquals(Variant.DUEL, game.variant);
        assertEquals(5, game.daysPerMove);
        assertEquals(Side.BLUE, game.creatorSeat);
        assertEquals(new GameOptions(3, false, 500), game.options());
        assertEquals(List.of(new StoreProbe.Sent(Side.RED, NotificationKind.INVITATION, 0)), store.notifications(id));

        outbox.drain();
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bob);
        assertEquals(1, toBob.size());
        assertEquals(1, GreenMailInbox.to(greenMail, alice).size(), "the creator gets the confirmation, then no mail until the answer");
        String invitation = link(toBob.get(0), "invitation");
        frontPage(given().get(invitation).then().statusCode(200))
                .body(containsString("Alice invites you"))
                .body(containsString("Duel"))
                .body(containsString("5 days per move"))
                .body(containsString("Scouts may not attack"))
                .body(containsString("draw after 500 moves"))
                .body(containsString("<dt>Your colour</dt><dd>Red</dd>"))
                .body(containsString("id=\"accept\""))
                .body(containsString("id=\"decline\""));
    }

    @Test
    void aRefusedFormComesBackWithTheInputKeptEscapedAndTheReasonInWords() {
        String hostile = "<script>alert(1)</script>";
        String same = ServiceGames.uniqueEmail("same");
        Map<String, String> cases = Map.of(
                "both email addresses are the same", same,
                "does not look like an email address", "not an address",
                "Days per move must be between 1 and 14", "days:15",
                "at most 60 characters", "name:" + "x".repeat(61),
                "whole number", "days:three");
        for (var refusal : cases.entrySet()) {
            String opponent = refusal.getValue().contains(":") ? ServiceGames.uniqueEmail("bob") : refusal.getValue();
            String days = refusal.getValue().startsWith("days:") ? refusal.getValue().substring(5) : "3";
            String name = refusal.getValue().startsWith("name:") ? refusal.getValue().substring(5) : hostile;
            long before = probe.count("select count(*) from game");
            frontPage(given().contentType(ContentType.URLENC)
                    .formParam("creatorName", name).formParam("creatorEmail", same).formParam("opponentEmail", opponent)
                    .formParam("variant", "BARRAGE").formParam("daysPerMove", days).formParam("colour", "RED")
                    .post("/").then().statusCode(400))
                    .body(containsString("<p class=\"problem\""))
                    .body(containsString(refusal.getKey()))
                    .body(containsString("value=\"" + same + "\""))
                    .body(containsString("<option value=\"BARRAGE\" selected>"))
                    .body(containsString("value=\"RED\" checked"))
                    .body(not(containsString(hostile)))
                    .body(name.equals(hostile) ? containsString("value=\"&lt;script&gt;alert(1)&lt;/script&gt;\"") : containsString(name));
            assertEquals(before, probe.count("select count(*) from game"), refusal.getKey() + ": no game stored");
        }
    }

    @Test
    void acceptingThroughThePageLeadsToTheSetupLinkAndTellsBothPlayers() {
        String alice = ServiceGames.uniqueEmail("alice");
        long id = invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        String invitation = LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0);

        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("name", "<b>Bob</b>")
                .post(invitation + "/accept").then().statusCode(303)
                .header("Location", containsString(invitation));
        assertEquals(GameStatus.SETUP, store.game(id).status);
        assertEquals("<b>Bob</b>", queries.settings(id, Side.BLUE).summary().blueName());

        String page = frontPage(given().get(invitation).then().statusCode(200))
                .body(containsString("place your pieces"))
                .body(not(containsString("<b>Bob</b>")))
                .extract().asString();
        Matcher setup = GO_SETUP.matcher(page);
        assertTrue(setup.find(), page);
        TokenCheck check = links.verify(setup.group(1).substring("/setup/".length()), LinkPurpose.SETUP);
        var token = assertInstanceOf(TokenCheck.Valid.class, check).token();
        assertEquals(id, token.gameId());
        assertEquals(Side.BLUE, token.seat());

        // A second accept (another tab, a double click) applies once and lands on the same page.
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("name", "Robert")
                .post(invitation + "/accept").then().statusCode(303);
        assertEquals("<b>Bob</b>", queries.settings(id, Side.BLUE).summary().blueName());
        assertEquals(List.of(new StoreProbe.Sent(Side.BLUE, NotificationKind.INVITATION, 0),
                new StoreProbe.Sent(Side.RED, NotificationKind.SETUP_NEEDED, 0),
                new StoreProbe.Sent(Side.BLUE, NotificationKind.SETUP_NEEDED, 0)), store.notifications(id));
    }

    @Test
    void anInvalidNameOnAcceptingIsShownAgainAndNothingChanges() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        String invitation = LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0);
        String longHostile = "<script>" + "y".repeat(70);
        frontPage(given().contentType(ContentType.URLENC).formParam("name", longHostile).post(invitation + "/accept").then().statusCode(400))
                .body(containsString("at most 60 characters"))
                .body(containsString("value=\"&lt;script&gt;yyy"))
                .body(not(containsString("<script>y")));
        assertEquals(GameStatus.INVITED, store.game(id).status);
    }

    @Test
    void decliningThroughThePageTellsTheCreatorAndTheLinkThenSaysSo() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.BLUE));
        String invitation = LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.RED, 0);
        given().redirects().follow(false).post(invitation + "/decline").then().statusCode(303)
                .header("Location", containsString(invitation));
        assertEquals(GameStatus.DECLINED, store.game(id).status);
        frontPage(given().get(invitation).then().statusCode(200))
                .body(containsString("You declined this invitation"))
                .body(not(containsString("id=\"accept\"")));
        given().redirects().follow(false).post(invitation + "/decline").then().statusCode(303);
        given().redirects().follow(false).post(invitation + "/accept").then().statusCode(303);
        assertEquals(GameStatus.DECLINED, store.game(id).status);
        assertEquals(List.of(new StoreProbe.Sent(Side.RED, NotificationKind.INVITATION, 0),
                new StoreProbe.Sent(Side.BLUE, NotificationKind.INVITATION_DECLINED, 0)), store.notifications(id));
    }

    @Test
    void aLapsedInvitationSaysSoAndCannotBeAccepted() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        String invitation = LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0);
        clock.advance(Duration.ofDays(7).plusMinutes(1)); // the deadline job has not run: the page must still see it
        frontPage(given().get(invitation).then().statusCode(410))
                .body(containsString("This invitation has lapsed"))
                .body(not(containsString("id=\"accept\"")));
        given().redirects().follow(false).post(invitation + "/accept").then().statusCode(303);
        assertEquals(GameStatus.INVITED, store.game(id).status);
    }

    @Test
    void theCreatorsSeatHasNoInvitationToAnswer() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        String creators = LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.RED, 0);
        frontPage(given().get(creators).then().statusCode(403)).body(containsString("not yours to answer"));
        frontPage(given().post(creators + "/accept").then().statusCode(403));
        assertEquals(GameStatus.INVITED, store.game(id).status);
    }

    @Test
    void aForgedInvitationLinkGetsTheFriendlyRefusal() {
        frontPage(given().get("/invitation/forged.token").then().statusCode(403))
                .body(containsString("This link does not work"))
                .body(containsString("action=\"/my-games\""));
    }

    @Test
    void noGetChangesAnything() {
        long open = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        long accepted = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        long playing = ServiceGames.startedClassicGame();
        List<?> before = probe.everything();
        given().get("/").then().statusCode(200);
        given().get("/started").then().statusCode(200);
        given().get("/confirmed").then().statusCode(200);
        for (long id : List.of(open, accepted, playing)) {
            given().get("/invitation/" + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0)).then().statusCode(200);
        }
        assertEquals(before, probe.everything());
    }

    @Test
    void oneClientCannotStartGamesWithoutLimit() {
        GameConfig config = gameConfig;
        clock.advance(config.newGamesPerClientWindow()); // a fresh window, whatever other tests posted
        for (int i = 0; i < config.newGamesPerClientLimit(); i++) {
            given().contentType(ContentType.URLENC).formParam("creatorName", "Spammer").post("/").then().statusCode(400);
        }
        frontPage(given().contentType(ContentType.URLENC).formParam("creatorName", "Spammer").post("/").then().statusCode(429))
                .header("Retry-After", String.valueOf(config.newGamesPerClientWindow().toSeconds()))
                .body(containsString("Too many requests"));
        clock.advance(config.newGamesPerClientWindow()); // and leave a fresh one for the tests after this one
        given().contentType(ContentType.URLENC).formParam("creatorName", "Spammer").post("/").then().statusCode(400);
    }

    @Test
    void theFrontPageOffersBothFormsWithTheContractsNames() {
        frontPage(given().get("/").then().statusCode(200))
                .body(containsString("<form id=\"new-game\" method=\"post\" action=\"/\""))
                .body(containsString("name=\"creatorName\""))
                .body(containsString("name=\"creatorEmail\""))
                .body(containsString("name=\"opponentEmail\""))
                .body(containsString("<select id=\"variant\" name=\"variant\">"))
                .body(containsString("name=\"daysPerMove\" value=\"3\""))
                .body(containsString("name=\"colour\" value=\"RANDOM\" checked"))
                .body(containsString("id=\"start-game\""))
                .body(containsString("<form id=\"my-games-request\" method=\"post\" action=\"/my-games\""))
                .body(containsString("id=\"send-my-games\""));
    }

    // ----------------------------------------------------------------------------------------------

    static RequestSpecification form(String creator, String opponent) {
        return given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("creatorName", "Alice").formParam("creatorEmail", creator).formParam("opponentEmail", opponent);
    }

    /** Every page here: HTML, the Content-Security-Policy without inline script, never cached, no referrer. */
    static ValidatableResponse frontPage(ValidatableResponse response) {
        return response
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .header("Content-Security-Policy", not(containsString("unsafe-inline")))
                .header("Cache-Control", equalTo("no-store"))
                .header("Referrer-Policy", equalTo("no-referrer"));
    }

    /** The path of the first link to {@code page} in the text part of a mail. */
    static String link(MimeMessage message, String page) {
        String text = GreenMailInbox.parts(message).get(0).text();
        Matcher matcher = PAGE_LINK.matcher(text);
        while (matcher.find()) {
            if (matcher.group(2).equals(page)) {
                return matcher.group(1);
            }
        }
        throw new AssertionError("no /" + page + "/ link in\n" + text);
    }
}
