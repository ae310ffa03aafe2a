package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, finding 1: anyone can post the start form, so it must not rename the player whose address it names. A name
 * is set by its owner only: a brand-new address on creation, the invited player on accepting.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class StrangersCannotRenameTest {

    private static final String STRANGERS_NAME = "Mallory renamed you";

    @Inject
    Invitations invitations;

    @Inject
    GameQueries queries;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    FrontProbe probe;

    @Inject
    PlayerRows players;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void theStartFormWithAnExistingPlayersAddressLeavesTheirNameAsTheyChoseIt() throws MessagingException {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long played = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(played, "Robert");

        // Bob has not used a link of his yet: the form only asks his address to confirm, and names nobody.
        startForm(STRANGERS_NAME, bob, ServiceGames.uniqueEmail("carol")).post("/").then().statusCode(303);
        assertEquals("Robert", displayName(bob));

        // Once he has, a game from the form that he confirms is his, and still under the name he chose.
        probe.confirmAddress(bob);
        String carol = ServiceGames.uniqueEmail("carol");
        startForm(STRANGERS_NAME, bob, carol).post("/").then().statusCode(303);
        StartConfirmationTest.confirmFromMail(greenMail, outbox, bob);
        assertEquals("Robert", displayName(bob));
        assertEquals("Robert", queries.settings(played, Side.RED).summary().blueName(), "Alice's pages");
        long strangersGame = probe.gameIdOfInvitee(carol);
        assertEquals("Robert", queries.settings(strangersGame, Side.RED).summary().redName(),
                "the stranger's own game shows Bob's name, not the stranger's");
        outbox.drain();
        for (MimeMessage mail : GreenMailInbox.to(greenMail, alice)) {
            String text = GreenMailInbox.parts(mail).get(0).text();
            assertFalse(text.contains(STRANGERS_NAME), "Alice's mail: " + text);
        }
        for (MimeMessage mail : GreenMailInbox.to(greenMail, carol)) {
            String text = GreenMailInbox.parts(mail).get(0).text();
            assertFalse(text.contains(STRANGERS_NAME), "the invitation in Bob's name: " + text);
        }
    }

    @Test
    void theNameShowsWhereOpponentsAndRecordsSeeIt() {
        String bob = ServiceGames.uniqueEmail("bob");
        long id = ServiceGames.startedClassicGame();
        String red = queries.settings(id, Side.BLUE).summary().redName();

        startForm(STRANGERS_NAME, emailOf(id, Side.RED), bob).post("/").then().statusCode(303);

        String bluePlay = LinkService.pathOf(LinkPurpose.PLAY) + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0);
        given().get(bluePlay).then().statusCode(200).body(containsString(red)).body(not(containsString(STRANGERS_NAME)));
        assertEquals(red, queries.settings(id, Side.BLUE).summary().redName());
    }

    @Test
    void aBrandNewAddressTakesTheNameTypedWithItWhenItsOwnerConfirms() throws MessagingException {
        String dora = ServiceGames.uniqueEmail("dora");
        startForm("Dora", dora, ServiceGames.uniqueEmail("eve")).post("/").then().statusCode(303);
        assertEquals(dora.substring(0, dora.indexOf('@')), displayName(dora), "until the owner confirms, the address's local part");
        StartConfirmationTest.confirmFromMail(greenMail, outbox, dora);
        assertEquals("Dora", displayName(dora));
    }

    @Test
    void theInvitedPlayerStillNamesThemselvesOnAccepting() {
        String bob = ServiceGames.uniqueEmail("bob");
        long first = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(first, "Robert");
        long second = invitations.create(NewGame.classic("Carol", ServiceGames.uniqueEmail("carol"), bob, SeatChoice.RED));
        invitations.accept(second, "Bobby");
        assertEquals("Bobby", displayName(bob));
        assertEquals("Bobby", queries.settings(first, Side.RED).summary().blueName());
    }

    @Test
    void theOwnerChangesTheirNameFromTheirOwnGamesList() {
        String bob = ServiceGames.uniqueEmail("bob");
        long game = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(game, "Robert");
        String list = LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(bob), null, 0);
        given().get(list).then().statusCode(200).body(containsString("<a href=\"" + list + "/settings\">"));
        given().get(list + "/settings").then().statusCode(200)
                .body(containsString("<form id=\"your-name\" method=\"post\" action=\"" + list + "/name\""))
                .body(containsString("value=\"Robert\""));

        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("name", "  Bob  Smith ").post(list + "/name")
                .then().statusCode(303).header("Location", containsString(list + "/settings?saved=name"));
        assertEquals("Bob Smith", displayName(bob));
        assertEquals("Bob Smith", queries.settings(game, Side.RED).summary().blueName());

        given().contentType(ContentType.URLENC).formParam("name", "x".repeat(61)).post(list + "/name").then().statusCode(400)
                .body(containsString("at most 60 characters"));
        String forged = list.substring(0, list.length() - 2) + (list.endsWith("A") ? "BB" : "AA");
        given().contentType(ContentType.URLENC).formParam("name", STRANGERS_NAME).post(forged + "/name").then().statusCode(403);
        assertEquals("Bob Smith", displayName(bob));
    }

    private static io.restassured.specification.RequestSpecification startForm(String name, String creator, String opponent) {
        return given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("creatorName", name).formParam("creatorEmail", creator).formParam("opponentEmail", opponent)
                .formParam("variant", "CLASSIC").formParam("daysPerMove", "3").formParam("colour", "RED");
    }

    private String displayName(String email) {
        return players.displayName(email);
    }

    private String emailOf(long gameId, Side seat) {
        return players.emailOf(gameId, seat);
    }
}
