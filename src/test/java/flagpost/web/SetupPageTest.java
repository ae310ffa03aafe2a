package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import flagpost.web.page.SetupPresets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The secret setup page: what it shows, what a submit does, and every way it refuses. */
@QuarkusTest
class SetupPageTest {

    private static final Pattern OWN_SQUARE = Pattern.compile(
            "<(?:button|span) [^>]*class=\"([^\"]*)\" data-square=\"([a-j]\\d{1,2})\" data-slot=\"(\\d+)\" data-rank=\"([A-Z]*)\"");
    private static final Pattern TRAY_PIECE = Pattern.compile(
            "<button type=\"button\" class=\"tray-piece[^\"]*\" data-rank=\"([A-Z]+)\" data-count=\"(\\d+)\"[^>]*>"
                    + "<span class=\"sym\">([^<]*)</span> <span class=\"name\">[^<]*</span> <span class=\"left\">×(\\d+)</span>");
    private static final String CORNER_FORTRESS = SetupPresets.find(Variant.CLASSIC, "corner-fortress").orElseThrow().setup();
    private static final String CENTRE_FLAG = SetupPresets.find(Variant.CLASSIC, "centre-flag").orElseThrow().setup();

    @Inject
    GameQueries queries;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    Setups setups;

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    // ----------------------------------------------------------------------------------------------
    // What the page shows

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aFreshPageShowsFortyEmptySquaresAndTheWholeArmyInTheTray(Variant variant) {
        long id = ServiceGames.acceptedGame(variant, GameOptions.DEFAULT);
        for (Side seat : Side.values()) {
            String page = ok(given().get(setupPath(id, seat)));
            List<String[]> squares = ownSquares(page);
            assertEquals(Setup.SIZE, squares.size());
            assertTrue(squares.stream().allMatch(square -> square[3].isEmpty()), "nothing placed yet");
            assertEquals(Setup.SIZE, count(page, "data-square="), "only the 40 own squares carry data-square");
            Map<Rank, int[]> tray = tray(page);
            assertEquals(variant.army().keySet(), tray.keySet());
            variant.army().forEach((rank, count) -> {
                assertEquals(count, tray.get(rank)[0], rank + " count");
                assertEquals(count, tray.get(rank)[1], rank + " left");
            });
            assertTrue(page.contains("id=\"setup-problems\"") && page.contains("aria-live=\"polite\""));
            assertTrue(page.contains("Still to place: 1 Marshal, 1 General"), page);
            assertEquals(variant == Variant.CLASSIC ? 3 : 1, count(page, "id=\"preset-"));
            for (String id2 : List.of("setup-board", "tray", "setup-string", "random-setup", "setup-form", "submit-setup",
                    "opponent-setup-status")) {
                assertTrue(page.contains("id=\"" + id2 + "\""), "#" + id2);
            }
            assertTrue(page.contains("<textarea id=\"setup-string\" name=\"setup\""));
            assertTrue(page.contains("<form method=\"post\" action=\"/setup/"));
            assertTrue(page.contains(">not yet</strong>"));
        }
    }

