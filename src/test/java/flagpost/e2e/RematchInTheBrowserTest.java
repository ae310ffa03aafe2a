package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.Axe;
import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.web.PlayerRows;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A rematch in headless Chromium: Bob resigns a game on his play page, Alice follows "Play again" from her game-over
 * email and clicks the button on the finished game's page, and Bob accepts from the proposal in his mail and lands on
 * the new game's setup, where he now plays Red. Then the finished game's history links Alice forward to the rematch.
 */
@QuarkusTest
@Tag("browser")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class RematchInTheBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @Inject
    PlayerRows players;

    @Test
    void aResignedGameIsPlayedAgainWithTheColoursSwapped() {
        Browser.assumeInstalled();
        long id = ServiceGames.startedClassicGame();
        Mailbox alice = new Mailbox(greenMail, outbox, players.emailOf(id, Side.RED));
        Mailbox bob = new Mailbox(greenMail, outbox, players.emailOf(id, Side.BLUE));

        try (Browser browser = Browser.start(Viewport.PHONE)) {
            // Bob resigns.
            browser.open(url("play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0)));
            browser.click("#resign");
            browser.loadsNewPage(() -> browser.click("#confirm-resign"));
            assertTrue(browser.has("#play-again"), "the finished game offers Play again");

            // Alice's game-over email: its newest play link is "Play again", which opens the page with the button.
            browser.open(url("play/" + alice.latestToken("play")));
            assertTrue(browser.text("#rematch").contains("Propose another game to Bob"), browser.text("#rematch"));
            browser.loadsNewPage(() -> browser.click("#play-again"));
            browser.until(d -> d.findElement(By.id("rematch-status")).getText().startsWith("You proposed a rematch; Bob has until"));
            browser.screenshotsAtBothWidths("rematch-proposed");
            Axe.check(browser, "finished game with a rematch proposed");

            // Bob accepts from his mail and goes on to set up, as Red this time.
            browser.open(url("invitation/" + bob.latestToken("invitation")));
            assertTrue(browser.text("main").contains("Alice"), "the proposal names who proposes");
            Axe.check(browser, "rematch invitation");
            browser.loadsNewPage(() -> browser.click("#accept"));
            browser.loadsNewPage(() -> browser.click("a#go-setup"));
            browser.find("#setup-board");
            assertTrue(browser.text("main").contains("Red"), "Bob sets up Red's pieces now");

            // The finished game's history now leads Alice to the rematch.
            browser.open(url("history/" + links.issue(LinkPurpose.HISTORY, id, Side.RED, 0)));
            assertTrue(browser.text("#rematch-status").toLowerCase(Locale.ROOT).contains("the rematch is on"), browser.text("#rematch"));
            browser.loadsNewPage(() -> browser.click("a#go-rematch"));
            browser.find("#setup-board");
        }
    }

    private String url(String path) {
        return base.toString() + path;
    }
}
