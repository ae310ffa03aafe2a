package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.ComputerTurns;
import flagpost.mail.OutboxRows;
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
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * One person and the computer, through the pages in headless Chromium: Alice follows "Play against the computer" from
 * the front page, fills in the form with her address only, confirms from the email, sets up by pasting a setup
 * string (the computer's pieces are placed already), and plays some moves; after each, the computer's job answers
 * (the job runs by hand here, as the outbox does in every browser test) and its move shows on her page and in her
 * "your move" email, which names it "Flagpost (computer, normal)". axe-core checks the new form and every page on the
 * way. Runs in {@code ./mvnw verify}; without Chromium it skips (fails under CI).
 */
@QuarkusTest
@Tag("browser")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class ComputerInTheBrowserTest {

    private static final String COMPUTER = "Flagpost (computer, normal)";

    @TestHTTPResource("/")
    URL base;

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    OutboxRows outbox;

    @Inject
    ComputerTurns turns;

    @Test
    void aPlayerStartsAGameAgainstTheComputerAndSeesItsRepliesOnThePageAndByEmail() {
        Browser.assumeInstalled();
        String aliceEmail = ServiceGames.uniqueEmail("alice");
        Mailbox alice = new Mailbox(greenMail, outbox, aliceEmail);

        try (Browser browser = Browser.start(Viewport.PHONE)) {
            // From the front page to the new form, which asks for her address and no one else's.
            browser.open(url(""));
            browser.loadsNewPage(() -> browser.click("a#play-computer"));
            WebElement form = browser.find("form#computer-game");
            assertTrue(form.findElements(By.name("opponentEmail")).isEmpty(), "no opponent's address is asked for");
            Axe.check(browser, "play against the computer, the form");
            browser.screenshotsAtBothWidths("computer-form");
            type(form, "creatorName", "Alice");
            type(form, "creatorEmail", aliceEmail);
            radio(form, "level", "normal");
            new Select(form.findElement(By.name("variant"))).selectByValue("CLASSIC");
            type(form, "daysPerMove", "3");
            radio(form, "colour", "RED");
            browser.loadsNewPage(() -> browser.click("#start-computer-game"));
            assertTrue(browser.text("p.notice").toLowerCase(Locale.ROOT).contains("confirm"), "a confirmation link went out");
            Axe.check(browser, "play against the computer, started");

            // A refused form is shown again with the reason, and axe has nothing serious to say about it either.
            browser.open(url("computer"));
            WebElement again = browser.find("form#computer-game");
            type(again, "creatorName", "Flagpost (computer, normal)");
            type(again, "creatorEmail", ServiceGames.uniqueEmail("mallory"));
            browser.loadsNewPage(() -> browser.click("#start-computer-game"));
            assertTrue(browser.has("#computer-game-problem"), "a person may not take the computer's name");
            Axe.check(browser, "play against the computer, refused");

            // She confirms from her email: the game starts without any invitation.
            browser.open(url("confirm/" + alice.latestToken("confirm")));
            assertTrue(browser.text("main").contains(COMPUTER), "the confirmation names the computer: " + browser.text("main"));
            Axe.check(browser, "confirm a game against the computer");
            browser.loadsNewPage(() -> browser.click("#confirm"));
            assertTrue(browser.text("p.notice").toLowerCase(Locale.ROOT).contains("confirmed"), browser.text("p.notice"));
            Axe.check(browser, "game against the computer confirmed");

            // The setup: the computer's pieces are placed already.
            browser.open(url("setup/" + alice.latestToken("setup")));
            String opponentStatus = browser.text("#opponent-setup-status").toLowerCase(Locale.ROOT);
            assertTrue(opponentStatus.contains("placed") && !opponentStatus.contains("not yet"), "the computer has placed: " + opponentStatus);
            WebElement setupString = browser.find("textarea#setup-string");
            setupString.clear();
            setupString.sendKeys(ServiceGames.CLASSIC_SETUP);
            browser.loadsNewPage(() -> browser.click("#submit-setup"));
            String playToken = tokenOf(browser.find("a#go-play").getAttribute("href"));

            // Three moves of hers, each answered by the computer on the page and by email.
            for (int turn = 1; turn <= 3; turn++) {
                browser.open(url("play/" + playToken));
                assertTrue(browser.text("#turn-status").toLowerCase(Locale.ROOT).contains("your move"), browser.text("#turn-status"));
                playFirstOfferedMove(browser);
                assertTrue(browser.text("#turn-status").contains(COMPUTER), "the page waits for the computer: " + browser.text("#turn-status"));

                assertTrue(turns.process() >= 1, "the computer's job answers");

                browser.open(url("play/" + playToken));
                assertTrue(browser.text("#turn-status").toLowerCase(Locale.ROOT).contains("your move"), browser.text("#turn-status"));
                String mail = alice.latestMail();
                assertTrue(mail.contains(COMPUTER), "her email names the computer: " + mail);
                assertTrue(mail.toLowerCase(Locale.ROOT).contains("your move"), "her email says it is her move: " + mail);
                playToken = alice.latestToken("play");
            }
            Axe.check(browser, "play against the computer, your move");
            browser.screenshotsAtBothWidths("computer-play");

            // The history lists both sides' moves, the computer's under its name.
            browser.click("a#history-link");
            WebElement moves = browser.find("ol#moves");
            assertEquals(6, moves.findElements(By.tagName("li")).size(), "every move is listed");
            assertTrue(moves.getText().contains(COMPUTER), moves.getText());
            Axe.check(browser, "history against the computer");
        }
    }

    private String url(String path) {
        return base.toString() + path;
    }

    private static String tokenOf(String href) {
        return href.substring(href.lastIndexOf('/') + 1).replaceAll("[?#].*$", "");
    }

    /** The first piece the board offers a move, to its first target, confirmed: as a person plays with the mouse. */
    private static void playFirstOfferedMove(Browser browser) {
        WebElement piece = browser.driver().findElements(By.cssSelector(".board [data-targets]")).stream()
                .filter(square -> !square.getAttribute("data-targets").isBlank()).findFirst()
                .orElseThrow(() -> new AssertionError("no piece of hers can move"));
        String from = piece.getAttribute("data-square");
        String to = List.of(piece.getAttribute("data-targets").split(" ")).get(0);
        browser.click(".board [data-square='" + from + "']");
        browser.click(".board [data-square='" + to + "']");
        browser.until(d -> d.findElement(By.id("move-confirm")).isDisplayed()
                && d.findElement(By.id("move-confirm")).getText().contains(to));
        browser.loadsNewPage(() -> browser.click("#submit-move"));
        assertFalse(browser.has("p.problem"), "the move " + from + "-" + to + " was accepted");
    }

    private static void type(WebElement scope, String name, String value) {
        WebElement input = scope.findElement(By.name(name));
        input.clear();
        input.sendKeys(value);
    }

    private static void radio(WebElement scope, String name, String value) {
        for (WebElement radio : scope.findElements(By.name(name))) {
            if (value.equals(radio.getAttribute("value"))) {
                radio.click();
                assertTrue(radio.isSelected(), name + "=" + value + " chosen");
                return;
            }
        }
        throw new AssertionError("no " + name + " option " + value);
    }
}
