package flagpost.web;

import static flagpost.web.StartAndInvitationPageTest.frontPage;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.game.Vacations;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.words.Language;
import flagpost.words.Times;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Vacation and pause through the pages: the play page and the games list take and end a vacation and say who is away
 * in words; bad dates are refused in words; only the player's own current link can take their vacation. A pause is
 * asked on the play page and answered from the link in the email.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class VacationPageTest {

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Vacations vacations;

    @Inject
    LinkService links;

    @Inject
    FrontProbe probe;

    @Inject
    TestClock clock;

    @Inject
    OutboxRows outbox;

    @InjectGreenMail
    GreenMail greenMail;

    private static final Pattern PLAY_LINK = Pattern.compile("https?://[^\\s\"<>]+?/play/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");

    private record Game(long id, String alice, String bob, String alicePlay, String bobPlay) {
    }

    @Test
    void thePlayPageTakesAVacationBothSeatsReadItInWordsAndTheGamesListEndsIt() {
        Game game = startedGame();
        LocalDate back = today().plusDays(3);
        frontPage(given().get(game.alicePlay()).then().statusCode(200))
                .body(containsString("id=\"take-vacation\""))
                .body(containsString("You have 30 of 30 vacation days left in " + today().getYear() + "."))
                .body(containsString("min=\"" + today().plusDays(1) + "\""))
                .body(containsString("max=\"" + today().plusDays(30) + "\""));

        takeFrom(game.alicePlay(), back.toString()).statusCode(303);

        String day = Times.day(Language.EN, back);
        frontPage(given().get(game.alicePlay()).then().statusCode(200))
                .body(containsString("You are on vacation until " + day + "; your clock is stopped."))
                .body(containsString("id=\"end-vacation\""));
        frontPage(given().get(game.bobPlay()).then().statusCode(200))
                .body(containsString("Alice is on vacation until " + day + "; the clock is stopped."));
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(game.alice()), null, 0);
        frontPage(given().get(list).then().statusCode(200))
                .body(containsString("You are on vacation until " + day + ": in every game, your clock is stopped whenever it is your turn."))
                .body(containsString("Clock stopped: a player is on vacation"));

        given().redirects().follow(false).post(list + "/vacation/end").then().statusCode(303);
        assertFalse(vacations.standing(probe.playerId(game.alice())).away());
        frontPage(given().get(game.bobPlay()).then().statusCode(200)).body(not(containsString("on vacation until")));

        // The games list takes one too, and the play page ends it.
        takeFrom(list, back.toString()).statusCode(303);
        assertTrue(vacations.standing(probe.playerId(game.alice())).away());
        given().redirects().follow(false).post(game.alicePlay() + "/vacation/end").then().statusCode(303);
        assertFalse(vacations.standing(probe.playerId(game.alice())).away());
    }

    /**
     * The games list reads the player, their vacations and their games in one statement, one row per vacation and game:
     * each game is still listed once, newest first, and each vacation counted once. The play page reads vacations only
     * when one can show: here because Alice started some this year, though none runs.
     */
    @Test
    void theGamesListShowsEachGameOnceAndCountsEachVacationOnceWhenThereAreSeveralOfBoth() {
        Game first = startedGame();
        long alice = probe.playerId(first.alice());
        clock.advance(Duration.ofMinutes(1)); // a later creation time, so the second game is the newer
        long second = invitations.create(NewGame.classic("Alice", first.alice(), ServiceGames.uniqueEmail("carol"), SeatChoice.BLUE));
        invitations.accept(second, "Carol");
        for (int vacation = 0; vacation < 2; vacation++) {
            vacations.take(alice, today().plusDays(2));
            vacations.endEarly(alice); // ended the day it began: one day of the budget each
        }
        // Nobody is away now: the play page reads the vacation table because Alice started one this year (V27)
        frontPage(given().get(first.alicePlay()).then().statusCode(200))
                .body(containsString("You have 28 of 30 vacation days left in " + today().getYear() + "."));
        frontPage(given().get(first.bobPlay()).then().statusCode(200))
                .body(containsString("You have 30 of 30 vacation days left in " + today().getYear() + "."));
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, alice, null, 0);
        String page = frontPage(given().get(list).then().statusCode(200))
                .body(containsString("You have 28 of 30 vacation days left in " + today().getYear() + "."))
                .extract().asString();
        assertEquals(1, occurrences(page, "data-game=\"" + first.id() + "\""), page);
        assertEquals(1, occurrences(page, "data-game=\"" + second + "\""), page);
        assertTrue(page.indexOf("data-game=\"" + second + "\"") < page.indexOf("data-game=\"" + first.id() + "\""), "newest first");
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void badReturnDatesAreRefusedInWordsOnThePageAndChangeNothing() {
        Game game = startedGame();
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(game.alice()), null, 0);
        for (String page : List.of(game.alicePlay(), list)) {
            frontPage(takeFrom(page, "").statusCode(400)).body(containsString("The return date is missing or not a date"));
            frontPage(takeFrom(page, "2026-02-30").statusCode(400)).body(containsString("The return date is missing or not a date"));
            frontPage(takeFrom(page, "<script>alert(1)</script>").statusCode(400)).body(not(containsString("<script>alert")));
            frontPage(takeFrom(page, today().toString()).statusCode(400)).body(containsString("Choose a return date after today"));
            frontPage(takeFrom(page, today().plusDays(31).toString()).statusCode(400))
                    .body(containsString("would take 31 vacation days, and you have 30 left"));
            frontPage(given().redirects().follow(false).post(page + "/vacation/end").then().statusCode(409))
                    .body(containsString("You are not on vacation"));
        }
        assertFalse(vacations.standing(probe.playerId(game.alice())).away());
    }

    @Test
    void onlyThePlayersOwnCurrentLinkTakesTheirVacation() {
        Game game = startedGame();
        long alice = probe.playerId(game.alice());
        long bob = probe.playerId(game.bob());
        String back = today().plusDays(2).toString();

        String aliceToken = game.alicePlay().substring("/play/".length());
        String forged = aliceToken.substring(0, aliceToken.length() - 2) + (aliceToken.endsWith("AA") ? "BB" : "AA");
        frontPage(takeFrom("/play/" + forged, back).statusCode(403));
        String history = "/play/" + links.issue(LinkPurpose.HISTORY, game.id(), Side.RED, 0);
        frontPage(takeFrom(history, back).statusCode(403)).body(containsString("This link opens another page"));
        String unsubscribe = "/games/" + links.issue(LinkPurpose.UNSUBSCRIBE, game.id(), Side.RED, 0);
        takeFrom(unsubscribe, back).statusCode(403);
        given().header("Origin", "https://evil.example").redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("returns", back).post(game.alicePlay() + "/vacation").then().statusCode(403);
        assertFalse(vacations.standing(alice).away(), "no refused post took Alice's vacation");

        takeFrom(game.bobPlay(), back).statusCode(303);
        assertTrue(vacations.standing(bob).away(), "Bob's link takes Bob's vacation");
        assertFalse(vacations.standing(alice).away(), "and never Alice's");

        // Once Alice turns her links off, her old play link can no longer act for her.
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, alice, null, 0);
        given().redirects().follow(false).post(list + "/links-off").then().statusCode(303);
        frontPage(takeFrom(game.alicePlay(), back).statusCode(403));
        frontPage(takeFrom(list, back).statusCode(403));
        assertFalse(vacations.standing(alice).away());
        vacations.endEarly(bob);
    }

    @Test
    void aPauseIsAskedOnThePlayPageAndAcceptedFromTheLinkInTheEmailThenResumedByEither() throws Exception {
        Game game = startedGame();
        outbox.drain();
        frontPage(given().get(game.alicePlay()).then().statusCode(200)).body(containsString("id=\"ask-pause\""));
        given().redirects().follow(false).post(game.alicePlay() + "/pause/ask").then().statusCode(303);
        frontPage(given().get(game.alicePlay()).then().statusCode(200))
                .body(containsString("You asked Bob to pause the game; waiting for Bob&#39;s answer."));
        frontPage(given().redirects().follow(false).post(game.alicePlay() + "/pause/accept").then().statusCode(409))
                .body(containsString("There is no request for a pause to answer"));

        outbox.drain();
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, game.bob());
        MimeMessage asked = toBob.get(toBob.size() - 1);
        assertEquals("Flagpost: Alice vs Bob — pause asked for", asked.getSubject());
        Matcher link = PLAY_LINK.matcher(GreenMailInbox.parts(asked).get(0).text());
        assertTrue(link.find(), "the email links Bob's play page");
        String bobsPage = "/play/" + link.group(1);
        frontPage(given().get(bobsPage).then().statusCode(200))
                .body(containsString("Alice asks to pause the game"))
                .body(containsString("id=\"accept-pause\""))
                .body(containsString("id=\"decline-pause\""));
        given().redirects().follow(false).post(bobsPage + "/pause/accept").then().statusCode(303);
        frontPage(given().get(game.alicePlay()).then().statusCode(200))
                .body(containsString("The game is paused since"))
                .body(containsString("id=\"resume-game\""));
        frontPage(given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "0").formParam("from", "e4")
                .formParam("to", "e5").post(game.alicePlay() + "/move").then().statusCode(409))
                .body(containsString("This game is paused: resume it first"));

        given().redirects().follow(false).post(game.alicePlay() + "/pause/resume").then().statusCode(303);
        frontPage(given().get(bobsPage).then().statusCode(200)).body(containsString("id=\"ask-pause\""));
        String bobsHistory = "/play/" + links.issue(LinkPurpose.HISTORY, game.id(), Side.BLUE, 0);
        frontPage(given().redirects().follow(false).post(bobsHistory + "/pause/ask").then().statusCode(403));
    }

    private static ValidatableResponse takeFrom(String page, String returns) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("returns", returns).post(page + "/vacation").then();
    }

    private Game startedGame() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        return new Game(id, alice, bob, "/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0),
                "/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0));
    }

    private LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    }
}