    @Test
    void theBoardsSquaresAreTheSetupStringsSlotsFromThePlayersChair() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        for (Side seat : Side.values()) {
            String text = Setup.parse(seat, Variant.CLASSIC, CORNER_FORTRESS).orThrow().toSetupString();
            Setup setup = Setup.parse(seat, Variant.CLASSIC, text).orThrow();
            String page = ok(given().queryParam("fill", "corner-fortress").get(setupPath(id, seat)));
            assertTrue(page.contains(">" + text + "</textarea>"), "the string in the seat's own letters");
            List<String[]> squares = ownSquares(page);
            List<Integer> slotsInPageOrder = new ArrayList<>();
            for (String[] square : squares) {
                Square at = Square.parse(square[1]);
                int slot = Integer.parseInt(square[2]);
                slotsInPageOrder.add(slot);
                assertEquals(Setup.slotOfSquare(seat, at), slot, square[1]);
                assertEquals(setup.rankAt(at).code(), square[3], square[1]);
                assertEquals(String.valueOf(text.charAt(slot)), String.valueOf(setup.rankAt(at).gravonLetter(seat)));
            }
            // Front row at the top, back row at the bottom, each from the player's left to right.
            List<Integer> expected = new ArrayList<>();
            for (int row = 3; row >= 0; row--) {
                for (int column = 0; column < 10; column++) {
                    expected.add(row * 10 + column);
                }
            }
            assertEquals(expected, slotsInPageOrder);
            assertEquals(seat == Side.RED ? "a4" : "j7", squares.get(0)[1], "top left square as the player sits");
            assertEquals(seat == Side.RED ? "j1" : "a10", squares.get(39)[1], "bottom right square as the player sits");
        }
    }

    @Test
    void ranksAreShownInThePlayersNumbering() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        players.setNumbering(id, Side.BLUE, Numbering.CLASSIC);
        String blue = ok(given().get(setupPath(id, Side.BLUE)));
        String red = ok(given().get(setupPath(id, Side.RED)));
        assertEquals("1", traySymbol(blue, Rank.MARSHAL));
        assertEquals("S", traySymbol(blue, Rank.SPY));
        assertEquals("10", traySymbol(red, Rank.MARSHAL));
        assertTrue(blue.contains("action=\"/numbering\""));
    }

    @Test
    void aStoredSetupIsShownAndTheOpponentOnlyAsPlacedOrNotYet() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        setups.submit(id, Side.RED, CORNER_FORTRESS);
        String red = ok(given().get(setupPath(id, Side.RED)));
        assertTrue(red.contains(">" + CORNER_FORTRESS + "</textarea>"));
        assertTrue(red.contains("Your setup is in; waiting for Bob to set up."));
        assertTrue(red.contains("id=\"opponent-setup-status\">not yet<"));
        assertTrue(red.contains("All pieces are placed: submitted, waiting for your opponent."), "not 'ready to submit' once it is in");
        assertTrue(red.contains("data-submitted=\"" + CORNER_FORTRESS + "\""), "setup.js compares the board with the stored setup");
        assertTrue(red.contains("side: hidden until the game starts</p>"));
        assertTrue(ownSquares(red).stream().noneMatch(square -> square[3].isEmpty()));
        String changed = ok(given().queryParam("fill", "random").get(setupPath(id, Side.RED)));
        assertTrue(changed.contains("All pieces are placed: ready to submit."), "a board other than the stored one is not in yet");
        String blue = ok(given().get(setupPath(id, Side.BLUE)));
        assertTrue(blue.contains("id=\"opponent-setup-status\">placed<"));
        assertFalse(blue.contains("Your setup is in"));
        assertFalse(blue.contains(CORNER_FORTRESS));
    }

    @Test
    void namesAreEscaped() {
        long id = invitations.create(new flagpost.game.NewGame("<i>Alice</i>", ServiceGames.uniqueEmail("alice"),
                ServiceGames.uniqueEmail("bob"), Variant.CLASSIC, GameOptions.DEFAULT, 3, flagpost.game.SeatChoice.RED));
        invitations.accept(id, "<script>alert(1)</script>");
        String red = ok(given().get(setupPath(id, Side.RED)));
        assertFalse(red.contains("<script>alert"));
        assertTrue(red.contains("&lt;script&gt;alert(1)&lt;/script&gt;&#39;s setup") || red.contains("&lt;script&gt;alert(1)&lt;/script&gt;'s setup"),
                red);
        assertFalse(ok(given().get(setupPath(id, Side.BLUE))).contains("<i>Alice</i>"));
    }

    @Test
    void getChangesNothingWhateverItIsAskedToFill() {
        long id = ServiceGames.acceptedGame(Variant.DUEL, GameOptions.DEFAULT);
        int notifications = store.notifications(id).size();
        String path = setupPath(id, Side.BLUE);
        String random = ok(given().queryParam("fill", "random").get(path));
        String textarea = textarea(random);
        assertTrue(Setup.parse(Side.BLUE, Variant.DUEL, textarea).isValid(), textarea);
        assertTrue(random.contains("All pieces are placed: ready to submit."));
        // the hint is a message now, which the page escapes whole: its apostrophes come as &#39; (the same text on screen)
        assertTrue(random.replace("&#39;", "'").contains("B to M are Red's pieces (L Marshal, K General, J Colonel, I Major, H Captain, G Lieutenant, "
                + "F Sergeant, E Miner, D Scout, C Spy, B Bomb, M Flag) and N to Y Blue's (X Marshal, W General, V Colonel, "
                + "U Major, T Captain, S Lieutenant, R Sergeant, Q Miner, P Scout, O Spy, N Bomb, Y Flag)"), "both colours' letters");
        String preset = ok(given().queryParam("fill", "duel-corner").get(path));
        assertEquals(SetupPresets.find(Variant.DUEL, "duel-corner").orElseThrow().setupFor(Side.BLUE), textarea(preset));
        String hostile = ok(given().queryParam("fill", "<script>alert(1)</script>").get(path));
        assertFalse(hostile.contains("alert(1)"));
        assertEquals("", textarea(hostile));
        assertNull(queries.setupState(id, Side.BLUE).ownSetup());
        assertEquals(notifications, store.notifications(id).size());
    }

    @Test
    void presetsOfferedAreTheVariantsAndCarryTheSeatsString() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String page = ok(given().get(setupPath(id, Side.BLUE)));
        for (SetupPresets.Preset preset : SetupPresets.forVariant(Variant.CLASSIC)) {
            assertTrue(page.contains("id=\"preset-" + preset.id() + "\" name=\"fill\" value=\"" + preset.id()
                    + "\" class=\"secondary\" data-setup=\"" + preset.setupFor(Side.BLUE) + "\""), preset.id());
        }
        assertFalse(page.contains("preset-duel-corner"));
    }

    @Test
    void thePageHasNoInlineScriptOrStyleAndItsFilesAreServed() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        Response response = given().get(setupPath(id, Side.RED));
        response.then().statusCode(200).header("Cache-Control", "no-store").header("Content-Security-Policy", containsString("script-src 'self'"));
        String page = response.asString();
        assertFalse(page.contains("style="));
        assertFalse(page.contains(" onclick"));
        assertEquals(count(page, "<script"), count(page, "<script src=\"/static/"));
        given().get("/static/setup.js").then().statusCode(200).body(containsString("setup-problems"));
        given().get("/static/setup.css").then().statusCode(200).body(containsString("#tray"));
    }

    // ----------------------------------------------------------------------------------------------
    // Submitting

    @Test
    void aValidSetupIsStoredAndThePageSaysSo() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String path = setupPath(id, Side.BLUE);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("setup", CORNER_FORTRESS).post(path)
                .then().statusCode(303).header("Location", endsWith(path));
        String stored = queries.setupState(id, Side.BLUE).ownSetup();
        assertEquals(Setup.parse(Side.BLUE, Variant.CLASSIC, CORNER_FORTRESS).orThrow().toSetupString(), stored);
        String page = ok(given().get(path));
        assertTrue(page.contains("Your setup is in; waiting for Alice to set up."));
        assertTrue(page.contains(">" + stored + "</textarea>"));
        assertTrue(ok(given().get(setupPath(id, Side.RED))).contains("id=\"opponent-setup-status\">placed<"));

        // Resubmitting replaces it while the opponent is still setting up.
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("setup", CENTRE_FLAG).post(path)
                .then().statusCode(303);
        assertEquals(Setup.parse(Side.BLUE, Variant.CLASSIC, CENTRE_FLAG).orThrow().toSetupString(),
                queries.setupState(id, Side.BLUE).ownSetup());
    }

    @Test
    void whenBothAreInThePageLinksToAFreshPlayLink() {
        long id = ServiceGames.acceptedGame(Variant.BARRAGE, GameOptions.DEFAULT);
        String barrage = SetupPresets.find(Variant.BARRAGE, "barrage-far-corner").orElseThrow().setup();
        for (Side seat : Side.values()) {
            given().redirects().follow(false).contentType(ContentType.URLENC).formParam("setup", barrage).post(setupPath(id, seat))
                    .then().statusCode(303);
        }
        String page = ok(given().get(setupPath(id, Side.BLUE)));
        assertTrue(page.contains("the game has started"));
        assertFalse(page.contains("id=\"setup-form\""), "nothing left to submit");
        assertFalse(page.contains("hidden until the game starts"), "it has started");
        Matcher play = Pattern.compile("<a id=\"go-play\" class=\"button\" href=\"/play/([^\"]+)\"").matcher(page);
        assertTrue(play.find(), page);
        TokenCheck check = links.verify(play.group(1), LinkPurpose.PLAY);
        assertTrue(check instanceof TokenCheck.Valid valid && valid.token().gameId() == id && valid.token().seat() == Side.BLUE);
        // The play page is built on another branch; the token it carries opens this seat's game.
        given().get("/api/games/" + play.group(1)).then().statusCode(200).body(containsString("\"seat\":\"BLUE\""));
    }

    @Test
    void anInvalidSetupComesBackWithEveryProblemInWordsAndIsNotStored() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String path = setupPath(id, Side.RED);
        String tooManyMiners = "E" + CORNER_FORTRESS.substring(1).replaceFirst("D", "E").replaceFirst("M", "D");
        String page = refusedSetup(path, tooManyMiners);
        assertTrue(page.contains("Classic has 5 Miners; this setup has 7."), page);
        assertTrue(page.contains("Classic has 8 Scouts; this setup has 8.") || page.contains("Classic has 1 Flag; this setup has 0."));
        assertTrue(page.contains(">" + tooManyMiners + "</textarea>"), "the submitted string is kept");
        assertTrue(page.contains("Too many Miners: 7 placed, Classic has 5."), "the live check says the same");

        assertTrue(refusedSetup(path, CORNER_FORTRESS.substring(1)).contains("this one has 39"));
        assertTrue(refusedSetup(path, "").contains("this one has 0"));

        String script = "<script>alert('x')</script>" + CORNER_FORTRESS.substring(27);
        String hostile = refusedSetup(path, script);
        assertFalse(hostile.contains("<script>alert"));
        assertTrue(hostile.contains("&lt;script&gt;alert"));
        assertTrue(hostile.contains("is not a piece letter"));

        String huge = "<b>" + "E".repeat(10_000);
        String oversized = refusedSetup(path, huge);
        assertTrue(oversized.contains("A setup is a string of 40 letters, one per square."));
        assertTrue(oversized.contains("&lt;b&gt;EEEE"));
        assertFalse(oversized.contains("<b>EEEE"));

        given().contentType(ContentType.URLENC).post(path).then().statusCode(422).body(containsString("40 letters"));
        assertNull(queries.setupState(id, Side.RED).ownSetup());
    }

    @Test
    void afterTheGameStartedASubmitIsRefusedKindly() {
        long id = ServiceGames.startedClassicGame();
        String before = queries.setupState(id, Side.RED).ownSetup();
        given().contentType(ContentType.URLENC).formParam("setup", CORNER_FORTRESS).post(setupPath(id, Side.RED))
                .then().statusCode(409).contentType(containsString("text/html"))
                .body(containsString("setups can no longer change"))
                .body(containsString("Nothing was changed"));
        assertEquals(before, queries.setupState(id, Side.RED).ownSetup());
    }

    @Test
    void aGameNotAcceptedOrOverBeforeItStartedGetsAFriendlyPage() {
        long invited = invitations.create(new flagpost.game.NewGame("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                Variant.CLASSIC, GameOptions.DEFAULT, 3, flagpost.game.SeatChoice.RED));
        given().get(setupPath(invited, Side.RED)).then().statusCode(409).body(containsString("Not accepted yet"));
        given().contentType(ContentType.URLENC).formParam("setup", CORNER_FORTRESS).post(setupPath(invited, Side.RED))
                .then().statusCode(409).body(containsString("not been accepted"));

        long resigned = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        play.resign(resigned, Side.BLUE);
        given().get(setupPath(resigned, Side.RED)).then().statusCode(409).body(containsString("This game is over"))
                .body(containsString("Red wins"));
    }

    @Test
    void aFinishedGamesSetupPageLinksToTheHistory() {
        long id = ServiceGames.startedClassicGame();
        play.resign(id, Side.BLUE);
        String page = ok(given().get(setupPath(id, Side.RED)));
        assertTrue(page.contains("This game is over. Red wins: Blue resigned."), "one colon, not 'over: Red wins:'");
        assertFalse(page.contains("hidden until the game starts"));
        assertTrue(page.contains("<a id=\"go-history\" class=\"button\" href=\"/history/"));
    }

    // ----------------------------------------------------------------------------------------------
    // Links and secrecy

    @Test
    void forgedAndWrongPurposeTokensGetTheFriendlyPages() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String token = links.issue(LinkPurpose.SETUP, id, Side.RED, 0);
        String forged = token.substring(0, token.length() - 3) + (token.endsWith("AAA") ? "BBB" : "AAA");
        for (String bad : List.of(forged, "x", token.substring(0, 20))) {
            given().get("/setup/" + bad).then().statusCode(403).body(containsString("This link does not work"));
            given().contentType(ContentType.URLENC).formParam("setup", CORNER_FORTRESS).post("/setup/" + bad)
                    .then().statusCode(403).body(containsString("This link does not work"));
        }
        for (LinkPurpose other : List.of(LinkPurpose.PLAY, LinkPurpose.HISTORY, LinkPurpose.INVITATION, LinkPurpose.UNSUBSCRIBE)) {
            String wrong = "/setup/" + links.issue(other, id, Side.RED, 0);
            given().get(wrong).then().statusCode(403).body(containsString("This link opens another page"));
            given().contentType(ContentType.URLENC).formParam("setup", CORNER_FORTRESS).post(wrong).then().statusCode(403);
        }
        assertNull(queries.setupState(id, Side.RED).ownSetup());
    }

    @Test
    void anExpiredTokenIsGoneAndOffersAFreshLink() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        String path = setupPath(id, Side.RED);
        clock.advance(Duration.ofDays(31));
        given().get(path).then().statusCode(410).body(containsString("This link has expired")).body(containsString("/links/renew"));
        given().contentType(ContentType.URLENC).formParam("setup", CORNER_FORTRESS).post(path).then().statusCode(410);
        assertNull(queries.setupState(id, Side.RED).ownSetup());
    }

    @Test
    void neitherSeatsPageEverShowsTheOpponentsSetup() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        // Not presets: every page offers those to everyone.
        Map<Side, String> submitted = new LinkedHashMap<>();
        submitted.put(Side.RED, Setup.random(Side.RED, Variant.CLASSIC, new java.util.Random(11)).toSetupString());
        submitted.put(Side.BLUE, Setup.random(Side.BLUE, Variant.CLASSIC, new java.util.Random(12)).toSetupString());
        List<String> pages = new ArrayList<>();
        for (Side seat : Side.values()) {
            pages.add(ok(given().get(setupPath(id, seat))));
            given().redirects().follow(false).contentType(ContentType.URLENC).formParam("setup", submitted.get(seat))
                    .post(setupPath(id, seat)).then().statusCode(303);
            pages.add(ok(given().get(setupPath(id, seat.opponent()))));
            pages.add(ok(given().get(setupPath(id, seat))));
        }
        assertNotNull(queries.setupState(id, Side.RED).ownSetup());
        for (Side seat : Side.values()) {
            String page = ok(given().get(setupPath(id, seat)));
            assertOnlyOwnRanks(page, seat, submitted.get(seat), submitted.get(seat.opponent()));
        }
        // Before the game started too: each page above belongs to the seat it was asked for.
        for (String page : pages) {
            Side seat = page.contains("data-seat=\"RED\"") ? Side.RED : Side.BLUE;
            assertOnlyOwnRanks(page, seat, submitted.get(seat), submitted.get(seat.opponent()));
        }
    }

    private static void assertOnlyOwnRanks(String page, Side seat, String own, String opponents) {
        for (Side letters : Side.values()) {
            String theirs = Setup.parse(seat.opponent(), Variant.CLASSIC, opponents).orThrow().forSide(letters).toSetupString();
            assertFalse(page.contains(theirs), seat + " sees the opponent's string");
            assertFalse(page.contains(new StringBuilder(theirs).reverse()), seat + " sees the opponent's string reversed");
        }
        for (String[] square : ownSquares(page)) {
            assertTrue(Setup.isInSetupArea(seat, Square.parse(square[1])), square[1]);
        }
        Matcher ranked = Pattern.compile("data-rank=\"[A-Z]+\"").matcher(page);
        int withRank = 0;
        while (ranked.find()) {
            withRank++;
        }
        int trayPieces = count(page, "class=\"tray-piece");
        assertTrue(withRank <= Setup.SIZE + trayPieces, "only own squares and the tray carry ranks");
        assertFalse(own.isEmpty());
    }

    // ----------------------------------------------------------------------------------------------

    private String setupPath(long id, Side seat) {
        return "/setup/" + links.issue(LinkPurpose.SETUP, id, seat, 0);
    }

    private static String ok(Response response) {
        return response.then().statusCode(200).contentType(containsString("text/html")).extract().asString();
    }

    private static String refusedSetup(String path, String setup) {
        return given().contentType(ContentType.URLENC).formParam("setup", setup).post(path)
                .then().statusCode(422).contentType(containsString("text/html"))
                .body(containsString("That setup cannot be used yet"))
                .body(not(containsString("id=\"own-setup-status\"")))
                .extract().asString();
    }

    /** The own squares in page order: {classes, square, slot, rank code or ""}. */
    private static List<String[]> ownSquares(String page) {
        List<String[]> squares = new ArrayList<>();
        Matcher matcher = OWN_SQUARE.matcher(page);
        while (matcher.find()) {
            squares.add(new String[] {matcher.group(1), matcher.group(2), matcher.group(3), matcher.group(4)});
        }
        return squares;
    }

    /** The tray by rank: {count in the army, left to place}. */
    private static Map<Rank, int[]> tray(String page) {
        Map<Rank, int[]> tray = new LinkedHashMap<>();
        Matcher matcher = TRAY_PIECE.matcher(page);
        while (matcher.find()) {
            tray.put(Rank.fromCode(matcher.group(1)), new int[] {Integer.parseInt(matcher.group(2)), Integer.parseInt(matcher.group(4))});
        }
        return tray;
    }

    private static String traySymbol(String page, Rank rank) {
        Matcher matcher = TRAY_PIECE.matcher(page);
        while (matcher.find()) {
            if (matcher.group(1).equals(rank.code())) {
                return matcher.group(3);
            }
        }
        throw new AssertionError("no " + rank + " in the tray");
    }

    private static String textarea(String page) {
        Matcher matcher = Pattern.compile("<textarea id=\"setup-string\"[^>]*>([^<]*)</textarea>").matcher(page);
        assertTrue(matcher.find());
        return matcher.group(1);
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
