package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.mail.OutboxRows;
import flagpost.inbound.InboundOutcome.Kind;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.PlayerEntity;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.RepliesOn;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.words.ReplyCommand;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Reply addresses that age like the links beside them, commands that act only through the newest email, senders the
 * receiving server failed, and quoted emails that must never act, through {@link InboundMail#handle} with the real
 * database and every answer read back from GreenMail.
 */
@QuarkusTest
@TestProfile(RepliesOn.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class AgingAndQuotedRepliesTest {

    private static final String LOTUS_NOTES = "\"Flagpost\" <flagpost@localhost> wrote on 07/12/2026 13:29:01:";

    @Inject
    InboundMail inbound;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    OutboxRows outbox;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    private record Players(long game, String alice, String bob) {
    }

    // --- Only the newest email resigns, draws or accepts ---------------------------------------------------------

    @Test
    void resignAndDrawThroughTheGameStartedEmailAtPlyThreeAreRefusedAndTheNewestEmailStillActs() {
        Players game = started();
        String gameStarted = replyAddress(game.alice()); // ply 0
        play.move(game.game(), Side.RED, 0, Move.of("e4", "e5"));
        play.move(game.game(), Side.BLUE, 1, Move.of("a7", "a6"));
        play.move(game.game(), Side.RED, 2, Move.of("f4", "f5"));
        outbox.drain();
        int before = GreenMailInbox.to(greenMail, game.alice()).size();

        InboundOutcome resign = inbound.handle(reply(game.alice(), gameStarted, "resign"));
        InboundOutcome draw = inbound.handle(reply(game.alice(), gameStarted, "draw"));

        assertEquals(Kind.REFUSED, resign.kind(), resign.detail());
        assertTrue(resign.detail().contains("newest email"), resign.detail());
        assertEquals(Kind.REFUSED, draw.kind(), draw.detail());
        assertEquals(GameStatus.PLAYING, status(game.game()));
        assertNull(QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(game.game()).drawOfferedBy));
        outbox.drain();
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, game.alice());
        assertEquals(before + 2, toAlice.size(), "each refusal answered");
        String answer = text(last(toAlice));
        assertTrue(answer.contains("act only in a reply to the newest email") && answer.contains("Reply to the newest email"), answer);

        // Her newest email (Bob's move, ply 2) is not the current turn's, and still resigns.
        String newest = replyAddress(game.alice());
        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), newest, "resign")).kind());
        assertEquals(GameStatus.FINISHED, status(game.game()));
    }

    // --- Reply addresses age -------------------------------------------------------------------------------------

    @Test
    void aReplyAddressOlderThanThePlayLinksIsAnsweredWithAFreshOneAndDoesNothing() throws MessagingException {
        Players game = started();
        play.resign(game.game(), Side.BLUE);
        outbox.drain();
        String gameOver = replyAddress(game.alice());

        clock.advance(Duration.ofDays(29));
        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), gameOver, "board")).kind(), "29 days: as young as its links");
        outbox.drain();
        int before = GreenMailInbox.to(greenMail, game.alice()).size();

        clock.advance(Duration.ofDays(2));
        InboundOutcome old = inbound.handle(reply(game.alice(), gameOver, "board"));

        assertEquals(Kind.REFUSED, old.kind(), old.detail());
        assertTrue(old.detail().contains("older than 30 days"), old.detail());
        outbox.drain();
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, game.alice());
        assertEquals(before + 1, toAlice.size(), "the answer, and no board");
        MimeMessage answer = last(toAlice);
        assertTrue(answer.getSubject().startsWith("Re: "), answer.getSubject());
        assertTrue(text(answer).contains("Reply to this email instead"), text(answer));
        String fresh = GreenMailInbox.header(answer, "Reply-To");
        assertNotEquals(gameOver, fresh);
        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), fresh, "board")).kind(), "the fresh address acts");
    }

    // --- Senders the receiving server failed ---------------------------------------------------------------------

    @Test
    void aSenderWhoseOwnDomainFailsSpfIsIgnoredWhateverDkimSaysForAnotherDomain() {
        Players game = started();
        String alice = replyAddress(game.alice());
        int before = greenMail.getReceivedMessages().length;

        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), alice, "resign", "Authentication-Results: mx.flagpost.localhost; "
                + "spf=fail smtp.mailfrom=example.com; dkim=pass header.d=attacker.example; dmarc=none")).kind());
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), alice, "resign", "Authentication-Results: mx.flagpost.localhost; "
                + "spf=softfail smtp.mailfrom=example.com; dkim=pass header.d=attacker.example")).kind());
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), alice, "resign", "Authentication-Results: mx.flagpost.localhost; "
                + "spf=fail smtp.mailfrom=" + game.alice() + "; dkim=pass header.d=example.com")).kind(), "spf=fail for her own domain");
        assertEquals(GameStatus.PLAYING, status(game.game()));
        outbox.drain();
        assertEquals(before, greenMail.getReceivedMessages().length);

        // A list that forwards her mail fails SPF for its own domain; her domain's DKIM signature still proves her.
        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), alice, "e4-e5", "Authentication-Results: mx.flagpost.localhost; "
                + "spf=fail smtp.mailfrom=bounces.lists.example; dkim=pass header.d=example.com")).kind());
    }

    // --- Nothing quoted acts -------------------------------------------------------------------------------------

    @Test
    void anOpponentNamedResignQuotedWithoutMarkersUnderALotusNotesAttributionResignsNothing() {
        Players game = started();
        nameBeforeNamesWereChecked(game.alice(), "Resign.");
        play.move(game.game(), Side.RED, 0, Move.of("e4", "e5"));
        outbox.drain();
        MimeMessage yourMove = last(GreenMailInbox.to(greenMail, game.bob()));
        String quoted = text(yourMove);
        assertTrue(quoted.lines().anyMatch(line -> line.startsWith("Resign. moved")), quoted);
        assertEquals(new ReplyCommand.Resign(), ReplyParser.read("Sorry, I am travelling until Monday.\n\n" + quoted).first().orElseThrow(),
                "the quoted email, read as the player's own text, would resign");
        String address = GreenMailInbox.header(yourMove, "Reply-To");

        InboundOutcome lotus = inbound.handle(reply(game.bob(), address, "Sorry, I am travelling until Monday.\n\n" + LOTUS_NOTES + "\n\n" + quoted));
        InboundOutcome unknown = inbound.handle(reply(game.bob(), address, "Sorry, I am travelling until Monday.\n\n"
                + "----- Flagpost <flagpost@localhost> 07.12.2026 13:29 -----\n\n" + quoted));

        assertEquals(Kind.REFUSED, lotus.kind(), lotus.detail());
        assertTrue(lotus.detail().contains("did not find a command"), lotus.detail());
        assertEquals(Kind.REFUSED, unknown.kind(), unknown.detail());
        assertTrue(unknown.detail().contains("did not find a command"), unknown.detail());
        assertEquals(GameStatus.PLAYING, status(game.game()));
        assertEquals(1, QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(game.game()).ply));
    }

    /** A name never typed: an invitee who accepts without one keeps their address's local part, here one that resigns. */
    @Test
    void anAddressWhoseLocalPartReadsAsACommandQuotedUnderAnUnknownAttributionResignsNothing() {
        String alice = ServiceGames.uniqueEmail("alice");
        String resigner = ServiceGames.uniqueEmail("resign!");
        long id = invitations.create(new NewGame("Alice", alice, resigner, Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE,
                SeatChoice.RED));
        invitations.accept(id, null);
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6"));
        outbox.drain();
        MimeMessage yourMove = last(GreenMailInbox.to(greenMail, alice));
        String quoted = text(yourMove);
        assertTrue(quoted.lines().anyMatch(line -> line.startsWith("resign!-")), quoted);

        InboundOutcome outcome = inbound.handle(reply(alice, GreenMailInbox.header(yourMove, "Reply-To"),
                "Sorry, I am travelling until Monday.\n\nFlagpost | 07.12.2026 13:29\n" + quoted));

        assertEquals(Kind.REFUSED, outcome.kind(), outcome.detail());
        assertEquals(GameStatus.PLAYING, status(id));
    }

    @Test
    void acceptingByReplyUnderANameThatReadsAsACommandKeepsTheNameFlagpostGave() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(new NewGame("Alice", alice, bob, Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE,
                SeatChoice.RED));
        outbox.drain();

        assertEquals(Kind.ACTED, inbound.handle(reply("\"Resign.\" <" + bob + ">", replyAddress(bob), "accept")).kind());

        assertEquals(GameStatus.SETUP, status(id));
        assertEquals(PlayerEntity.localPartOf(bob), QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(id)
                .nameOf(Side.BLUE)));
    }

    // --- Helpers ------------------------------------------------------------------------------------------------

    private Players started() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(new NewGame("Alice", alice, bob, Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE,
                SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        outbox.drain();
        return new Players(id, alice, bob);
    }

    /** A name stored as it could be before names were checked: the check itself refuses it now. */
    private static void nameBeforeNamesWereChecked(String email, String name) {
        QuarkusTransaction.requiringNew().run(() -> PlayerEntity.findByEmail(email).orElseThrow().displayName = name);
    }

    /** The reply address of the newest email to {@code player}. */
    private String replyAddress(String player) {
        return GreenMailInbox.header(last(GreenMailInbox.to(greenMail, player)), "Reply-To");
    }

    private static MimeMessage reply(String from, String to, String body, String... headers) {
        String eml = "From: " + from + "\nTo: " + to + "\nSubject: Re: Flagpost\nDate: Tue, 1 Dec 2026 10:00:00 +0000\n"
                + "Message-ID: <" + UUID.randomUUID() + "@mail.example.com>\nMIME-Version: 1.0\n" + String.join("\n", headers)
                + (headers.length == 0 ? "" : "\n") + "Content-Type: text/plain; charset=UTF-8\n\n" + body;
        try {
            return new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(eml.replace("\n", "\r\n")
                    .getBytes(StandardCharsets.UTF_8)));
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String text(MimeMessage message) {
        return GreenMailInbox.parts(message).stream().filter(p -> p.contentType().startsWith("text/plain")).findFirst().orElseThrow().text();
    }

    private GameStatus status(long gameId) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(gameId).status);
    }

    private static MimeMessage last(List<MimeMessage> messages) {
        return messages.get(messages.size() - 1);
    }
}
