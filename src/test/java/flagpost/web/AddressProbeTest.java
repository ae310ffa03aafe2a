package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.GreenMailResource;
import flagpost.support.Management;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, finding 2: nothing public tells an outsider whether an address plays here, or the name it uses. (The time
 * {@code POST /my-games} takes is measured by {@link AddressProbeTimingBenchmark}.)
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class AddressProbeTest {

    private static final List<String> COUNTS = List.of("pending", "due", "retrying", "failed\"", "failedAllTime");

    @Inject
    Invitations invitations;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    FrontProbe probe;

    @Test
    void theHealthAnswersCarryNoCountsThatAGamesListRequestCouldMove() {
        for (String path : List.of("/q/health", "/q/health/well")) {
            String known = ServiceGames.uniqueEmail("known");
            invitations.create(NewGame.classic("Known", known, ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
            outbox.drain();
            String before = Management.given().get(path).then().extract().asString();
            given().redirects().follow(false).contentType(ContentType.URLENC).formParam("email", known).post("/my-games")
                    .then().statusCode(303);
            String after = Management.given().get(path).then().extract().asString();
            assertEquals(before, after, path + " changed after a games-list request for a known address");
            for (String count : COUNTS) {
                assertFalse(after.contains("\"" + count), path + " publishes " + count + ": " + after);
            }
        }
        outbox.drain();
    }

    @Test
    void aGamesListShowsAnInvitedAddressByItsLocalPartUntilItAccepts() {
        String bob = ServiceGames.uniqueEmail("bob");
        String bobsLocalPart = bob.substring(0, bob.indexOf('@'));
        long earlier = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(earlier, "Robert the Secret");

        String eve = ServiceGames.uniqueEmail("eve");
        long probing = invitations.create(NewGame.classic("Eve", eve, bob, SeatChoice.RED));
        String evesList = LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(eve), null, 0);
        given().get(evesList).then().statusCode(200)
                .body(containsString(bobsLocalPart))
                .body(not(containsString("Robert the Secret")));
        String evesInvitationPage = LinkService.pathOf(LinkPurpose.PLAY) + links.issue(LinkPurpose.PLAY, probing, Side.RED, 0);
        given().get(evesInvitationPage).then().body(not(containsString("Robert the Secret")));

        invitations.accept(probing, null);
        given().get(evesList).then().statusCode(200).body(containsString("Robert the Secret"));
    }

    @Test
    void aDeclinedInvitationNeverShowsTheNameEither() {
        String bob = ServiceGames.uniqueEmail("bob");
        long earlier = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(earlier, "Robert the Secret");
        String eve = ServiceGames.uniqueEmail("eve");
        long declined = invitations.create(NewGame.classic("Eve", eve, bob, SeatChoice.BLUE));
        invitations.decline(declined);

        String evesList = LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(eve), null, 0);
        given().get(evesList).then().statusCode(200).body(not(containsString("Robert the Secret")));
        outbox.drain();
    }
}
