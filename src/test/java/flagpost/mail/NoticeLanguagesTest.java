package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import flagpost.words.Times;
import io.quarkus.test.junit.QuarkusTest;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The invitation, account and event emails ({@link NoticeBundle}) in Spanish and Uzbek: each kind rendered from the
 * example facts of {@link MailFixtures} in the recipient's language, both parts, with a sentence of its own and (where
 * the mail names one) its date in that language. The English of the same kinds is held byte for byte by
 * {@link MailExamplesTest}.
 */
@QuarkusTest
class NoticeLanguagesTest {

    /** A sentence each kind says, in Spanish, as the text part has it (the example's opponent is Alice or Bob). */
    private static final Map<NotificationKind, String> SPANISH = new EnumMap<>(Map.ofEntries(
            Map.entry(NotificationKind.INVITATION, "Alice te invita a una partida de"),
            Map.entry(NotificationKind.INVITATION_DECLINED, "Bob rechazó tu invitación a una partida de"),
            Map.entry(NotificationKind.INVITATION_LAPSED, "Bob no respondió a tiempo a tu invitación"),
            Map.entry(NotificationKind.FRESH_LINKS, "Pediste un enlace nuevo a tu partida de"),
            Map.entry(NotificationKind.REMATCH, "Alice te propone la revancha"),
            Map.entry(NotificationKind.VACATION_STARTED, "Alice está de vacaciones hasta el "),
            Map.entry(NotificationKind.VACATION_ENDED, "Alice ha vuelto de vacaciones"),
            Map.entry(NotificationKind.PAUSE_ASKED, "Alice pide pausar esta partida."),
            Map.entry(NotificationKind.PAUSE_DECLINED, "Bob rechazó tu petición de pausar la partida"),
            Map.entry(NotificationKind.GAME_PAUSED, "Bob aceptó: la partida está en pausa"),
            Map.entry(NotificationKind.GAME_RESUMED, "Alice reanudó la partida")));

    private static final Map<NotificationKind, String> UZBEK = new EnumMap<>(Map.ofEntries(
            Map.entry(NotificationKind.INVITATION, "Alice sizni Flagpostda elektron pochta orqali Stratego oʻynashga taklif qilmoqda"),
            Map.entry(NotificationKind.INVITATION_DECLINED, "Bob oʻyin taklifingizni rad etdi"),
            Map.entry(NotificationKind.INVITATION_LAPSED, "taklifingizga oʻz vaqtida javob bermadi"),
            Map.entry(NotificationKind.FRESH_LINKS, "Siz oʻyiningiz uchun yangi havola soʻradingiz"),
            Map.entry(NotificationKind.REMATCH, "Alice qayta oʻynashni taklif qilmoqda"),
            Map.entry(NotificationKind.VACATION_STARTED, "Alice taʼtilda, qaytish kuni: "),
            Map.entry(NotificationKind.VACATION_ENDED, "Alice taʼtildan qaytdi"),
            Map.entry(NotificationKind.PAUSE_ASKED, "Alice bu oʻyinni pauza qilishni soʻramoqda."),
            Map.entry(NotificationKind.PAUSE_DECLINED, "Bob oʻyinni pauza qilish haqidagi soʻrovingizni rad etdi"),
            Map.entry(NotificationKind.GAME_PAUSED, "Bob rozi boʻldi: oʻyin pauzada"),
            Map.entry(NotificationKind.GAME_RESUMED, "Alice oʻyinni davom ettirdi")));

    /** English sentences of the same kinds that must not survive in a translated mail. */
    private static final String[] ENGLISH = { " invites you ", " declined your ", " did not answer ", "You asked for a fresh link",
        " proposes a rematch", " is on vacation ", " is back from vacation", " asks to pause ", " accepted: ", " resumed the game",
        "Accept or decline", "Open the game", "Links work for a limited time", "The game's page", "Answer on the game" };

    @Test
    void everyGameNoticeSpeaksSpanish() {
        SPANISH.forEach((kind, sentence) -> check(kind, Language.ES, sentence));
    }

    @Test
    void everyGameNoticeSpeaksUzbek() {
        UZBEK.forEach((kind, sentence) -> check(kind, Language.UZ, sentence));
    }

