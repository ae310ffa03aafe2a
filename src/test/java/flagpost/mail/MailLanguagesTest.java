package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.words.Language;
import flagpost.words.Ranks;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * Every email goes out in its recipient's language, composed through the real composer from the store: the two players
 * of one game may read different languages, an invitee who has not chosen one reads the inviter's, and a subject
 * outside ASCII goes out encoded.
 */
@QuarkusTest
class MailLanguagesTest {

    @Inject
    Play play;

    @Inject
    MailProbe probe;

    @Test
    void theTwoPlayersOfOneGameEachReadTheirOwnLanguage() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
        long id = ServiceGames.startedGame(Variant.BARRAGE, GameOptions.DEFAULT, script.red(), script.blue());
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // the mover's confirmation too
        probe.language(id, Side.RED, Language.ES);
        probe.language(id, Side.BLUE, Language.UZ);
        play.move(id, Side.RED, 0, script.moves().get(0));

        List<MailProbe.Composed> mails = probe.composeAll(id);
        MailMessage played = only(mails, NotificationKind.MOVE_PLAYED, Side.RED);
        assertEquals("Flagpost: Alice contra Bob — movimiento hecho", played.subject());
        assertTrue(played.text().startsWith("Hola, Alice:\n\nTu movimiento está registrado."), played.text());
        assertTrue(played.text().contains("Ahora le toca a Bob; te escribiremos cuando haya movido. Tu tablero, cuando quieras:"),
                played.text());
        assertTrue(played.text().contains("Partida " + id + " de Flagpost, movimiento 1"), played.text());
        assertTrue(played.html().contains("<html lang=\"es\">"));
        assertTrue(played.html().contains("Ahora le toca a <strong>Bob</strong>; te escribiremos"), played.html());
        assertTrue(played.html().contains(">Abrir la partida</a>"), played.html());
        assertTrue(played.text().contains(Ranks.name(Language.ES, Rank.MARSHAL)), "the legend names the ranks in Spanish");

        MailMessage yourMove = only(mails, NotificationKind.YOUR_MOVE, Side.BLUE);
        assertEquals("Flagpost: Alice va Bob — navbat sizda", yourMove.subject());
        assertTrue(yourMove.text().startsWith("Assalomu alaykum, Bob!\n\nAlice yurdi: navbat sizda."), yourMove.text());
        assertTrue(yourMove.text().contains("Yurishingizni shu yerda qiling:"), yourMove.text());
        assertTrue(yourMove.text().contains("Muddatingiz: "), yourMove.text());
        assertTrue(yourMove.html().contains("<html lang=\"uz\">"));
        assertTrue(yourMove.html().contains("<strong>Alice</strong> yurdi: navbat sizda."), yourMove.html());
        assertTrue(yourMove.html().contains("aria-label=\"Taxta "), "the board's own labels are Uzbek too");
        assertTrue(yourMove.text().contains(Ranks.name(Language.UZ, Rank.FLAG)), "the legend names the Flag in Uzbek");

        for (MailProbe.Composed mail : mails) {
            String text = mail.mail().text();
            if (mail.to() == Side.RED) {
                assertTrue(text.startsWith("Hola"), mail.kind() + " to Red: " + text);
            } else if (mail.kind() != NotificationKind.INVITATION) { // the invitation greets plainly, in the seat's language too
                assertTrue(text.startsWith("Assalomu alaykum"), mail.kind() + " to Blue: " + text);
            }
            assertFalse(text.contains("The links in this email act for you"), mail.kind() + " to " + mail.to() + " has an English footer");
        }
    }

    @Test
    void anInviteeWhoHasNotChosenReadsTheInvitersLanguageUntilTheyDo() {
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT); // Bob (Blue) has chosen no language
        probe.language(id, Side.RED, Language.ES);

        List<MailProbe.Composed> mails = probe.composeAll(id);
        MailMessage invitation = only(mails, NotificationKind.INVITATION, Side.BLUE);
        assertEquals("Una invitación para jugar a Stratego en Flagpost", invitation.subject());
        assertTrue(invitation.text().startsWith("Hola:\n"), invitation.text());
        assertTrue(only(mails, NotificationKind.SETUP_NEEDED, Side.BLUE).text().contains("Coloca tus piezas aquí:"));

        probe.language(id, Side.BLUE, Language.UZ);
        MailMessage setup = only(probe.composeAll(id), NotificationKind.SETUP_NEEDED, Side.BLUE);
        assertEquals("Flagpost: Alice va Bob — donalaringizni joylashtiring", setup.subject());
        assertTrue(setup.text().contains("Donalaringizni shu yerda joylashtiring:"), setup.text());

        probe.language(id, Side.RED, null);
        probe.language(id, Side.BLUE, null);
        assertEquals("Flagpost: Alice vs Bob — set up your pieces", only(probe.composeAll(id), NotificationKind.SETUP_NEEDED, Side.BLUE)
                .subject(), "nobody chose: English");
    }

    @Test
    void aSubjectOutsideAsciiGoesOutEncodedAsUtf8AndReadsBackTheSame() throws Exception {
        for (Language language : List.of(Language.ES, Language.UZ)) {
            MailMessage over = MailFixtures.write(MailFixtures.facts(NotificationKind.GAME_OVER).inLanguage(language));
            MimeMessage mime = MimeConversion.toMime(Session.getInstance(new Properties()), over, MailFixtures.START);
            String raw = mime.getHeader("Subject")[0];
            assertTrue(raw.startsWith("=?UTF-8?"), language + ": " + raw);
            assertEquals(over.subject(), mime.getSubject());
        }
        assertEquals("Flagpost: Alice va Bob — oʻyin tugadi",
                MailHeaders.subject(Language.UZ, "Alice", "Bob", NotificationKind.GAME_OVER));
        assertEquals("Re: Flagpost: Alice contra Bob", MailHeaders.subject(Language.ES, "Alice", "Bob", NotificationKind.REPLY_REFUSED));
    }

    private static MailMessage only(List<MailProbe.Composed> mails, NotificationKind kind, Side to) {
        List<MailMessage> found = mails.stream().filter(m -> m.kind() == kind && m.to() == to).map(MailProbe.Composed::mail).toList();
        assertEquals(1, found.size(), kind + " to " + to + ": " + found.size());
        return found.get(0);
    }
}
