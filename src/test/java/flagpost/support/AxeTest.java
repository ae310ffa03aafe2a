package flagpost.support;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.Browser.Viewport;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The negative control of {@link Axe}: it must pass a clean page and fail, in words, on a planted violation of
 * each kind the issue found (a button whose name does not contain its visible text) and on a critical one.
 */
@Tag("browser")
class AxeTest {

    private static final String PAGE = "<!doctype html><html lang=\"en\"><head><title>Axe control</title></head>"
            + "<body><main><h1>Axe control</h1>%s</main></body></html>";

    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(Viewport.PHONE);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void aCleanPagePasses() {
        show("<p>Choose a piece.</p><button type=\"button\" aria-label=\"2: Scout, 8 left to place\">2 Scout</button>");
        assertDoesNotThrow(() -> Axe.check(browser, "clean"));
    }

    @Test
    void aButtonNamedOtherThanItsTextFails() {
        show("<button type=\"button\" aria-label=\"i6: your Scout\">2 Scout</button>");
        AssertionError failure = assertThrows(AssertionError.class, () -> Axe.check(browser, "planted mismatch"));
        assertTrue(failure.getMessage().contains("label-content-name-mismatch")
                && failure.getMessage().contains("planted mismatch") && failure.getMessage().contains("serious"), failure.getMessage());
    }

    @Test
    void aButtonWithoutAnyNameFails() {
        show("<button type=\"button\"></button>");
        AssertionError failure = assertThrows(AssertionError.class, () -> Axe.check(browser, "nameless button"));
        assertTrue(failure.getMessage().contains("button-name") && failure.getMessage().contains("critical"), failure.getMessage());
    }

    private static void show(String body) {
        browser.open("data:text/html;charset=utf-8," + URLEncoder.encode(PAGE.formatted(body), StandardCharsets.UTF_8).replace("+", "%20"));
    }
}
