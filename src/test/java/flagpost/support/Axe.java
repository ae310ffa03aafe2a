package flagpost.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assertions;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core, the accessibility checker, run inside the page a {@link Browser} shows:
 * {@code Axe.check(browser, "play, your turn")} fails the test when axe finds any violation of serious or
 * critical impact, and lists each in words with the elements it found.
 *
 * <p>axe-core 4.14.1 is vendored as {@code src/test/resources/axe-core/axe.min.js} (the npm package's file,
 * MPL-2.0, licences beside it; the webjar of that version is not served by Maven Central). It is injected
 * through the DevTools protocol, which the pages' Content-Security-Policy does not govern, so the pages are
 * checked exactly as served. Every rule axe runs by default is run (WCAG 2.0 to 2.2 A and AA and axe's
 * best practices); minor and moderate findings are left to review, as the issue asks.
 */
public final class Axe {

    public static final String VERSION = "4.14.1";

    /** The impacts that fail a check. */
    static final Set<String> FAILING = Set.of("serious", "critical");

    private static final String RESOURCE = "/axe-core/axe.min.js";

    /** Collects what a test needs from axe's result: the rule, its impact and help, and where it failed. */
    private static final String RUN = """
            var done = arguments[arguments.length - 1];
            axe.run(document, { resultTypes: ['violations'] }).then(function (result) {
              done(result.violations.map(function (rule) {
                return { id: rule.id, impact: rule.impact || '', help: rule.help, helpUrl: rule.helpUrl,
                  nodes: rule.nodes.map(function (node) {
                    return { target: node.target.join(' '), html: node.html, summary: node.failureSummary || '' };
                  }) };
              }));
            }).catch(function (error) { done('axe failed: ' + error); });
            """;

    private static volatile String source;

    private Axe() {
    }

    /** One violation of one rule on one page: {@code nodes} are the elements it found. */
    public record Violation(String rule, String impact, String help, String helpUrl, List<Node> nodes) {

        /** An element: its CSS selector, its markup (as axe cuts it) and what is wrong, in axe's words. */
        public record Node(String target, String html, String summary) {
        }

        public boolean fails() {
            return FAILING.contains(impact);
        }

        /** The violation in words, with at most {@code shown} of its elements. */
        public String describe(int shown) {
            StringBuilder words = new StringBuilder();
            words.append(impact).append(": ").append(rule).append(" (").append(help).append(", ").append(helpUrl).append("), ")
                    .append(nodes.size()).append(nodes.size() == 1 ? " element" : " elements");
            nodes.stream().limit(shown).forEach(node -> words.append("\n    ").append(node.target()).append("  ").append(node.html())
                    .append("\n      ").append(node.summary().replace("\n", "\n      ")));
            if (nodes.size() > shown) {
                words.append("\n    … and ").append(nodes.size() - shown).append(" more");
            }
            return words.toString();
        }
    }

    /**
     * Runs axe on the page {@code browser} shows now and fails, naming {@code pageName}, if it finds a
     * violation of serious or critical impact.
     */
    public static void check(Browser browser, String pageName) {
        List<Violation> failing = violations(browser.driver()).stream().filter(Violation::fails).toList();
        if (!failing.isEmpty()) {
            Assertions.fail("axe-core " + VERSION + " found " + failing.size() + " serious or critical "
                    + (failing.size() == 1 ? "violation" : "violations") + " on the " + pageName + " page ("
                    + browser.driver().getCurrentUrl() + "):\n  "
                    + failing.stream().map(violation -> violation.describe(5)).collect(Collectors.joining("\n  ")));
        }
    }

    /** Every violation axe finds on the page {@code driver} shows now, whatever its impact. */
    @SuppressWarnings("unchecked")
    public static List<Violation> violations(WebDriver driver) {
        JavascriptExecutor script = (JavascriptExecutor) driver;
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        if (!Boolean.TRUE.equals(script.executeScript("return typeof window.axe === 'object'"))) {
            script.executeScript(source());
        }
        Object answer = script.executeAsyncScript(RUN);
        if (!(answer instanceof List<?> rules)) {
            throw new AssertionError(String.valueOf(answer));
        }
        return rules.stream().map(rule -> (Map<String, Object>) rule).map(rule -> new Violation(
                (String) rule.get("id"), (String) rule.get("impact"), (String) rule.get("help"), (String) rule.get("helpUrl"),
                ((List<Map<String, Object>>) rule.get("nodes")).stream()
                        .map(node -> new Violation.Node((String) node.get("target"), (String) node.get("html"), (String) node.get("summary")))
                        .toList()))
                .toList();
    }

    private static String source() {
        String loaded = source;
        if (loaded == null) {
            try (InputStream in = Axe.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing from the test classpath");
                }
                loaded = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException cannotRead) {
                throw new UncheckedIOException(cannotRead);
            }
            if (!loaded.startsWith("/*! axe v" + VERSION)) {
                throw new IllegalStateException(RESOURCE + " is not axe-core " + VERSION);
            }
            source = loaded;
        }
        return loaded;
    }
}
