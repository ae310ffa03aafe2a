package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.bot.Level;
import flagpost.game.ComputerTurns;
import flagpost.game.Deadlines;
import flagpost.game.GameActionException;
import flagpost.game.Invitations;
import flagpost.game.LinkRequestService;
import flagpost.game.NewGame;
import flagpost.game.Pauses;
import flagpost.game.Play;
import flagpost.game.Rematches;
import flagpost.game.Replies;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.game.StartRequests;
import flagpost.links.ReplyToken;
import flagpost.inbound.MessageText;
import flagpost.inbound.ReplyWords;
import flagpost.inbound.UnreadableMessageException;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.english.EnglishDetector;
import flagpost.words.Language;
import flagpost.words.Sentence;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * No English reaches a Spanish or Uzbek reader by email: every kind, its subject, its text part and its HTML part, sent
 * by SMTP to GreenMail and read back there, scanned by {@link EnglishDetector} (names, addresses, links, squares and
 * codes masked). Two ways in: every kind rendered once per language from {@link MailFixtures}' facts through the real
 * composer, and a game played through the services by a Spanish and an Uzbek player, whose mail (refusals of their
 * replies included: an unreadable one, one after the deadline) the real outbox composes from the store and sends.
 * The negative control plants one English sentence in each kind, and the scan must find it.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class NoEnglishInMailTest {

    private static final List<String> NAMES = List.of("Alice", "Bob");
    private static final String PLANTED = "Please wait here until the other player has moved.";

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    MailSender sender;

    @Inject
    OutboxRows outbox;

    @Inject
    MailProbe probe;

    @Inject
    Play play;

    @Inject
    Pauses pauses;

    @Inject
    Replies replies;

    @Inject
    Rematches rematches;

    @Inject
    Invitations invitations;

    @Inject
    StartRequests startRequests;

    @Inject
    ComputerTurns computerTurns;

    @Inject
    LinkRequestService linkRequests;

    @Inject
    Setups setups;

    @Inject
    Deadlines deadlines;

    @Inject
    TestClock clock;

    /** Every kind, as {@link MailExamplesTest} renders it for this language, sent and read back: no English anywhere. */
    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"ES", "UZ"})
    void everyKindFromTheExamplesFactsSaysNothingInEnglish(Language language) throws Exception {
        Map<NotificationKind, String> to = new LinkedHashMap<>();
        List<MailMessage> messages = new ArrayList<>();
        for (NotificationKind kind : NotificationKind.values()) {
            String address = "reader-" + UUID.randomUUID() + "@example.com";
            to.put(kind, address);
            messages.add(addressed(example(kind, language), address));
        }
        send(messages);
        List<String> problems = new ArrayList<>();
        for (Map.Entry<NotificationKind, String> sent : to.entrySet()) {
            problems.addAll(problems(sent.getKey().name(), received(sent.getValue()), language));
        }
        assertEquals(List.of(), problems, "English in " + language.code() + " mail");
    }

    /**
     * A game between a reader of {@code red} (Alice) and one of the other language (Bob), played through the services:
     * invitation, setups, moves with every move confirmed, a draw offered and declined, a pause asked, declined, taken and
     * ended, a reminder, replies refused (a move out of turn, an unreadable message, no command, a move after the
     * deadline, which times the game out), a rematch, fresh links and the games list; then a start confirmation and a
     * declined invitation. The outbox composes each from the store and sends it to GreenMail.
     */
    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"ES", "UZ"})
    void aGamePlayedByASpanishAndAnUzbekPlayerMailsThemNoEnglish(Language red) throws Exception {
        Language blue = red == Language.ES ? Language.UZ : Language.ES;
        long id = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        probe.language(id, Side.RED, red);
        probe.language(id, Side.BLUE, blue);
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE);
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        refusedReply(id, Side.RED, 1, null, () -> { // Red replies with a move while it is Bob's turn
            play.move(id, Side.RED, 1, Move.of("e5", "e6"));
            return "played";
        });
        refusedReply(id, Side.RED, 1, unreadable(), null);
        refusedReply(id, Side.BLUE, 1, null, null); // no command
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6"));
        play.offerDraw(id, Side.RED);
        play.declineDraw(id, Side.BLUE);
        pauses.ask(id, Side.RED);
        pauses.decline(id, Side.BLUE);
        pauses.ask(id, Side.BLUE);
        pauses.accept(id, Side.RED);
        pauses.resume(id, Side.RED);
        linkRequests.requestFreshLinks(id, Side.RED);
        linkRequests.requestGamesList(ServiceGames.playerId(id, Side.BLUE));
        clock.advance(Duration.ofDays(2).plusHours(12));
        deadlines.process(List.of(id)); // the reminder to Red
        clock.advance(Duration.ofDays(1));
        refusedReply(id, Side.RED, 2, null, () -> { // too late: the game times out, the reply is refused
            play.move(id, Side.RED, 2, Move.of("e5", "e6"));
            return "played";
        });
        rematches.propose(id, Side.BLUE);

        String creator = ServiceGames.uniqueEmail("alice");
        startRequests.start(new NewGame("Alice", creator, ServiceGames.uniqueEmail("bob"), Variant.DUEL, GameOptions.DEFAULT, 2,
                SeatChoice.RED), red);
        // A game against the computer: its confirmation, the setup, and the computer's answers name it in her language.
        String computerPlayer = ServiceGames.uniqueEmail("carmen");
        long againstComputer = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, computerPlayer, red);
        setups.submit(againstComputer, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(againstComputer, Side.RED, 0, Move.of("e4", "e5"));
        computerTurns.process(List.of(againstComputer));
        play.offerDraw(againstComputer, Side.RED);
        computerTurns.process(List.of(againstComputer));
        long declined = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                Variant.BARRAGE, GameOptions.DEFAULT, 5, SeatChoice.BLUE));
        probe.language(declined, Side.RED, red);
        probe.language(declined, Side.BLUE, red);
        invitations.decline(declined);

        outbox.drain();
        List<String> problems = new ArrayList<>();
        Set<NotificationKind> kinds = EnumSet.noneOf(NotificationKind.class);
        for (Side seat : Side.values()) {
            Language language = seat == Side.RED ? red : blue;
            List<MimeMessage> mails = GreenMailInbox.to(greenMail, ServiceGames.emailOf(id, seat));
            assertFalse(mails.isEmpty(), seat + " got mail");
            for (MimeMessage mail : mails) {
                problems.addAll(problems(seat + " " + mail.getSubject(), mail, language));
            }
        }
        outbox.forGame(id).forEach(row -> kinds.add(row.kind()));
        assertTrue(kinds.containsAll(EnumSet.of(NotificationKind.INVITATION, NotificationKind.SETUP_NEEDED, NotificationKind.GAME_STARTED,
                NotificationKind.YOUR_MOVE, NotificationKind.MOVE_PLAYED, NotificationKind.DRAW_OFFERED, NotificationKind.DRAW_DECLINED,
                NotificationKind.PAUSE_ASKED, NotificationKind.PAUSE_DECLINED, NotificationKind.GAME_PAUSED, NotificationKind.GAME_RESUMED,
                NotificationKind.FRESH_LINKS, NotificationKind.REMINDER, NotificationKind.REPLY_REFUSED, NotificationKind.GAME_OVER)),
                "the game's mail covers its kinds: " + kinds);
        assertEquals(4, outbox.forGame(id).stream().filter(row -> row.kind() == NotificationKind.REPLY_REFUSED).count(),
                "each refused reply was answered");
        assertTrue(outbox.forGame(againstComputer).stream().map(OutboxRows.Row::kind).toList().containsAll(List.of(
                NotificationKind.SETUP_NEEDED, NotificationKind.GAME_STARTED, NotificationKind.YOUR_MOVE, NotificationKind.DRAW_DECLINED)),
                "the game against the computer mailed its kinds: " + outbox.forGame(againstComputer));
        for (String address : List.of(creator, computerPlayer, ServiceGames.emailOf(declined, Side.BLUE),
                ServiceGames.emailOf(declined, Side.RED))) {
            List<MimeMessage> mails = GreenMailInbox.to(greenMail, address);
            assertFalse(mails.isEmpty(), address + " got mail");
            for (MimeMessage mail : mails) {
                problems.addAll(problems(address + " " + mail.getSubject(), mail, red));
            }
        }
        assertEquals(List.of(), problems, "English in the mail of a game between readers of " + red.code() + " and " + blue.code());
    }

    /** The negative control: one English sentence planted in each kind's subject, text and HTML, sent and read back, is found. */
    @Test
    void anEnglishSentencePlantedInEveryKindIsFound() throws Exception {
        Map<NotificationKind, String> to = new LinkedHashMap<>();
        List<MailMessage> messages = new ArrayList<>();
        for (NotificationKind kind : NotificationKind.values()) {
            String address = "planted-" + UUID.randomUUID() + "@example.com";
            to.put(kind, address);
            MailMessage clean = example(kind, Language.ES);
            String html = clean.html().replaceFirst("</p>", " " + PLANTED + "</p>");
            assertTrue(!html.equals(clean.html()), kind + " has a paragraph to plant in");
            messages.add(addressed(new MailMessage(clean.from(), clean.to(), clean.replyTo(), clean.subject() + " (" + PLANTED + ")",
                    clean.messageId(), clean.inReplyTo(), clean.references(), clean.headers(),
                    clean.text().replaceFirst("\n", "\n" + PLANTED + "\n"), html), address));
        }
        send(messages);
        for (Map.Entry<NotificationKind, String> sent : to.entrySet()) {
            MimeMessage mail = received(sent.getValue());
            assertFalse(EnglishDetector.find(subject(mail), NAMES).isEmpty(), sent.getKey() + ": the planted subject is found");
            for (GreenMailInbox.Part part : GreenMailInbox.parts(mail)) {
                boolean html = part.contentType().toLowerCase().startsWith("text/html");
                List<EnglishDetector.Hit> hits = html ? EnglishDetector.findInHtml(part.text(), NAMES) : EnglishDetector.find(part.text(), NAMES);
                assertFalse(hits.isEmpty(), sent.getKey() + ": the planted sentence is found in " + part.contentType());
            }
        }
    }

    // --- Helpers -------------------------------------------------------------------------------------------------

    /** The example of one kind in {@code language}, written by the real composer (or the player mails' own writers). */
    private static MailMessage example(NotificationKind kind, Language language) {
        return switch (kind) {
            case INVITATION_CONFIRM -> InvitationConfirmMail.write(MailFixtures.templates(), MailFixtures.invitationConfirm(language), MailFixtures.FROM, null,
                    MailFixtures.DOMAIN);
            case DAILY_DIGEST -> DigestMail.write(MailFixtures.templates(), MailFixtures.digest(2, language), MailFixtures.FROM, null, MailFixtures.DOMAIN);
            case MY_GAMES -> GamesListMail.write(MailFixtures.templates(), MailFixtures.gamesList(language), MailFixtures.FROM, null, MailFixtures.DOMAIN);
            case DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> DataRequestMail.write(MailFixtures.templates(), MailFixtures.dataRequest(kind == NotificationKind.DATA_ERASE_CONFIRM,
                    language), MailFixtures.FROM, null, MailFixtures.DOMAIN);
            default -> MailFixtures.write(MailFixtures.facts(kind).inLanguage(language));
        };
    }

    private static MailMessage addressed(MailMessage message, String to) {
        return new MailMessage(message.from(), to, message.replyTo(), message.subject(), message.messageId(), message.inReplyTo(),
                message.references(), message.headers(), message.text(), message.html());
    }

    private void send(List<MailMessage> messages) throws MailException {
        try (MailSender.Batch batch = sender.openBatch()) {
            for (MailMessage message : messages) {
                batch.send(message);
            }
        }
    }

    private MimeMessage received(String address) {
        List<MimeMessage> mails = GreenMailInbox.to(greenMail, address);
        assertEquals(1, mails.size(), "one mail reached " + address);
        return mails.get(0);
    }

    /** The English in a received mail: its subject and each part; and it says which language it is in. */
    static List<String> problems(String name, MimeMessage mail, Language language) {
        List<String> problems = new ArrayList<>();
        String contentLanguage = GreenMailInbox.header(mail, "Content-Language");
        if (!language.code().equals(contentLanguage)) {
            problems.add(name + ": Content-Language " + contentLanguage + ", not " + language.code());
        }
        EnglishDetector.find(subject(mail), NAMES).forEach(hit -> problems.add(name + " (subject): " + hit));
        List<GreenMailInbox.Part> parts = GreenMailInbox.parts(mail);
        if (parts.size() != 2) {
            problems.add(name + ": " + parts.size() + " parts, not a text and an HTML part");
        }
        for (GreenMailInbox.Part part : parts) {
            boolean html = part.contentType().toLowerCase().startsWith("text/html");
            List<EnglishDetector.Hit> hits = html ? EnglishDetector.findInHtml(part.text(), NAMES) : EnglishDetector.find(part.text(), NAMES);
            hits.forEach(hit -> problems.add(name + (html ? " (HTML): " : " (text): ") + hit));
            if (html && !part.text().contains("<html lang=\"" + language.code() + "\"")) {
                problems.add(name + ": the HTML part is not marked " + language.code());
            }
        }
        return problems;
    }

    private static String subject(MimeMessage mail) {
        try {
            return mail.getSubject();
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }

    /** Why a broken message cannot be read, as the inbound mail reader finds it ({@link MessageText}) and says it. */
    private static Sentence unreadable() throws Exception {
        MimeMessage broken = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(
                "From: bob@example.com\nSubject: hi\nMIME-Version: 1.0\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n"
                        .getBytes(StandardCharsets.US_ASCII)));
        try {
            MessageText.of(broken);
        } catch (UnreadableMessageException e) {
            return ReplyWords.why(e);
        }
        throw new AssertionError("a message with only a picture in it was read");
    }

    /**
     * A reply by the seat's player to its email of {@code ply}, handled as the inbound mail reader hands it to the game:
     * acted on, and recorded with its answer when the game refuses it.
     */
    private void refusedReply(long id, Side seat, int ply, Sentence unreadable, java.util.function.Supplier<String> action) {
        Replies.Received received = new Replies.Received("<" + UUID.randomUUID() + "@mail.example.com>",
                new ReplyToken(id, seat, ply, 0, clock.instant()), ServiceGames.emailOf(id, seat), "e5-e6", false);
        Replies.Outcome outcome;
        try {
            outcome = replies.act(received, 3, unreadable, action);
        } catch (GameActionException refused) {
            outcome = replies.refuse(received, 3, refused);
        }
        assertEquals(flagpost.store.InboundMessageEntity.State.REFUSED, outcome.state().orElseThrow(), "refused: " + outcome);
    }
}
