package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Spectators over HTTP: a player makes and turns off the watch link from the play page; the link opens the game and
 * its history read-only; a turned-off, expired, forged or misused link gets a page in words; a watch token acts at no
 * endpoint; and no spectator page holds a link or form that could act for a seat.
 */
@QuarkusTest
class SpectatorPageTest {

    private static final Pattern WATCH_URL = Pattern.compile("id=\"watch-url\" type=\"text\" readonly value=\"([^\"]+)\"");
    private static final Pattern TARGETS = Pattern.compile("\\b(href|action|formaction|src)\\s*=\\s*\"([^\"]*)\"", Pattern.CASE_INSENSITIVE);

    @Inject
    Play play;

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    @Inject
    Clock clock;

    @Test
    void eitherPlayerMakesTheWatchLinkAndEitherTurnsItOffAtOnce() {
        long id = ServiceGames.startedClassicGame();
        String red = playPath(id, Side.RED);
        String blue = playPath(id, Side.BLUE);
        get(red).then().statusCode(200).body(containsString("id=\"turn-on-watch\"")).body(not(containsString("id=\"watch-url\"")));

        post(red + "/watch-link").then().statusCode(303).header("Location", containsString(red + "#watch"));
        String watch = watchPathOn(get(red).then().statusCode(200).body(containsString("You made it on")).extract().asString());
        String seenByBlue = watchPathOn(get(blue).then().statusCode(200).body(containsString("Alice made it on")).extract().asString());
        assertEquals(watch, seenByBlue, "both players see the one link of the game");
        post(blue + "/watch-link").then().statusCode(303);
        assertEquals(watch, watchPathOn(get(red).asString()), "making it again while it is on keeps the same link");

        get(watch).then().statusCode(200).body(containsString("Watching: Alice (Red) vs Bob (Blue)"))
                .body(containsString("It is Alice&#39;s move (Red)"));
        get(watch + "/history").then().statusCode(200).body(containsString("History: Alice (Red) vs Bob (Blue)"));

        post(blue + "/watch-link/off").then().statusCode(303);
        for (String page : List.of(watch, watch + "/history", watch + "/history?ply=0")) {
            get(page).then().statusCode(410).body(containsString("This watch link was turned off"))
                    .body(containsString("One of the players turned this watch link off")).body(not(containsString("board")));
        }
        get(red).then().statusCode(200).body(containsString("id=\"turn-on-watch\""));
        post(blue + "/watch-link/off").then().statusCode(303); // off already: nothing happens

        post(red + "/watch-link").then().statusCode(303);
        String again = watchPathOn(get(red).asString());
        assertNotEquals(watch, again, "a new link after turning off");
        get(watch).then().statusCode(410);
        get(again).then().statusCode(200);
    }

    @Test
    void aGameThatDidNotTakePlaceHasNothingToWatch() {
        long id = ServiceGames.acceptedGame(flagpost.rules.Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);
        store.execute("update game set status = 'LAPSED' where id = " + id);
        post(playPath(id, Side.RED) + "/watch-link").then().statusCode(409).body(containsString("nothing to watch"));
    }

    @Test
    void beforeTheStartTheSpectatorIsToldToComeBack() {
        long id = ServiceGames.acceptedGame(flagpost.rules.Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);
        post(playPath(id, Side.BLUE) + "/watch-link").then().statusCode(303);
        String watch = watchPath(id);
        get(watch).then().statusCode(200).body(containsString("both players are setting up")).body(containsString("Come back later"));
        get(watch + "/history").then().statusCode(200).body(containsString("there are no moves yet"));
    }

