package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Players;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import flagpost.support.leaks.DocumentScan;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.PlantedLeak;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The negative controls of the page leak scan, one per page kind and leak form: a real page of each kind, clean as
 * rendered, then with a hidden enemy rank planted in every form ({@link PlantedLeak}: attribute, class, data
 * attribute, child element, number, lower case, code, inline JSON) at a plausible spot, which the whole-document
 * scan ({@link DocumentScan}) must find on its own.
 */
@QuarkusTest
class PlantedPageLeakTest {

    private static final Setup RED = Setup.parse(Side.RED, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
    private static final Setup BLUE = Setup.parse(Side.BLUE, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
    private static final Knowledge RED_AT_START = Knowledge.of(RED, BLUE, List.of(), 0, Side.RED, false);
    private static final Knowledge BLUE_AT_START = Knowledge.of(RED, BLUE, List.of(), 0, Side.BLUE, false);

    @Inject
    LinkService links;

    @Inject
    PlayerIds players;

    @Inject
    Players playerSettings;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Test
    void playPage() {
        long id = ServiceGames.startedClassicGame();
        String page = get("/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0), 200);
        everyFormIsFound("play", page, RED_AT_START, 1, Numbering.MODERN, DocumentScan.Outside.FOUGHT, boardSpot(RED_AT_START));
    }

    /** The play page in the other numbering, where 1 is the Marshal and 10 names nothing. */
    @Test
    void playPageInTheClassicNumbering() {
        long id = ServiceGames.startedClassicGame();
        playerSettings.setNumbering(id, Side.BLUE, Numbering.CLASSIC);
        String page = get("/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0), 200);
        everyFormIsFound("numbering", page, BLUE_AT_START, 1, Numbering.CLASSIC, DocumentScan.Outside.FOUGHT, boardSpot(BLUE_AT_START));
    }

    @Test
    void historyPage() {
        long id = ServiceGames.startedClassicGame();
        String page = get("/history/" + links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0), 200);
        everyFormIsFound("history", page, BLUE_AT_START, 1, Numbering.MODERN, DocumentScan.Outside.FOUGHT, boardSpot(BLUE_AT_START));
    }

    /** Blue has set up, Red has not: Red's setup page hides Blue's side, whose squares it does not even name. */
    @Test
    void setupPage() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        String page = get("/setup/" + links.issue(LinkPurpose.SETUP, id, Side.RED, 0), 200);
        everyFormIsFound("setup", page, RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.ANY,
                PlantedLeak.tagSpot("span", "class=\"sq hidden-side\""));
    }

    @Test
    void gamesList() {
        long id = ServiceGames.startedClassicGame();
        String page = get("/games/" + links.issue(LinkPurpose.GAMES_LIST, players.of(id, Side.RED), null, 0), 200);
        everyFormIsFound("games list", page, RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT,
                PlantedLeak.tagSpot("td", "class=\"status\""));
    }

    /** The settings page names no game, yet it is a page of a player in play: a rank planted in it is found. */
    @Test
    void settingsPage() {
        long id = ServiceGames.startedClassicGame();
        String page = get("/games/" + links.issue(LinkPurpose.GAMES_LIST, players.of(id, Side.RED), null, 0) + "/settings", 200);
        everyFormIsFound("settings", page, RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT, PlantedLeak.tagSpot("h1", ""));
    }

    /** Red invited Blue with a setup of its own already chosen in mind: the invitation shows none of it. */
    @Test
    void invitationPage() {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                SeatChoice.RED));
        String page = get(LinkService.pathOf(LinkPurpose.INVITATION) + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0), 200);
        everyFormIsFound("invitation", page, BLUE_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT,
                PlantedLeak.tagSpot("h1", ""));
    }

    @Test
    void startPage() {
        everyFormIsFound("start", get("/", 200), RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT,
                PlantedLeak.tagSpot("h1", ""));
    }

    @Test
    void errorPages() {
        everyFormIsFound("bad link", get("/play/not-a-token", 403), RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT,
                PlantedLeak.tagSpot("p", "class=\"problem\""));
        everyFormIsFound("no such page", get("/no-such-page", 404), RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT,
                PlantedLeak.tagSpot("h1", ""));
    }

    /**
     * The numbering switch refusing a value it does not know (POST {@code /numbering} with a genuine play link): a page
     * of a game in play, so a rank it named could be a leak; its fixed sentence names the Marshal only as a kind.
     */
    @Test
    void numberingErrorPage() {
        long id = ServiceGames.startedClassicGame();
        String page = given().contentType(io.restassured.http.ContentType.URLENC)
                .formParam("token", links.issue(LinkPurpose.PLAY, id, Side.RED, 0)).formParam("numbering", "ROMAN")
                .post("/numbering").then().statusCode(400).extract().asString();
        everyFormIsFound("numbering error", page, RED_AT_START, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT,
                PlantedLeak.tagSpot("p", "class=\"problem\""));
    }

    private static Pattern boardSpot(Knowledge knowledge) {
        return PlantedLeak.squareSpot(PlantedLeak.hiddenFrom(knowledge).square());
    }

    private static void everyFormIsFound(String kind, String page, Knowledge knowledge, int boards, Numbering numbering,
            DocumentScan.Outside outside, Pattern spot) {
        assertEquals(List.of(), PageLeakScan.problems(kind, page, knowledge, knowledge, boards, numbering, outside), kind + " as rendered");
        PlantedLeak.Hidden hidden = PlantedLeak.hiddenFrom(knowledge);
        List<PlantedLeak> missed = new ArrayList<>();
        for (PlantedLeak form : PlantedLeak.values()) {
            String planted = form.plant(page, spot, hidden, numbering);
            assertFalse(planted.equals(page), kind + ": " + form + " planted nothing");
            // The whole-document scan alone, not the board check beside it, which a planted square also upsets.
            if (DocumentScan.html(kind, planted, knowledge, knowledge, numbering, outside).isEmpty()) {
                missed.add(form);
            }
        }
        assertEquals(List.of(), missed, kind + ": planted leaks of " + hidden + " the scan read past");
    }

    private static String get(String path, int status) {
        return given().get(path).then().statusCode(status).extract().asString();
    }
}
