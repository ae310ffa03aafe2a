package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * No other web page can make its visitors' browsers post to Flagpost: every state-changing request a browser marks as
 * cross-site is refused, before it reaches a resource, with a page in words (JSON for the API), and changes nothing.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class CrossSiteTest {

    @Inject
    FrontProbe probe;

    @Inject
    LinkService links;

    @Test
    void aFormPostedFromAnotherSiteIsRefusedInWordsAndChangesNothing() {
        long game = ServiceGames.startedClassicGame();
        String play = "/play/" + links.issue(LinkPurpose.PLAY, game, Side.RED, 0);
        String invitation = "/invitation/" + links.issue(LinkPurpose.INVITATION, game, Side.BLUE, 0);
        String setup = "/setup/" + links.issue(LinkPurpose.SETUP, game, Side.RED, 0);
        String unsubscribe = "/unsubscribe/" + links.issue(LinkPurpose.UNSUBSCRIBE, game, Side.RED, 0);
        String games = "/games/" + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(game, Side.RED), null, 0);
        Map<String, Map<String, String>> forms = Map.ofEntries(
                Map.entry("/", startForm()),
                Map.entry("/my-games", Map.of("email", ServiceGames.uniqueEmail("alice"))),
                Map.entry("/links/renew", Map.of("token", links.issue(LinkPurpose.PLAY, game, Side.RED, 0))),
                Map.entry("/numbering", Map.of("token", links.issue(LinkPurpose.PLAY, game, Side.RED, 0), "numbering", "CLASSIC")),
                Map.entry(play + "/move", Map.of("from", "a4", "to", "a5", "ply", "0")),
                Map.entry(play + "/resign", Map.of()),
                Map.entry(play + "/draw/offer", Map.of()),
                Map.entry(play + "/vacation", Map.of("returns", "2099-01-01")),
                Map.entry(play + "/vacation/end", Map.of()),
                Map.entry(play + "/pause/ask", Map.of()),
                Map.entry(play + "/pause/resume", Map.of()),
                Map.entry(play + "/rematch", Map.of()),
                Map.entry(invitation + "/accept", Map.of("name", "Bob")),
                Map.entry(invitation + "/decline", Map.of()),
                Map.entry(setup, Map.of("setup", ServiceGames.CLASSIC_SETUP)),
                Map.entry(unsubscribe, Map.of()),
                Map.entry(games + "/name", Map.of("name", "Mallory")),
                Map.entry(games + "/start", Map.of("opponentEmail", ServiceGames.uniqueEmail("bob"), "variant", "CLASSIC",
                        "daysPerMove", "3", "colour", "RED")),
                Map.entry(games + "/settings/numbering", Map.of("numbering", "CLASSIC")),
                Map.entry(games + "/settings/mail", Map.of("mode", "DIGEST", "hour", "3", "zone", "Asia/Tokyo")));
        List<?> before = probe.everything();
        for (var form : forms.entrySet()) {
            for (RequestSpecification crossSite : List.of(
                    given().header("Origin", "https://evil.example"),
                    given().header("Sec-Fetch-Site", "cross-site"),
                    given().header("Sec-Fetch-Site", "same-site").header("Origin", "https://sub.evil.example"),
                    given().header("Origin", "null"))) {
                crossSite.redirects().follow(false).contentType(ContentType.URLENC).formParams(form.getValue()).post(form.getKey())
                        .then().statusCode(403)
                        .contentType(containsString("text/html"))
                        .body(containsString("This form came from another site"))
                        .body(containsString("Nothing was changed"));
            }
        }
        assertEquals(before, probe.everything(), "no refused post changed anything");
    }

    @Test
    void theApiRefusesACrossSitePostWithItsJsonError() {
        long game = ServiceGames.startedClassicGame();
        given().header("Origin", "https://evil.example").contentType(ContentType.JSON).body("{\"move\": \"a4-a5\", \"ply\": 0}")
                .post("/api/games/" + links.issue(LinkPurpose.PLAY, game, Side.RED, 0) + "/moves")
                .then().statusCode(403)
                .contentType(containsString("application/json"))
                .body("error", equalTo("CROSS_SITE"))
                .body("message", containsString("another site"));
    }

    @Test
    void ourOwnPagesScriptsAndMailClientsStillPost() {
        // Each an empty start form: 400 means it reached the form, 403 would be the cross-site refusal.
        for (RequestSpecification sameSite : List.of(
                given().header("Sec-Fetch-Site", "same-origin").header("Origin", "null"), // our pages send no-referrer
                given().header("Sec-Fetch-Site", "none"),
                given().header("Origin", "http://localhost:8080"), // flagpost.base-url in tests
                given().header("Origin", "http://LOCALHOST:8080/"),
                given())) { // curl, scripts, a mail client's one-click unsubscribe
            sameSite.contentType(ContentType.URLENC).formParam("creatorName", "Alice").post("/").then().statusCode(400);
        }
        // The request's own Host (the test server's random port), as a browser on it sends it.
        String own = io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port;
        given().header("Origin", own).contentType(ContentType.URLENC).formParam("creatorName", "Alice").post("/").then().statusCode(400);
        // GET is never refused, whatever the headers.
        given().header("Origin", "https://evil.example").header("Sec-Fetch-Site", "cross-site").get("/").then().statusCode(200);
    }

    private static Map<String, String> startForm() {
        return Map.of("creatorName", "Alice", "creatorEmail", ServiceGames.uniqueEmail("alice"), "opponentEmail",
                ServiceGames.uniqueEmail("bob"), "variant", "CLASSIC", "daysPerMove", "3", "colour", "RED");
    }
}
