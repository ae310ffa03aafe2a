package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.support.Axe;
import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A player's settings in headless Chromium: from the games list (the link the "email me my games" mail sends) to the
 * settings page, where Alice chooses the daily digest at 07:00 in Europe/Berlin, the classic numbering and a new name,
 * each saved by its own button and shown again. The lead joins these steps to the two-player browser test.
 */
@QuarkusTest
@Tag("browser")
class MailSettingsInTheBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    LinkService links;

    @Test
    void aPlayerChoosesTheDailyDigestTheNumberingAndANameOnTheSettingsPage() {
        Browser.assumeInstalled();
        long game = ServiceGames.startedClassicGame();
        String list = LinkService.pathOf(LinkPurpose.GAMES_LIST)
                + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(game, Side.RED), null, 0);

        try (Browser browser = Browser.start(Viewport.PHONE)) {
            browser.open(base + list.substring(1));
            browser.loadsNewPage(() -> browser.click("#settings-link a"));
            assertEquals("Your settings, Alice", browser.text("h1"));
            assertTrue(radio(browser, "mode", "YOUR_TURN").isSelected(), "your turn only is the default");
            browser.screenshotsAtBothWidths("settings");
            Axe.check(browser, "settings");

            browser.click("#your-mail input[value='DIGEST']");
            new Select(browser.find("#hour")).selectByVisibleText("07:00");
            new Select(browser.find("#zone")).selectByValue("Europe/Berlin");
            browser.loadsNewPage(() -> browser.click("#your-mail button[type='submit']"));
            assertEquals("Saved.", browser.text("#saved"));
            assertTrue(radio(browser, "mode", "DIGEST").isSelected());
            assertEquals("07:00", new Select(browser.find("#hour")).getFirstSelectedOption().getText());
            assertEquals("Europe/Berlin", new Select(browser.find("#zone")).getFirstSelectedOption().getAttribute("value"));

            browser.click("#your-numbering input[value='CLASSIC']");
            browser.loadsNewPage(() -> browser.click("#your-numbering button[type='submit']"));
            assertTrue(radio(browser, "numbering", "CLASSIC").isSelected());

            WebElement name = browser.find("#name");
            name.clear();
            name.sendKeys("Alice Liddell");
            browser.loadsNewPage(() -> browser.click("#your-name button[type='submit']"));
            assertEquals("Your settings, Alice Liddell", browser.text("h1"));
            assertTrue(radio(browser, "mode", "DIGEST").isSelected(), "each form saves only its own choice");
        }
    }

    private static WebElement radio(Browser browser, String name, String value) {
        return browser.driver().findElement(By.cssSelector("input[name='" + name + "'][value='" + value + "']"));
    }
}
