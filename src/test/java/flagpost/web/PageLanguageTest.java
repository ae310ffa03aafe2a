package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.WatchLinks;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: each player's language, chosen, stored and applied to every page. The page texts are translated elsewhere,
 * so a page's language is read from its {@code <html lang>} (and the choice from {@code player.language}), not from
 * its sentences.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class PageLanguageTest {

    /** What an English browser sends: a page of a player who chose another language must not follow it. */
    private static final String ENGLISH_BROWSER = "en-GB,en;q=0.9";

    @Inject
    Invitations invitations;

    @Inject
    LinkService links;

    @Inject
    WatchLinks watchLinks;

    @Inject
    PlayerLanguages languages;

    @Inject
    FrontProbe probe;

    @Test
    void everyPageFromAPlayersLinkAnswersInTheirStoredLanguageWhateverTheBrowserAsks() {
        long game = ServiceGames.startedClassicGame();
        languages.set(ServiceGames.emailOf(game, Side.RED), "uz");
        languages.set(ServiceGames.emailOf(game, Side.BLUE), "es");

        for (LinkPurpose purpose : new LinkPurpose[] {LinkPurpose.PLAY, LinkPurpose.SETUP, LinkPurpose.HISTORY}) {
            lang(browser(ENGLISH_BROWSER).get(path(purpose, game, Side.RED)).then().statusCode(200), "uz");
            lang(browser("uz;q=0.1,en").get(path(purpose, game, Side.BLUE)).then().statusCode(200), "es");
        }
        String redsList = gamesList(game, Side.RED);
        lang(browser(ENGLISH_BROWSER).get(redsList).then().statusCode(200), "uz");
        lang(browser(ENGLISH_BROWSER).get(redsList + "/settings").then().statusCode(200), "uz");
        lang(browser(ENGLISH_BROWSER).get(path(LinkPurpose.UNSUBSCRIBE, game, Side.BLUE)).then().statusCode(200), "es");
        lang(browser(ENGLISH_BROWSER).get("/do-not-invite/" + links.issue(LinkPurpose.DO_NOT_INVITE,
                ServiceGames.playerId(game, Side.BLUE), null, 0)).then().statusCode(200), "es");
        // ?lang= is for the pickers of the start and invitation pages; a player's own page stays in their language.
        lang(browser(ENGLISH_BROWSER).queryParam("lang", "en").get(path(LinkPurpose.PLAY, game, Side.BLUE)).then().statusCode(200), "es");
    }

    @Test
    void aRefusalOnAPlayersPageAnswersInTheirLanguageTooAndABadLinkInTheBrowsers() {
        long game = ServiceGames.startedClassicGame();
        languages.set(ServiceGames.emailOf(game, Side.BLUE), "es");

        // Refused before the page loads the game: the language is looked up for the link's player.
        lang(browser(ENGLISH_BROWSER).get(path(LinkPurpose.HISTORY, game, Side.BLUE) + "?ply=not-a-ply").then().statusCode(400), "es");
        String blue = path(LinkPurpose.PLAY, game, Side.BLUE);
        lang(form(ENGLISH_BROWSER).formParam("from", "a4").formParam("to", "a5").formParam("ply", "0")
                .post(blue + "/move").then().statusCode(409), "es"); // not Blue's turn
        lang(form(ENGLISH_BROWSER).formParam("numbering", "SIDEWAYS").post(gamesList(game, Side.BLUE) + "/settings/numbering")
                .then().statusCode(400), "es");
        // A link that does not verify names nobody: the browser's language.
        lang(browser("uz").get("/play/forged.token").then().statusCode(403), "uz");
        lang(browser(ENGLISH_BROWSER).get("/play/forged.token").then().statusCode(403), "en");
    }

    @Test
    void aPlayerWhoHasNotChosenAndASpectatorReadTheBrowsersLanguageElseEnglish() {
        long game = ServiceGames.startedClassicGame();
        languages.set(ServiceGames.emailOf(game, Side.RED), null);
        lang(browser("es-MX,es;q=0.9").get(path(LinkPurpose.PLAY, game, Side.RED)).then().statusCode(200), "es");
        lang(given().get(path(LinkPurpose.PLAY, game, Side.RED)).then().statusCode(200), "en");

        languages.set(ServiceGames.emailOf(game, Side.BLUE), "uz");
        String watch = "/watch/" + links.issueWatch(game, watchLinks.turnOn(game, Side.BLUE).epoch(),
                watchLinks.live(game).createdAt());
        lang(browser("es").get(watch).then().statusCode(200), "es");
        lang(browser(ENGLISH_BROWSER).get(watch).then().statusCode(200), "en");
        lang(given().queryParam("lang", "uz").get(watch).then().statusCode(200), "uz");
    }

    @Test
    void aNewCreatorReadsTheLanguageTheFormWasShownIn() {
        lang(browser("es-ES,es;q=0.9,en;q=0.8").get("/").then().statusCode(200), "es");
        lang(browser("es").queryParam("lang", "uz").get("/").then().statusCode(200), "uz");
        lang(given().get("/").then().statusCode(200), "en");

        // Without the field (a form from before the picker), the browser's language.
        String ana = ServiceGames.uniqueEmail("ana");
        start(browser("es-ES,es;q=0.9,en;q=0.8"), ana, ServiceGames.uniqueEmail("bea")).statusCode(303)
                .header("Location", endsWith("/started"));
        assertEquals("es", languages.of(ana));

        // The picker's choice wins over the browser's, and the next page keeps it.
        String aziz = ServiceGames.uniqueEmail("aziz");
        start(browser(ENGLISH_BROWSER).formParam("language", "uz"), aziz, ServiceGames.uniqueEmail("bobur")).statusCode(303)
                .header("Location", endsWith("/started?lang=uz"));
        assertEquals("uz", languages.of(aziz));
        lang(given().queryParam("lang", "uz").get("/started").then().statusCode(200), "uz");

        String nobody = ServiceGames.uniqueEmail("nobody");
        String opponent = ServiceGames.uniqueEmail("other");
        start(given(), nobody, opponent).statusCode(303);
        assertEquals("en", languages.of(nobody), "no language asked for: English");
        assertNull(languages.of(opponent), "the opponent has chosen nothing yet");

        // A refusal re-renders the form in the language it was shown in.
        lang(start(browser(ENGLISH_BROWSER).formParam("language", "es"), "not an address", ServiceGames.uniqueEmail("x"))
                .statusCode(400), "es");
    }

    @Test
    void aLanguageFieldNamingNoLanguageIsRefusedAndNothingIsSaved() {
        String creator = ServiceGames.uniqueEmail("fr");
        for (String junk : new String[] {"fr", "", "ES", "es-AR", "<script>", "x".repeat(5000)}) {
            start(given().formParam("language", junk), creator, ServiceGames.uniqueEmail("opp")).statusCode(400)
                    .body(containsString("Unknown language"));
        }
        assertEquals(0, languages.count(creator), "no player created");

        long game = invitedGame("es", null);
        String invitation = path(LinkPurpose.INVITATION, game, Side.BLUE);
        form(ENGLISH_BROWSER).formParam("language", "de").post(invitation + "/accept").then().statusCode(400);
        assertNull(languages.of(ServiceGames.emailOf(game, Side.BLUE)));
        lang(given().get(invitation).then().statusCode(200), "es");

        String settings = gamesList(game, Side.RED) + "/settings/language";
        form(ENGLISH_BROWSER).formParam("language", "klingon").post(settings).then().statusCode(400);
        form(ENGLISH_BROWSER).post(settings).then().statusCode(400);
        assertEquals("es", languages.of(ServiceGames.emailOf(game, Side.RED)));
    }

    @Test
    void anInviteeReadsTheBrowsersLanguageThenTheInvitersUntilTheyChooseByAccepting() {
        long game = invitedGame("es", null);
        String invitation = path(LinkPurpose.INVITATION, game, Side.BLUE);
        lang(browser("uz-UZ,uz;q=0.9").get(invitation).then().statusCode(200), "uz");
        lang(browser(ENGLISH_BROWSER).get(invitation).then().statusCode(200), "en");
        lang(browser("de-DE").get(invitation).then().statusCode(200), "es");
        lang(given().get(invitation).then().statusCode(200), "es");
        lang(browser("es").queryParam("lang", "uz").get(invitation).then().statusCode(200), "uz");

        // Accepting with the picker's field stores it; from then on it is the invitee's, whatever the browser says.
        form("es").formParam("name", "Bobur").formParam("language", "uz").post(invitation + "/accept").then().statusCode(303);
        String bob = ServiceGames.emailOf(game, Side.BLUE);
        assertEquals("uz", languages.of(bob));
        lang(browser(ENGLISH_BROWSER).get(invitation).then().statusCode(200), "uz");
        lang(browser(ENGLISH_BROWSER).get(path(LinkPurpose.SETUP, game, Side.BLUE)).then().statusCode(200), "uz");
        assertEquals("es", languages.of(ServiceGames.emailOf(game, Side.RED)), "the inviter's stays theirs");
    }

    @Test
    void anInviteeAcceptingWithoutTheFieldKeepsThePagesLanguage() {
        long game = invitedGame("es", null);
        form("uz").post(path(LinkPurpose.INVITATION, game, Side.BLUE) + "/accept").then().statusCode(303);
        assertEquals("uz", languages.of(ServiceGames.emailOf(game, Side.BLUE)), "the browser's, which the page was in");

        long other = invitedGame("es", null);
        form("de").post(path(LinkPurpose.INVITATION, other, Side.BLUE) + "/accept").then().statusCode(303);
        assertEquals("es", languages.of(ServiceGames.emailOf(other, Side.BLUE)), "the inviter's, which the page was in");

        // A player who chose before keeps their language unless they pick another on the page.
        long third = invitedGame("es", "uz");
        form("es").post(path(LinkPurpose.INVITATION, third, Side.BLUE) + "/accept").then().statusCode(303);
        assertEquals("uz", languages.of(ServiceGames.emailOf(third, Side.BLUE)));
    }

    @Test
    void theSettingsPageChangesTheLanguageAndAnswersInItAtOnce() {
        long game = ServiceGames.startedClassicGame();
        String red = ServiceGames.emailOf(game, Side.RED);
        languages.set(red, "en");
        String settings = gamesList(game, Side.RED) + "/settings";
        lang(browser("es").get(settings).then().statusCode(200), "en");

        form("en").formParam("language", "es").post(settings + "/language").then().statusCode(303)
                .header("Location", containsString("/settings?saved=language"));
        assertEquals("es", languages.of(red));
        lang(browser(ENGLISH_BROWSER).get(settings + "?saved=language").then().statusCode(200).body(containsString("id=\"saved\"")), "es");
        lang(browser(ENGLISH_BROWSER).get(path(LinkPurpose.PLAY, game, Side.RED)).then().statusCode(200), "es");

        form("en").formParam("language", "uz").post(settings + "/language").then().statusCode(303);
        assertEquals("uz", languages.of(red));
        assertNull(languages.of(ServiceGames.emailOf(game, Side.BLUE)), "the opponent's is not touched");
    }

    @Test
    void aStrangersStartFormNamingAnExistingPlayerLeavesTheirLanguageAlone() {
        long game = invitedGame("es", null);
        String alice = ServiceGames.emailOf(game, Side.RED);
        String bob = ServiceGames.emailOf(game, Side.BLUE);

        // Alice has a language; Bob, invited, has none yet. Neither is confirmed: the form only asks to confirm.
        start(browser("uz").formParam("language", "uz"), alice, ServiceGames.uniqueEmail("carol")).statusCode(303);
        start(browser("uz").formParam("language", "uz"), bob, ServiceGames.uniqueEmail("carol")).statusCode(303);
        assertEquals("es", languages.of(alice));
        assertNull(languages.of(bob), "an invitee's language is theirs to choose, not a stranger's");

        // Confirmed, the form still only asks Alice to confirm, and still leaves the language alone.
        probe.confirmAddress(alice);
        start(browser("uz").formParam("language", "uz"), alice, ServiceGames.uniqueEmail("dan")).statusCode(303);
        assertEquals("es", languages.of(alice));
        // Naming an existing player as the opponent changes nothing either.
        start(browser("uz").formParam("language", "uz"), ServiceGames.uniqueEmail("eve"), alice).statusCode(303);
        assertEquals("es", languages.of(alice));
    }

    @Test
    void aCreatorWithoutALanguageTakesTheConfirmationPagesWhenConfirming() {
        long game = invitedGame("es", null);
        String bob = ServiceGames.emailOf(game, Side.BLUE); // exists, with no language: a stranger's form cannot give one
        start(browser("uz").formParam("language", "uz"), bob, ServiceGames.uniqueEmail("carol")).statusCode(303);
        assertNull(languages.of(bob));

        String confirm = "/confirm/" + links.issue(LinkPurpose.CONFIRM_START, languages.pendingRequestOf(bob), null, 0);
        lang(browser("es").get(confirm).then().statusCode(200), "es");
        form("es").post(confirm).then().statusCode(303);
        assertEquals("es", languages.of(bob), "confirming is the owner's own first act");
    }

    // ----------------------------------------------------------------------------------------------

    /** A game Alice (Red, language {@code inviter}) invites Bob (Blue, language {@code invitee}) to; not answered yet. */
    private long invitedGame(String inviter, String invitee) {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long game = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        languages.set(alice, inviter);
        languages.set(bob, invitee);
        return game;
    }

    private String path(LinkPurpose purpose, long game, Side seat) {
        return LinkService.pathOf(purpose) + links.issue(purpose, game, seat, 0);
    }

    private String gamesList(long game, Side seat) {
        return LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(game, seat), null, 0);
    }

    private static RequestSpecification browser(String acceptLanguage) {
        return given().redirects().follow(false).header("Accept-Language", acceptLanguage);
    }

    private static RequestSpecification form(String acceptLanguage) {
        return browser(acceptLanguage).contentType(ContentType.URLENC);
    }

    private static ValidatableResponse start(RequestSpecification request, String creator, String opponent) {
        return request.redirects().follow(false).contentType(ContentType.URLENC).formParam("creatorName", "Someone")
                .formParam("creatorEmail", creator).formParam("opponentEmail", opponent).formParam("variant", "CLASSIC")
                .formParam("daysPerMove", "3").formParam("colour", "RED").post("/").then();
    }

    /** The page answered in {@code code}: its {@code <html lang>}. */
    private static ValidatableResponse lang(ValidatableResponse page, String code) {
        return page.body(containsString("<html lang=\"" + code + "\">"));
    }
}
