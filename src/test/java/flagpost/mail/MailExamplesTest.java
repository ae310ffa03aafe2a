package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The committed {@code src/test/resources/mail-examples/<KIND>.eml}, one rendered example of each kind, are what
 * players get: reviewers read them (or open them in a mail client). Each test run renders every kind from
 * {@link MailFixtures} into {@code target/mail-examples/} (with the HTML and text parts apart, for a browser) and
 * compares it with the committed file, the Date header, Message-IDs and link tokens masked. So a change to an
 * email shows up as a failing test until the examples are regenerated and reviewed:
 * {@code ./mvnw -B test -Dtest=MailExamplesTest -Dflagpost.mail-examples.regenerate=true}.
 *
 * <p>English examples sit at the top of the folder; the same examples for a Spanish and an Uzbek reader sit in
 * {@code es/} and {@code uz/}, rendered from the same facts in those languages.
 */
@QuarkusTest
class MailExamplesTest {

    static final Path COMMITTED = Path.of("src/test/resources/mail-examples");
    static final Path RENDERED = Path.of("target/mail-examples");
    static final String REGENERATE = "flagpost.mail-examples.regenerate";

    private static final Pattern DATE = Pattern.compile("(?m)^Date: .*$");
    private static final Pattern MESSAGE_ID = Pattern.compile("(?m)^(Message-ID|In-Reply-To|References): .*$");
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}");

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyKindMatchesItsCommittedExample(Language language) throws IOException {
        boolean regenerate = Boolean.getBoolean(REGENERATE);
        Path rendered = folder(RENDERED, language);
        Path examples = folder(COMMITTED, language);
        Files.createDirectories(rendered);
        Files.createDirectories(examples);
        for (NotificationKind kind : NotificationKind.values()) {
            MailFixtures.Example example = MailFixtures.example(kind, language);
            MailMessage message = example.message();
            String eml = Eml.render(message, example.date());
            Files.writeString(rendered.resolve(kind.name() + ".eml"), eml, StandardCharsets.UTF_8);
            Files.writeString(rendered.resolve(kind.name() + ".html"), message.html(), StandardCharsets.UTF_8);
            Files.writeString(rendered.resolve(kind.name() + ".txt"), message.text(), StandardCharsets.UTF_8);
            Path committed = examples.resolve(kind.name() + ".eml");
            if (regenerate) {
                Files.writeString(committed, eml, StandardCharsets.UTF_8);
            }
            assertTrue(Files.exists(committed), committed + " is missing: regenerate the examples with -D" + REGENERATE + "=true");
            assertEquals(masked(Files.readString(committed, StandardCharsets.UTF_8)), masked(eml),
                    kind + " differs from " + committed + " (rendered: " + rendered.resolve(kind.name() + ".eml")
                            + "); if the change is intended, regenerate the examples with -D" + REGENERATE + "=true and review the diff");
        }
    }

    /** English at the top, every other language in a folder named by its code. */
    private static Path folder(Path root, Language language) {
        return language == Language.EN ? root : root.resolve(language.code());
    }

    @Test
    void theMaskHidesOnlyDatesIdsAndTokens() {
        String eml = "Date: Mon, 2 Mar 2026 09:00:00 GMT\r\nMessage-ID: <n105.g42@flagpost.example>\r\nTo: <bob@example.com>\r\n\r\n"
                + "https://flagpost.example/play/AQJleAEAAAAAAAAAKgIAAAAAaaVRkAAAAABpzN6Q.TJN2bimuYrPcjaa2Qt8bZdckBiXQow2k0mxDteQNWoI Bob\r\n";
        assertEquals("Date: <date>\r\nMessage-ID: <ids>\r\nTo: <bob@example.com>\r\n\r\nhttps://flagpost.example/play/<token> Bob\r\n", masked(eml));
    }

    static String masked(String eml) {
        String text = DATE.matcher(eml).replaceAll("Date: <date>");
        text = MESSAGE_ID.matcher(text).replaceAll("$1: <ids>");
        return TOKEN.matcher(text).replaceAll("<token>");
    }
}
