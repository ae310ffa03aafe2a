package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * Error pages, the pages' refusals and the JSON API's errors in the reader's language (issue 16): the status stays,
 * the words change. The page's language here comes from the browser's {@code Accept-Language}, as for a player who
 * has not chosen one yet.
 */
@QuarkusTest
class RefusalLanguagesPageTest {

    @Inject
    LinkService links;

    @Test
    void theNoPagePageSpeaksTheBrowsersLanguage() {
        given().header("Accept-Language", "es-ES,es;q=0.9").get("/no-such-page").then().statusCode(404)
                .body(containsString("Aquí no hay ninguna página"), containsString("Inicio de Flagpost"),
                        containsString("Te enviaremos enlaces nuevos a todas tus partidas."), not(containsString("No page here")));
        given().header("Accept-Language", "uz").get("/no-such-page").then().statusCode(404)
                .body(containsString("Bu yerda sahifa yoʻq"), containsString("Flagpost bosh sahifasi"));
        given().get("/no-such-page").then().statusCode(404).body(containsString("No page here"), containsString("Flagpost home"));
    }

    @Test
    void aBrokenLinkIsExplainedInSpanish() {
        given().header("Accept-Language", "es").get("/play/not-a-token").then().statusCode(403)
                .body(containsString("Este enlace no funciona"), containsString("No se ha cambiado nada."));
    }

    @Test
    void anIllegalMoveOnThePlayPageIsRefusedInSpanishAndUzbek() {
        long id = ServiceGames.startedClassicGame();
        String play = "/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        given().header("Accept-Language", "es").formParam("ply", "0").formParam("from", "e7").formParam("to", "e6")
                .post(play + "/move").then().statusCode(422)
                .body(containsString("Ese movimiento no está permitido. La pieza de e7 no es tuya. No se ha cambiado nada."));
        given().header("Accept-Language", "uz").formParam("ply", "0").formParam("from", "e7").formParam("to", "e6")
                .post(play + "/move").then().statusCode(422)
                .body(containsString("Bunday yurishga ruxsat yoʻq. e7 katagidagi dona sizniki emas. Hech narsa oʻzgartirilmadi."));
        given().header("Accept-Language", "es").formParam("ply", "0").formParam("from", "z9").formParam("to", "e6")
                .post(play + "/move").then().statusCode(400)
                .body(containsString("La casilla de salida no es una casilla"));
    }

    @Test
    void anApiErrorKeepsItsCodeAndEnglishMessageAndAddsTheSentenceInSpanish() {
        given().header("Accept-Language", "es").contentType(ContentType.JSON).body("{\"move\": \"e3-e4\", \"ply\": 0}")
                .post("/api/games/not-a-token/moves").then().statusCode(403).contentType(ContentType.JSON)
                .body("error", equalTo("INVALID_LINK"))
                .body("message", equalTo("This link does not work: it may have been cut short or changed. Use the play link from "
                        + "the latest email, as it is."))
                .body("language", equalTo("es"))
                .body("sentence", equalTo("Este enlace no funciona: puede que se haya cortado o modificado. Usa el enlace para jugar "
                        + "del último correo, tal como está."));
        long id = ServiceGames.startedClassicGame();
        String api = "/api/games/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        given().header("Accept-Language", "es").contentType(ContentType.JSON).body("{\"move\": \"b1-b2\", \"ply\": 0}")
                .post(api + "/moves").then().statusCode(422)
                .body("error", equalTo("ILLEGAL_MOVE"))
                .body("reason", equalTo("PIECE_CANNOT_MOVE"))
                .body("message", containsString("cannot move: Bombs and Flags never move."))
                .body("sentence", containsString("no puede moverse: las Bombas y la Bandera nunca se mueven."));
        given().header("Accept-Language", "es").contentType(ContentType.JSON).body("[1, 2")
                .post(api + "/moves").then().statusCode(400)
                .body("error", equalTo("BAD_REQUEST"))
                .body("sentence", containsString("envía JSON como {\"move\": \"e3-e4\", \"ply\": 12}."));
        given().header("Accept-Language", "uz").contentType(ContentType.JSON).body("{\"move\": \"k1-e4\", \"ply\": 0}")
                .post(api + "/moves").then().statusCode(400)
                .body("message", equalTo("'k1' is not a square; squares run from a1 to j10."))
                .body("sentence", equalTo("«k1» katak emas; kataklar a1 dan j10 gacha."));
        given().contentType(ContentType.JSON).body("{\"move\": \"k1-e4\", \"ply\": 0}")
                .post(api + "/moves").then().statusCode(400)
                .body("language", equalTo("en"))
                .body("sentence", equalTo("'k1' is not a square; squares run from a1 to j10."));
    }
}