    private static void check(NotificationKind kind, Language language, String sentence) {
        MailFacts facts = in(MailFixtures.facts(kind), language);
        MailMessage message = MailFixtures.write(facts);
        assertTrue(message.text().contains(sentence), kind + " in " + language + " lacks \"" + sentence + "\":\n" + message.text());
        assertTrue(htmlText(message.html()).contains(sentence), kind + " in " + language + " (HTML) lacks \"" + sentence + "\":\n"
                + message.html());
        for (String english : ENGLISH) {
            assertFalse(message.text().contains(english), kind + " in " + language + " still says \"" + english + "\":\n" + message.text());
            assertFalse(message.html().contains(english), kind + " in " + language + " (HTML) still says \"" + english + "\"");
        }
        // The dates the mail names, in the reader's language (flagpost.words formats them).
        if (kind == NotificationKind.INVITATION || kind == NotificationKind.REMATCH) {
            String until = Times.when(language, facts.invitationExpiresAt());
            assertTrue(message.text().contains(until), kind + " in " + language + " lacks the date " + until);
        }
        if (kind == NotificationKind.VACATION_STARTED) {
            String day = Times.day(language, facts.deadline());
            assertTrue(message.text().contains(sentence + day), kind + " in " + language + " lacks the day " + day);
            assertTrue(message.html().contains("<strong>" + day + "</strong>"), kind + " in " + language + " (HTML) lacks the bold day");
        }
    }

    @Test
    void theInvitationOfASpanishInviterIsSpanishToAnAddressWithNoLanguage() {
        // Bob (Blue) never signed up: the composer gives the invitation the language of its creator, Alice (Red), here Spanish.
        MailFacts facts = in(MailFixtures.facts(NotificationKind.INVITATION), Language.ES);
        MailMessage message = MailFixtures.write(facts);
        assertTrue(message.text().contains("Alice te invita a una partida de "), message.text());
        assertTrue(message.text().contains("Acepta o rechaza la invitación aquí:"), message.text());
        assertTrue(message.text().contains("La invitación está abierta hasta el " + Times.when(Language.ES, facts.invitationExpiresAt())
                + ". Si no haces nada, caducará y no volveremos a escribirte sobre esta partida."), message.text());
        assertTrue(message.html().contains("<strong>Alice</strong> te invita a una partida de "), message.html());
        assertTrue(message.html().contains(">Aceptar o rechazar</a>"), message.html());
    }

    @Test
    void aHostileNameStaysEscapedInATranslatedSentence() {
        MailFacts facts = in(MailFixtures.withNames(MailFixtures.facts(NotificationKind.PAUSE_ASKED), "<b>Eve's</b> & co", "Bob"),
                Language.ES);
        MailMessage message = MailFixtures.write(facts);
        assertTrue(message.html().contains("<strong>&lt;b&gt;Eve&#39;s&lt;/b&gt; &amp; co</strong> pide pausar esta partida."), message.html());
        assertFalse(message.html().contains("<b>Eve"), message.html());
        assertTrue(message.text().contains("<b>Eve's</b> & co pide pausar esta partida."), message.text());
    }

