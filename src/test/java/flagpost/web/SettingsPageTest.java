package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.StoreProbe.Sent;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The settings page, opened with the player's own games-list link: name, numbering and the mail choice, each saved by
 * a POST that answers 303 back to the page; what it saves decides the mail the next move records. Bad input is refused
 * in words and changes nothing; a forged or turned-off link opens and changes nothing.
 */
@QuarkusTest
class SettingsPageTest {

    @Inject
    LinkService links;

    @Inject
    FrontProbe probe;

    @Inject
    StoreProbe store;

    @Inject
    Play play;

    @Test
    void thePageShowsTheChoicesAndTheNewDefaultYourTurnOnly() {
        long game = ServiceGames.startedClassicGame();
        String settings = gamesList(game, Side.RED) + "/settings";
        given().get(gamesList(game, Side.RED)).then().statusCode(200).body(containsString("<a href=\"" + settings + "\">"));
        given().get(settings).then().statusCode(200)
                .body(containsString("<h1>Your settings, Alice</h1>"))
                .body(containsString("<input type=\"radio\" name=\"mode\" value=\"YOUR_TURN\" checked>"))
                .body(containsString("<input type=\"radio\" name=\"mode\" value=\"EVERY_MOVE\">"))
                .body(containsString("<input type=\"radio\" name=\"numbering\" value=\"MODERN\" checked>"))
                .body(containsString("<option value=\"8\" selected>08:00</option>"))
                .body(containsString("<option value=\"UTC\" selected>UTC</option>"))
                .body(containsString("<option value=\"America/New_York\">America/New York</option>"))
                .body(not(containsString("id=\"saved\"")));
    }

    @Test
    void theMailChoiceSavedOnThePageDecidesTheMailOfTheNextMove() {
        long game = ServiceGames.startedClassicGame();
        String settings = gamesList(game, Side.RED) + "/settings";
        post(settings + "/mail", Map.of("mode", "EVERY_MOVE", "hour", "8", "zone", "UTC")).statusCode(303)
                .header("Location", containsString(settings + "?saved=mail"));
        play.move(game, Side.RED, 0, Move.of("e4", "e5"));
        List<Sent> sent = store.notifications(game);
        assertEquals(List.of(new Sent(Side.RED, NotificationKind.MOVE_PLAYED, 1), new Sent(Side.BLUE, NotificationKind.YOUR_MOVE, 1)),
                sent.subList(sent.size() - 2, sent.size()), "Alice chose every move: her confirmation comes");

        post(settings + "/mail", Map.of("mode", "DIGEST", "hour", "7", "zone", "Europe/Berlin")).statusCode(303);
        given().get(settings + "?saved=mail").then().statusCode(200)
                .body(containsString("<p id=\"saved\" class=\"card\" role=\"status\">Saved.</p>"))
                .body(containsString("<input type=\"radio\" name=\"mode\" value=\"DIGEST\" checked>"))
                .body(containsString("<option value=\"7\" selected>07:00</option>"))
                .body(containsString("<option value=\"Europe/Berlin\" selected>Europe/Berlin</option>"));
        play.move(game, Side.BLUE, 1, Move.of("e7", "e6"));
        assertEquals(sent.size(), store.notifications(game).size(), "Alice chose the digest: no your-move; Bob's default: no confirmation");
    }

    @Test
    void theNumberingIsSavedForEveryGame() {
        long game = ServiceGames.startedClassicGame();
        String settings = gamesList(game, Side.BLUE) + "/settings";
        post(settings + "/numbering", Map.of("numbering", "CLASSIC")).statusCode(303)
                .header("Location", containsString(settings + "?saved=numbering"));
        given().get(settings).then().statusCode(200)
                .body(containsString("<input type=\"radio\" name=\"numbering\" value=\"CLASSIC\" checked>"));
    }

    @Test
    void badChoicesAreRefusedInWordsAndChangeNothing() {
        long game = ServiceGames.startedClassicGame();
        String settings = gamesList(game, Side.RED) + "/settings";
        List<?> before = probe.everything();
        post(settings + "/mail", Map.of("mode", "LOUD", "hour", "8", "zone", "UTC")).statusCode(400)
                .body(containsString("Choose every move, your turn only or a daily digest"));
        post(settings + "/mail", Map.of("mode", "DIGEST", "hour", "x", "zone", "UTC")).statusCode(400);
        post(settings + "/mail", Map.of("mode", "DIGEST")).statusCode(400);
        post(settings + "/mail", Map.of("mode", "DIGEST", "hour", "24", "zone", "UTC")).statusCode(400)
                .body(containsString("a whole hour from 0 to 23"));
        post(settings + "/mail", Map.of("mode", "DIGEST", "hour", "8", "zone", "Mars/Olympus_Mons")).statusCode(400)
                .body(containsString("Choose your time zone from the list"));
        post(settings + "/mail", Map.of("mode", "DIGEST", "hour", "8", "zone", "<b>UTC</b>\r\nX: y")).statusCode(400)
                .body(not(containsString("<b>UTC")));
        post(settings + "/numbering", Map.of("numbering", "ROMAN")).statusCode(400);
        given().get(settings + "?saved=<script>").then().statusCode(200).body(not(containsString("<script>")))
                .body(not(containsString("id=\"saved\"")));
        assertEquals(before, probe.everything());
    }

    @Test
    void aForgedOrTurnedOffLinkOpensNothingAndChangesNothing() {
        long game = ServiceGames.startedClassicGame();
        String list = gamesList(game, Side.RED);
        String forged = list.substring(0, list.length() - 2) + (list.endsWith("A") ? "BB" : "AA");
        List<?> before = probe.everything();
        given().get(forged + "/settings").then().statusCode(403);
        post(forged + "/settings/mail", Map.of("mode", "DIGEST", "hour", "8", "zone", "UTC")).statusCode(403);
        post(forged + "/settings/numbering", Map.of("numbering", "CLASSIC")).statusCode(403);
        String play = "/play/" + links.issue(LinkPurpose.PLAY, game, Side.RED, 0);
        given().get(play + "/settings").then().statusCode(404); // a game's link is no player's settings
        assertEquals(before, probe.everything());

        post(list + "/links-off", Map.of()).statusCode(303);
        List<?> turnedOff = probe.everything();
        given().get(list + "/settings").then().statusCode(403).body(containsString("This link was turned off"));
        post(list + "/settings/mail", Map.of("mode", "DIGEST", "hour", "8", "zone", "UTC")).statusCode(403)
                .body(containsString("This link was turned off"));
        assertEquals(turnedOff, probe.everything());
    }

    private String gamesList(long game, Side seat) {
        return LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(game, seat), null, 0);
    }

    private static ValidatableResponse post(String path, Map<String, String> form) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParams(form).post(path).then();
    }
}
