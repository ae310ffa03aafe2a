package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.words.Language;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.game.VacationConfig;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.Axe;
import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.words.Times;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.net.URL;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * Alice takes a vacation from her play page in headless Chromium, both seats read it in words, Bob is emailed, and
 * Alice ends it with one click. The game is started through the services; the pages are opened from the players' mail.
 * Screenshots at 360 px and 1280 px go to target/screenshots/ ({@code vacation-*}).
 */
@QuarkusTest
@Tag("browser")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class VacationInTheBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    OutboxRows outbox;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    TestClock clock;

    @Inject
    VacationConfig vacationConfig;

    @Test
    void aliceTakesAVacationFromThePlayPageBobIsToldAndSheEndsItWithOneClick() {
        Browser.assumeInstalled();
        String aliceEmail = ServiceGames.uniqueEmail("alice");
        String bobEmail = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", aliceEmail, bobEmail, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        Mailbox alice = new Mailbox(greenMail, outbox, aliceEmail);
        Mailbox bob = new Mailbox(greenMail, outbox, bobEmail);
        LocalDate back = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(4);
        String day = Times.day(Language.EN, back);

        try (Browser browser = Browser.start(Viewport.PHONE)) {
            browser.open(url("play/" + alice.latestToken("play")));
            assertTrue(browser.text("#vacation").contains("You have 30 of 30 vacation days left"), browser.text("#vacation"));
            WebElement date = browser.find("#vacation-return");
            assertEquals("date", date.getAttribute("type"));
            // A date input's typed format follows the browser's locale; set its value as the calendar would.
            ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].value = arguments[1]", date, back.toString());
            browser.loadsNewPage(() -> browser.click("#take-vacation"));

            assertTrue(browser.text(".vacation-notice").contains("You are on vacation until " + day + "; your clock is stopped."),
                    browser.text(".vacation-notice"));
            assertFalse(browser.text("#turn-status").contains("until"), "no deadline is shown: " + browser.text("#turn-status"));
            browser.screenshotsAtBothWidths("vacation-alice");
            Axe.check(browser, "play page on vacation");

            clock.advance(vacationConfig.noticeWindow()); // a vacation notice waits that long, in case it changes again
            browser.open(url("play/" + bob.latestToken("play")));
            assertTrue(browser.text(".vacation-notice").contains("Alice is on vacation until " + day + "; the clock is stopped."),
                    browser.text(".vacation-notice"));
            browser.screenshotsAtBothWidths("vacation-bob");
            Axe.check(browser, "play page with the opponent on vacation");
            List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bobEmail);
            assertEquals("Flagpost: Alice vs Bob — your opponent is on vacation", subject(toBob.get(toBob.size() - 1)));

            browser.open(url("play/" + alice.latestToken("play")));
            browser.loadsNewPage(() -> browser.click("#end-vacation"));
            assertFalse(browser.has(".vacation-notice"), "no one is away any more");
            assertTrue(browser.has("#take-vacation"), "the form to take one is back");
            assertTrue(browser.text("#turn-status").contains("until"), "the deadline is back: " + browser.text("#turn-status"));
            clock.advance(vacationConfig.noticeWindow());
            bob.latestToken("play"); // sends the outbox
            toBob = GreenMailInbox.to(greenMail, bobEmail);
            assertEquals("Flagpost: Alice vs Bob — your opponent is back", subject(toBob.get(toBob.size() - 1)));
        }
    }

    private static String subject(MimeMessage message) {
        try {
            return message.getSubject();
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }

    private String url(String path) {
        return base.toString() + path;
    }
}
