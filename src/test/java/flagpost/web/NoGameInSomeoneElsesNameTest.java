package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.InvitationConfig;
import flagpost.game.LinkRequestConfig;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.support.FixedSubjects;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The start form never acts in an address's name without its owner: whatever address is typed as the creator's, known,
 * confirmed or new, the form mails that address a confirmation and nothing else, answers with the same page, and the
 * opponent hears nothing until the owner clicks. The owner starts at once only from their own games list. The "email me
 * my games" form sends nothing to an address on the do-not-invite list.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class NoGameInSomeoneElsesNameTest {

    @Inject
    FrontProbe probe;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @Inject
    InvitationConfig caps;

    @Inject
    LinkRequestConfig linkRequests;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aStrangerTypingAConfirmedAddressGetsItOnlyAConfirmationAndTheSamePageAsForAnUnknownOne() throws MessagingException {
        String alice = ServiceGames.uniqueEmail("alice");
        probe.confirmAddress(alice, "Alice");
        String mallory = ServiceGames.uniqueEmail("mallory");
        String unknown = ServiceGames.uniqueEmail("nobody");
        String otherMallory = ServiceGames.uniqueEmail("mallory");

        Response forAlice = start(alice, mallory, "Mallory's pick");
        Response forUnknown = start(unknown, otherMallory, "Mallory's pick");
        forAlice.then().statusCode(303);
        forUnknown.then().statusCode(303);

        outbox.drain();
        assertTrue(GreenMailInbox.to(greenMail, mallory).isEmpty(), "nothing to the opponent before Alice clicks");
        assertTrue(GreenMailInbox.to(greenMail, otherMallory).isEmpty());
        assertEquals(0, probe.count("select count(*) from game g join player p on p.id in (g.red_player_id, g.blue_player_id) "
                + "where p.email = '" + mallory + "'"), "no game in Alice's name yet");
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, alice);
        assertEquals(1, toAlice.size(), "Alice gets the confirmation, and only that");
        assertEquals(FixedSubjects.CONFIRM, toAlice.get(0).getSubject());
        assertEquals(1, GreenMailInbox.to(greenMail, unknown).size());
        assertEquals(forUnknown.header("Location"), forAlice.header("Location"), "the same next page");
        String alicePage = given().get(forAlice.header("Location")).then().statusCode(200).extract().asString();
        String unknownPage = given().get(forUnknown.header("Location")).then().statusCode(200).extract().asString();
        assertEquals(unknownPage, alicePage, "the page after the form reads the same for every address");
        assertFalse(alicePage.contains("Otherwise"), "no word on what happens for a known address: " + alicePage);
        String confirmation = GreenMailInbox.parts(toAlice.get(0)).get(0).text();
        assertTrue(confirmation.contains("\"Alice\""), "the game would carry Alice's own name, not the typed one: " + confirmation);

        // Alice clicks: the invitation leaves now, in her own name, and the page after says so.
        String confirm = StartConfirmationTest.link(confirmation);
        given().get(confirm).then().statusCode(200).body(containsString("Alice")).body(org.hamcrest.Matchers.not(containsString("pick")));
        Response clicked = given().redirects().follow(false).post(confirm);
        clicked.then().statusCode(303);
        String after = given().get(clicked.header("Location")).then().statusCode(200).extract().asString();
        assertFalse(after.contains("first game started from your address"), after);
        assertTrue(after.contains("The invitation has gone to your opponent"), after);
        outbox.drain();
        List<MimeMessage> toMallory = GreenMailInbox.to(greenMail, mallory);
        assertEquals(1, toMallory.size(), "the invitation, after the click");
        String invitation = GreenMailInbox.parts(toMallory.get(0)).get(0).text();
        assertTrue(invitation.contains("Alice invites you"), invitation);
        assertFalse(invitation.contains("pick"), invitation);
    }

    @Test
    void thePlayerStartsAtOnceFromTheirOwnGamesListWithNoEmailToThemselves() {
        String alice = ServiceGames.uniqueEmail("alice");
        probe.confirmAddress(alice, "Alice");
        String bob = ServiceGames.uniqueEmail("bob");
        String list = LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(alice), null, 0);
        given().get(list).then().statusCode(200).body(containsString("id=\"new-game\"")).body(containsString("action=\"" + list + "/start\""));

        Response started = given().redirects().follow(false).contentType(ContentType.URLENC).formParam("opponentEmail", bob)
                .formParam("variant", "CLASSIC").formParam("daysPerMove", "3").formParam("colour", "RED").post(list + "/start");
        started.then().statusCode(303);
        assertTrue(started.header("Location").endsWith(list), started.header("Location"));
        given().get(list).then().statusCode(200).body(containsString(bob.substring(0, bob.indexOf('@'))));
        outbox.drain();
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bob);
        assertEquals(1, toBob.size(), "the invitation at once");
        assertTrue(GreenMailInbox.parts(toBob.get(0)).get(0).text().contains("Alice invites you"));
        assertTrue(GreenMailInbox.to(greenMail, alice).isEmpty(), "no confirmation: the list's link is Alice's own");

        // A bad field is said in words on the list, and starts nothing.
        given().contentType(ContentType.URLENC).formParam("opponentEmail", alice).formParam("variant", "CLASSIC")
                .formParam("daysPerMove", "3").formParam("colour", "RED").post(list + "/start")
                .then().statusCode(400).body(containsString("id=\"new-game-problem\""));
        // A forged link starts nothing.
        given().contentType(ContentType.URLENC).formParam("opponentEmail", ServiceGames.uniqueEmail("carol")).formParam("variant", "CLASSIC")
                .formParam("daysPerMove", "3").formParam("colour", "RED").post("/games/forged.token/start").then().statusCode(403);
    }

    @Test
    void startsWaitingForTheirConfirmationAreCappedPerCreator() {
        clock.advance(caps.perAddressWindow()); // a window of its own for the per-address mail cap
        String dora = ServiceGames.uniqueEmail("dora");
        for (int i = 0; i < caps.maxPendingStarts(); i++) {
            start(dora, ServiceGames.uniqueEmail("opponent"), "Dora").then().statusCode(303);
        }
        start(dora, ServiceGames.uniqueEmail("opponent"), "Dora").then().statusCode(403)
                .body(containsString("We cannot send mail to your address right now"));
        outbox.drain();
        assertEquals(caps.maxPendingStarts(), GreenMailInbox.to(greenMail, dora).size(), "one confirmation per pending start, no more");
    }

    @Test
    void theGamesListFormSendsNothingToAnAddressOnTheDoNotInviteList() {
        clock.advance(linkRequests.mailInterval().plus(linkRequests.perClientWindow()).plusSeconds(1));
        String erin = ServiceGames.uniqueEmail("erin");
        probe.confirmAddress(erin, "Erin");
        outbox.execute("insert into do_not_invite (email, added_at) values ('" + erin + "', now())");
        String unknown = ServiceGames.uniqueEmail("nobody");

        Response forErin = myGames(erin);
        Response forUnknown = myGames(unknown);
        forErin.then().statusCode(303);
        forUnknown.then().statusCode(303);
        assertEquals(forUnknown.header("Location"), forErin.header("Location"), "the same page");
        assertEquals(0, probe.count("select count(*) from notification n join player p on p.id = n.recipient_player_id "
                + "where n.kind = 'MY_GAMES' and p.email = '" + erin + "'"), "nothing recorded for Erin");
        outbox.drain();
        assertTrue(GreenMailInbox.to(greenMail, erin).isEmpty(), "no mail to an address on the do-not-invite list");
    }

    static Response start(String creator, String opponent, String name) {
        return StartConfirmationTest.start(creator, opponent, name);
    }

    private static Response myGames(String email) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("email", email).post("/my-games");
    }
}
