package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.NotificationKind;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Regenerates {@code src/test/resources/mail-examples/<KIND>.eml}, one rendered example of each kind,
 * so reviewers can read (or open in a mail client) exactly what players get. The examples come from
 * {@link MailFixtures}: fixed ids, times and link key, so a file changes only when the mail does.
 * The HTML parts also land in {@code target/mail-examples/} for viewing in a browser.
 */
@QuarkusTest
class MailExamplesTest {

    static final Path EXAMPLES = Path.of("src/test/resources/mail-examples");
    static final Path HTML = Path.of("target/mail-examples");

    @Test
    void everyKindHasAnExampleFile() throws IOException {
        Files.createDirectories(EXAMPLES);
        Files.createDirectories(HTML);
        for (NotificationKind kind : NotificationKind.values()) {
            MailMessage message;
            String eml;
            if (kind == NotificationKind.INVITATION_CONFIRM) {
                message = InvitationConfirmMail.write(MailFixtures.invitationConfirm(), MailFixtures.FROM, null, MailFixtures.DOMAIN);
                eml = Eml.render(message, MailFixtures.START);
            } else if (kind.addressesPlayer()) { // about a player, not a game: facts of its own
                message = GamesListMail.write(MailFixtures.gamesList(), MailFixtures.FROM, null, MailFixtures.DOMAIN);
                eml = Eml.render(message, MailFixtures.START);
            } else {
                MailFacts facts = MailFixtures.facts(kind);
                message = MailFixtures.write(facts);
                eml = Eml.render(message, facts.createdAt());
            }
            Path file = EXAMPLES.resolve(kind.name() + ".eml");
            Files.writeString(file, eml, StandardCharsets.UTF_8);
            Files.writeString(HTML.resolve(kind.name() + ".html"), message.html(), StandardCharsets.UTF_8);
            Files.writeString(HTML.resolve(kind.name() + ".txt"), message.text(), StandardCharsets.UTF_8);
            assertTrue(Files.size(file) > 500, file + " looks empty");
        }
    }
}
