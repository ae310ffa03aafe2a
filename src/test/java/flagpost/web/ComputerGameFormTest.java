package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The form "play against the computer" answers a submission as the front page's form does: a field that does not parse
 * shows the form again as typed with the problem, in the language the form was shown in, and records nothing; a good one
 * goes on to the page that says a confirmation email is on its way, keeping the picked language.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class ComputerGameFormTest {

    @Inject
    PlayerRows players;

    @Test
    void aFieldThatDoesNotParseShowsTheFormAgainWithTheProblemInTheFormsLanguage() {
        String dora = ServiceGames.uniqueEmail("dora");
        form("Dora", dora).formParam("level", "grandmaster").formParam("daysPerMove", "3").post("/computer").then().statusCode(400)
                .body(containsString("Choose the computer&#39;s level: easy or normal."), containsString("value=\"Dora\""));
        form("Dora", dora).formParam("level", "easy").formParam("daysPerMove", "three").formParam("language", "es").post("/computer")
                .then().statusCode(400).body(containsString("Los días por movimiento tienen que ser un número entero"));
        assertEquals(0, players.countWithAddressContaining(dora), "nothing recorded for " + dora);
    }

    @Test
    void aGoodFormGoesOnToTheStartedPageInThePickedLanguage() {
        form("Dora", ServiceGames.uniqueEmail("dora")).formParam("level", "easy").formParam("daysPerMove", "3").formParam("language", "es")
                .post("/computer").then().statusCode(303).header("Location", containsString("/computer/started?lang=es"));
        form("Dora", ServiceGames.uniqueEmail("dora")).formParam("level", "normal").formParam("daysPerMove", "3").post("/computer").then()
                .statusCode(303).header("Location", endsWith("/computer/started"));
    }

    private static RequestSpecification form(String name, String creator) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("creatorName", name)
                .formParam("creatorEmail", creator).formParam("variant", "CLASSIC").formParam("colour", "RED");
    }
}
