package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.Axe;
import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URL;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A spectator in Debian's headless Chromium: Alice makes a watch link with the button on her play page, a friend
 * opens it and sees the public board (nothing of either side that its opponent has not seen), the last move and the
 * history, with no button, form or link that could play; Bob turns the link off from his play page, and the friend's
 * next visit gets the page saying so. Screenshots of the spectator's page at 360 px and 1280 px go to
 * target/screenshots/. Without Chromium it skips (fails under CI).
 */
@QuarkusTest
@Tag("browser")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class SpectatorInTheBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    LinkService links;

    @Inject
    Play play;

    @Test
    void aFriendWatchesFromTheLinkAPlayerMadeUntilTheOtherTurnsItOff() {
        Browser.assumeInstalled();
        long id = ServiceGames.startedClassicGame();
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        String alice = url("play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0));
        String bob = url("play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0));

        try (Browser browser = Browser.start(Viewport.PHONE)) {
            // Alice makes the watch link on her play page.
            browser.open(alice);
            assertFalse(browser.has("#watch-url"), "no watch link yet");
            browser.loadsNewPage(() -> browser.click("#turn-on-watch"));
            String watchUrl = browser.find("#watch-url").getAttribute("value");
            assertTrue(watchUrl.contains("/watch/"), watchUrl);
            assertTrue(browser.text("#watch").contains("You made it on"), browser.text("#watch"));
            Axe.check(browser, "play page with a watch link");
            assertEquals(watchUrl, browser.find("a#watch-link").getAttribute("href"), "the link opens the same page");
            // The link is written with the configured base URL; the test server listens on a port of its own.
            String watch = url(URI.create(watchUrl).getPath().substring(1));

            // A friend opens it: the public board, from Red's side, every piece unknown but the ones that fought.
            browser.open(watch);
            assertTrue(browser.text("h1").startsWith("Watching: Alice (Red) vs Bob (Blue)"), browser.text("h1"));
            assertTrue(browser.text("#turn-status").contains("Bob's move"), browser.text("#turn-status"));
            assertTrue(browser.text("#last-moves").contains("Alice's last move (Red): e4-e5."), browser.text("#last-moves"));
            List<WebElement> squares = browser.driver().findElements(By.cssSelector(".board [data-square]"));
            assertEquals(100, squares.size());
            assertEquals("a10", squares.get(0).getAttribute("data-square"), "drawn from Red's side");
            long unknown = squares.stream().filter(square -> "?".equals(square.getText())).count();
            assertEquals(80, unknown, "all forty pieces of each side are unknown: none has fought");
            assertTrue(browser.driver().findElements(By.cssSelector("form, button, input, textarea, select")).isEmpty(),
                    "nothing on the spectator's page can act");
            browser.screenshotsAtBothWidths("spectator");
            Axe.check(browser, "spectator");

            // The history works for the friend too, step by step.
            browser.loadsNewPage(() -> browser.click("a#watch-history-link"));
            assertTrue(browser.text("h1").startsWith("History: Alice (Red) vs Bob (Blue)"), browser.text("h1"));
            browser.loadsNewPage(() -> browser.click("a#first-ply"));
            assertTrue(browser.text("#history-position").contains("The start"), browser.text("#history-position"));
            Axe.check(browser, "spectator history");
            assertTrue(browser.driver().getCurrentUrl().contains("/watch/"), "the history stays on the spectator's pages");
            for (WebElement link : browser.driver().findElements(By.cssSelector("a[href]"))) {
                String href = link.getAttribute("href");
                assertFalse(href.contains("/play/") || href.contains("/history/") || href.contains("/setup/") || href.contains("/games/"),
                        "no seat's page is linked: " + href);
            }

            // Bob turns it off; the friend's next visit is told so in words.
            browser.open(bob);
            assertTrue(browser.text("#watch").contains("Alice made it on"), browser.text("#watch"));
            browser.loadsNewPage(() -> browser.click("#turn-off-watch"));
            assertTrue(browser.has("#turn-on-watch"), "the link is off and can be made again");
            browser.open(watch);
            assertEquals("This watch link was turned off", browser.text("h1"));
            assertFalse(browser.has(".board"), "no board once it is off");
        }
    }

    private String url(String path) {
        return base.toString() + path;
    }
}
