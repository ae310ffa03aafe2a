package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every page and API call fed bad input: forged, tampered, expired, wrong-page, other-seat and other-game
 * tokens, stale plies, malformed squares, 100 kB fields and hostile text. One table of cases; each refusal must
 * be a 4xx with the page's message element ({@code class="problem" role="alert"}) in words, or JSON with a
 * message under /api. Free text the server accepts must answer as that form answers good input, record exactly
 * the emails it should, and be read back, escaped, on every page and email that shows it. No answer is ever a
 * 500, carries a markup fragment of the hostile text raw, or shows anything of the other seat (its email
 * address, or a rank of its pieces).
 *
 * <p>Expired tokens: the test clock only moves forward and is shared, so the expired tokens are issued first,
 * the clock moves past the long link lifetime once, and every other token and game is made after that.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class HostileInputTest {

    /** Text that must never come back unescaped. */
    static final String SCRIPT = "<script>alert('x')</script>";
    static final String QUOTES = "\"'><img src=x onerror=alert(1)>";
    static final String CRLF = "Bob\r\nBcc: victim@example.com\r\n\r\n<b>hi</b>";
    static final String NUL = "Bob\u0000<nul>";
    static final String RTL = "\u202Egnp.exe<rtl>";
    static final String SQL = "x'); DROP TABLE game; --<sql>";
    static final String OVERSIZED = "A".repeat(100 * 1024);
    static final List<String> HOSTILE = List.of(SCRIPT, QUOTES, CRLF, NUL, RTL, SQL);
    /**
     * Each opening tag of the hostile texts on its own ({@code <b>}, {@code <nul>}, {@code <rtl>}...): a whole
     * hostile text whose control characters the server strips would never match a check for the text itself.
     * Closing tags are left out: {@code </script>} closes the pages' own script elements, and a closing tag
     * alone opens nothing.
     */
    static final List<String> MARKUP = HOSTILE.stream().flatMap(text -> Pattern.compile("<[^/>][^>]*>").matcher(text).results()
            .map(MatchResult::group)).distinct().toList();

    private static final AtomicBoolean CLOCK_MOVED = new AtomicBoolean();
    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    private static final Pattern PROBLEM = Pattern.compile(
            "<(p|div)\\b[^>]*\\bclass=\"(?:[^\"]*\\s)?problem(?:\\s[^\"]*)?\"[^>]*\\brole=\"alert\"[^>]*>(.*?)</\\1>", Pattern.DOTALL);
    private static final Pattern STARTED = Pattern.compile(".*/started");
    private static final Pattern GAMES_LIST_SENT = Pattern.compile(".*/my-games/sent");
    /**
     * Each hostile text as a name is shown to others, worked out by hand from the rule (docs: control characters
     * become spaces, runs of spaces one, trimmed).
     */
    private static final Map<String, String> SHOWN = Map.of(SCRIPT, SCRIPT, QUOTES, QUOTES, CRLF, "Bob Bcc: victim@example.com <b>hi</b>",
            NUL, "Bob <nul>", RTL, "gnp.exe<rtl>", SQL, SQL);
    private static final Pattern ENEMY_RANK = Pattern.compile("\\b(Red|Blue)(?:'s)? (" + Arrays.stream(Rank.values()).map(Rank::displayName)
            .collect(Collectors.joining("|")) + ")\\b");

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @Inject
    OutboxRows outbox;

    @Inject
    FrontProbe probe;

    @InjectGreenMail
    GreenMail greenMail;

    /** How an answer must look. */
    enum Expect {
        /** 4xx, an HTML page with its message element. */
        PAGE_REFUSAL,
        /** 4xx, JSON with "message". */
        JSON_REFUSAL,
        /** Free text the form takes: the {@link Acceptance} of the case says what it must do with it. */
        ACCEPTED
    }

    /**
     * What an accepted request does: a 303 to a page whose address matches {@code location}, {@code emails}
     * notifications recorded by it (nothing else sent), and then {@code readBack}, which opens every page and
     * email that shows the accepted text.
     */
    record Acceptance(Pattern location, int emails, Runnable readBack) {
    }

    /**
     * One request: a name for the report, the seat whose token it carries (null: none), the expectation, and for
     * {@link Expect#ACCEPTED} what it accepts.
     */
    record Case(String name, String method, String path, Map<String, String> form, String json, Side seat, Expect expect,
            Acceptance acceptance) {
        @Override
        public String toString() {
            return name + ": " + method + " " + (path.length() > 80 ? path.substring(0, 80) + "…" : path);
        }
    }

    /** The games the cases are played against. */
    private record Fixture(long started, String redEmail, String blueEmail, Map<LinkPurpose, String> expired, Map<Side, String> play,
            Map<Side, String> setup, String history, String invitation, String invitedCreatorEmail, String inviteeEmail, String unsubscribe,
            String playInSetup, String playFinished, String setupStarted) {
    }

    @TestFactory
    Stream<DynamicTest> everyBadRequestIsRefusedInWords() {
        Fixture f = fixture();
        List<Case> cases = new ArrayList<>();
        String forged = "AQNkZXYBforged.Zm9yZ2Vk";
        String tampered = tamper(f.play().get(Side.RED));
        String longToken = "A".repeat(2_000) + "." + "B".repeat(40);
        String scriptToken = enc("<script>alert('x')");

        // --- Pages opened from links: every kind of bad token.
        Map<String, LinkPurpose> pages = new LinkedHashMap<>();
        pages.put("/invitation/", LinkPurpose.INVITATION);
        pages.put("/setup/", LinkPurpose.SETUP);
        pages.put("/play/", LinkPurpose.PLAY);
        pages.put("/history/", LinkPurpose.HISTORY);
        pages.put("/games/", LinkPurpose.GAMES_LIST);
        pages.put("/unsubscribe/", LinkPurpose.UNSUBSCRIBE);
        pages.forEach((page, purpose) -> {
            cases.add(get("forged token", page + forged, null, Expect.PAGE_REFUSAL));
            cases.add(get("tampered signature", page + tampered, null, Expect.PAGE_REFUSAL));
            cases.add(get("2,000-character token", page + longToken, null, Expect.PAGE_REFUSAL));
            cases.add(get("script in the token", page + scriptToken, null, Expect.PAGE_REFUSAL));
            cases.add(get("expired token", page + f.expired().get(purpose), null, Expect.PAGE_REFUSAL));
            cases.add(get("a genuine token of another page", page + (purpose == LinkPurpose.PLAY ? f.setup().get(Side.RED) : f.play().get(Side.RED)),
                    null, Expect.PAGE_REFUSAL));
        });
        cases.add(get("history ply not a number", "/history/" + f.history() + "?ply=" + enc(SCRIPT), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(get("history ply beyond the game", "/history/" + f.history() + "?ply=99999", Side.RED, Expect.PAGE_REFUSAL));
        cases.add(get("history ply negative", "/history/" + f.history() + "?ply=-1", Side.RED, Expect.PAGE_REFUSAL));
        cases.add(get("Gravon download before the end", "/history/" + f.history() + "/game.xml", Side.RED, Expect.PAGE_REFUSAL));
        cases.add(get("Gravon download, forged", "/history/" + forged + "/game.xml", null, Expect.PAGE_REFUSAL));

        // --- The JSON API.
        for (String token : List.of(forged, tampered, longToken, f.expired().get(LinkPurpose.PLAY), f.setup().get(Side.RED))) {
            cases.add(get("API view, bad token", "/api/games/" + token, null, Expect.JSON_REFUSAL));
            cases.add(get("API legal moves, bad token", "/api/games/" + token + "/moves", null, Expect.JSON_REFUSAL));
            cases.add(json("API move, bad token", "/api/games/" + token + "/moves", "{\"move\": \"e4-e5\", \"ply\": 2}", null));
        }
        String redApi = "/api/games/" + f.play().get(Side.RED) + "/moves";
        cases.add(json("API stale ply", redApi, "{\"move\": \"f4-f5\", \"ply\": 0}", Side.RED));
        cases.add(json("API ply not reached", redApi, "{\"move\": \"f4-f5\", \"ply\": 7}", Side.RED));
        cases.add(json("API other seat's move", "/api/games/" + f.play().get(Side.BLUE) + "/moves", "{\"move\": \"f4-f5\", \"ply\": 2}", Side.BLUE));
        cases.add(json("API malformed square", redApi, "{\"move\": \"z9-k11\", \"ply\": 2}", Side.RED));
        cases.add(json("API script as move", redApi, "{\"move\": \"" + SCRIPT + "\", \"ply\": 2}", Side.RED));
        cases.add(json("API 100 kB move", redApi, "{\"move\": \"" + OVERSIZED + "\", \"ply\": 2}", Side.RED));
        cases.add(json("API not JSON", redApi, SQL, Side.RED));
        // A value of the wrong type is refused, never converted: "2" would have played at ply 2.
        cases.add(json("API ply a string", redApi, "{\"move\": \"f4-f5\", \"ply\": \"2\"}", Side.RED));
        cases.add(json("API move a number", redApi, "{\"move\": 45, \"ply\": 2}", Side.RED));
        cases.add(json("API game in setup", "/api/games/" + f.playInSetup() + "/moves", "{\"move\": \"e4-e5\", \"ply\": 0}", Side.RED));

        // --- Actions on the play page.
        for (Map.Entry<String, String> token : Map.of("forged", forged, "expired", f.expired().get(LinkPurpose.PLAY), "tampered", tampered)
                .entrySet()) {
            cases.add(post(token.getKey() + " token: move", "/play/" + token.getValue() + "/move", Map.of("ply", "2", "from", "f4", "to", "f5"),
                    null, Expect.PAGE_REFUSAL));
            for (String action : List.of("resign", "draw/offer", "draw/accept", "draw/decline", "rematch")) {
                cases.add(post(token.getKey() + " token: " + action, "/play/" + token.getValue() + "/" + action, Map.of("ply", "2"), null,
                        Expect.PAGE_REFUSAL));
            }
        }
        String redMove = "/play/" + f.play().get(Side.RED) + "/move";
        cases.add(post("stale ply (already played)", redMove, Map.of("ply", "0", "from", "f4", "to", "f5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("ply not reached", redMove, Map.of("ply", "9", "from", "f4", "to", "f5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("ply not a number", redMove, Map.of("ply", SQL, "from", "f4", "to", "f5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("no ply", redMove, Map.of("from", "f4", "to", "f5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("malformed square", redMove, Map.of("ply", "2", "from", "k11", "to", "f5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("no squares", redMove, Map.of("ply", "2"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("illegal move (into a lake)", redMove, Map.of("ply", "2", "from", "c4", "to", "c5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("enemy piece", redMove, Map.of("ply", "2", "from", "a6", "to", "a5"), Side.RED, Expect.PAGE_REFUSAL));
        for (String text : HOSTILE) {
            cases.add(post("hostile square " + describe(text), redMove, Map.of("ply", "2", "from", text, "to", "f5"), Side.RED,
                    Expect.PAGE_REFUSAL));
        }
        cases.add(post("100 kB square", redMove, Map.of("ply", "2", "from", OVERSIZED, "to", "f5"), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("other seat's token on Red's turn", "/play/" + f.play().get(Side.BLUE) + "/move",
                Map.of("ply", "2", "from", "f4", "to", "f5"), Side.BLUE, Expect.PAGE_REFUSAL));
        cases.add(post("accept a draw nobody offered", "/play/" + f.play().get(Side.BLUE) + "/draw/accept", Map.of("ply", "2"), Side.BLUE,
                Expect.PAGE_REFUSAL));
        cases.add(post("decline a draw nobody offered", "/play/" + f.play().get(Side.RED) + "/draw/decline", Map.of("ply", "2"), Side.RED,
                Expect.PAGE_REFUSAL));
        cases.add(post("move in a game still in setup", "/play/" + f.playInSetup() + "/move", Map.of("ply", "0", "from", "e4", "to", "e5"),
                Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("move in a finished game", "/play/" + f.playFinished() + "/move", Map.of("ply", "1", "from", "f4", "to", "f5"),
                Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("resign a finished game", "/play/" + f.playFinished() + "/resign", Map.of("ply", "1"), Side.RED, Expect.PAGE_REFUSAL));

        // --- Setup.
        cases.add(post("forged token: setup", "/setup/" + forged, Map.of("setup", ServiceGames.CLASSIC_SETUP), null, Expect.PAGE_REFUSAL));
        cases.add(post("expired token: setup", "/setup/" + f.expired().get(LinkPurpose.SETUP), Map.of("setup", ServiceGames.CLASSIC_SETUP), null,
                Expect.PAGE_REFUSAL));
        cases.add(post("setup after the game started", "/setup/" + f.setupStarted(), Map.of("setup", ServiceGames.CLASSIC_SETUP), Side.RED,
                Expect.PAGE_REFUSAL));
        for (String text : HOSTILE) {
            cases.add(post("hostile setup " + describe(text), "/setup/" + f.setup().get(Side.RED), Map.of("setup", text), Side.RED,
                    Expect.PAGE_REFUSAL));
        }
        cases.add(post("100 kB setup", "/setup/" + f.setup().get(Side.RED), Map.of("setup", OVERSIZED), Side.RED, Expect.PAGE_REFUSAL));
        cases.add(post("39-piece setup", "/setup/" + f.setup().get(Side.RED), Map.of("setup", ServiceGames.CLASSIC_SETUP.substring(1)), Side.RED,
                Expect.PAGE_REFUSAL));

        // --- Invitation: the accept and decline forms as the page really has them.
        String invitationPage = given().get("/invitation/" + f.invitation()).then().statusCode(200).extract().asString();
        String accept = formAction(invitationPage, "accept");
        String decline = formAction(invitationPage, "decline");
        for (Map.Entry<String, String> token : Map.of("forged", forged, "expired", f.expired().get(LinkPurpose.INVITATION)).entrySet()) {
            cases.add(post(token.getKey() + " token: accept", accept.replace(f.invitation(), token.getValue()), Map.of("name", "Bob"), null,
                    Expect.PAGE_REFUSAL));
            cases.add(post(token.getKey() + " token: decline", decline.replace(f.invitation(), token.getValue()), Map.of(), null,
                    Expect.PAGE_REFUSAL));
        }
        cases.add(post("100 kB name", accept, Map.of("name", OVERSIZED), Side.BLUE, Expect.PAGE_REFUSAL));

        // --- The front page, my games, fresh links, numbering, unsubscribe.
        Map<String, String> goodGame = Map.of("creatorName", "Alice", "creatorEmail", ServiceGames.uniqueEmail("alice"), "opponentEmail",
                ServiceGames.uniqueEmail("bob"), "variant", "CLASSIC", "daysPerMove", "3", "colour", "RED");
        cases.add(post("new game: CRLF in an email address", "/", with(goodGame, "opponentEmail", "bob@example.com\r\nBcc: victim@example.com"), null,
                Expect.PAGE_REFUSAL));
        cases.add(post("new game: script as email", "/", with(goodGame, "creatorEmail", SCRIPT), null, Expect.PAGE_REFUSAL));
        cases.add(post("new game: 100 kB name", "/", with(goodGame, "creatorName", OVERSIZED), null, Expect.PAGE_REFUSAL));
        cases.add(post("new game: unknown variant", "/", with(goodGame, "variant", SCRIPT), null, Expect.PAGE_REFUSAL));
        cases.add(post("new game: days not a number", "/", with(goodGame, "daysPerMove", SQL), null, Expect.PAGE_REFUSAL));
        cases.add(post("new game: negative days", "/", with(goodGame, "daysPerMove", "-3"), null, Expect.PAGE_REFUSAL));
        cases.add(post("new game: unknown colour", "/", with(goodGame, "colour", "PURPLE"), null, Expect.PAGE_REFUSAL));
        cases.add(post("new game: no opponent", "/", with(goodGame, "opponentEmail", ""), null, Expect.PAGE_REFUSAL));
        // The start form of a player's own games list: the same fields but the creator's, refused in words on the list.
        String ownList = "/games/" + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(f.started(), Side.RED), null, 0);
        Map<String, String> listGame = Map.of("opponentEmail", ServiceGames.uniqueEmail("bob"), "variant", "CLASSIC", "daysPerMove", "3",
                "colour", "RED");
        cases.add(post("list's new game: CRLF in an email address", ownList + "/start",
                with(listGame, "opponentEmail", "bob@example.com\r\nBcc: victim@example.com"), null, Expect.PAGE_REFUSAL));
        cases.add(post("list's new game: unknown variant", ownList + "/start", with(listGame, "variant", SCRIPT), null, Expect.PAGE_REFUSAL));
        cases.add(post("list's new game: forged token", "/games/" + forged + "/start", listGame, null, Expect.PAGE_REFUSAL));
        // A name is taken with its control characters made spaces and spaces collapsed, and shown escaped; the
        // games-list form answers every address alike and mails only a known one.
        // A first game from a new address records one email, the confirmation to the creator; the invitation leaves
        // on the click. An address with a control or format character is refused, not cleaned (issue 12, finding 6).
        for (String text : HOSTILE) {
            String creator = ServiceGames.uniqueEmail("alice");
            String opponent = ServiceGames.uniqueEmail("bob");
            Map<String, String> form = with(with(with(goodGame, "creatorName", text), "creatorEmail", creator), "opponentEmail", opponent);
            cases.add(accepted("new game: hostile name " + describe(text), "/", form, null,
                    new Acceptance(STARTED, 1, () -> invitationShowsTheName(creator, opponent, SHOWN.get(text)))));
            cases.add(hasControlOrFormatCharacter(text)
                    ? post("my games: hostile email " + describe(text), "/my-games", Map.of("email", text), null, Expect.PAGE_REFUSAL)
                    : accepted("my games: hostile email " + describe(text), "/my-games", Map.of("email", text), null,
                            new Acceptance(GAMES_LIST_SENT, 0, HostileInputTest::gamesListSentPage)));
        }
        cases.add(accepted("my games: 100 kB email", "/my-games", Map.of("email", OVERSIZED), null,
                new Acceptance(GAMES_LIST_SENT, 0, HostileInputTest::gamesListSentPage)));
        cases.add(post("fresh link: forged token", "/links/renew", Map.of("token", forged), null, Expect.PAGE_REFUSAL));
        cases.add(post("fresh link: 100 kB token", "/links/renew", Map.of("token", OVERSIZED), null, Expect.PAGE_REFUSAL));
        cases.add(post("fresh link: script token", "/links/renew", Map.of("token", SCRIPT), null, Expect.PAGE_REFUSAL));
        cases.add(post("numbering: forged token", "/numbering", Map.of("token", forged, "numbering", "CLASSIC"), null, Expect.PAGE_REFUSAL));
        cases.add(post("numbering: expired token", "/numbering", Map.of("token", f.expired().get(LinkPurpose.PLAY), "numbering", "CLASSIC"), null,
                Expect.PAGE_REFUSAL));
        cases.add(post("numbering: hostile value", "/numbering", Map.of("token", f.play().get(Side.RED), "numbering", QUOTES), Side.RED,
                Expect.PAGE_REFUSAL));
        // The switch reads no ply any more: a hostile one is ignored and the switch still works.
        cases.add(accepted("numbering: hostile ply", "/numbering", Map.of("token", f.play().get(Side.RED), "numbering", "CLASSIC", "ply", SCRIPT), Side.RED,
                new Acceptance(Pattern.compile(".*/play/" + Pattern.quote(f.play().get(Side.RED))), 0, () -> assertEquals(1, probe.count(
                        "select count(*) from game g join player p on p.id = g.red_player_id where g.id = " + f.started()
                                + " and p.numbering = 'CLASSIC'"), "Red's numbering is switched"))));
        // A history link is read-only: it cannot change the player's numbering.
        cases.add(post("numbering: history token", "/numbering", Map.of("token", f.history(), "numbering", "CLASSIC"), null,
                Expect.PAGE_REFUSAL));
        cases.add(post("unsubscribe: forged token", "/unsubscribe/" + forged, Map.of(), null, Expect.PAGE_REFUSAL));
        cases.add(post("unsubscribe: expired token", "/unsubscribe/" + f.expired().get(LinkPurpose.UNSUBSCRIBE), Map.of(), null,
                Expect.PAGE_REFUSAL));

        // Last, since accepting ends the invitation the cases above use: a name with control characters. Both seats
        // are asked to set up; the creator's email and setup page name the invitee.
        cases.add(accepted("accept: NUL and CRLF in the name", accept, Map.of("name", NUL + CRLF), Side.BLUE,
                new Acceptance(Pattern.compile(".*/invitation/" + Pattern.quote(f.invitation())), 2,
                        () -> setupShowsTheInvitee(f.invitedCreatorEmail(), f.inviteeEmail(), "Bob <nul>Bob Bcc: victim@example.com <b>hi</b>"))));

        return cases.stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> check(c, f)));
    }

    // --- The checks ------------------------------------------------------------------------------------

    private void check(Case c, Fixture f) {
        long emailsBefore = emailsRecorded();
        RequestSpecification request = given().redirects().follow(false);
        Response response;
        if (c.json() != null) {
            response = request.contentType(ContentType.JSON).body(c.json()).post(c.path());
        } else if (c.method().equals("POST")) {
            // UTF-8, as browsers post forms: RestAssured's default (ISO-8859-1) would turn U+202E into "?" on the way.
            response = request.contentType("application/x-www-form-urlencoded; charset=UTF-8").formParams(c.form()).post(c.path());
        } else {
            response = request.urlEncodingEnabled(false).get(c.path());
        }
        int status = response.statusCode();
        String body = response.asString();
        String contentType = String.valueOf(response.contentType()).toLowerCase(Locale.ROOT);
        String where = c + " answered " + status + " " + contentType + ": " + abbreviate(body);

        assertTrue(status < 500, "never a 5xx: " + where);
        assertNoRawMarkup(body, where);
        switch (c.expect()) {
            case PAGE_REFUSAL -> {
                assertTrue(status >= 400 && status < 500, "a 4xx refusal: " + where);
                assertTrue(contentType.startsWith("text/html"), "an HTML page, not JSON: " + where);
                assertTrue(hasMessage(body), "the page's message element (class=\"problem\" role=\"alert\") in words: " + where);
            }
            case JSON_REFUSAL -> {
                assertTrue(status >= 400 && status < 500, "a 4xx refusal: " + where);
                assertTrue(contentType.startsWith("application/json"), "JSON: " + where);
                String message = response.jsonPath().getString("message");
                assertTrue(message != null && message.length() > 10, "a message: " + where);
            }
            case ACCEPTED -> {
                assertEquals(303, status, "accepted, on to the next page: " + where);
                String next = response.header("Location");
                assertTrue(next != null && c.acceptance().location().matcher(next).matches(),
                        "on to " + c.acceptance().location() + ", not " + next + ": " + where);
                assertEquals(c.acceptance().emails(), emailsRecorded() - emailsBefore, "emails recorded by " + c);
                c.acceptance().readBack().run();
            }
        }
        String location = response.header("Location");
        if (location != null) {
            assertFalse(location.contains("<") || location.contains("\r") || location.contains("\n") || location.contains("\"")
                    || location.contains("\u0000"), "a redirect carries raw input: " + location + " for " + c);
        }
        // Never the other seat's information: its address, or the rank of any of its pieces (a finished game
        // shows every piece to both seats, so ranks are not checked there).
        boolean finished = c.path().contains(f.playFinished());
        if (c.seat() != null) {
            String otherEmail = c.seat() == Side.RED ? f.blueEmail() : f.redEmail();
            assertFalse(body.contains(otherEmail), "the other seat's email: " + where);
            Matcher ranks = ENEMY_RANK.matcher(body);
            while (ranks.find() && !finished) {
                if (!ranks.group(1).equals(c.seat().displayName())) {
                    fail("names a piece of the other seat (" + ranks.group() + "): " + where);
                }
            }
        } else {
            assertFalse(body.contains(f.redEmail()) || body.contains(f.blueEmail()), "a player's email on a refusal: " + where);
        }
    }

    /**
     * A message in words: the element every page says what went wrong in ({@code pages/error.html} and the forms'
     * own problem lines), {@code <p class="problem" role="alert">} or a {@code div} so marked, with at least ten
     * letters of text.
     */
    static boolean hasMessage(String html) {
        Matcher alert = PROBLEM.matcher(html);
        while (alert.find()) {
            if (letters(alert.group(2)) >= 10) {
                return true;
            }
        }
        return false;
    }

    private static void assertNoRawMarkup(String body, String where) {
        for (String fragment : MARKUP) {
            assertFalse(body.contains(fragment), "a fragment of hostile markup comes back raw (" + fragment + "): " + where);
        }
    }

    private long emailsRecorded() {
        return probe.count("select count(*) from notification");
    }

    // --- Reading accepted text back ----------------------------------------------------------------------

    /** The invitation email to {@code opponent} and the invitation page it links to name the creator as {@code shown}. */
    /**
     * The creator's confirmation email shows the name as typed (escaped), never in its subject; after the click, the
     * invitation shows it in its body only, and so does its page.
     */
    private void invitationShowsTheName(String creator, String opponent, String shown) {
        outbox.drain();
        List<MimeMessage> confirmation = GreenMailInbox.to(greenMail, creator);
        assertEquals(1, confirmation.size(), "one confirmation to " + creator);
        assertMailShows(confirmation.get(0), shown, false);
        try {
            StartConfirmationTest.confirmFromMail(greenMail, outbox, creator);
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
        outbox.drain();
        List<MimeMessage> mail = GreenMailInbox.to(greenMail, opponent);
        assertEquals(1, mail.size(), "one invitation to " + opponent);
        assertMailShows(mail.get(0), shown, false);
        assertPageShows(StartAndInvitationPageTest.link(mail.get(0), "invitation"), shown);
        assertTrue(GreenMailInbox.to(greenMail, "victim@example.com").isEmpty(), "nothing went to an address injected in a name");
    }

    /** After the accept: the creator's setup email and page name the invitee as {@code shown}; the invitee's own do not break. */
    private void setupShowsTheInvitee(String creator, String invitee, String shown) {
        outbox.drain();
        List<MimeMessage> toCreator = GreenMailInbox.to(greenMail, creator);
        MimeMessage setupMail = toCreator.get(toCreator.size() - 1);
        assertMailShows(setupMail, shown, true);
        assertPageShows(StartAndInvitationPageTest.link(setupMail, "setup"), shown);
        List<MimeMessage> toInvitee = GreenMailInbox.to(greenMail, invitee);
        MimeMessage inviteeMail = toInvitee.get(toInvitee.size() - 1);
        for (GreenMailInbox.Part part : GreenMailInbox.parts(inviteeMail)) {
            assertNoRawMarkup(part.contentType().startsWith("text/html") ? part.text() : "", "the invitee's setup email");
        }
        String inviteePage = given().get(StartAndInvitationPageTest.link(inviteeMail, "setup")).then().statusCode(200).extract().asString();
        assertNoRawMarkup(inviteePage, "the invitee's setup page");
        assertTrue(GreenMailInbox.to(greenMail, "victim@example.com").isEmpty(), "nothing went to an address injected in a name");
    }

    /**
     * One recipient, no header injected; the name in the text part as it is and escaped in the HTML part; in the
     * subject only where {@code inSubject} (mail between players), never in mail a stranger's text may reach.
     */
    private static void assertMailShows(MimeMessage mail, String shown, boolean inSubject) {
        try {
            assertEquals(1, mail.getAllRecipients().length, "one recipient");
            assertEquals(null, mail.getHeader("Bcc"), "no Bcc header");
            String subject = mail.getSubject();
            assertTrue(!subject.contains("\r") && !subject.contains("\n"), "one subject line: " + subject);
            assertEquals(inSubject, subject.contains(shown), (inSubject ? "the name in the subject: " : "fixed words in the subject: ") + subject);
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
        List<GreenMailInbox.Part> parts = GreenMailInbox.parts(mail);
        assertTrue(parts.get(0).contentType().startsWith("text/plain") && parts.get(0).text().contains(shown), "the name in the text part");
        GreenMailInbox.Part html = parts.get(1);
        assertTrue(html.contentType().startsWith("text/html"), html.contentType());
        assertTrue(html.text().contains(escaped(shown)), "the name escaped in the HTML part: " + escaped(shown) + "\n" + abbreviate(html.text()));
        assertNoRawMarkup(html.text(), "the HTML part");
    }

    private static void assertPageShows(String path, String shown) {
        String page = given().get(path).then().statusCode(200).extract().asString();
        assertTrue(page.contains(escaped(shown)), "the name escaped on " + path + ": " + escaped(shown) + "\n" + abbreviate(page));
        assertNoRawMarkup(page, path);
    }

    private static void gamesListSentPage() {
        String page = given().get("/my-games/sent").then().statusCode(200).extract().asString();
        assertTrue(page.contains("If that address has games on Flagpost, we have emailed it a link to them."), abbreviate(page));
    }

    /** HTML escaping as a browser undoes it, written out here rather than taken from the server's escaper. */
    static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }

    private static long letters(String html) {
        return TAG.matcher(html).replaceAll(" ").chars().filter(Character::isLetter).count();
    }

    // --- Fixture -----------------------------------------------------------------------------------------

    /**
     * Issues the tokens that will expire, moves the clock past the longest link lifetime (once for the whole
     * suite), then builds the games the other cases use: one started with Red to move at ply 2, one still in
     * setup, one finished, one invitation waiting for an answer.
     */
    private Fixture fixture() {
        long old = ServiceGames.startedClassicGame();
        Map<LinkPurpose, String> expired = new LinkedHashMap<>();
        for (LinkPurpose purpose : LinkPurpose.values()) {
            expired.put(purpose, links.issue(purpose, old, purpose == LinkPurpose.GAMES_LIST ? null : Side.RED, 0));
        }
        if (CLOCK_MOVED.compareAndSet(false, true)) {
            clock.advance(Duration.ofDays(366));
        }
        for (Map.Entry<LinkPurpose, String> token : expired.entrySet()) {
            assertTrue(links.verify(token.getValue(), token.getKey()) instanceof flagpost.links.TokenCheck.Invalid,
                    token.getKey() + " token has expired");
        }

        String redEmail = ServiceGames.uniqueEmail("alice");
        String blueEmail = ServiceGames.uniqueEmail("bob");
        long started = invitations.create(new NewGame("Alice", redEmail, blueEmail, Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        invitations.accept(started, "Bob");
        long inSetup = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        setups.submit(started, Side.RED, ServiceGames.CLASSIC_SETUP);
        String setupStarted = links.issue(LinkPurpose.SETUP, started, Side.RED, 0);
        setups.submit(started, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        play.move(started, Side.RED, 0, Move.of("e4", "e5"));
        play.move(started, Side.BLUE, 1, Move.of("a7", "a6"));
        long finished = ServiceGames.startedClassicGame();
        play.move(finished, Side.RED, 0, Move.of("e4", "e5"));
        play.resign(finished, Side.BLUE);
        String carol = ServiceGames.uniqueEmail("carol");
        String dan = ServiceGames.uniqueEmail("dan");
        long invited = invitations.create(new NewGame("Carol", carol, dan, Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE,
                SeatChoice.RED));

        return new Fixture(started, redEmail, blueEmail, expired,
                Map.of(Side.RED, links.issue(LinkPurpose.PLAY, started, Side.RED, 0), Side.BLUE, links.issue(LinkPurpose.PLAY, started, Side.BLUE, 0)),
                Map.of(Side.RED, links.issue(LinkPurpose.SETUP, inSetup, Side.RED, 0), Side.BLUE, links.issue(LinkPurpose.SETUP, inSetup, Side.BLUE, 0)),
                links.issue(LinkPurpose.HISTORY, started, Side.RED, 0), links.issue(LinkPurpose.INVITATION, invited, Side.BLUE, 0), carol, dan,
                links.issue(LinkPurpose.UNSUBSCRIBE, started, Side.RED, 0), links.issue(LinkPurpose.PLAY, inSetup, Side.RED, 0),
                links.issue(LinkPurpose.PLAY, finished, Side.RED, 0), setupStarted);
    }

    // --- Small helpers -------------------------------------------------------------------------------------

    private static Case get(String name, String path, Side seat, Expect expect) {
        return new Case(name, "GET", path, Map.of(), null, seat, expect, null);
    }

    private static Case post(String name, String path, Map<String, String> form, Side seat, Expect expect) {
        return new Case(name, "POST", path, form, null, seat, expect, null);
    }

    /** Unicode's control and format characters (NUL, CR, LF, bidi marks…), which an address may not hold. */
    private static boolean hasControlOrFormatCharacter(String text) {
        return text.codePoints().anyMatch(c -> switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> true;
            default -> false;
        });
    }

    private static Case accepted(String name, String path, Map<String, String> form, Side seat, Acceptance acceptance) {
        return new Case(name, "POST", path, form, null, seat, Expect.ACCEPTED, acceptance);
    }

    private static Case json(String name, String path, String json, Side seat) {
        return new Case(name, "POST", path, Map.of(), json, seat, Expect.JSON_REFUSAL, null);
    }

    private static Map<String, String> with(Map<String, String> form, String key, String value) {
        Map<String, String> changed = new LinkedHashMap<>(form);
        changed.put(key, value);
        return changed;
    }

    /** The action of the form holding the button with this id, as the page renders it. */
    static String formAction(String html, String buttonId) {
        Matcher forms = Pattern.compile("<form\\b[^>]*>.*?</form>", Pattern.DOTALL).matcher(html);
        while (forms.find()) {
            String form = forms.group();
            if (form.contains("id=\"" + buttonId + "\"")) {
                Matcher action = Pattern.compile("action=\"([^\"]+)\"").matcher(form);
                if (action.find()) {
                    return action.group(1).replace("&amp;", "&");
                }
            }
        }
        throw new AssertionError("no form with #" + buttonId + " on the page");
    }

    /** Flips one character of the signature (the part after the dot). */
    static String tamper(String token) {
        int at = token.length() - 3;
        char flipped = token.charAt(at) == 'A' ? 'B' : 'A';
        return token.substring(0, at) + flipped + token.substring(at + 1);
    }

    private static String enc(String text) {
        return java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8);
    }

    private static String describe(String text) {
        if (text.equals(SCRIPT)) {
            return "<script>";
        } else if (text.equals(QUOTES)) {
            return "quotes";
        } else if (text.equals(CRLF)) {
            return "CRLF";
        } else if (text.equals(NUL)) {
            return "NUL";
        } else if (text.equals(RTL)) {
            return "RTL mark";
        } else if (text.equals(SQL)) {
            return "SQL-ish";
        }
        return "text";
    }

    private static String abbreviate(String body) {
        String flat = body.replaceAll("\\s+", " ");
        return flat.length() > 600 ? flat.substring(0, 600) + "…" : flat;
    }
}
