package flagpost.inbound;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.it.Waiting;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.MailStop;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.store.PlayerEntity;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MailReplies;
import flagpost.support.Management;
import flagpost.support.ReadingTheMailbox;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bounces through the running Flagpost: its emails leave over SMTP with their signed envelope sender, the mail system's
 * report comes back to the reply mailbox, and the mailbox reader (GreenMail's IMAP, IDLE) takes it. An invitation to an
 * address that bounces shows as bounced on the creator's games list; a player whose address bounces mid-game gets
 * nothing more, the opponent's next email and page say why; the player uses a link and mail goes again.
 */
@QuarkusTest
@TestProfile(ReadingTheMailbox.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class BouncesOverImapTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @InjectGreenMail
    GreenMail greenMail;

    private MailReplies mail;

    @BeforeEach
    void readTheMailbox() {
        mail = new MailReplies(greenMail);
        outbox.drain();
    }

    @Test
    void anInvitationToAnAddressThatBouncesShowsAsBouncedOnTheCreatorsGamesListWithinSeconds() {
        String nobody = ServiceGames.uniqueEmail("nobody");
        long id = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), nobody, Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        outbox.drain();
        MimeMessage invitation = latestTo(id, Side.BLUE, NotificationKind.INVITATION);
        String gamesList = LinkService.pathOf(LinkPurpose.GAMES_LIST)
                + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(id, Side.RED), null, 0);
        assertFalse(page(gamesList).contains("Bounced"));

        mail.deliver(report("postfix.eml", envelopeSenderOf(invitation), invitation, nobody));

        Waiting.until("the creator's games list shows the bounce", PATIENCE, () -> page(gamesList).contains("Bounced: mail to nobody"),
                () -> page(gamesList));
        String shown = page(gamesList);
        assertTrue(shown.contains("never got the invitation") && shown.contains("id=\"new-game\""), "the start form is offered again");
    }

    @Test
    void aPlayerWhoseAddressBouncesMidGameGetsNothingMoreTheOpponentIsToldAndALinkResumesTheMail() {
        Opening script = opening();
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), bob, Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        invitations.accept(id, "Bob");
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // so Alice's next email is the confirmation of her move
        ServiceGames.submitSetups(id, script.red(), script.blue());
        outbox.drain();
        MimeMessage started = latestTo(id, Side.BLUE, NotificationKind.GAME_STARTED);

        mail.deliver(report("gmail.eml", envelopeSenderOf(started), started, bob));
        Waiting.until("Bob's address is stopped", PATIENCE, () -> stopOf(bob) == MailStop.BOUNCED, () -> "still " + stopOf(bob));

        play.move(id, Side.RED, 0, script.moves().get(0));
        outbox.drain();
        OutboxRows.Row toBob = last(id, Side.BLUE);
        assertEquals(NotificationKind.YOUR_MOVE, toBob.kind());
        assertEquals(NotificationState.UNDELIVERABLE, toBob.state(), "nothing more is sent to a bounced address");
        String said = "Your opponent's address bob";
        MimeMessage toAlice = latestTo(id, Side.RED, NotificationKind.MOVE_PLAYED);
        String text = GreenMailInbox.parts(toAlice).get(0).text();
        assertTrue(text.contains(said) && text.contains("bounced; we stopped writing to them. The game waits for them until the deadline"),
                text);
        String alicePage = "/play/" + links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        String onPage = "address bob";
        assertTrue(page(alicePage).contains(onPage) && page(alicePage).contains("bounced; we stopped writing to them"),
                "the opponent's page says so");
        Management.given().get("/q/health/well").then().statusCode(200); // bounces are normal

        Move bobs = script.moves().get(1);
        given().redirects().follow(false).formParam("ply", "1").formParam("from", bobs.from().toString()).formParam("to", bobs.to().toString())
                .post("/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0) + "/move")
                .then().statusCode(303);
        assertNull(stopOf(bob), "using a link makes the address deliverable again");
        assertFalse(page(alicePage).contains("bounced; we stopped writing to them"));

        play.move(id, Side.RED, 2, script.moves().get(2));
        outbox.drain();
        OutboxRows.Row again = last(id, Side.BLUE);
        assertEquals(NotificationKind.YOUR_MOVE, again.kind());
        assertEquals(NotificationState.SENT, again.state(), "mail to Bob goes again");
        MimeMessage resumed = mail.sent(again.messageId());
        assertEquals(bob, MailReplies.to(resumed).toLowerCase(java.util.Locale.ROOT));
    }

    /** Random setups and the first three legal moves from them: all the game this test plays. */
    private record Opening(Setup red, Setup blue, List<Move> moves) {
    }

    private static Opening opening() {
        Random random = new Random(11);
        Setup red = Setup.random(Side.RED, Variant.CLASSIC, random);
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, random);
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        List<Move> moves = new ArrayList<>();
        for (int ply = 0; ply < 3; ply++) {
            Move move = game.legalMoves().get(0);
            moves.add(move);
            game = game.apply(move).gameOrThrow();
        }
        return new Opening(red, blue, moves);
    }

    private static String page(String path) {
        return given().get(path).then().statusCode(200).extract().asString();
    }

    private OutboxRows.Row last(long id, Side seat) {
        List<OutboxRows.Row> rows = outbox.forGame(id, seat);
        return rows.get(rows.size() - 1);
    }

    private MimeMessage latestTo(long id, Side seat, NotificationKind kind) {
        OutboxRows.Row row = outbox.forGame(id, seat).stream().filter(found -> found.kind() == kind).reduce((a, b) -> b).orElseThrow();
        assertEquals(NotificationState.SENT, row.state());
        return mail.sent(row.messageId());
    }

    /** The SMTP envelope sender the email arrived with, as the receiving server records it (Return-Path). */
    private static String envelopeSenderOf(MimeMessage received) {
        try {
            String[] returnPath = received.getHeader("Return-Path");
            assertTrue(returnPath != null && returnPath.length > 0, "GreenMail records the envelope sender");
            String address = returnPath[0].replaceAll("[<>\\s]", "");
            assertTrue(address.startsWith("play+b-") && address.endsWith("@flagpost.test"),
                    "the envelope sender is the signed bounce address, not the From header: " + address);
            return address;
        } catch (MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }

    /** A report from the fixtures about {@code original}, returned to {@code bounceTo}, its own Message-ID unique. */
    private static MimeMessage report(String fixture, String bounceTo, MimeMessage original, String recipient) {
        try (InputStream in = BouncesOverImapTest.class.getResourceAsStream("/bounces/" + fixture)) {
            String replyTo = original.getHeader("Reply-To", null);
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replaceFirst("(?im)^Message-I[dD]: <", "Message-ID: <e2e" + System.nanoTime() + ".")
                    .replace("{{BOUNCE_TO}}", bounceTo).replace("{{MESSAGE_ID}}", original.getMessageID())
                    .replace("{{REPLY_TO}}", replyTo).replace("{{RECIPIENT}}", recipient).replace("\n", "\r\n");
            return Fixtures.parse(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException | MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }

    private static MailStop stopOf(String email) {
        return QuarkusTransaction.requiringNew().call(() -> PlayerEntity.findByEmail(email).orElseThrow().mailStopped);
    }
}
