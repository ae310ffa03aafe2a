package flagpost.mail;

import static flagpost.support.GreenMailInbox.header;
import static flagpost.support.GreenMailInbox.messageId;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.support.FixedSubjects;
import flagpost.store.MailMode;
import flagpost.game.Deadlines;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Setups;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailInbox.Part;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A game played through the service, its emails delivered over real SMTP to GreenMail and read back. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class MailDeliveryTest {

    /** Every signed link in a mail body: base URL, the page (its purpose), the token. */
    static final Pattern LINK = Pattern.compile("https?://[^\\s\"<>]+?/(play|setup|history|invitation|unsubscribe)/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");

    @Inject
    Deadlines deadlines;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @Inject
    MailConfig mailConfig;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aGamePlayedThroughTheServiceSendsEachPlayerExactlyTheirEmailsInOrderAndThreaded() throws Exception {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(new NewGame("Alice", alice, bob, flagpost.rules.Variant.CLASSIC, flagpost.rules.GameOptions.DEFAULT,
                3, SeatChoice.RED));
        invitations.accept(id, "Bob");
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // confirmations too, to check their place in each thread
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        outbox.drain(); // mail goes out while the game goes on
        // Each move's mail goes before the next move, as when people play: a newer turn email would supersede an unsent one.
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        outbox.drain();
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6"));
        outbox.drain();
        play.offerDraw(id, Side.RED);
        play.declineDraw(id, Side.BLUE);
        outbox.drain();
        clock.advance(Duration.ofDays(2).plusMinutes(1));
        deadlines.process(List.of(id)); // Red is reminded
        outbox.drain();
        play.move(id, Side.RED, 2, Move.of("f4", "f5"));
        outbox.drain();
        play.resign(id, Side.BLUE);
        outbox.drain();

        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, alice);
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, bob);
        assertEquals(List.of(NotificationKind.SETUP_NEEDED, NotificationKind.GAME_STARTED, NotificationKind.MOVE_PLAYED,
                NotificationKind.YOUR_MOVE, NotificationKind.DRAW_DECLINED, NotificationKind.REMINDER, NotificationKind.MOVE_PLAYED,
                NotificationKind.GAME_OVER), kinds(id, toAlice));
        assertEquals(List.of(NotificationKind.INVITATION, NotificationKind.SETUP_NEEDED, NotificationKind.GAME_STARTED,
                NotificationKind.YOUR_MOVE, NotificationKind.MOVE_PLAYED, NotificationKind.DRAW_OFFERED, NotificationKind.YOUR_MOVE,
                NotificationKind.GAME_OVER), kinds(id, toBob));
        assertTrue(outbox.forGame(id).stream().allMatch(row -> row.state() == NotificationState.SENT && row.attempts() == 0),
                "every row sent at the first attempt");

        Set<String> messageIds = new HashSet<>();
        String root = "<g" + id + "@" + mailConfig.messageIdDomain() + ">";
        for (var mailbox : Map.of(Side.RED, toAlice, Side.BLUE, toBob).entrySet()) {
            String previous = null;
            for (MimeMessage message : mailbox.getValue()) {
                String messageId = messageId(message);
                assertTrue(messageIds.add(messageId), "Message-ID " + messageId + " is unique");
                assertEquals(new InternetAddress(mailConfig.from()), message.getFrom()[0]);
                assertTrue(message.getSubject().startsWith("Flagpost: Alice vs Bob — ") || message.getSubject().equals(FixedSubjects.INVITATION),
                        message.getSubject());
                assertEquals(previous, header(message, "In-Reply-To"), "In-Reply-To is the previous email to the same player");
                List<String> references = List.of(header(message, "References").split("\\s+"));
                assertEquals(root, references.get(0), "References start with the game's root");
                if (previous != null) {
                    assertEquals(previous, references.get(references.size() - 1));
                }
                assertEquals("auto-generated", header(message, "Auto-Submitted"));
                assertEquals("List-Unsubscribe=One-Click", header(message, "List-Unsubscribe-Post"));
                // An invitation's puts the address on the do-not-invite list; every other one mutes the seat's reminders.
                assertTrue(header(message, "List-Unsubscribe").matches("<https?://\\S+/(unsubscribe|do-not-invite)/\\S+>"));
                assertBothParts(message);
                assertLinksAreForThisSeatOnly(message, id, mailbox.getKey());
                previous = messageId;
            }
        }
    }

    /** multipart/alternative with the text part first and the HTML part second, both UTF-8. */
    static void assertBothParts(MimeMessage message) throws Exception {
        assertTrue(message.getContentType().startsWith("multipart/alternative"), message.getContentType());
        List<Part> parts = GreenMailInbox.parts(message);
        assertEquals(2, parts.size());
        assertTrue(parts.get(0).contentType().toLowerCase().startsWith("text/plain; charset=utf-8"), parts.get(0).contentType());
        assertTrue(parts.get(1).contentType().toLowerCase().startsWith("text/html; charset=utf-8"), parts.get(1).contentType());
    }

    /** Every link verifies for its own purpose, for this game and seat, and for no other purpose. */
    void assertLinksAreForThisSeatOnly(MimeMessage message, long gameId, Side seat) {
        List<Part> parts = GreenMailInbox.parts(message);
        Matcher link = LINK.matcher(parts.get(0).text());
        int found = 0;
        while (link.find()) {
            found++;
            LinkPurpose purpose = LinkPurpose.valueOf(link.group(1).toUpperCase());
            String token = link.group(2);
            TokenCheck check = links.verify(token, purpose);
            LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, check, link.group()).token();
            assertEquals(gameId, granted.gameId());
            assertEquals(seat, granted.seat());
            for (LinkPurpose other : EnumSet.complementOf(EnumSet.of(purpose))) {
                assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.WRONG_PURPOSE), links.verify(token, other));
            }
            assertTrue(parts.get(1).text().contains(token), "the HTML part carries the same " + purpose + " link");
        }
        assertTrue(found >= 1, "at least the unsubscribe link");
    }

    /** The kinds of these received messages, by their Message-IDs in the game's outbox rows. */
    List<NotificationKind> kinds(long gameId, List<MimeMessage> received) {
        Map<String, NotificationKind> byMessageId = outbox.forGame(gameId).stream()
                .filter(row -> row.messageId() != null)
                .collect(Collectors.toMap(OutboxRows.Row::messageId, OutboxRows.Row::kind));
        List<NotificationKind> kinds = new ArrayList<>();
        for (MimeMessage message : received) {
            NotificationKind kind = byMessageId.get(messageId(message));
            assertNotNull(kind, "a message of this game: " + messageId(message));
            kinds.add(kind);
        }
        return kinds;
    }
}
