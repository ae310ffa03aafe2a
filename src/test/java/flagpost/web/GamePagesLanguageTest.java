package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The game pages (play, setup, history, watch) in Spanish and Uzbek: asked for with {@code ?lang=} or the browser's
 * {@code Accept-Language} (the test players have not chosen a language), every word of the page's own bundle
 * ({@link PlayBundle}) comes in that language, the script's words included. Squares and moves stay as they are.
 */
@QuarkusTest
class GamePagesLanguageTest {

    private static final Pattern WATCH_URL = Pattern.compile("id=\"watch-url\" type=\"text\" readonly value=\"([^\"]+)\"");

    @Inject
    LinkService links;

    @Test
    void thePlayPageSpeaksSpanishToTheSeatToMove() {
        long id = ServiceGames.startedClassicGame();
        String page = get(path(LinkPurpose.PLAY, id, Side.RED) + "?lang=es").then().statusCode(200)
                .body(containsString("Te toca mover, hasta el "))
                .body(containsString("<h2>Tu movimiento</h2>"))
                .body(containsString("Alice (rojo) contra Bob (azul)"))
                .body(containsString("Juegas con "))
                .body(containsString("Piezas capturadas"))
                .body(containsString("Ofrecer tablas"))
                .body(containsString("Qué significan las marcas del tablero"))
                .body(containsString("title=\"10 es el Mariscal, 1 la Espía\""))
                .body(containsString("data-ask-move=\"¿Mover de @from a @to?\""))
                .body(containsString("Crear un enlace de espectador"))
                .body(not(containsString("Your move")))
                .body(not(containsString("Captured pieces")))
                .extract().asString();
        assertTrue(page.contains(", puede moverse"), "the squares' own words");
    }

    @Test
    void thePlayPageFollowsTheBrowsersLanguageAndTellsTheOpponentsMoveInUzbek() {
        long id = ServiceGames.startedClassicGame();
        String red = path(LinkPurpose.PLAY, id, Side.RED);
        String blue = path(LinkPurpose.PLAY, id, Side.BLUE);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", "e4")
                .formParam("to", "e5").post(red + "/move").then().statusCode(303);
        given().header("Accept-Language", "uz-Latn-UZ,uz;q=0.9,en;q=0.5").get(blue).then().statusCode(200)
                .body(containsString("Navbat sizda, muddat — "))
                .body(containsString("Alicening oxirgi yurishi: e4-e5."))
                .body(containsString("Olingan donalar"))
                .body(containsString("Taslim boʻlish…"))
                .body(containsString("data-ask-attack=\"@from katagidan @to katagiga hujum qilinsinmi?\""))
                .body(containsString("1 — Marshal, S — Josus"));
        // English stays the default for a browser that asks for none of the three.
        given().header("Accept-Language", "fr").get(blue).then().statusCode(200).body(containsString("<h2>Your move</h2>"));
    }

    @Test
    void theSetupPageExplainsTheLettersInTheReadersLanguageButKeepsGravonsLetters() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String setup = path(LinkPurpose.SETUP, id, Side.RED);
        get(setup + "?lang=es").then().statusCode(200)
                .body(containsString("Coloca tu ejército"))
                .body(containsString("<strong>Bob</strong>. Juegas con "))
                .body(containsString("De la B a la M son las piezas del rojo (L "))
                .body(containsString("Colocación al azar"))
                .body(containsString(">Fortaleza en la esquina</button>"))
                .body(containsString("Mariscal y los Coroneles en el centro"))
                .body(containsString("data-still-to-place=\"Faltan por colocar: @pieces.\""))
                .body(containsString("Faltan por colocar: "));
        get(setup + "?lang=uz").then().statusCode(200)
                .body(containsString("Qoʻshiningizni joylashtiring"))
                .body(containsString("B dan M gacha — Qizilning donalari (L "))
                .body(containsString("Bayroq chap orqa burchagingizda ikki Bomba ortida"))
                .body(containsString(">Tasodifiy joylashtirish</button>"));
    }

    @Test
    void theHistoryAndTheSpectatorsPagesSpeakTheirReadersLanguage() {
        long id = ServiceGames.startedClassicGame();
        String red = path(LinkPurpose.PLAY, id, Side.RED);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", "e4")
                .formParam("to", "e5").post(red + "/move").then().statusCode(303);
        get(path(LinkPurpose.HISTORY, id, Side.BLUE) + "?lang=es").then().statusCode(200)
                .body(containsString("Historial: Alice (rojo) contra Bob (azul)"))
                .body(containsString("Tras el movimiento 1 de 1. Alice ("))
                .body(containsString(") juega e4-e5."))
                .body(containsString("‹ Atrás"))
                .body(containsString("Capturadas hasta entonces"));
        get(path(LinkPurpose.HISTORY, id, Side.BLUE) + "?lang=uz").then().statusCode(200)
                .body(containsString("Tarix: Alice (Qizil) va Bob (Koʻk)"))
                .body(containsString("1-yurishdan keyin (jami 1 ta)."))
                .body(containsString("Yurishlar"));

        given().redirects().follow(false).contentType(ContentType.URLENC).post(red + "/watch-link").then().statusCode(303);
        String watch = watchPathOn(get(red + "?lang=es").then().statusCode(200).body(containsString("Lo creaste el ")).extract().asString());
        get(watch + "?lang=es").then().statusCode(200)
                .body(containsString("Mirando: Alice (rojo) contra Bob (azul)"))
                .body(containsString("Le toca mover a Bob ("))
                .body(containsString("El tablero tal como lo han visto ambos jugadores, desde el lado del rojo"))
                .body(containsString("Las piezas del rojo son rojas"));
        get(watch + "?lang=uz").then().statusCode(200)
                .body(containsString("Tomosha: Alice (Qizil) va Bob (Koʻk)"))
                .body(containsString("Ikkala oʻyinchi koʻrgan holatdagi taxta, Qizil tomondan"));
    }

    private String path(LinkPurpose purpose, long id, Side seat) {
        String prefix = switch (purpose) {
            case PLAY -> "/play/";
            case SETUP -> "/setup/";
            case HISTORY -> "/history/";
            default -> throw new IllegalArgumentException(purpose.name());
        };
        return prefix + links.issue(purpose, id, seat, 0);
    }

    private String watchPathOn(String playPage) {
        Matcher url = WATCH_URL.matcher(playPage);
        assertTrue(url.find(), "the play page shows the watch link");
        return url.group(1).substring(links.baseUrl().length());
    }

    private static Response get(String path) {
        return given().redirects().follow(false).get(path);
    }
}
