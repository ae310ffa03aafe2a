package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.NotificationKind;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The committed {@code src/test/resources/mail-examples/<KIND>.eml}, one rendered example of each kind, are what
 * players get: reviewers read them (or open them in a mail client). Each test run renders every kind from
 * {@link MailFixtures} into {@code target/mail-examples/} (with the HTML and text parts apart, for a browser) and
 * compares it with the committed file, the Date header, Message-IDs and link tokens masked. So a change to an
 * email shows up as a failing test until the examples are regenerated and reviewed:
 * {@code ./mvnw -B test -Dtest=MailExamplesTest -Dflagpost.mail-examples.regenerate=true}.
 */
@QuarkusTest
class MailExamplesTest {

    static final Path COMMITTED = Path.of("src/test/resources/mail-examples");
    static final Path RENDERED = Path.of("target/mail-examples");
    static final String REGENERATE = "flagpost.mail-examples.regenerate";

    private static final Pattern DATE = Pattern.compile("(?m)^Date: .*$");
    private static final Pattern MESSAGE_ID = Pattern.compile("(?m)^(Message-ID|In-Reply-To|References): .*$");
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}");

    @Test
    void everyKindMatchesItsCommittedExample() throws IOException {
        boolean regenerate = Boolean.getBoolean(REGENERATE);
        Files.createDirectories(RENDERED);
        for (NotificationKind kind : NotificationKind.values()) {
            MailMessage message;
            String eml;
            if (kind == NotificationKind.INVITATION_CONFIRM) {
                message = InvitationConfirmMail.write(MailFixtures.invitationConfirm(), MailFixtures.FROM, null, MailFixtures.DOMAIN);
                eml = Eml.render(message, MailFixtures.START);
            } else if (kind == NotificationKind.DAILY_DIGEST) {
                message = DigestMail.write(MailFixtures.digest(2), MailFixtures.FROM, null, MailFixtures.DOMAIN);
                eml = Eml.render(message, MailFixtures.START);
            } else if (kind.addressesPlayer()) { // about a player, not a game: facts of its own
                message = GamesListMail.write(MailFixtures.gamesList(), MailFixtures.FROM, null, MailFixtures.DOMAIN);
                eml = Eml.render(message, MailFixtures.START);
            } else {
                MailFacts facts = MailFixtures.facts(kind);
                message = MailFixtures.write(facts);
                eml = Eml.render(message, facts.createdAt());
            }
            Files.writeString(RENDERED.resolve(kind.name() + ".eml"), eml, StandardCharsets.UTF_8);
            Files.writeString(RENDERED.resolve(kind.name() + ".html"), message.html(), StandardCharsets.UTF_8);
            Files.writeString(RENDERED.resolve(kind.name() + ".txt"), message.text(), StandardCharsets.UTF_8);
            Path committed = COMMITTED.resolve(kind.name() + ".eml");
            if (regenerate) {
                Files.writeString(committed, eml, StandardCharsets.UTF_8);
            }
            assertTrue(Files.exists(committed), committed + " is missing: regenerate the examples with -D" + REGENERATE + "=true");
            assertEquals(masked(Files.readString(committed, StandardCharsets.UTF_8)), masked(eml),
                    kind + " differs from " + committed + " (rendered: " + RENDERED.resolve(kind.name() + ".eml")
                            + "); if the change is intended, regenerate the examples with -D" + REGENERATE + "=true and review the diff");
        }
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
