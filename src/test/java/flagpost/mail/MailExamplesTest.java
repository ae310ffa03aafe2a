package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.inbound.MessageText;
import flagpost.words.ReplyCommand;
import flagpost.store.NotificationKind;
import flagpost.words.Language;
import flagpost.words.ReplyCommands;
import flagpost.words.Markup;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    /** The suffix of the examples written by a server that reads replies by email. */
    static final String REPLIES = ".replies";

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
            compare(kind.name(), example.message(), Eml.render(example.message(), example.date()), rendered, examples, regenerate);
            if (kind != NotificationKind.INVITATION_CONFIRM && kind != NotificationKind.DAILY_DIGEST && !kind.addressesPlayer()) {
                // The same email from a server that reads replies: its Reply-To is the seat's address, and it says how to reply.
                MailFacts facts = MailFixtures.facts(kind).inLanguage(language);
                MailMessage withReplies = MailFixtures.writeWithReplies(facts);
                compare(kind.name() + REPLIES, withReplies, Eml.render(withReplies, facts.createdAt()), rendered, examples, regenerate);
            }
        }
    }

    /** Writes one rendered example beside its parts, and compares it with (or, regenerating, writes) the committed one. */
    private static void compare(String name, MailMessage message, String eml, Path rendered, Path examples, boolean regenerate)
            throws IOException {
        Files.writeString(rendered.resolve(name + ".eml"), eml, StandardCharsets.UTF_8);
        Files.writeString(rendered.resolve(name + ".html"), message.html(), StandardCharsets.UTF_8);
        Files.writeString(rendered.resolve(name + ".txt"), message.text(), StandardCharsets.UTF_8);
        Path committed = examples.resolve(name + ".eml");
        if (regenerate) {
            Files.writeString(committed, eml, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(committed), committed + " is missing: regenerate the examples with -D" + REGENERATE + "=true");
        assertEquals(masked(Files.readString(committed, StandardCharsets.UTF_8)), masked(eml),
                name + " differs from " + committed + " (rendered: " + rendered.resolve(name + ".eml")
                        + "); if the change is intended, regenerate the examples with -D" + REGENERATE + "=true and review the diff");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void withRepliesOnTheEmailsAReplyCanAnswerSayHowBesideTheirLinkAndNoneDoesWithout(Language language) {
        MailBundle words = MailWords.of(language);
        for (NotificationKind kind : NotificationKind.values()) {
            if (kind == NotificationKind.INVITATION_CONFIRM || kind == NotificationKind.DAILY_DIGEST || kind.addressesPlayer()) {
                continue;
            }
            MailFacts facts = MailFixtures.facts(kind).inLanguage(language);
            MailMessage without = MailFixtures.write(facts);
            MailMessage with = MailFixtures.writeWithReplies(facts);
            String hint = switch (kind) {
                case INVITATION, REMATCH, DRAW_OFFERED, PAUSE_ASKED -> words.replyHintAnswer(words.replyWord(ReplyCommands.wordOf(language,
                        new ReplyCommand.Accept())), words.replyWord(ReplyCommands.wordOf(language, new ReplyCommand.Decline())));
                case SETUP_NEEDED -> words.replyHintSetup();
                case YOUR_MOVE, REMINDER -> words.replyHintMove(words.replyWord("e3-e4"), words.replyWord(ReplyCommands.wordOf(language,
                        new ReplyCommand.Draw())), words.replyWord(ReplyCommands.wordOf(language, new ReplyCommand.Resign())),
                        words.replyWord(ReplyCommands.wordOf(language, new ReplyCommand.Board())));
                // Red moves first: the game-started example is Red's, so it is the reader's turn.
                case GAME_STARTED -> words.replyHintMove(words.replyWord("e3-e4"), words.replyWord(ReplyCommands.wordOf(language,
                        new ReplyCommand.Draw())), words.replyWord(ReplyCommands.wordOf(language, new ReplyCommand.Resign())),
                        words.replyWord(ReplyCommands.wordOf(language, new ReplyCommand.Board())));
                case MOVE_PLAYED, DRAW_DECLINED, VACATION_STARTED, VACATION_ENDED, PAUSE_DECLINED, GAME_PAUSED, GAME_RESUMED, FRESH_LINKS ->
                        words.replyHintFooter();
                default -> null;
            };
            assertTrue(with.replyTo().startsWith("play+"), kind + ": " + with.replyTo());
            for (String any : List.of(words.replyHintFooter(), words.replyHintSetup(), words.replyHintAnswer("", "").substring(0, 12))) {
                assertFalse(without.text().contains(any) || without.html().contains(Markup.escape(any)), kind + " without replies: " + any);
            }
            if (hint == null) {
                assertFalse(with.text().contains(words.replyHintFooter()), kind.name());
                continue;
            }
            assertTrue(with.text().contains(hint), kind + " in " + language + " says how to reply: " + hint + "\n" + with.text());
            String html = MessageText.fromHtml(with.html()).replaceAll("\\s+", " ");
            assertTrue(html.contains(hint), kind + " in " + language + ", html: " + hint + "\n" + html);
            if (hint.equals(words.replyHintFooter())) {
                assertTrue(with.text().indexOf(hint) > with.text().indexOf("\n-- \n"), kind + ": at the foot");
            } else {
                String link = with.text().lines().filter(line -> line.startsWith("https://")).findFirst().orElseThrow();
                int after = with.text().indexOf(link) + link.length() + 1;
                assertEquals(after, with.text().indexOf(hint), kind + ": the line right after the link");
            }
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
