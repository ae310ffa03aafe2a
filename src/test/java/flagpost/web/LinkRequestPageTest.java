package flagpost.web;

import static flagpost.web.StartAndInvitationPageTest.frontPage;
import static flagpost.web.StartAndInvitationPageTest.link;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.LinkRequestConfig;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
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
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** "Email me links to my games" and "email me a fresh link": same answer for everyone, mail only to known addresses, rate limits. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class LinkRequestPageTest {

    private static final Pattern ROW_LINK = Pattern.compile("href=\"/(invitation|setup|play|history)/([^\"]+)\"");

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

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
    LinkRequestConfig config;

    @InjectGreenMail
    GreenMail greenMail;

    /** Each test starts with fresh windows: the clock moves past both intervals (it is shared, and only moves forward). */
    @BeforeEach
    void freshWindows() {
        clock.advance(config.mailInterval().plus(config.perClientWindow()).plusSeconds(1));
    }

    @Test
    void knownAndUnknownAddressesGetTheSameAnswerAndOnlyTheKnownOneGetsMail() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        String stranger = ServiceGames.uniqueEmail("stranger");
        long invitedByBob = invitations.create(NewGame.classic("Bob", bob, alice, SeatChoice.BLUE)); // Alice is Red, invited
        long playing = ServiceGames.startedClassicGame();
        long mine = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED)); // Alice waits for Bob
        outbox.drain();
        greenMail.reset();

        String known = askForGames(alice.toUpperCase()).extract().header("Location");
        String unknown = askForGames(stranger).extract().header("Location");
        assertEquals(known, unknown, "the same answer whether or not the address plays here");
        frontPage(given().get("/my-games/sent").then().statusCode(200))
                .body(containsString("If that address has games on Flagpost, we have emailed it a link to them"));

        outbox.drain();
        assertEquals(0, GreenMailInbox.to(greenMail, stranger).size());
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, alice);
        assertEquals(1, toAlice.size());
        String list = link(toAlice.get(0), "games");
        LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, links.verify(list.substring("/games/".length()), LinkPurpose.GAMES_LIST))
                .token();
        assertEquals(probe.playerId(alice), granted.subjectId());

        String page = frontPage(given().get(list).then().statusCode(200))
                .body(containsString("<table id=\"games\""))
                .body(containsString("Bob invites you"))
                // Bob named himself in his own game, but an invited address shows only its local part until it accepts.
                .body(containsString("Waiting for " + bob.substring(0, bob.indexOf('@')) + " to accept"))
                .extract().asString();
        assertTrue(!page.contains("data-game=\"" + playing + "\""), "someone else's game is not listed");
        Matcher rowLink = ROW_LINK.matcher(page);
        assertTrue(rowLink.find(), page);
        assertEquals("invitation", rowLink.group(1));
        LinkToken invitation = assertInstanceOf(TokenCheck.Valid.class, links.verify(rowLink.group(2), LinkPurpose.INVITATION)).token();
        assertEquals(invitedByBob, invitation.gameId());
        assertEquals(Side.RED, invitation.seat());
        assertTrue(!rowLink.find(), "Alice's own open invitation has nothing to open yet");
        assertTrue(page.contains("data-game=\"" + mine + "\""));
    }

    @Test
    void oneGamesListEmailPerAddressPerInterval() {
        String alice = ServiceGames.uniqueEmail("alice");
        invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        long player = probe.playerId(alice);
        String countMine = "select count(*) from notification where kind = 'MY_GAMES' and recipient_player_id = " + player;
        askForGames(alice);
        askForGames(alice);
        assertEquals(1, probe.count(countMine));
        clock.advance(config.mailInterval().minusSeconds(60));
        askForGames(alice);
        assertEquals(1, probe.count(countMine), "still within the interval");
        clock.advance(Duration.ofSeconds(61));
        askForGames(alice);
        assertEquals(2, probe.count(countMine));
    }

    @Test
    void oneClientGetsATooManyPageAfterItsLimit() {
        for (int i = 0; i < config.perClientLimit(); i++) {
            askForGames(ServiceGames.uniqueEmail("nobody"));
        }
        frontPage(given().contentType(ContentType.URLENC).formParam("email", ServiceGames.uniqueEmail("nobody"))
                .post("/my-games").then().statusCode(429))
                .header("Retry-After", String.valueOf(config.perClientWindow().toSeconds()))
                .body(containsString("Too many requests"));
        frontPage(given().contentType(ContentType.URLENC).formParam("token", "forged.token").post("/links/renew").then().statusCode(429));
        clock.advance(config.perClientWindow());
        askForGames(ServiceGames.uniqueEmail("nobody"));
    }

    @Test
    void anExpiredLinkBringsAFreshLinkThatWorksOncePerInterval() {
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        String expired = links.issue(LinkPurpose.SETUP, id, Side.BLUE, 0); // an old setup link, from before the game started
        clock.advance(Duration.ofDays(31));
        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.EXPIRED), links.verify(expired, LinkPurpose.SETUP));
        outbox.drain();
        int before = GreenMailInbox.to(greenMail, bob).size();

        renew(expired).header("Location", endsWith("/links/sent"));
        renew(expired).header("Location", endsWith("/links/sent"));
        frontPage(given().get("/links/sent").then().statusCode(200))
                .body(containsString("We have emailed a fresh link to the address this game knows you by"));
        assertEquals(1, store.notifications(id).stream().filter(n -> n.kind() == NotificationKind.FRESH_LINKS).count());
        assertEquals(new StoreProbe.Sent(Side.BLUE, NotificationKind.FRESH_LINKS, 0), store.notifications(id).get(store.notifications(id).size() - 1));

        outbox.drain();
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bob);
        assertEquals(before + 1, toBob.size());
        String play = link(toBob.get(toBob.size() - 1), "play");
        LinkToken fresh = assertInstanceOf(TokenCheck.Valid.class, links.verify(play.substring("/play/".length()), LinkPurpose.PLAY)).token();
        assertEquals(id, fresh.gameId());
        assertEquals(Side.BLUE, fresh.seat(), "the page that fits now: the game is on, so the play page");
    }

    @Test
    void anExpiredGamesListLinkBringsANewGamesList() {
        String alice = ServiceGames.uniqueEmail("alice");
        invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        long player = probe.playerId(alice);
        String expired = links.issue(LinkPurpose.GAMES_LIST, player, null, 0);
        clock.advance(Duration.ofDays(366));
        frontPage(given().get("/games/" + expired).then().statusCode(410)).body(containsString("action=\"/links/renew\""));
        renew(expired).header("Location", endsWith("/my-games/sent"));
        assertEquals(1, probe.count("select count(*) from notification where kind = 'MY_GAMES' and recipient_player_id = " + player));
    }

    @Test
    void aForgedOrMalformedRenewGetsTheRefusalAndNoMail() {
        long id = ServiceGames.startedClassicGame();
        String genuine = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        String tampered = genuine.substring(0, genuine.length() - 2) + (genuine.endsWith("A") ? "BB" : "AA");
        long notifications = probe.count("select count(*) from notification");
        for (String bad : new String[] {tampered, "forged.token", "", "x".repeat(700)}) {
            frontPage(given().contentType(ContentType.URLENC).formParam("token", bad).post("/links/renew").then().statusCode(403))
                    .body(containsString("This link does not work"))
                    .body(containsString("action=\"/my-games\""))
                    .body(not(containsString("action=\"/links/renew\"")));
        }
        assertEquals(notifications, probe.count("select count(*) from notification"));
    }

    @Test
    void noGetChangesAnything() {
        String alice = ServiceGames.uniqueEmail("alice");
        invitations.create(NewGame.classic("Alice", alice, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(alice), null, 0);
        List<?> before = probe.everything();
        for (String path : List.of(list, "/my-games/sent", "/links/sent", list)) {
            frontPage(given().get(path).then().statusCode(200));
        }
        assertEquals(before, probe.everything());
    }

    // ----------------------------------------------------------------------------------------------

    private static ValidatableResponse askForGames(String email) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("email", email)
                .post("/my-games").then().statusCode(303).header("Location", endsWith("/my-games/sent"));
    }

    private static ValidatableResponse renew(String token) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("token", token)
                .post("/links/renew").then().statusCode(303);
    }
}
