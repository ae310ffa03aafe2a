package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
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
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * One game, two languages (issue 16): Alice's Chromium is set up in Spanish, Bob's in Uzbek. Alice starts the game
 * on the front page, which answers in Spanish from her browser's {@code Accept-Language}; her confirmation mail and
 * Bob's invitation are in Spanish (an invitation is written in the inviter's language until the invitee chooses);
 * Bob's invitation page answers in Uzbek from his browser, and accepting keeps Uzbek as his language, so his setup
 * page, play page and every mail after are in Uzbek while Alice's stay Spanish. They play Scouts until Alice's
 * fourth move between the same two squares is refused in Spanish, naming the rule as Spanish players know it.
 *
 * <p>Every page is checked by axe-core in its language ({@link Axe#check}); the Spanish play page and the Uzbek
 * setup page are saved at 360 px as {@code target/screenshots/play-es-360.png} and {@code setup-uz-360.png}.
 * A page or mail is judged by its {@code <html lang>} and by characteristic words of its language, and must not
 * carry the English sentences it replaces. Runs in {@code ./mvnw verify}; without Chromium it skips (fails under CI).
 */
@QuarkusTest
@Tag("browser")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class TwoLanguagesInTheBrowserTest {

    /** Words a Spanish page or mail of Flagpost uses; each checked text must hold at least one. */
    private static final List<String> SPANISH = List.of("partida", "movimiento", "turno", "tablero", "casilla", "colocación", "coloca",
            "mariscal", "bandera", "invitación", "adversario", "piezas");
    /** Words an Uzbek page or mail uses (Latin script, ʻ as in oʻyin). */
    private static final List<String> UZBEK = List.of("oʻyin", "navbat", "yurish", "taxta", "katak", "joylashtir", "bayroq",
            "taklif", "raqib", "donalar", "sizning");
    /** English a translated page or mail must no longer carry (its own words, not names or squares). */
    private static final List<String> ENGLISH = List.of("your move", "your turn", "the game", "set up your pieces", "invitation to play",
            "two-squares rule", "opponent");

    @TestHTTPResource("/")
    URL base;

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    OutboxRows outbox;

    @Test
    void aliceReadsSpanishAndBobUzbekThroughOneGame() {
        Browser.assumeInstalled();
        String aliceEmail = ServiceGames.uniqueEmail("alice");
        String bobEmail = ServiceGames.uniqueEmail("bob");
        Mailbox aliceMail = new Mailbox(greenMail, outbox, aliceEmail);
        Mailbox bobMail = new Mailbox(greenMail, outbox, bobEmail);

        try (Browser alice = Browser.start(Viewport.PHONE, "es"); Browser bob = Browser.start(Viewport.PHONE, "uz")) {
            // Alice starts a game on the front page, in Spanish from her browser's Accept-Language.
            alice.open(url(""));
            assertPage(alice, "es", "start");
            WebElement form = alice.find("form#new-game");
            type(form, "creatorName", "Alice");
            type(form, "creatorEmail", aliceEmail);
            type(form, "opponentEmail", bobEmail);
            choose(form, "variant", "CLASSIC");
            type(form, "daysPerMove", "3");
            choose(form, "colour", "RED");
            alice.loadsNewPage(() -> alice.click("#start-game"));
            assertPage(alice, "es", "started");

            // Her confirmation mail is Spanish; confirming sends Bob the invitation, in Alice's language still.
            assertMail(aliceMail.latestMail(), SPANISH, "Alice's confirmation mail");
            alice.open(url("confirm/" + aliceMail.latestToken("confirm")));
            assertPage(alice, "es", "start confirmation");
            alice.loadsNewPage(() -> alice.click("#confirm"));
            assertMail(bobMail.latestMail(), SPANISH, "Bob's invitation, in the inviter's language until he chooses");

            // Bob's invitation page answers in Uzbek from his browser; accepting keeps Uzbek as his language.
            bob.open(url("invitation/" + bobMail.latestToken("invitation")));
            assertPage(bob, "uz", "invitation");
            assertTrue(bob.text("main").contains("Alice"), "the invitation names who invites");
            type(bob.find("main"), "name", "Bob");
            bob.loadsNewPage(() -> bob.click("#accept"));
            assertPage(bob, "uz", "invitation, accepted");
            bob.click("a#go-setup");

            // Bob's setup page, in Uzbek: he pastes a setup string. Saved at 360 px before he submits.
            bob.find("#setup-board");
            assertPage(bob, "uz", "setup");
            assertTrue(bob.text("main").toLowerCase(Locale.ROOT).contains("bayroq"), "the tray names the Flag in Uzbek: " + bob.text("main"));
            WebElement bobSetup = bob.find("textarea#setup-string");
            bobSetup.clear();
            bobSetup.sendKeys(ServiceGames.CLASSIC_SETUP);
            bob.screenshot("setup-uz");
            bob.loadsNewPage(() -> bob.click("#submit-setup"));
            assertPage(bob, "uz", "setup, submitted");

            // Alice's setup mail and page are Spanish; she pastes hers too.
            assertMail(aliceMail.latestMail(), SPANISH, "Alice's setup mail");
            alice.open(url("setup/" + aliceMail.latestToken("setup")));
            assertPage(alice, "es", "setup");
            assertTrue(alice.text("main").contains("Mariscal"), "the tray names the Marshal in Spanish: " + alice.text("main"));
            WebElement aliceSetup = alice.find("textarea#setup-string");
            aliceSetup.clear();
            aliceSetup.sendKeys(ServiceGames.CLASSIC_SETUP);
            alice.loadsNewPage(() -> alice.click("#submit-setup"));
            String alicePlay = tokenOf(alice.find("a#go-play").getAttribute("href"));

            // The game has started: each gets the news in their own language.
            assertMail(aliceMail.latestMail(), SPANISH, "Alice's game-started mail");
            assertMail(bobMail.latestMail(), UZBEK, "Bob's game-started mail");
            String bobPlay = bobMail.latestToken("play");

            // Scouts walk e4-e5-e4-e5 and a7-a6-a5, e7-e6; every page and mail in its reader's language.
            move(alice, alicePlay, "e4", "e5");
            assertPage(alice, "es", "play, the opponent's turn");
            assertMail(bobMail.latestMail(), UZBEK, "Bob's your-move mail");
            move(bob, bobPlay, "a7", "a6");
            assertPage(bob, "uz", "play, the opponent's turn");
            assertMail(aliceMail.latestMail(), SPANISH, "Alice's your-move mail");
            move(alice, alicePlay, "e5", "e4");
            move(bob, bobPlay, "a6", "a5");
            move(alice, alicePlay, "e4", "e5");
            move(bob, bobPlay, "e7", "e6");

            // Alice's turn, in Spanish; a fourth move e5-e4 is refused naming the rule as Spanish players know it.
            alice.open(url("play/" + alicePlay));
            assertPage(alice, "es", "play, your turn");
            alice.screenshot("play-es");
            typeMove(alice, "e5", "e4");
            String problem = alice.text("p.problem");
            assertTrue(problem.toLowerCase(Locale.ROOT).contains("2 casillas"), "the refusal names the two-squares rule in Spanish: " + problem);
            assertPage(alice, "es", "play, a refused move");

            // Bob's play page, in Uzbek, still his turn to wait.
            bob.open(url("play/" + bobPlay));
            assertPage(bob, "uz", "play");
            assertEquals("uz", bob.find("html").getAttribute("lang"));
        }
    }

    // --- Helpers ---------------------------------------------------------------------------------------

    /** The page is written in {@code language}: its {@code <html lang>}, its words, no English left; axe finds nothing serious. */
    private static void assertPage(Browser browser, String language, String name) {
        browser.until(d -> !d.findElements(By.tagName("main")).isEmpty());
        assertEquals(language, browser.find("html").getAttribute("lang"), name + ": <html lang>");
        String text = browser.find("body").getText() + " " + browser.driver().getTitle();
        assertInLanguage(text, language.equals("es") ? SPANISH : UZBEK, name + " (" + language + ")");
        Axe.check(browser, name + " (" + language + ")");
    }

    private static void assertMail(String mail, List<String> words, String name) {
        assertInLanguage(mail, words, name);
    }

    private static void assertInLanguage(String text, List<String> words, String name) {
        String lower = text.toLowerCase(Locale.ROOT).replace('\u2018', 'ʻ').replace('\'', 'ʻ');
        assertTrue(words.stream().anyMatch(lower::contains), name + " holds none of " + words + ":\n" + text);
        List<String> english = ENGLISH.stream().filter(lower::contains).toList();
        assertTrue(english.isEmpty(), name + " still says " + english + " in English:\n" + text);
    }

    private String url(String path) {
        return base.toString() + path;
    }

    private static String tokenOf(String href) {
        return href.substring(href.lastIndexOf('/') + 1).replaceAll("[?#].*$", "");
    }

    /** Plays a move on the play page with the mouse: the piece, then its highlighted target, then confirm. */
    private void move(Browser browser, String playToken, String from, String to) {
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
    private static void typeMove(Browser browser, String from, String to) {
        WebElement form = browser.find("form#move-form");
        for (String[] field : List.of(new String[] {"from", from}, new String[] {"to", to})) {
            ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].value = arguments[1]",
                    form.findElement(By.name(field[0])), field[1]);
        }
        browser.loadsNewPage(() -> ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].requestSubmit()", form));
    }

    private static void type(WebElement scope, String name, String value) {
        WebElement input = scope.findElement(By.name(name));
        input.clear();
        input.sendKeys(value);
    }

    /** A select, or a group of radio buttons, set to {@code value}. */
    private static void choose(WebElement scope, String name, String value) {
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
