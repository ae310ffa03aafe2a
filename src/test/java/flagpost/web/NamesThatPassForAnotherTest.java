package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
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
 * A person may not call themselves what Flagpost shows for an erased player or for the computer, in any language it
 * speaks: others would take them for one. The start form refuses such a name in the reader's language and records
 * nothing. (Every spelling that is refused is in {@code flagpost.game.ReservedNamesTest}; every place a name is set
 * goes through the same check as the start form, see {@link NamesThatReadAsCommandsTest}.)
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class NamesThatPassForAnotherTest {

    @Inject
    PlayerRows players;

    @Test
    void theStartFormRefusesAnErasedPlayersNameInTheReadersLanguage() {
        String dora = ServiceGames.uniqueEmail("dora");
        startForm("Deleted  Player", dora).post("/").then().statusCode(400)
                .body(containsString("is how Flagpost names a player who erased their data"));
        assertEquals(0, players.countWithAddressContaining(dora), "nothing recorded for " + dora);

        startForm("jugador borrado", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "es").post("/").then().statusCode(400)
                .body(containsString("«jugador borrado» es como Flagpost llama a un jugador que borró sus datos"));
        startForm("o'chirilgan o\u2018yinchi", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "uz").post("/").then()
                .statusCode(400).body(containsString("«o\u02BBchirilgan o\u02BByinchi» \u2014 Flagpost ma\u02BClumotlarini o\u02BBchirgan"));
        startForm("deleted player", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "uz").post("/").then()
                .statusCode(400).body(containsString("o\u02BBchirgan o\u02BByinchini shunday ataydi"));
    }

    @Test
    void theStartFormRefusesTheComputersNameInTheReadersLanguage() {
        startForm("Flagpost (computer, normal)", ServiceGames.uniqueEmail("dora")).post("/").then().statusCode(400)
                .body(containsString("could pass for the computer player"));
        startForm("Flagpost (ordenador, normal)", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "es").post("/").then()
                .statusCode(400).body(containsString("podría pasar por el ordenador"));
        startForm("Flagpost (kompyuter, o'rta)", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "uz").post("/").then()
                .statusCode(400).body(containsString("kompyuter o\u02BByinchisining ismiga o\u02BBxshab qoladi"));
    }

    @Test
    void aNameThatOnlyHoldsSuchWordsIsAPersonsOwn() {
        startForm("Player Deleted", ServiceGames.uniqueEmail("dora")).post("/").then().statusCode(303);
        startForm("Jugador", ServiceGames.uniqueEmail("dora")).header("Accept-Language", "es").post("/").then().statusCode(303);
    }

    private static RequestSpecification startForm(String name, String creator) {
        return given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("creatorName", name).formParam("creatorEmail", creator).formParam("opponentEmail", ServiceGames.uniqueEmail("eve"))
                .formParam("variant", "CLASSIC").formParam("daysPerMove", "3").formParam("colour", "RED");
    }
}
