package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Emails begin lines with the players' names ("Resign. moved b7-b6"), so a name that reads as a reply command would act
 * wherever a client quotes the email without markers. Every place a name is set refuses one, in the reader's language,
 * and keeps the name as it was: the start form, the invitation, the settings. (Accepting by reply, which takes the name
 * from the From line, is in {@code flagpost.inbound.AgingAndQuotedRepliesTest}.)
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class NamesThatReadAsCommandsTest {

    private static final List<String> COMMANDS = List.of("Resign.", "resign", "Draw", "I give up!", "Yes", "board:", "e3-e4", "*Accept*",
            "concede, thanks");

    @Inject
    Invitations invitations;

    @Inject
    LinkService links;

    @Inject
    FrontProbe probe;

    @Inject
    PlayerRows players;

    @Test
    void theStartFormRefusesANameThatReadsAsACommandInTheReadersLanguage() {
        for (String name : COMMANDS) {
            String dora = ServiceGames.uniqueEmail("dora");
            startForm(name, dora).post("/").then().statusCode(400).body(containsString("may not read like a command"));
            assertEquals(0, players.countWithAddressContaining(dora), name + ": nothing recorded for " + dora);
        }
        startForm("Resign.", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "es").post("/").then().statusCode(400)
                .body(containsString("no puede leerse como una orden"));
        startForm("Resign.", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "uz").post("/").then().statusCode(400)
                .body(containsString("buyrug\u02BBi kabi o\u02BBqilmasligi"));
        // Names that only begin with a command's word are prose, as in a reply: "Yes Man moved b7-b6" does nothing.
        startForm("Yes Man", ServiceGames.uniqueEmail("dora")).post("/").then().statusCode(303);
        startForm("Drawsome", ServiceGames.uniqueEmail("dora")).post("/").then().statusCode(303);
    }

    @Test
    void theInvitationRefusesSuchANameAndStaysOpen() {
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        String invitation = LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0);

        given().contentType(ContentType.URLENC).formParam("name", "Resign.").post(invitation + "/accept").then().statusCode(400)
                .body(containsString("may not read like a command"));
        given().get(invitation).then().statusCode(200);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("name", "Robert").post(invitation + "/accept")
                .then().statusCode(303);
        assertEquals("Robert", players.displayName(bob));
    }

    @Test
    void theSettingsRefuseSuchANameAndKeepTheOldOne() {
        String bob = ServiceGames.uniqueEmail("bob");
        long game = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(game, "Robert");
        String list = LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(bob), null, 0);

        for (String name : COMMANDS) {
            given().contentType(ContentType.URLENC).formParam("name", name).post(list + "/name").then().statusCode(400)
                    .body(containsString("may not read like a command"));
        }
        assertEquals("Robert", players.displayName(bob));
    }

    private static io.restassured.specification.RequestSpecification startForm(String name, String creator) {
        return given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("creatorName", name).formParam("creatorEmail", creator).formParam("opponentEmail", ServiceGames.uniqueEmail("eve"))
                .formParam("variant", "CLASSIC").formParam("daysPerMove", "3").formParam("colour", "RED");
    }
}
