package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import flagpost.web.page.ErrorPages;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** What every page shares: security headers, the friendly pages for bad links, the numbering switch. */
@QuarkusTest
class PageFoundationTest {

    @Inject
    GameQueries queries;

    @Inject
    LinkService links;

    @Test
    void aForgedTokenGetsAFriendlyPageWithTheHeadersOfATokenPage() {
        given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("token", "forged").formParam("numbering", "CLASSIC")
                .post("/numbering")
                .then().statusCode(403)
                .contentType(containsString("text/html"))
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .header("Content-Security-Policy", not(containsString("unsafe-inline")))
                .header("Referrer-Policy", equalTo("no-referrer"))
                .body(containsString("This link does not work"))
                .body(containsString("Email me a fresh link"))
                .body(containsString("action=\"/my-games\""));
    }

    @Test
    void theNumberingSwitchIsRememberedForThePlayerAndGoesBackToThePage() {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0);
        given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("token", token).formParam("numbering", "CLASSIC")
                .post("/numbering")
                .then().statusCode(303)
                .header("Location", startsWith("http"))
                .header("Location", containsString("/play/" + token));
        assertEquals(Numbering.CLASSIC, queries.settings(id, Side.BLUE).summary().numbering());
        assertEquals(Numbering.MODERN, queries.settings(id, Side.RED).summary().numbering());
    }

    @Test
    void anUnknownAddressGetsAPageInWordsThatOffersTheLinksAgain() {
        for (String path : new String[] {"/no/such/page", "/play", "/static/missing.css", "/history/"}) {
            given().redirects().follow(false)
                    .get(path)
                    .then().statusCode(404)
                    .contentType(containsString("text/html"))
                    .header("Content-Security-Policy", not(containsString("unsafe-inline")))
                    .body(containsString("<h1>No page here</h1>"))
                    .body(containsString("part of the link may have been cut off"))
                    .body(containsString("action=\"/my-games\""));
        }
        // The API keeps its own JSON answer for an unknown call.
        given().get("/api/no-such-call").then().statusCode(404).contentType(containsString("application/json"));
    }

    @Test
    void aWrongMethodOnAPageIsExplainedInWords() {
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("x", "1")
                .delete("/my-games")
                .then().statusCode(405)
                .contentType(containsString("text/html"))
                .body(containsString("nothing was changed"));
    }

    @Test
    void searchEnginesAreAskedToStayAwayAndBrowsersFindAnIcon() {
        given().get("/robots.txt").then().statusCode(200)
                .contentType(containsString("text/plain"))
                .body(containsString("User-agent: *\nDisallow: /"));
        byte[] icon = given().get("/favicon.ico").then().statusCode(200).extract().asByteArray();
        assertEquals(0x0000_0100, java.nio.ByteBuffer.wrap(icon, 0, 4).getInt(), "an ICO file starts 00 00 01 00");
        given().get("/static/favicon.svg").then().statusCode(200).body(containsString("<svg"));
        given().get("/").then().statusCode(200).body(containsString("<link rel=\"icon\" href=\"/static/favicon.svg\""));
    }

    @Test
    void anUnknownNumberingIsRefusedInWords() {
        long id = ServiceGames.startedClassicGame();
        String token = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        given().contentType(ContentType.URLENC)
                .formParam("token", token).formParam("numbering", "<script>")
                .post("/numbering")
                .then().statusCode(400)
                .body(containsString("Unknown numbering"))
                .body(not(containsString("<script>")));
    }

    @Test
    void aGenuineTokenForAnotherPurposeIsRefused() {
        long id = ServiceGames.startedClassicGame();
        String unsubscribe = links.issue(LinkPurpose.UNSUBSCRIBE, id, Side.RED, 0);
        given().contentType(ContentType.URLENC)
                .formParam("token", unsubscribe).formParam("numbering", "CLASSIC")
                .post("/numbering")
                .then().statusCode(403)
                .body(containsString("This link opens another page"));
    }

    @Test
    void everyRefusalOfTheGameServiceGetsAPageWithAClientErrorStatus() {
        for (GameActionException.Problem problem : GameActionException.Problem.values()) {
            jakarta.ws.rs.core.Response page = ErrorPages.refused(Language.EN, new GameActionException(problem, "Because <b>."));
            int status = page.getStatus();
            assertEquals(true, status >= 400 && status < 500, problem + " answered " + status);
            String html = new String((byte[]) page.getEntity(), java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(true, html.contains("Because &lt;b&gt;."), problem + ": the message, escaped");
        }
        assertEquals(422, ErrorPages.refused(Language.EN, new GameActionException(GameActionException.Problem.ILLEGAL_MOVE, "No.")).getStatus());
    }

    @Test
    void theStylesheetIsServed() {
        given().get("/static/flagpost.css").then().statusCode(200).body(containsString(".board"));
    }
}