    @Test
    void theDigestWithTwoGamesInSpanishAndUzbek() {
        MailMessage spanish = DigestMail.write(MailFixtures.templates(), digest(Language.ES), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpost: te toca mover en 2 partidas (lunes 2 de marzo de 2026)", spanish.subject());
        assertTrue(spanish.text().startsWith("Hola, Bob:\n\nEste es tu resumen diario de Flagpost: te toca mover en 2 partidas."),
                spanish.text());
        assertEquals(2, count(spanish.text(), "== Contra Alice: "), spanish.text());
        assertEquals(2, count(spanish.text(), "Haz tu movimiento aquí:"), spanish.text());
        assertTrue(spanish.html().contains("<html lang=\"es\">"), spanish.html());
        assertTrue(spanish.html().contains("te toca mover en <strong>2 partidas</strong>."), spanish.html());
        assertEquals(2, count(spanish.html(), ">Hacer tu movimiento</a>"), spanish.html());
        assertTrue(spanish.html().contains(">Cambiar qué correos recibes</a>"), spanish.html());

        MailMessage uzbek = DigestMail.write(MailFixtures.templates(), digest(Language.UZ), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpost: 2 ta oʻyinda navbat sizda (2026-yil 2-mart, dushanba)", uzbek.subject());
        assertTrue(uzbek.text().startsWith("Assalomu alaykum, Bob!\n\nBu Flagpostdan kundalik xulosangiz: 2 ta oʻyinda navbat sizda."), uzbek.text());
        assertEquals(2, count(uzbek.text(), "== Alice bilan: "), uzbek.text());
        assertTrue(uzbek.html().contains("<html lang=\"uz\">"), uzbek.html());
        assertEquals(2, count(uzbek.html(), ">Yurish qilish</a>"), uzbek.html());

        MailMessage one = DigestMail.write(MailFixtures.templates(), withGames(digest(Language.ES), 1), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpost: te toca mover en una partida (lunes 2 de marzo de 2026)", one.subject());
    }

    @Test
    void theGamesListInSpanishAndUzbek() {
        GamesListMail.Facts example = MailFixtures.gamesList();
        MailMessage spanish = GamesListMail.write(MailFixtures.templates(), new GamesListMail.Facts(example.notificationId(), example.playerId(), example.email(),
                example.displayName(), example.games(), example.gamesUrl(), Language.ES), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpost: enlaces a tus partidas", spanish.subject());
        assertTrue(spanish.text().contains("Tienes 3 partidas en Flagpost;"), spanish.text());
        assertTrue(spanish.text().contains("no reenvíes este correo."), spanish.text());
        assertTrue(spanish.html().contains(">Mis partidas</a>"), spanish.html());
        MailMessage uzbek = GamesListMail.write(MailFixtures.templates(), new GamesListMail.Facts(example.notificationId(), example.playerId(), example.email(),
                "", 1, example.gamesUrl(), Language.UZ), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpost: oʻyinlaringizga havolalar", uzbek.subject());
        assertTrue(uzbek.text().startsWith("Assalomu alaykum!\n\n"), uzbek.text());
        assertTrue(uzbek.text().contains("Flagpostda sizda bitta oʻyin bor;"), uzbek.text());
        assertTrue(uzbek.html().contains(">Mening oʻyinlarim</a>"), uzbek.html());
    }

    @Test
    void theStartConfirmationInSpanishAndUzbekKeepsItsFixedSubject() {
        InvitationConfirmMail.Facts example = MailFixtures.invitationConfirm();
        MailMessage spanish = InvitationConfirmMail.write(MailFixtures.templates(), confirm(example, Language.ES), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Confirma tu partida en Flagpost", spanish.subject());
        assertTrue(spanish.text().contains("con el nombre «Alice»."), spanish.text());
        assertTrue(spanish.text().contains("Antes de escribir a bob@example.com, confirma que fuiste tú:"), spanish.text());
        assertTrue(spanish.html().contains(">Confirmar y enviar la invitación</a>"), spanish.html());
        MailMessage uzbek = InvitationConfirmMail.write(MailFixtures.templates(), confirm(example, Language.UZ), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpostdagi oʻyiningizni tasdiqlang", uzbek.subject());
        assertTrue(uzbek.text().contains("«Alice» nomi bilan yangi oʻyin boshlamoqchi boʻldi"), uzbek.text());
        assertTrue(uzbek.html().contains("ushbu xatni eʼtiborsiz qoldiring"), uzbek.html());
        // Whatever was typed as the name stays out of the subject in every language.
        MailMessage typed = InvitationConfirmMail.write(MailFixtures.templates(), new InvitationConfirmMail.Facts(example.notificationId(), example.playerId(),
                example.email(), "Win a prize", example.opponentEmail(), example.terms(), example.confirmUrl(), example.doNotInviteUrl(),
                Language.UZ), MailFixtures.FROM, null, MailFixtures.DOMAIN);
        assertEquals("Flagpostdagi oʻyiningizni tasdiqlang", typed.subject());
    }

    private static InvitationConfirmMail.Facts confirm(InvitationConfirmMail.Facts f, Language language) {
        return new InvitationConfirmMail.Facts(f.notificationId(), f.playerId(), f.email(), f.creatorName(), f.opponentEmail(), f.terms(),
                f.confirmUrl(), f.doNotInviteUrl(), language);
    }

    private static DigestMail.Facts digest(Language language) {
        DigestMail.Facts f = MailFixtures.digest(2);
        return new DigestMail.Facts(f.notificationId(), f.playerId(), f.email(), f.displayName(), f.day(),
                f.games().stream().map(game -> in(game, language)).toList(), f.settingsUrl(), language);
    }

    private static DigestMail.Facts withGames(DigestMail.Facts f, int games) {
        return new DigestMail.Facts(f.notificationId(), f.playerId(), f.email(), f.displayName(), f.day(), f.games().subList(0, games),
                f.settingsUrl(), f.language());
    }

    /** The same facts for a recipient who reads {@code language}. */
    static MailFacts in(MailFacts f, Language language) {
        return new MailFacts(f.notificationId(), f.previousNotificationId(), f.gameId(), f.kind(), f.ply(), f.recipientSeat(),
                f.recipientEmail(), f.redName(), f.blueName(), f.creatorSeat(), f.numbering(), f.variant(), f.daysPerMove(), f.view(),
                f.createdAt(), f.deadline(), f.invitationExpiresAt(), f.result(), f.links(), language);
    }

    /** The HTML with its tags removed, so a sentence with a bold name reads as the text part has it. */
    private static String htmlText(String html) {
        return html.replaceAll("<[^>]+>", "");
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
