package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.NotificationKind;
import flagpost.support.Axe;
import flagpost.support.Browser;
import flagpost.support.Browser.Viewport;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/**
 * axe-core on the HTML part of every kind of email, in every language, as the pages are checked: no violation of
 * serious or critical impact (a footer of grey too light on white was one). One browser for all of them, and one
 * document per language: each email's body, with its own background and language, as a section named by its kind
 * ({@code DRAW_DECLINED}), so axe runs three times, not once per email (each run costs seconds on two cores). The
 * document is opened as a {@code data:} URL: the emails are checked exactly as composed, with no server in between.
 */
@QuarkusTest
@Tag("browser")
class MailAccessibilityTest {

    private static final Pattern BODY = Pattern.compile("<body( style=\"[^\"]*\")?>(.*)</body>", Pattern.DOTALL);

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
    void everyEmailPassesAxeInEveryLanguage() {
        List<String> failing = new ArrayList<>();
        for (Language language : Language.values()) {
            Map<NotificationKind, String> emails = new EnumMap<>(NotificationKind.class);
            for (NotificationKind kind : NotificationKind.values()) {
                emails.put(kind, MailFixtures.example(kind, language).message().html());
            }
            failing.addAll(violations(language, emails));
        }
        assertEquals(List.of(), failing, "axe-core " + Axe.VERSION + " on the emails' HTML parts");
    }

    @Test
    void aPlantedFooterOfTooLightGreyFailsNamingItsEmail() {
        String html = MailFixtures.example(NotificationKind.YOUR_MOVE, Language.ES).message().html()
                .replace("</div>\n</body>", "<p style=\"font-size:12px;color:#aaaaaa\">Partida 42 de Flagpost</p></div>\n</body>");
        assertTrue(html.contains("#aaaaaa"), "the planted paragraph is in the email");
        Map<NotificationKind, String> emails = new EnumMap<>(NotificationKind.class);
        emails.put(NotificationKind.GAME_STARTED, MailFixtures.example(NotificationKind.GAME_STARTED, Language.ES).message().html());
        emails.put(NotificationKind.YOUR_MOVE, html);
        List<String> found = violations(Language.ES, emails);
        assertTrue(found.stream().anyMatch(violation -> violation.startsWith("es YOUR_MOVE: serious color-contrast")),
                String.join("\n", found));
        assertTrue(found.stream().noneMatch(violation -> violation.contains("GAME_STARTED")), String.join("\n", found));
    }

    /** Each serious or critical violation axe finds in the {@code emails} of one language, in words. */
    private static List<String> violations(Language language, Map<NotificationKind, String> emails) {
        StringBuilder document = new StringBuilder("<!DOCTYPE html><html lang=\"" + language.code()
                + "\"><head><meta charset=\"utf-8\"><title>Flagpost emails</title></head><body style=\"margin:0\">");
        emails.forEach((kind, html) -> {
            Matcher body = BODY.matcher(html);
            assertTrue(body.find(), kind + " has a body");
            String lang = html.substring(html.indexOf("lang=\"") + 6, html.indexOf('"', html.indexOf("lang=\"") + 6));
            document.append("<section id=\"").append(kind).append("\" lang=\"").append(lang).append('"')
                    .append(body.group(1) == null ? "" : body.group(1)).append('>').append(body.group(2)).append("</section>");
        });
        document.append("</body></html>");
        browser.open("data:text/html;charset=utf-8;base64,"
                + Base64.getEncoder().encodeToString(document.toString().getBytes(StandardCharsets.UTF_8)));
        List<String> found = new ArrayList<>();
        for (Axe.Violation violation : Axe.violations(browser.driver())) {
            if (violation.fails()) {
                for (Axe.Violation.Node node : violation.nodes()) {
                    found.add(language.code() + " " + emailOf(node) + ": " + violation.impact() + " " + violation.rule() + " ("
                            + violation.help() + ")\n    " + node.html() + "\n    " + node.summary().replace("\n", "\n    "));
                }
            }
        }
        return found;
    }

    /** The kind of email whose section holds the element axe names. */
    private static String emailOf(Axe.Violation.Node node) {
        Object section = ((JavascriptExecutor) browser.driver()).executeScript(
                "var found = document.querySelector(arguments[0]); var section = found && found.closest('section');"
                        + " return section ? section.id : 'outside every email';", node.target());
        return String.valueOf(section);
    }
}
