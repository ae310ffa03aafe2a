package flagpost.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/** The browser set-up itself: Debian's Chromium starts, renders a Flagpost page at phone width, and is photographed. */
@QuarkusTest
class BrowserSmokeTest {

    @TestHTTPResource("/")
    URL base;

    @Test
    void chromiumShowsAFriendlyPageForAForgedLinkAtPhoneWidth() throws Exception {
        try (Browser browser = Browser.start(Viewport.PHONE)) {
            browser.open(base + "unsubscribe/forged-token");
            assertTrue(browser.text("h1").length() > 0, "the page has a heading");
            Object width = ((JavascriptExecutor) browser.driver()).executeScript("return window.innerWidth");
            assertEquals(360L, ((Number) width).longValue(), "the page is laid out 360 CSS px wide");
            Path shot = browser.screenshot("smoke-forged-link");
            assertTrue(Files.size(shot) > 1_000, "a real PNG: " + shot);
        }
    }
}