    @Test
    void forgedExpiredAndMisusedLinksGetAPageInWords() {
        long id = ServiceGames.startedClassicGame();
        post(playPath(id, Side.RED) + "/watch-link").then().statusCode(303);
        String watch = watchPath(id);
        String token = watch.substring("/watch/".length());
        String forged = token.substring(0, token.length() - 2) + (token.endsWith("AA") ? "BB" : "AA");
        get("/watch/" + forged).then().statusCode(403).body(containsString("This link does not work"));
        get("/watch/not-a-token").then().statusCode(403).body(containsString("This link does not work"));
        get("/watch/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0)).then().statusCode(403)
                .body(containsString("This link opens another page"));
        get("/watch/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0) + "/history").then().statusCode(403);
        String expired = links.issueWatch(id, 0, clock.instant().minus(Duration.ofDays(400)));
        get("/watch/" + expired).then().statusCode(410).body(containsString("This watch link has expired"))
                .body(containsString("Ask one of the players"));
        // A watch link opens no seat's page.
        for (String seatPage : List.of("/play/", "/history/", "/setup/", "/invitation/", "/games/", "/unsubscribe/")) {
            get(seatPage + token).then().statusCode(403);
        }
        given().get("/api/games/" + token).then().statusCode(403);
        // A watch link of another game, or with another epoch, is not this game's link.
        get("/watch/" + links.issueWatch(id, 1, clock.instant())).then().statusCode(410);
        long other = ServiceGames.startedClassicGame();
        get("/watch/" + links.issueWatch(other, 0, clock.instant())).then().statusCode(410);
    }

    /** Every state-changing endpoint refuses a watch token, and the game is as it was. */
    @Test
    void aWatchLinkCanDoNothing() {
        long id = ServiceGames.startedClassicGame();
        post(playPath(id, Side.RED) + "/watch-link").then().statusCode(303);
        String token = watchPath(id).substring("/watch/".length());
        List<StoreProbe.Sent> mailBefore = store.notifications(id);
        List<String> accepted = new ArrayList<>();
        Map<String, Map<String, String>> actions = Map.ofEntries(
                Map.entry("/play/" + token + "/move", Map.of("ply", "0", "from", "e4", "to", "e5")),
                Map.entry("/play/" + token + "/resign", Map.of()),
                Map.entry("/play/" + token + "/draw/offer", Map.of()),
                Map.entry("/play/" + token + "/draw/accept", Map.of()),
                Map.entry("/play/" + token + "/draw/decline", Map.of()),
                Map.entry("/play/" + token + "/watch-link", Map.of()),
                Map.entry("/play/" + token + "/watch-link/off", Map.of()),
                Map.entry("/setup/" + token, Map.of("setup", ServiceGames.CLASSIC_SETUP)),
                Map.entry("/invitation/" + token + "/accept", Map.of("name", "Mallory")),
                Map.entry("/invitation/" + token + "/decline", Map.of()),
                Map.entry("/games/" + token + "/name", Map.of("name", "Mallory")),
                Map.entry("/games/" + token + "/links-off", Map.of()),
                Map.entry("/unsubscribe/" + token, Map.of()),
                Map.entry("/do-not-invite/" + token, Map.of()),
                Map.entry("/confirm/" + token, Map.of()),
                Map.entry("/numbering", Map.of("token", token, "numbering", "CLASSIC")),
                Map.entry("/links/renew", Map.of("token", token)),
                Map.entry("/watch/" + token, Map.of()),
                Map.entry("/watch/" + token + "/history", Map.of()));
        for (Map.Entry<String, Map<String, String>> action : actions.entrySet()) {
            var request = given().redirects().follow(false).contentType(ContentType.URLENC);
            action.getValue().forEach(request::formParam);
            int status = request.post(action.getKey()).statusCode();
            if (status < 400) {
                accepted.add(action.getKey() + " answered " + status);
            }
        }
        int api = given().contentType(ContentType.JSON).body("{\"move\": \"e4-e5\", \"ply\": 0}").post("/api/games/" + token + "/moves")
                .statusCode();
        if (api < 400) {
            accepted.add("the API move answered " + api);
        }
        assertEquals(List.of(), accepted);
        GameEntity game = store.game(id);
        assertEquals(GameStatus.PLAYING, game.status);
        assertEquals(0, game.ply);
        assertEquals(null, game.drawOfferedBy);
        assertEquals(mailBefore, store.notifications(id), "no mail was recorded");
        get(watchPath(id)).then().statusCode(200); // and the link still works
    }

    /** Every href, form action and source on every spectator page leads only to the spectator's own pages or to nowhere. */
    @Test
    void noSpectatorPageLeadsToAnActingLink() {
        long id = ServiceGames.startedClassicGame();
        post(playPath(id, Side.RED) + "/watch-link").then().statusCode(303);
        String watch = watchPath(id);
        List<Move> moves = List.of(Move.of("e4", "e5"), Move.of("a7", "a6"), Move.of("e5", "e6"), Move.of("a6", "a5"), Move.of("e6", "e7"));
        List<String> pages = new ArrayList<>();
        for (int ply = 0; ply < moves.size(); ply++) {
            pages.add(get(watch).then().statusCode(200).extract().asString());
            pages.add(get(watch + "/history").then().statusCode(200).extract().asString());
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));
        }
        play.offerDraw(id, Side.BLUE);
        pages.add(get(watch).then().statusCode(200).body(not(containsString("offers a draw"))).extract().asString());
        play.resign(id, Side.RED);
        pages.add(get(watch).then().statusCode(200).body(containsString("Bob (Blue) won: Alice resigned."))
                .body(containsString(">Every move, step by step</a>")).extract().asString());
        for (int ply = 0; ply <= moves.size(); ply++) {
            pages.add(get(watch + "/history?ply=" + ply).then().statusCode(200).extract().asString());
        }
        String finished = pages.get(pages.size() - 1);
        assertTrue(finished.contains("download-gravon"), "the finished game offers its record");
        given().get(watch + "/history/game.xml").then().statusCode(200).body(containsString("<"));

        String token = watch.substring("/watch/".length());
        List<String> problems = new ArrayList<>();
        int targets = 0;
        for (String page : pages) {
            if (page.contains("<form") || page.contains("type=\"submit\"") || page.contains("<input")) {
                problems.add("a form on a spectator page");
            }
            for (String seatWords : List.of("are your pieces", "You lost", "Your setup", "You play", "Your move")) {
                if (page.contains(seatWords)) {
                    problems.add("a spectator page speaks as to a player: " + seatWords);
                }
            }
            Matcher target = TARGETS.matcher(page);
            while (target.find()) {
                targets++;
                String url = target.group(2).replace("&amp;", "&");
                boolean own = url.equals(watch) || url.equals(watch + "/history") || url.startsWith(watch + "/history?ply=")
                        || url.equals(watch + "/history/game.xml");
                boolean harmless = url.equals("/") || url.equals("#main") || url.startsWith("/static/");
                if (!own && !harmless) {
                    problems.add(target.group(1) + "=\"" + url + "\"");
                }
                if (!own && url.contains(token)) {
                    problems.add("the token outside the spectator's pages: " + url);
                }
            }
        }
        assertTrue(targets > pages.size() * 3, "the pages were read: " + targets + " targets");
        assertEquals(List.of(), problems);

        // The check can fail: a seat's play page holds acting links and forms.
        String seat = get(playPath(id, Side.RED)).asString();
        Matcher target = TARGETS.matcher(seat);
        boolean acting = false;
        while (target.find()) {
            acting |= target.group(2).startsWith("/play/") || target.group(2).startsWith("/history/");
        }
        assertTrue(acting && seat.contains("<form"), "a seat's page is what the check refuses");
    }

