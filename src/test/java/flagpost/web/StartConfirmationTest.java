package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.FixedSubjects;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A game from the start form: a "confirm" email goes to the creator's address first, and the invitation leaves only
 * after the click, every time, whether or not the address was confirmed before. An address whose owner has used one of
 * its links counts as confirmed: its name is its owner's, whatever the form says.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class StartConfirmationTest {

    private static final Pattern CONFIRM_LINK = Pattern.compile("https?://[^\\s\"<>]+?(/confirm/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");

    @Inject
    FrontProbe probe;

    @Inject
    OutboxRows outbox;

    @Inject
    Invitations invitations;

    @Inject
    LinkService links;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aNewAddressConfirmsFirstAndTheInvitationLeavesOnlyAfterTheClick() throws MessagingException {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        start(alice, bob, "Alice <b>Win a prize</b>").then().statusCode(303);
        outbox.drain();
        assertTrue(GreenMailInbox.to(greenMail, bob).isEmpty(), "nothing to the opponent before the creator confirms");
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, alice);
        assertEquals(1, toAlice.size());
        MimeMessage confirmation = toAlice.get(0);
        assertEquals(FixedSubjects.CONFIRM, confirmation.getSubject(), "fixed words in the subject");
        assertTrue(GreenMailInbox.header(confirmation, "List-Unsubscribe").contains("/do-not-invite/"));
        assertEquals("List-Unsubscribe=One-Click", GreenMailInbox.header(confirmation, "List-Unsubscribe-Post"));
        String text = GreenMailInbox.parts(confirmation).get(0).text();
        assertTrue(text.contains(bob), text);
        String confirm = link(text);

        List<?> before = probe.everything();
        given().get(confirm).then().statusCode(200).body(containsString("id=\"confirm\"")).body(containsString(bob));
        assertEquals(before, probe.everything(), "opening the link changes nothing");
        outbox.drain();
        assertTrue(GreenMailInbox.to(greenMail, bob).isEmpty(), "opening the link sends nothing");

        String confirmed = given().redirects().follow(false).post(confirm).then().statusCode(303).extract().header("Location");
        given().get(confirmed).then().statusCode(200)
                .body(containsString("The invitation has gone to your opponent"))
                .body(not(containsString("link to confirm"))).body(not(containsString("first game")));
        given().redirects().follow(false).post(confirm).then().statusCode(303); // a second click starts nothing new
        outbox.drain();
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bob);
        assertEquals(1, toBob.size(), "one invitation, after the click");
        assertEquals(FixedSubjects.INVITATION, toBob.get(0).getSubject());
        assertFalse(toBob.get(0).getSubject().contains("Alice"), "the creator's name is in the body only");
        assertTrue(GreenMailInbox.parts(toBob.get(0)).get(0).text().contains("Alice <b>Win a prize</b> invites you"));
        given().get(confirm).then().statusCode(200).body(containsString("confirmed already"));

        // Confirmed now, her next game from the form still waits for her click: the form may be anyone's.
        String carol = ServiceGames.uniqueEmail("carol");
        start(alice, carol, "Alice").then().statusCode(303);
        outbox.drain();
        assertTrue(GreenMailInbox.to(greenMail, carol).isEmpty(), "nothing to the opponent before the click");
        assertEquals(2, GreenMailInbox.to(greenMail, alice).size(), "a second confirmation");
        confirmFromMail(greenMail, outbox, alice);
        outbox.drain();
        assertEquals(1, GreenMailInbox.to(greenMail, carol).size());
    }

    @Test
    void aMovePlayedWithThePlayersOwnLinkConfirmsTheAddressInTheMovesOwnTransaction() {
        long game = ServiceGames.startedClassicGame();
        String redConfirmed = "select count(*) from player p join game g on g.red_player_id = p.id where g.id = " + game
                + " and p.confirmed_at is not null";
        assertEquals(0, probe.count(redConfirmed), "a game started through the services confirms nobody");
        String api = "/api/games/" + links.issue(LinkPurpose.PLAY, game, Side.RED, 0);
        given().contentType(ContentType.JSON).body("{\"move\": \"a1-a5\", \"ply\": 0}").post(api + "/moves")
                .then().statusCode(422);
        assertEquals(0, probe.count(redConfirmed), "a refused move changes nothing, the confirmation included");
        String legal = given().get(api + "/moves").then().statusCode(200).extract().jsonPath().getList("", String.class).get(0);
        given().contentType(ContentType.JSON).body("{\"move\": \"" + legal + "\", \"ply\": 0}").post(api + "/moves")
                .then().statusCode(200);
        assertEquals(1, probe.count(redConfirmed), "the move's transaction records that Red reads Red's mail");
    }

    @Test
    void anAddressThatUsedItsOwnLinkForAPostCountsAsConfirmed() throws MessagingException {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long game = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED)); // Bob is invited, Blue
        String invitation = "/invitation/" + links.issue(LinkPurpose.INVITATION, game, Side.BLUE, 0);
        given().get(invitation).then().statusCode(200);
        assertEquals(0, probe.count("select count(*) from player where confirmed_at is not null and email = '" + bob + "'"),
                "opening a page proves nothing");
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("name", "Bob").post(invitation + "/accept")
                .then().statusCode(303);
        assertEquals(1, probe.count("select count(*) from player where confirmed_at is not null and email = '" + bob + "'"));

        // Confirmed, his name is his own: a game from the form, once he confirms it, carries "Bob", not what was typed.
        String carol = ServiceGames.uniqueEmail("carol");
        start(bob, carol, "Somebody Else").then().statusCode(303);
        outbox.drain();
        assertTrue(GreenMailInbox.to(greenMail, carol).isEmpty(), "nothing to the opponent before Bob's click");
        confirmFromMail(greenMail, outbox, bob);
        outbox.drain();
        List<MimeMessage> toCarol = GreenMailInbox.to(greenMail, carol);
        assertEquals(1, toCarol.size());
        String toCarolText = GreenMailInbox.parts(toCarol.get(0)).get(0).text();
        assertTrue(toCarolText.contains("Bob invites you"), toCarolText);
        assertFalse(toCarolText.contains("Somebody Else"), toCarolText);
    }

    @Test
    void anUnconfirmedAddressOnTheDoNotInviteListGetsNoConfirmationEither() {
        String mallory = ServiceGames.uniqueEmail("mallory");
        String victim = ServiceGames.uniqueEmail("victim");
        start(victim, mallory, "Mallory").then().statusCode(303); // someone uses the victim's address as the creator's
        outbox.drain();
        MimeMessage confirmation = GreenMailInbox.to(greenMail, victim).get(0);
        String optOut = GreenMailInbox.header(confirmation, "List-Unsubscribe").replaceAll("[<>]", "").replaceFirst("^https?://[^/]+", "");
        given().post(optOut).then().statusCode(200).body(containsString("no more invitations"));

        Response again = start(victim, ServiceGames.uniqueEmail("mallory"), "Mallory");
        again.then().statusCode(403).body(containsString("We cannot send mail to your address right now"));
        outbox.drain();
        assertEquals(1, GreenMailInbox.to(greenMail, victim).size(), "no second confirmation");
    }

    @Test
    void forgedAndWrongLinksToBothNewPagesGetAPageInWordsAndChangeNothing() {
        long game = ServiceGames.startedClassicGame();
        String wrongPurpose = links.issue(LinkPurpose.PLAY, game, Side.RED, 0);
        List<?> before = probe.everything();
        for (String page : List.of("/confirm/", "/do-not-invite/")) {
            for (String token : List.of("forged.token", wrongPurpose)) {
                given().get(page + token).then().statusCode(403).body(containsString("This link does not work"));
                given().post(page + token).then().statusCode(403).body(containsString("Nothing was changed"));
            }
        }
        given().contentType(ContentType.URLENC).formParam("token", links.issue(LinkPurpose.DO_NOT_INVITE, 1, null, 0))
                .post("/links/renew").then().statusCode(403); // a genuine token that names no seat gets no fresh link
        assertEquals(before, probe.everything());
    }

    static Response start(String creator, String opponent, String name) {
        return given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("creatorName", name).formParam("creatorEmail", creator).formParam("opponentEmail", opponent)
                .formParam("variant", "CLASSIC").formParam("daysPerMove", "3").formParam("colour", "RED").post("/");
    }

    /**
     * The creator's side of a game from the start form: the latest confirmation email to {@code creator} (the latest
     * email with a confirm link: the outbox may send other mail to the same address after it), and the click on its
     * button.
     */
    static void confirmFromMail(GreenMail greenMail, OutboxRows outbox, String creator) throws MessagingException {
        outbox.drain();
        List<MimeMessage> mails = GreenMailInbox.to(greenMail, creator);
        for (int i = mails.size() - 1; i >= 0; i--) {
            Matcher found = CONFIRM_LINK.matcher(GreenMailInbox.parts(mails.get(i)).get(0).text());
            if (found.find()) {
                given().redirects().follow(false).post(found.group(1)).then().statusCode(303);
                return;
            }
        }
        throw new AssertionError("no confirmation email to " + creator + " among " + mails.size());
    }

    static String link(String text) {
        Matcher found = CONFIRM_LINK.matcher(text);
        assertTrue(found.find(), "a confirm link in: " + text);
        return found.group(1);
    }
}
