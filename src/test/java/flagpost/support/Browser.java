package flagpost.support;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Comparator;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven by Selenium, for the browser tests. Nothing is downloaded: the browser is
 * {@code /usr/bin/chromium} and the driver {@code /usr/bin/chromedriver} (packages chromium and chromium-driver,
 * which {@code .ci/run} installs), both named explicitly so Selenium Manager never runs.
 *
 * <p>Each browser has a fresh profile in a temporary folder, removed on {@link #close()}. The viewport is set
 * through the DevTools protocol ({@link #use(Viewport)}), so a 360 px phone and a 1280 px desktop are exact CSS
 * widths at device scale 1. Screenshots go to {@code target/screenshots/}.
 */
public final class Browser implements AutoCloseable {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    public static final Path SCREENSHOTS = Path.of("target", "screenshots");

    /** Explicit waits only; this bounds each one. */
    private static final Duration WAIT = Duration.ofSeconds(15);

    /** A viewport in CSS pixels at device scale 1. */
    public record Viewport(String name, int width, int height, boolean mobile) {
        public static final Viewport PHONE = new Viewport("360", 360, 800, true);
        public static final Viewport DESKTOP = new Viewport("desktop", 1280, 900, false);
    }

    private final ChromeDriverService service;
    private final ChromeDriver driver;
    private final Path profile;
    private final WebDriverWait wait;
    private Viewport viewport;

    private Browser(ChromeDriverService service, ChromeDriver driver, Path profile, Viewport viewport) {
        this.service = service;
        this.driver = driver;
        this.profile = profile;
        this.wait = new WebDriverWait(driver, WAIT);
        use(viewport);
    }

    /**
     * Skips the calling test when Chromium or ChromeDriver is missing, with a message saying how to install
     * them; under CI (the {@code CI} environment variable set) that is a failure instead, so a CI run can never
     * pass without its browser tests.
     */
    public static void assumeInstalled() {
        String missing = Stream.of(CHROMIUM, CHROMEDRIVER).filter(path -> !Files.isExecutable(path)).map(Path::toString)
                .reduce((a, b) -> a + " and " + b).orElse(null);
        if (missing == null) {
            return;
        }
        String message = missing + " not installed: apt-get install -y chromium chromium-driver (.ci/run does this)";
        String ci = System.getenv("CI");
        if (ci != null && !ci.isBlank()) {
            Assertions.fail("CI is set and the browser tests cannot run: " + message);
        }
        Assumptions.abort("Browser test skipped: " + message);
    }

    /** A fresh headless Chromium with an empty profile, showing {@code viewport}. */
    public static Browser start(Viewport viewport) {
        return start(viewport, null);
    }

    /**
     * As {@link #start(Viewport)}, for a reader of {@code language} ("es", "uz"; null for the machine's default): its
     * user interface language ({@code --lang}) and the {@code Accept-Language} it sends ({@code intl.accept_languages}),
     * as a browser set up in that language would.
     */
    public static Browser start(Viewport viewport, String language) {
        assumeInstalled();
        Path profile;
        try {
            profile = Files.createTempDirectory("flagpost-chromium-");
        } catch (IOException cannotCreate) {
            throw new UncheckedIOException(cannotCreate);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--force-device-scale-factor=1",
                "--window-size=" + viewport.width() + "," + viewport.height(),
                "--user-data-dir=" + profile.toAbsolutePath());
        if (language != null) {
            options.addArguments("--lang=" + language);
            options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language));
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        try {
            return new Browser(service, new ChromeDriver(service, options), profile, viewport);
        } catch (RuntimeException failedToStart) {
            service.stop();
            deleteQuietly(profile);
            throw failedToStart;
        }
    }

    public WebDriver driver() {
        return driver;
    }

    public Viewport viewport() {
        return viewport;
    }

    /** Shows pages at {@code viewport} from now on (a phone viewport also emulates a touch-less mobile layout width). */
    public Browser use(Viewport viewport) {
        this.viewport = viewport;
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of(
                "width", viewport.width(), "height", viewport.height(), "deviceScaleFactor", 1, "mobile", viewport.mobile()));
        return this;
    }

    public Browser open(String url) {
        driver.get(url);
        return this;
    }

    /**
     * Runs {@code action} (a click or submit that loads a new page) and waits until the new page has
     * replaced this one and finished loading. It marks the current document and waits for a document
     * without the mark: waiting for an old element to go stale is not enough here, since Chromium may
     * answer a query on a node of the page being replaced with "node does not belong to the document"
     * instead of a stale-element error, and the next lookup can race the navigation still in flight.
     */
    public Browser loadsNewPage(Runnable action) {
        JavascriptExecutor script = (JavascriptExecutor) driver;
        script.executeScript("window.flagpostPageBefore = true");
        action.run();
        wait.until(d -> {
            try {
                return Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                        "return window.flagpostPageBefore === undefined && document.readyState === 'complete'"));
            } catch (WebDriverException navigating) {
                return false; // the script ran while the page was changing: ask again
            }
        });
        return this;
    }

    /** Waits until {@code condition} holds (not null, not false), up to 15 s. */
    public <T> T until(Function<WebDriver, T> condition) {
        return wait.until(condition);
    }

    /** Waits for an element matching the CSS selector to be present. */
    public WebElement find(String css) {
        return wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(css)));
    }

    /** Waits for a visible, enabled element matching the CSS selector and clicks it. */
    public WebElement click(String css) {
        WebElement element = wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(css)));
        element.click();
        return element;
    }

    public boolean has(String css) {
        return !driver.findElements(By.cssSelector(css)).isEmpty();
    }

    public String text(String css) {
        return find(css).getText();
    }

    /**
     * Saves the whole page (not only the viewport) as {@code target/screenshots/<name>-<viewport>.png} and
     * returns the file. Pages longer than 2,400 CSS pixels are cut there.
     */
    @SuppressWarnings("unchecked")
    public Path screenshot(String name) {
        Map<String, Object> metrics = driver.executeCdpCommand("Page.getLayoutMetrics", Map.of());
        Map<String, Object> content = (Map<String, Object>) metrics.get("cssContentSize");
        double width = Math.max(viewport.width(), ((Number) content.get("width")).doubleValue());
        double height = Math.min(2_400, Math.max(viewport.height() / 2.0, ((Number) content.get("height")).doubleValue()));
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot", Map.of(
                "format", "png", "captureBeyondViewport", true,
                "clip", Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
        Path file = SCREENSHOTS.resolve(name + "-" + viewport.name() + ".png");
        try {
            Files.createDirectories(SCREENSHOTS);
            Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
        } catch (IOException cannotWrite) {
            throw new UncheckedIOException(cannotWrite);
        }
        return file;
    }

    /** The same page at both widths: {@code <name>-360.png} and {@code <name>-desktop.png}; the viewport is put back. */
    public void screenshotsAtBothWidths(String name) {
        Viewport was = viewport;
        for (Viewport each : new Viewport[] {Viewport.PHONE, Viewport.DESKTOP}) {
            use(each);
            screenshot(name);
        }
        use(was);
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            service.stop();
            deleteQuietly(profile);
        }
    }

    private static void deleteQuietly(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException | UncheckedIOException ignored) {
            // a profile left in /tmp is harmless
        }
    }
}