    @Test
    void spectatorPagesAreNotIndexedAndSendNoReferrer() {
        long id = ServiceGames.startedClassicGame();
        post(playPath(id, Side.RED) + "/watch-link").then().statusCode(303);
        String watch = watchPath(id);
        for (String page : List.of(watch, watch + "/history", watch + "/history?ply=0")) {
            get(page).then().statusCode(200)
                    .header("X-Robots-Tag", equalTo("noindex"))
                    .header("Referrer-Policy", equalTo("no-referrer"))
                    .header("Cache-Control", equalTo("no-store"))
                    .body(containsString("<meta name=\"robots\" content=\"noindex\">"))
                    .body(containsString("<meta name=\"referrer\" content=\"no-referrer\">"));
        }
        get("/watch/forged.token").then().statusCode(403).header("X-Robots-Tag", equalTo("noindex"));
    }

    @Test
    void theSpectatorSeesThePublicBoardFromRedsSide() {
        long id = ServiceGames.startedClassicGame();
        post(playPath(id, Side.RED) + "/watch-link").then().statusCode(303);
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        String html = get(watchPath(id)).then().statusCode(200)
                .body(containsString("The board as both players have seen it, from Red's side"))
                .body(containsString("Alice&#39;s last move (Red): e4-e5."))
                .body(containsString("You are watching"))
                .extract().asString();
        BoardPage board = BoardPage.of(html);
        assertEquals("a10", board.order().get(0), "drawn from Red's chair");
        assertEquals("?", board.at("a4").symbol(), "Red's Marshal is unknown to the public");
        assertTrue(board.at("a4").label().startsWith("a4: Red piece, rank unknown"), board.at("a4").label());
        assertTrue(board.at("j7").label().startsWith("j7: Blue piece, rank unknown"), board.at("j7").label());
        for (String square : board.order()) {
            assertFalse(board.at(square).label().contains("your") || List.of(board.at(square).classes().split(" ")).contains("own"),
                    "nothing is the spectator's own: " + board.at(square));
        }
    }

    // --- Helpers -------------------------------------------------------------------------------------------

    private String playPath(long id, Side seat) {
        return "/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0);
    }

    /** The watch link the game's play page shows, as a path. */
    private String watchPath(long id) {
        return watchPathOn(get(playPath(id, Side.RED)).asString());
    }

    private String watchPathOn(String playPage) {
        Matcher url = WATCH_URL.matcher(playPage);
        assertTrue(url.find(), "the play page shows the watch link");
        String full = url.group(1);
        assertTrue(full.startsWith(links.baseUrl() + "/watch/"), full);
        return full.substring(links.baseUrl().length());
    }

    private static Response get(String path) {
        return given().redirects().follow(false).get(path);
    }

    private static Response post(String path) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).post(path);
    }
}
