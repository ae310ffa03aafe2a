package flagpost.e2e;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.mail.OutboxRows;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.support.Axe;
import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Two players, one game, all through the pages in Debian's headless Chromium: Alice starts a game on {@code /},
 * Bob reads his invitation from his mail (GreenMail) and accepts; Alice sets up by clicking tray pieces and
 * squares, Bob by pasting a setup string; they play Scouts back and forth until Alice's fourth move between the
 * same two squares is refused by the two-squares rule, Alice wins a battle instead, both look at the history and
 * step through it, Bob resigns, and the finished history offers the Gravon download.
 *
 * <p>Both sides use {@link ServiceGames#CLASSIC_SETUP}: Red's Scouts stand on c4–j4, Blue's on a7–h7, so e-file
 * Scouts meet at e5/e6. Screenshots of setup, play (the opponent's turn, and Alice's turn with her Scout chosen and
 * a target forbidden) and history at 360 px and 1280 px go to target/screenshots/; docs/screenshots/ holds copies.
 * axe-core checks every page it visits ({@link Axe#check}), in the states named.
 * Runs in {@code ./mvnw verify}; without Chromium it skips (fails under CI).
 */
@QuarkusTest
@Tag("browser")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class TwoPlayersInTheBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    OutboxRows outbox;

    private Browser browser;

    @Test
    void twoPlayersFromTheStartPageToTheFinishedHistory() {
        Browser.assumeInstalled();
        String aliceEmail = ServiceGames.uniqueEmail("alice");
        String bobEmail = ServiceGames.uniqueEmail("bob");
        Mailbox alice = new Mailbox(greenMail, outbox, aliceEmail);
        Mailbox bob = new Mailbox(greenMail, outbox, bobEmail);

        try (Browser started = Browser.start(Viewport.PHONE)) {
            browser = started;

            // Alice starts a game on the front page.
            browser.open(url(""));
            Axe.check(browser, "start");
            WebElement form = browser.find("form#new-game");
            type(form, "creatorName", "Alice");
            type(form, "creatorEmail", aliceEmail);
            type(form, "opponentEmail", bobEmail);
            choose(form, "variant", "CLASSIC");
            type(form, "daysPerMove", "3");
            choose(form, "colour", "RED");
            browser.loadsNewPage(() -> browser.click("#start-game"));
            assertTrue(browser.text("p.notice").toLowerCase(Locale.ROOT).contains("confirm"), "the page says a confirmation link went out");
            Axe.check(browser, "started");

            // She confirms from the email Flagpost sent her address, and only then is Bob invited.
            browser.open(url("confirm/" + alice.latestToken("confirm")));
            Axe.check(browser, "start confirmation");
            browser.loadsNewPage(() -> browser.click("#confirm"));
            assertTrue(browser.text("p.notice").toLowerCase(Locale.ROOT).contains("invitation has gone"), "the page says the invitation went out");
            Axe.check(browser, "start confirmed");

            // Bob accepts from his mail and follows the page's link to his setup.
            browser.open(url("invitation/" + bob.latestToken("invitation")));
            assertTrue(browser.text("main").contains("Alice"), "the invitation names who invites");
            Axe.check(browser, "invitation");
            type(browser.find("main"), "name", "Bob");
            browser.loadsNewPage(() -> browser.click("#accept"));
            Axe.check(browser, "invitation, accepted");
            browser.click("a#go-setup");

            // Bob pastes a setup string.
            browser.find("#setup-board");
            Axe.check(browser, "setup, empty");
            WebElement setupString = browser.find("textarea#setup-string");
            setupString.clear();
            setupString.sendKeys(ServiceGames.CLASSIC_SETUP);
            browser.loadsNewPage(() -> browser.click("#submit-setup"));
            browser.until(d -> d.findElement(By.tagName("main")).getText().toLowerCase(Locale.ROOT).contains("waiting"));
            // setup.js compares the board with the stored setup: once it is in, the line no longer says "ready to submit".
            browser.until(d -> d.findElement(By.id("setup-problems")).getText().contains("submitted, waiting for your opponent"));
            setupString = browser.find("textarea#setup-string");
            setupString.sendKeys(Keys.BACK_SPACE);
            browser.until(d -> !d.findElement(By.id("setup-problems")).getText().contains("submitted"));
            setupString.sendKeys(ServiceGames.CLASSIC_SETUP.substring(Setup.SIZE - 1));
            browser.until(d -> d.findElement(By.id("setup-problems")).getText().contains("submitted, waiting for your opponent"));
            Axe.check(browser, "setup, submitted");

            // Alice places all 40 pieces by clicking a tray piece, then a square.
            browser.open(url("setup/" + alice.latestToken("setup")));
            String opponentStatus = browser.text("#opponent-setup-status").toLowerCase(Locale.ROOT);
            assertTrue(opponentStatus.contains("placed") && !opponentStatus.contains("not yet"), "Bob shows as placed: " + opponentStatus);
            Setup layout = Setup.parse(Side.RED, flagpost.rules.Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
            for (int slot = 0; slot < Setup.SIZE; slot++) {
                var square = Setup.squareOfSlot(Side.RED, slot);
                // The tray keeps its choice after a placement; clicking the chosen piece again would put it down.
                WebElement piece = browser.find("#tray [data-rank='" + layout.placement().get(square).code() + "']");
                if (!"true".equals(piece.getAttribute("aria-pressed"))) {
                    piece.click();
                    browser.until(d -> "true".equals(piece.getAttribute("aria-pressed")));
                }
                browser.click("#setup-board [data-square='" + square.name() + "']");
            }
            browser.until(d -> ServiceGames.CLASSIC_SETUP.equals(d.findElement(By.id("setup-string")).getAttribute("value")));
            assertTrue(browser.text("#setup-problems").contains("ready to submit"), "not yet submitted: " + browser.text("#setup-problems"));
            Axe.check(browser, "setup, every piece placed");
            browser.screenshotsAtBothWidths("setup");
            browser.click("#submit-setup");
            String alicePlay = tokenOf(browser.find("a#go-play").getAttribute("href"));
            browser.loadsNewPage(() -> browser.click("a#go-play"));
            browser.find("#turn-status");
            String bobPlay = bob.latestToken("play");

            // Her movable pieces are marked before she chooses; then the Scout on e4 and its targets.
            assertTrue(square("e4").getAttribute("class").contains("movable"), "the Scout on e4 can move");
            assertFalse(square("e1").getAttribute("class").contains("movable"), "nothing on the back row can move");
            browser.click(".board [data-square='e4']");
            assertTrue(square("e5").getAttribute("class").contains("target"), "e5 is a target of e4");
            Axe.check(browser, "play, your turn, a piece selected");

            // Scouts walk e4-e5-e4-e5 and a7-a6-a5, e7-e6.
            move(alicePlay, "e4", "e5");
            Axe.check(browser, "play, the opponent's turn");
            move(bobPlay, "a7", "a6");
            move(alicePlay, "e5", "e4");
            move(bobPlay, "a6", "a5");
            move(alicePlay, "e4", "e5");
            move(bobPlay, "e7", "e6");

            // A fourth move between e4 and e5 is not offered: it shows as forbidden, with the rule on tap.
            browser.open(url("play/" + alicePlay));
            String targets = browser.find(".board [data-square='e5']").getAttribute("data-targets");
            assertFalse(targets != null && List.of(targets.split(" ")).contains("e4"), "e4 is not offered: " + targets);
            browser.click(".board [data-square='e5']");
            assertTrue(square("e4").getAttribute("class").contains("forbidden"), "e4 is marked forbidden");
            assertTrue(square("e4").getAttribute("title").contains("Two-squares rule"), square("e4").getAttribute("title"));
            browser.click(".board [data-square='e4']");
            browser.until(d -> d.findElement(By.id("move-why")).getText().contains("Two-squares rule"));
            assertTrue(square("e5").getAttribute("class").contains("selected"), "the Scout stays chosen");
            Axe.check(browser, "play, a forbidden target explained");
            browser.screenshotsAtBothWidths("play-your-turn");
            browser.click(".board [data-square='e5']");
            // And refused in words when typed in.
            typeMove("e5", "e4");
            String problem = browser.text("p.problem");
            assertTrue(problem.toLowerCase(Locale.ROOT).contains("two-squares"), "the refusal names the rule: " + problem);

            // Alice attacks instead: Scout against Scout, both leave the board.
            move(alicePlay, "e5", "e6");
            browser.open(url("play/" + alicePlay));
            assertEmpty("e5");
            assertEmpty("e6");
            String captured = browser.find("#captured").getAttribute("innerHTML");
            assertTrue(captured.contains("Scout"), "both lost a Scout: " + captured);
            browser.screenshotsAtBothWidths("play");

            // The history as Alice saw it: step back to before the battle and forward again.
            browser.click("a#history-link");
            WebElement moves = browser.find("ol#moves");
            Axe.check(browser, "history");
            assertEquals(7, moves.findElements(By.tagName("li")).size(), "every move is listed");
            assertTrue(moves.getText().contains("Scout"), "the battle's ranks are listed: " + moves.getText());
            browser.screenshotsAtBothWidths("history");
            browser.loadsNewPage(() -> browser.click("a#prev-ply"));
            assertTrue(browser.driver().getCurrentUrl().contains("ply=6"), browser.driver().getCurrentUrl());
            assertTrue(square("e5").getAttribute("class").contains("own"), "Alice's Scout is back on e5 at ply 6");
            assertTrue(square("e6").getAttribute("class").contains("enemy"), "Bob's Scout on e6 at ply 6");
            browser.loadsNewPage(() -> browser.click("a#next-ply"));
            assertTrue(browser.driver().getCurrentUrl().contains("ply=7"), browser.driver().getCurrentUrl());
            assertEmpty("e5");
            assertFalse(browser.has("a#download-gravon"), "no download while the game goes on");

            // Bob resigns, with a confirmation.
            browser.open(url("play/" + bobPlay));
            browser.click("#resign");
            browser.loadsNewPage(() -> browser.click("#confirm-resign"));
            browser.until(d -> !d.findElements(By.tagName("main")).isEmpty()
                    && d.findElement(By.tagName("main")).getText().toLowerCase(Locale.ROOT).contains("resign"));
            Axe.check(browser, "play, game over");

            // The finished history shows everything and offers the game as Gravon XML.
            browser.open(url("history/" + alice.latestToken("history")));
            WebElement download = browser.find("a#download-gravon");
            assertTrue(square("j7").getAttribute("aria-label").contains("Marshal"), "after the end, Bob's Marshal is revealed");
            Axe.check(browser, "history, game over");
            browser.screenshotsAtBothWidths("history-finished");
            given().get(download.getAttribute("href")).then().statusCode(200)
                    .header("Content-Disposition", containsString("attachment"))
                    .body(containsString("<"));

            // Alice asks for her games by email and opens the list.
            browser.open(url(""));
            type(browser.find("form#my-games-request"), "email", aliceEmail);
            browser.loadsNewPage(() -> browser.click("#send-my-games"));
            browser.open(url("games/" + alice.latestToken("games")));
            assertTrue(browser.text("main").contains("Bob"), "the list names the opponent");
            Axe.check(browser, "games list");
        }
    }

    // --- Helpers ---------------------------------------------------------------------------------------

    private String url(String path) {
        return base.toString() + path;
    }

    private static String tokenOf(String href) {
        return href.substring(href.lastIndexOf('/') + 1).replaceAll("[?#].*$", "");
    }

    /** Plays a move on the play page with the mouse: the piece, then its highlighted target, then confirm. */
    private void move(String playToken, String from, String to) {
        browser.open(url("play/" + playToken));
        WebElement piece = browser.find(".board [data-square='" + from + "']");
        String targets = piece.getAttribute("data-targets");
        assertTrue(targets != null && List.of(targets.split(" ")).contains(to), from + " offers " + to + ": " + targets);
        browser.click(".board [data-square='" + from + "']");
        browser.click(".board [data-square='" + to + "']");
        browser.until(d -> d.findElement(By.id("move-confirm")).isDisplayed()
                && d.findElement(By.id("move-confirm")).getText().contains(to));
        browser.loadsNewPage(() -> browser.click("#submit-move"));
        assertFalse(browser.has("p.problem"), "the move " + from + "-" + to + " was accepted");
    }

    /** The no-script path of the move form: types the squares and submits, whatever the board offers. */
    private void typeMove(String from, String to) {
        WebElement form = browser.find("form#move-form");
        setField(form, "from", from);
        setField(form, "to", to);
        WebElement submit = form.findElement(By.id("submit-move"));
        browser.loadsNewPage(() -> {
            if (submit.isDisplayed()) {
                submit.click();
            } else {
                ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].requestSubmit()", form);
            }
        });
    }

    private void setField(WebElement form, String name, String value) {
        WebElement input = form.findElement(By.name(name));
        if (input.isDisplayed() && "text".equals(input.getAttribute("type"))) {
            input.clear();
            input.sendKeys(value);
        } else {
            ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].value = arguments[1]", input, value);
        }
    }

    private WebElement square(String square) {
        return browser.find(".board [data-square='" + square + "']");
    }

    private void assertEmpty(String square) {
        String label = square(square).getAttribute("aria-label");
        assertTrue(label.endsWith("empty") || label.contains(": empty"), square + " is empty: " + label);
    }

    private static void type(WebElement scope, String name, String value) {
        WebElement input = scope.findElement(By.name(name));
        input.clear();
        input.sendKeys(value);
    }

    /** A select, or a group of radio buttons, set to {@code value}. */
    private void choose(WebElement scope, String name, String value) {
        List<WebElement> fields = scope.findElements(By.name(name));
        WebElement first = fields.get(0);
        if (first.getTagName().equals("select")) {
            new Select(first).selectByValue(value);
            return;
        }
        for (WebElement radio : fields) {
            if (value.equals(radio.getAttribute("value"))) {
                String id = radio.getAttribute("id");
                if (!radio.isDisplayed() && id != null && !id.isEmpty()) {
                    scope.findElement(By.cssSelector("label[for='" + id + "']")).click();
                } else {
                    radio.click();
                }
                assertTrue(radio.isSelected(), name + "=" + value + " chosen");
                return;
            }
        }
        throw new AssertionError("no " + name + " option " + value);
    }
}
