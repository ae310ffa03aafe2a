package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.bot.Level;
import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Pauses;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.game.StartRequests;
import flagpost.game.WatchLinks;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.english.EnglishDetector;
import flagpost.web.page.WatchResource;
import flagpost.words.Language;
import flagpost.words.Results;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * No English reaches a Spanish or Uzbek reader on a page: every page kind, through HTTP, in the states a player meets
 * (an invitation, a setup, a game being played with a draw offered and a pause asked, a game over, its history, the games
 * list and settings, the link pages, a spectator's pages), and an error page of every status a person can meet (400, 403,
 * 404, 405, 406, 409, 410, 413, 415, 422, 500), read by {@link EnglishDetector} (names, addresses, squares and codes
 * masked). A player's pages are asked for with {@code Accept-Language: en}: they answer in the player's stored language
 * all the same. Pages no player's link opens answer the request's language. For each page, the negative control plants
 * one English sentence in it, and the scan must find it.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class NoEnglishOnPagesTest {

    private static final List<String> NAMES = List.of("Alice", "Bob");
    private static final String PLANTED = "Please wait here until the other player has moved.";

    @Inject
    LinkService links;

    @Inject
    PlayerIds players;

    @Inject
    PlayerLanguages languages;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Pauses pauses;

    @Inject
    StartRequests startRequests;

    @Inject
    GameQueries queries;

    @Inject
    WatchLinks watchLinks;

    @Inject
    TestClock clock;

    /** One page as read: what it is, its status, its body. */
    private record Page(String name, int status, String body) {
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"ES", "UZ"})
    void everyPageKindSpeaksTheReadersLanguage(Language language) {
        String lang = language.code();
        List<Page> pages = new ArrayList<>();
        Function<String, RequestSpecification> asked = accept -> given().noFilters().redirects().follow(false)
                .header("Accept-Language", accept);

        // A link that has expired: issued, then the shared test clock moves past its lifetime. Its page cannot know whose
        // it was, so it answers the request's language.
        long old = ServiceGames.startedClassicGame();
        String expired = links.issue(LinkPurpose.PLAY, old, Side.RED, 0);
        clock.advance(Duration.ofDays(31));
        pages.add(read("410 expired link", 410, asked.apply(lang).get("/play/" + expired)));

        // Pages no link opens: the request's language.
        pages.add(read("front page", 200, asked.apply(lang).get("/")));
        pages.add(read("started", 200, asked.apply(lang).get("/started")));
        pages.add(read("confirmed", 200, asked.apply(lang).get("/confirmed")));
        pages.add(read("my games sent", 200, asked.apply(lang).get("/my-games/sent")));
        pages.add(read("links sent", 200, asked.apply(lang).get("/links/sent")));
        pages.add(read("links turned off", 200, asked.apply(lang).get("/links/turned-off")));
        RawHttp.Answer notAUri = RawHttp.send(RestAssured.port, "GET", "/play/%zz", Map.of("Accept-Language", lang), new byte[0]);
        pages.add(new Page("400 not a URI" + (notAUri.status() == 400 ? "" : ", answered " + notAUri.status() + " not"), 400,
                notAUri.body()));
        pages.add(read("400 unreadable form", 400, asked.apply(lang).contentType(ContentType.URLENC).body("email=%zz").post("/my-games")));
        pages.add(read("403 broken link", 403, asked.apply(lang).get("/play/not-a-token")));
        pages.add(read("403 cross-site form", 403, asked.apply(lang).header("Sec-Fetch-Site", "cross-site")
                .contentType(ContentType.URLENC).formParam("email", "x@example.com").post("/my-games")));
        pages.add(read("404 no such page", 404, asked.apply(lang).get("/no-such-page")));
        pages.add(read("404 no such file", 404, asked.apply(lang).get("/static/no-such-file.css")));
        pages.add(read("405 wrong method", 405, asked.apply(lang).delete("/")));
        pages.add(read("406 not acceptable", 406, asked.apply(lang).accept("application/pdf").get("/started")));
        pages.add(read("413 too large", 413, asked.apply(lang).contentType(ContentType.URLENC).body("email=" + "x".repeat(3 << 20))
                .post("/my-games")));
        pages.add(read("500 fault", 500, asked.apply(lang).get("/test-fault/x")));

        // A game invited by Alice, both players reading this language, every page asked for in English.
        String aliceEmail = ServiceGames.uniqueEmail("alice");
        long id = invitations.create(new NewGame("Alice", aliceEmail, ServiceGames.uniqueEmail("bob"), Variant.CLASSIC, GameOptions.DEFAULT,
                3, SeatChoice.RED));
        players.setLanguage(id, Side.RED, language);
        players.setLanguage(id, Side.BLUE, language);
        String invitation = "/invitation/" + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0);
        pages.add(read("invitation", 200, asked.apply("en").get(invitation)));
        pages.add(read("invitation accepted", 200, follow(asked.apply("en").contentType(ContentType.URLENC).formParam("name", "Bob")
                .post(invitation + "/accept"))));
        Map<Side, String> setup = Map.of(Side.RED, "/setup/" + links.issue(LinkPurpose.SETUP, id, Side.RED, 0),
                Side.BLUE, "/setup/" + links.issue(LinkPurpose.SETUP, id, Side.BLUE, 0));
        Map<Side, String> playPage = Map.of(Side.RED, "/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0),
                Side.BLUE, "/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0));
        pages.add(read("setup", 200, asked.apply("en").get(setup.get(Side.RED))));
        pages.add(read("setup filled", 200, asked.apply("en").get(setup.get(Side.RED) + "?fill=corner-fortress")));
        pages.add(read("422 setup refused", 422, asked.apply("en").contentType(ContentType.URLENC).formParam("setup", "L".repeat(40))
                .post(setup.get(Side.RED))));
        // Refused before the page runs, so before its link is read: it answers the language the browser asks for.
        pages.add(read("415 unsupported type", 415, asked.apply(lang).contentType(ContentType.JSON).body("{}").post(setup.get(Side.RED))));
        pages.add(read("play before the setups", 200, asked.apply("en").get(playPage.get(Side.RED))));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        pages.add(read("setup placed, waiting", 200, asked.apply("en").get(setup.get(Side.RED))));
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        pages.add(read("play, your turn", 200, asked.apply("en").get(playPage.get(Side.RED))));
        pages.add(read("play, the opponent's turn", 200, asked.apply("en").get(playPage.get(Side.BLUE))));
        pages.add(read("422 illegal move", 422, asked.apply("en").contentType(ContentType.URLENC).formParams("ply", "0", "from", "e4", "to", "e3")
                .post(playPage.get(Side.RED) + "/move")));
        pages.add(read("409 not your turn", 409, asked.apply("en").contentType(ContentType.URLENC).formParams("ply", "0", "from", "a7", "to", "a6")
                .post(playPage.get(Side.BLUE) + "/move")));
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.offerDraw(id, Side.RED);
        pages.add(read("play, a draw offered to you", 200, asked.apply("en").get(playPage.get(Side.BLUE))));
        pages.add(read("play, your draw offered", 200, asked.apply("en").get(playPage.get(Side.RED))));
        play.declineDraw(id, Side.BLUE);
        pauses.ask(id, Side.BLUE);
        pages.add(read("play, a pause asked of you", 200, asked.apply("en").get(playPage.get(Side.RED))));
        pauses.accept(id, Side.RED);
        pages.add(read("play, paused", 200, asked.apply("en").get(playPage.get(Side.BLUE))));
        pauses.resume(id, Side.BLUE);
        WatchLinks.LiveLink watch = watchLinks.turnOn(id, Side.RED);
        String watchToken = links.issueWatch(id, watch.epoch(), watch.createdAt());
        pages.add(read("play, with a watch link", 200, asked.apply("en").get(playPage.get(Side.RED))));
        pages.add(read("watch", 200, asked.apply(lang).get(WatchResource.PATH + watchToken)));
        pages.add(read("watch history", 200, asked.apply(lang).get(WatchResource.PATH + watchToken + "/history")));
        String history = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);
        pages.add(read("history", 200, asked.apply("en").get(history)));
        pages.add(read("history at ply 0", 200, asked.apply("en").get(history + "?ply=0")));
        String gamesList = "/games/" + links.issue(LinkPurpose.GAMES_LIST, players.of(id, Side.RED), null, 0);
        pages.add(read("my games", 200, asked.apply("en").get(gamesList)));
        pages.add(read("settings", 200, asked.apply("en").get(gamesList + "/settings")));
        pages.add(read("unsubscribe", 200, asked.apply("en").get("/unsubscribe/" + links.issue(LinkPurpose.UNSUBSCRIBE, id, Side.BLUE, 0))));
        pages.add(read("do not invite", 200, asked.apply("en").get("/do-not-invite/"
                + links.issue(LinkPurpose.DO_NOT_INVITE, players.of(id, Side.BLUE), null, 0))));
        play.resign(id, Side.BLUE);
        pages.add(read("play, the game over", 200, asked.apply("en").get(playPage.get(Side.RED))));
        pages.add(read("history, the game over", 200, asked.apply("en").get(history)));
        pages.add(read("setup, the game over", 200, asked.apply("en").get(setup.get(Side.BLUE))));

        // A start request waiting for its confirmation, made in this language.
        String creator = ServiceGames.uniqueEmail("alice");
        startRequests.start(new NewGame("Alice", creator, ServiceGames.uniqueEmail("bob"), Variant.DUEL, GameOptions.DEFAULT, 2,
                SeatChoice.BLUE), language);
        pages.add(read("confirm the start", 200, asked.apply("en").get("/confirm/"
                + links.issue(LinkPurpose.CONFIRM_START, languages.pendingRequestOf(creator), null, 0))));

        // Playing the computer: its form (and the form refused), the pages after it, the confirmation, and its game's pages,
        // where it is named in the reader's language.
        pages.add(read("play against the computer", 200, asked.apply(lang).get("/computer")));
        pages.add(read("400 the computer's form refused", 400, asked.apply(lang).contentType(ContentType.URLENC)
                .formParams("creatorName", "Flagpost", "creatorEmail", ServiceGames.uniqueEmail("mallory"), "level", "normal",
                        "variant", "CLASSIC", "daysPerMove", "3", "colour", "RED")
                .post("/computer")));
        pages.add(read("computer game started", 200, asked.apply(lang).get("/computer/started")));
        pages.add(read("computer game confirmed", 200, asked.apply(lang).get("/computer/confirmed")));
        String person = ServiceGames.uniqueEmail("carmen");
        startRequests.startAgainstComputer(new StartRequests.NewComputerGame("Carmen", person, Level.EASY, Variant.DUEL, 2, SeatChoice.RED),
                language);
        long request = languages.pendingRequestOf(person);
        pages.add(read("confirm a game against the computer", 200, asked.apply("en").get("/confirm/"
                + links.issue(LinkPurpose.CONFIRM_START, request, null, 0))));
        long againstComputer = startRequests.confirm(request, language);
        setups.submit(againstComputer, Side.RED, flagpost.bot.Bot.setup(Variant.DUEL, Side.RED, 3).toSetupString());
        String computerPlay = "/play/" + links.issue(LinkPurpose.PLAY, againstComputer, Side.RED, 0);
        play.move(againstComputer, Side.RED, 0, queries.seatState(againstComputer, Side.RED).legalMoves().get(0));
        pages.add(read("play, the computer's turn", 200, asked.apply("en").get(computerPlay)));
        WatchLinks.LiveLink computerWatch = watchLinks.turnOn(againstComputer, Side.RED);
        pages.add(read("watch a game against the computer", 200, asked.apply(lang).get(WatchResource.PATH
                + links.issueWatch(againstComputer, computerWatch.epoch(), computerWatch.createdAt()))));

        List<String> problems = new ArrayList<>();
        for (Page page : pages) {
            if (page.name().contains(", answered ")) {
                problems.add(page.name() + " " + page.status());
            }
            if (!page.body().contains("<html lang=\"" + lang + "\"")) {
                problems.add(page.name() + " (" + page.status() + "): not marked " + lang);
            }
            EnglishDetector.findInHtml(page.body(), NAMES).forEach(hit -> problems.add(page.name() + " (" + page.status() + "): " + hit));
            // The negative control: the same page with one English sentence in it.
            String planted = page.body().replace("</main>", "<p>" + PLANTED + "</p></main>");
            if (planted.equals(page.body()) || EnglishDetector.findInHtml(planted, NAMES).isEmpty()) {
                problems.add(page.name() + " (" + page.status() + "): the sentence planted in its main part is not found");
            }
        }
        assertEquals(List.of(), problems, "English on " + lang + " pages");
    }

    /**
     * The API answers in the language of the player whose link it is, whatever the request's Accept-Language: a refusal's
     * {@code sentence} and a finished game's {@code description} (its {@code message} stays English, as documented).
     */
    @org.junit.jupiter.api.Test
    void theApiSpeaksTheLanguageOfThePlayerWhoseLinkItIs() {
        long id = ServiceGames.startedClassicGame();
        players.setLanguage(id, Side.RED, Language.ES);
        players.setLanguage(id, Side.BLUE, Language.UZ);
        Map<Side, String> api = Map.of(Side.RED, "/api/games/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0),
                Side.BLUE, "/api/games/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0));
        for (String accept : List.of("en", "es", "uz", "en-US,en;q=0.9", "")) {
            JsonPath illegal = new JsonPath(given().header("Accept-Language", accept).contentType(ContentType.JSON)
                    .body("{\"move\": \"e4-e3\", \"ply\": 0}").post(api.get(Side.RED) + "/moves").then().statusCode(422).extract().asString());
            assertEquals("es", illegal.getString("language"), "Accept-Language: " + accept);
            assertEquals(List.of(), EnglishDetector.find(illegal.getString("sentence"), NAMES), illegal.getString("sentence"));
            assertFalse(EnglishDetector.find(illegal.getString("message"), NAMES).isEmpty(), "the message stays English: "
                    + illegal.getString("message"));
            JsonPath notYours = new JsonPath(given().header("Accept-Language", accept).contentType(ContentType.JSON)
                    .body("{\"move\": \"a7-a6\", \"ply\": 0}").post(api.get(Side.BLUE) + "/moves").then().statusCode(409).extract().asString());
            assertEquals("uz", notYours.getString("language"), "Accept-Language: " + accept);
            assertEquals(List.of(), EnglishDetector.find(notYours.getString("sentence"), NAMES), notYours.getString("sentence"));
        }
        play.resign(id, Side.BLUE);
        Result result = Result.win(Ending.RESIGNED, Side.RED);
        for (String accept : List.of("en", "uz", "")) {
            assertEquals(Results.plain(Language.ES, result), given().header("Accept-Language", accept).get(api.get(Side.RED))
                    .then().statusCode(200).extract().path("result.description"), "Accept-Language: " + accept);
            assertEquals(Results.plain(Language.UZ, result), given().header("Accept-Language", accept).get(api.get(Side.BLUE))
                    .then().statusCode(200).extract().path("result.description"), "Accept-Language: " + accept);
        }
        assertEquals(List.of(), EnglishDetector.find(Results.plain(Language.ES, result), NAMES));
        assertEquals(List.of(), EnglishDetector.find(Results.plain(Language.UZ, result), NAMES));
        assertFalse(EnglishDetector.find(Results.plain(Language.EN, result), NAMES).isEmpty(), "the detector reads the English one");
    }

    /** A page read, whose status is checked with the rest, so that one run lists every page that is wrong. */
    private static Page read(String name, int status, Response response) {
        return new Page(name + (response.statusCode() == status ? "" : ", answered " + response.statusCode() + " not"), status,
                response.asString());
    }

    /** The page a form's 303 leads to, asked for as the browser would (in English, here). */
    private static Response follow(Response seeOther) {
        assertEquals(303, seeOther.statusCode(), seeOther.asString());
        return given().noFilters().header("Accept-Language", "en").get(seeOther.header("Location"));
    }
}
