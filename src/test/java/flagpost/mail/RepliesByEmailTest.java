package flagpost.mail;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.LinkEpochs;
import flagpost.game.NewGame;
import flagpost.game.Pauses;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.inbound.InboundMail;
import flagpost.inbound.InboundOutcome;
import flagpost.inbound.InboundOutcome.Kind;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.MoveEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.RepliesOn;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.leaks.Knowledge;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Playing by replying to Flagpost's emails, through {@link InboundMail#handle} with messages built from .eml text, the
 * real database, and every answer sent by SMTP to GreenMail and read back: what acts, what is refused with an answer,
 * and what is ignored without one (forged tokens, strangers, robots), each leaving the game as it must.
 */
@QuarkusTest
@TestProfile(RepliesOn.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class RepliesByEmailTest {

    private static final Pattern REPLY_TO = Pattern.compile("(play\\+([a-z2-7]+))@flagpost\\.localhost");

    @Inject
    InboundMail inbound;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Pauses pauses;

    @Inject
    LinkEpochs epochs;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    MailProbe probe;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    /** Two players of one started Classic game (both with {@link ServiceGames#CLASSIC_SETUP}), its emails sent. */
    private record Players(long game, String alice, String bob) {
    }

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

    // --- The reply address --------------------------------------------------------------------------------------

    @Test
    void everyEmailToASeatCarriesThatSeatsSignedReplyAddressWithinSixtyFourCharacters() {
        Players game = started();
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, game.alice());
        List<MimeMessage> toBob = GreenMailInbox.to(greenMail, game.bob());
        assertEquals(2, toAlice.size(), "setup, game started");
        for (MimeMessage mail : concat(toAlice, toBob)) {
            Matcher address = REPLY_TO.matcher(GreenMailInbox.header(mail, "Reply-To"));
            assertTrue(address.matches(), GreenMailInbox.header(mail, "Reply-To"));
            assertTrue(address.group(1).length() <= 64, address.group(1));
        }
        assertNotEquals(GreenMailInbox.header(last(toAlice), "Reply-To"), GreenMailInbox.header(last(toBob), "Reply-To"));
    }

    // --- Acting -------------------------------------------------------------------------------------------------

    @Test
    void aMoveByReplyIsPlayedAndBringsOnlyTheNormalEmails() {
        Players game = started();
        int toAlice = GreenMailInbox.to(greenMail, game.alice()).size();
        int toBob = GreenMailInbox.to(greenMail, game.bob()).size();

        InboundOutcome outcome = inbound.handle(reply("Alice <" + game.alice() + ">", replyAddress(game.alice()),
                "e4-e5\n\nOn Mon, 30 Nov 2026 at 10:02, Flagpost <flagpost@localhost> wrote:\n> It is your move.\n> f4-f5"));

        assertEquals(Kind.ACTED, outcome.kind(), outcome.detail());
        assertEquals(1, ply(game.game()));
        outbox.drain();
        assertEquals(List.of(), subjectsSince(game.alice(), toAlice), "no confirmation of one's own move: the default mail choice");
        assertEquals(List.of("Flagpost: Alice vs Bob — your move"), subjectsSince(game.bob(), toBob));
    }

    @Test
    void theSameMessageTwiceActsOnceAndIsAnsweredAtMostOnce() {
        Players game = started();
        MimeMessage move = reply(game.alice(), replyAddress(game.alice()), "e4-e5");
        MimeMessage refused = reply(game.bob(), replyAddress(game.bob()), "a7-a6");
        int before = greenMail.getReceivedMessages().length;

        assertEquals(Kind.ACTED, inbound.handle(move).kind());
        assertEquals(Kind.DUPLICATE, inbound.handle(move).kind());
        assertEquals(Kind.REFUSED, inbound.handle(refused).kind(), "Bob's reply is to the email of move 0: already played");
        assertEquals(Kind.DUPLICATE, inbound.handle(refused).kind());

        assertEquals(1, ply(game.game()));
        outbox.drain();
        assertEquals(2, greenMail.getReceivedMessages().length - before, "your move to Bob, and one answer to Bob");
    }

    @Test
    void aReplyToAnOldEmailIsAlreadyPlayedAndAnsweredInItsThreadWithTheBoard() throws MessagingException {
        Players game = started();
        String oldAddress = replyAddress(game.alice()); // the "game started" email, move 0
        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), oldAddress, "e4-e5")).kind());
        play.move(game.game(), Side.BLUE, 1, Move.of("a7", "a6"));
        outbox.drain();
        int before = GreenMailInbox.to(greenMail, game.alice()).size();

        MimeMessage stale = reply(game.alice(), oldAddress, "f4-f5");
        InboundOutcome outcome = inbound.handle(stale);

        assertEquals(Kind.REFUSED, outcome.kind());
        assertTrue(outcome.detail().contains("already played"), outcome.detail());
        assertEquals(2, ply(game.game()));
        outbox.drain();
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, game.alice());
        assertEquals(before + 1, toAlice.size());
        MimeMessage answer = last(toAlice);
        assertEquals("Re: Flagpost: Alice vs Bob", answer.getSubject());
        assertEquals(stale.getMessageID(), GreenMailInbox.header(answer, "In-Reply-To"));
        String text = text(answer);
        assertTrue(text.contains("> f4-f5") && text.contains("That turn was already played") && text.contains("Reply to the newest email"),
                text);
        assertTrue(text.contains("The board after move 2, from your side (Red)"), text);
        assertEquals(List.of(), leaks(game.game()));
    }

    @Test
    void anIllegalMoveIsAnsweredWithTheRulesReasonAndSeveralCommandsSayOnlyTheFirstWasRead() throws MessagingException {
        Players game = started();

        InboundOutcome outcome = inbound.handle(reply(game.alice(), replyAddress(game.alice()), "e4-f5\nresign\n"));

        assertEquals(Kind.REFUSED, outcome.kind());
        assertEquals(GameStatus.PLAYING, status(game.game()), "the second command, resign, is not carried out");
        outbox.drain();
        String text = text(last(GreenMailInbox.to(greenMail, game.alice())));
        assertTrue(text.contains("> e4-f5") && text.contains("Only the first command of your reply was read."), text);
        assertEquals(List.of(), leaks(game.game()));

        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), replyAddress(game.alice()), "e4-e5\nresign\n")).kind());
        assertEquals(1, ply(game.game()));
        assertEquals(GameStatus.PLAYING, status(game.game()));
    }

    @Test
    void notYourTurnNothingUnderstoodAndAnUnreadableMessageAreEachAnswered() throws MessagingException {
        Players game = started();
        String bob = replyAddress(game.bob());

        assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), bob, "a7-a6")).kind());
        assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), bob, "Good luck, Alice!")).kind());
        assertEquals(Kind.REFUSED, inbound.handle(message(game.bob(), bob, "Content-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n"))
                .kind());

        assertEquals(0, ply(game.game()));
        outbox.drain();
        List<MimeMessage> answers = GreenMailInbox.to(greenMail, game.bob()).stream().filter(m -> subject(m).startsWith("Re: ")).toList();
        assertEquals(3, answers.size());
        assertTrue(text(answers.get(0)).contains("It is Alice's turn, not yours."), text(answers.get(0)));
        assertTrue(text(answers.get(1)).contains("We did not find a command in your reply."), text(answers.get(1)));
        assertTrue(text(answers.get(2)).contains("We could not read your email."), text(answers.get(2)));
        assertEquals(List.of(), leaks(game.game()));
    }

    @Test
    void aRefusalIsAnsweredInTheLanguageTheSeatReads() throws MessagingException {
        Players game = started();
        probe.language(game.game(), Side.BLUE, flagpost.words.Language.ES);
        String bob = replyAddress(game.bob());

        assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), bob, "Good luck, Alice!")).kind());
        assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), bob, "a7-a6")).kind());
        outbox.drain();
        List<MimeMessage> answers = GreenMailInbox.to(greenMail, game.bob()).stream().filter(m -> subject(m).startsWith("Re: ")).toList();
        assertEquals(2, answers.size());
        assertEquals("Re: Flagpost: Alice contra Bob", subject(answers.get(0)));
        String nothing = text(answers.get(0));
        assertTrue(nothing.startsWith("Hola, Bob:"), nothing);
        assertTrue(nothing.contains("No hemos encontrado ninguna orden en tu respuesta. No se ha cambiado nada."), nothing);
        assertTrue(nothing.contains("Responde con una orden en la primera línea: un movimiento como e3-e4, «tablas» (para ofrecer o "
                + "aceptar tablas), «acepto», «rechazo», «me rindo», «tablero»"), nothing);
        for (String english : List.of("draw", "resign", "decline", "board")) {
            assertTrue(!nothing.contains(english), "a Spanish reader is taught the Spanish words: " + english + " in\n" + nothing);
        }
        assertTrue(text(answers.get(1)).contains("Espera al correo que dice que te toca mover y responde a ese."), text(answers.get(1)));
        assertEquals(List.of(), leaks(game.game()));
    }

    @Test
    void aPauseRequestIsAnsweredByReplyInAnyLanguagesWordsAndNotWhenADrawOfferStandsBeside() throws MessagingException {
        Players game = started();
        pauses.ask(game.game(), Side.RED);
        outbox.drain();
        String asked = text(last(GreenMailInbox.to(greenMail, game.bob())));
        assertTrue(asked.contains("Or reply to this email with \"accept\" or \"decline\"."), asked);

        // Bob reads English; the Spanish word works for him all the same.
        assertEquals(Kind.ACTED, inbound.handle(reply(game.bob(), replyAddress(game.bob()), "Acepto, buen descanso")).kind());
        assertTrue(QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(game.game()).pausedAt != null), "paused");
        pauses.resume(game.game(), Side.RED);
        pauses.ask(game.game(), Side.RED);
        outbox.drain();
        assertEquals(Kind.ACTED, inbound.handle(reply(game.bob(), replyAddress(game.bob()), "rad etaman")).kind());
        assertNull(QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(game.game()).pauseAskedBy), "declined");
        assertNull(QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(game.game()).pausedAt));

        // A draw offer and a pause request at once: "accept" cannot say which, and accepting the draw would end the game.
        play.offerDraw(game.game(), Side.RED);
        pauses.ask(game.game(), Side.RED);
        outbox.drain();
        for (String answer : List.of("accept", "decline")) {
            assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), replyAddress(game.bob()), answer)).kind(), answer);
        }
        GameEntity after = QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(game.game()));
        assertEquals(GameStatus.PLAYING, after.status);
        assertEquals(Side.RED, after.drawOfferedBy);
        assertEquals(Side.RED, after.pauseAskedBy);
        outbox.drain();
        String refusal = text(last(GreenMailInbox.to(greenMail, game.bob())));
        assertTrue(refusal.contains("Both a draw offer and a request for a pause wait for your answer"), refusal);
    }

    @Test
    void atMostThreeRefusalsASeatAnHourAreAnsweredAndTheRestRecordedSilently() {
        Players game = started();
        for (int i = 0; i < 5; i++) {
            assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), replyAddress(game.bob()), "a7-a6")).kind());
        }
        outbox.drain();
        assertEquals(3, answersTo(game.bob()));

        clock.advance(Duration.ofMinutes(61));
        assertEquals(Kind.REFUSED, inbound.handle(reply(game.bob(), replyAddress(game.bob()), "a7-a6")).kind());
        outbox.drain();
        assertEquals(4, answersTo(game.bob()), "an hour later, answered again");
    }

    // --- Ignored: nothing changes and nobody is mailed -----------------------------------------------------------

    @Test
    void forgedAndChangedTokensDoNothingAndAreNeverAnswered() {
        Players game = started();
        Players other = started();
        String alice = replyAddress(game.alice());
        Matcher token = REPLY_TO.matcher(alice);
        assertTrue(token.matches());
        String flipped = "play+" + flip(token.group(2)) + "@flagpost.localhost";
        int before = greenMail.getReceivedMessages().length;

        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), flipped, "e4-e5")).kind(), "a changed character");
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), replyAddress(game.bob()), "a7-a6")).kind(), "the other seat's token");
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), replyAddress(other.alice()), "e4-e5")).kind(), "another game's token");
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), "play@flagpost.localhost", "e4-e5")).kind(), "no token");

        assertEquals(0, ply(game.game()));
        assertEquals(0, ply(other.game()));
        outbox.drain();
        assertEquals(before, greenMail.getReceivedMessages().length);
    }

    @Test
    void aTokenTurnedOffBySomeoneElseHasMyLinksIsAnsweredAndDoesNothing() {
        Players game = started();
        String old = replyAddress(game.alice());
        epochs.raise(((TokenCheck.Valid) links.verify(links.issue(LinkPurpose.GAMES_LIST, playerId(game.alice()), null, 0),
                LinkPurpose.GAMES_LIST)).token());
        outbox.drain();
        int before = answersTo(game.alice());

        InboundOutcome outcome = inbound.handle(reply(game.alice(), old, "e4-e5"));

        assertEquals(Kind.REFUSED, outcome.kind());
        assertTrue(outcome.detail().contains("turned off"), outcome.detail());
        assertEquals(0, ply(game.game()));
        outbox.drain();
        assertEquals(before + 1, answersTo(game.alice()));
    }

    @Test
    void theRightTokenFromTheWrongSenderOrAForwardedEmailAnsweredBySomeoneElseDoesNothingAndMailsNobody() {
        Players game = started();
        String alice = replyAddress(game.alice());
        String carol = ServiceGames.uniqueEmail("carol");
        int before = greenMail.getReceivedMessages().length;

        assertEquals(Kind.IGNORED, inbound.handle(reply(carol, alice, "resign")).kind());
        assertEquals(Kind.IGNORED, inbound.handle(reply("Carol <" + carol + ">", alice, """
                e4-e5 — I'd play this one

                ---------- Forwarded message ---------
                From: Flagpost <flagpost@localhost>
                Subject: Flagpost: Alice vs Bob — the game has started
                """)).kind());
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.bob(), alice, "resign")).kind(), "the opponent with Alice's token");

        assertEquals(GameStatus.PLAYING, status(game.game()));
        assertEquals(0, ply(game.game()));
        outbox.drain();
        assertEquals(before, greenMail.getReceivedMessages().length);
        assertEquals(0, GreenMailInbox.to(greenMail, carol).size());
    }

    @Test
    void aSenderTheReceivingServerFailedIsNotProvedAndAPassingOneIs() {
        Players game = started();
        String alice = replyAddress(game.alice());
        int before = greenMail.getReceivedMessages().length;

        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), alice, "resign", "Authentication-Results: mx.flagpost.localhost; "
                + "dkim=pass header.d=example.org; spf=pass smtp.mailfrom=example.com; dmarc=fail (p=reject) header.from=example.com")).kind());
        assertEquals(Kind.IGNORED, inbound.handle(reply(game.alice(), alice, "resign", "Authentication-Results: mx.flagpost.localhost; "
                + "spf=softfail smtp.mailfrom=example.com; dkim=fail header.d=example.com")).kind());
        assertEquals(GameStatus.PLAYING, status(game.game()));
        outbox.drain();
        assertEquals(before, greenMail.getReceivedMessages().length);

        // Only the receiving server's own header, the topmost, counts; one below it could be the sender's.
        assertEquals(Kind.ACTED, inbound.handle(reply(game.alice(), alice, "e4-e5", "Authentication-Results: mx.flagpost.localhost; "
                + "spf=pass smtp.mailfrom=example.com; dkim=pass header.d=example.com; dmarc=pass",
                "Authentication-Results: forged.example; dmarc=fail")).kind());
    }

    @Test
    void autoRepliesAndBouncesAreNeverAnswered() {
        Players game = started();
        String bob = replyAddress(game.bob());
        int before = greenMail.getReceivedMessages().length;

        assertEquals(Kind.IGNORED, inbound.handle(reply(game.bob(), bob, "I am away until Monday.", "Auto-Submitted: auto-replied")).kind());
        assertEquals(Kind.IGNORED, inbound.handle(message("MAILER-DAEMON@mail.example.com", bob, """
                Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"

                --dsn
                Content-Type: text/plain

                Delivery to the following recipient failed permanently: a7-a6
                --dsn
                Content-Type: message/delivery-status

                Reporting-MTA: dns; mail.example.com
                Final-Recipient: rfc822; nobody@example.com
                Action: failed
                Status: 5.1.1
                --dsn--
                """)).kind());

        outbox.drain();
        assertEquals(before, greenMail.getReceivedMessages().length);
    }

    // --- The dev inbox's reply form -------------------------------------------------------------------------------

    @Test
    void theDevInboxReplyFormRepliesAsTheRecipientAndACrossSitePostChangesNothing() {
        Players game = started();
        long gameStarted = outbox.forGame(game.game(), Side.RED).stream().filter(row -> row.kind() == NotificationKind.GAME_STARTED)
                .findFirst().orElseThrow().id();
        String form = "/dev/inbox/" + gameStarted + "/reply";

        given().when().get("/dev/inbox/" + gameStarted).then().statusCode(200)
                .body(containsString("<form method=\"post\" action=\"" + form + "#reply\">"), containsString("play+"));
        given().header("Sec-Fetch-Site", "cross-site").contentType(ContentType.URLENC).formParam("text", "e4-e5")
                .when().post(form).then().statusCode(403);
        assertEquals(0, ply(game.game()));

        given().header("Sec-Fetch-Site", "same-origin").contentType(ContentType.URLENC).formParam("text", "e4-e5")
                .when().post(form).then().statusCode(200).body(containsString("<strong>ACTED</strong>"));
        assertEquals(1, ply(game.game()));
        given().header("Sec-Fetch-Site", "same-origin").contentType(ContentType.URLENC).formParam("text", "f4-f5")
                .when().post(form).then().statusCode(200).body(containsString("<strong>REFUSED</strong>"), containsString("already played"));
        assertEquals(1, ply(game.game()));
    }

    // --- A whole short game by reply ------------------------------------------------------------------------------

    @Test
    void aShortGamePlayedByRepliesEndsAsTheSameGameThroughTheServices() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long byMail = invitations.create(new NewGame("Alice", alice, bob, Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE,
                SeatChoice.RED));
        outbox.drain();
        assertEquals(Kind.ACTED, inbound.handle(reply("Bobby Tables <" + bob + ">", replyAddress(bob), "accept")).kind());
        outbox.drain();
        assertEquals("Bobby Tables", QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(byMail).nameOf(Side.BLUE)));
        assertEquals(Kind.ACTED, inbound.handle(reply(alice, replyAddress(alice), ServiceGames.CLASSIC_SETUP)).kind());
        assertEquals(Kind.ACTED, inbound.handle(reply(bob, replyAddress(bob), ServiceGames.CLASSIC_SETUP)).kind());
        outbox.drain();
        List<Move> moves = List.of(Move.of("e4", "e5"), Move.of("a7", "a6"), Move.of("f4", "f5"), Move.of("b7", "b6"));
        for (int ply = 0; ply < moves.size(); ply++) {
            String player = ply % 2 == 0 ? alice : bob;
            assertEquals(Kind.ACTED, inbound.handle(reply(player, replyAddress(player), moves.get(ply).toString().toUpperCase())).kind());
            outbox.drain();
        }
        assertEquals(Kind.ACTED, inbound.handle(reply(alice, replyAddress(alice), "draw")).kind());
        outbox.drain();
        assertEquals(Kind.ACTED, inbound.handle(reply(bob, replyAddress(bob), "decline")).kind());
        outbox.drain();
        assertEquals(Kind.ACTED, inbound.handle(reply(bob, replyAddress(bob), "board")).kind());
        outbox.drain();
        assertEquals("Flagpost: Alice vs Bobby Tables — move played", subject(last(GreenMailInbox.to(greenMail, bob))),
                "the board again, as fits Bob waiting for Alice");
        assertEquals(Kind.ACTED, inbound.handle(reply(bob, replyAddress(bob), "I resign")).kind());

        long byServices = ServiceGames.startedClassicGame();
        for (int ply = 0; ply < moves.size(); ply++) {
            play.move(byServices, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));
        }
        play.offerDraw(byServices, Side.RED);
        play.declineDraw(byServices, Side.BLUE);
        play.resign(byServices, Side.BLUE);

        assertEquals(summary(byServices), summary(byMail));
        assertTrue(summary(byMail).startsWith("FINISHED RED RESIGNED 4"), summary(byMail));
        assertEquals(List.of(), leaks(byMail));
    }

    // --- Helpers ------------------------------------------------------------------------------------------------

    /** The reply address of the newest email to {@code player}. */
    private String replyAddress(String player) {
        return GreenMailInbox.header(last(GreenMailInbox.to(greenMail, player)), "Reply-To");
    }

    private static MimeMessage reply(String from, String to, String body, String... headers) {
        return message(from, to, String.join("\n", headers) + (headers.length == 0 ? "" : "\n")
                + "Content-Type: text/plain; charset=UTF-8\n\n" + body);
    }

    /** A message as a mail client would deliver it: {@code rest} is the remaining headers, a blank line and the body. */
    private static MimeMessage message(String from, String to, String rest) {
        String eml = "From: " + from + "\nTo: " + to + "\nSubject: Re: Flagpost\nDate: Tue, 1 Dec 2026 10:00:00 +0000\n"
                + "Message-ID: <" + UUID.randomUUID() + "@mail.example.com>\nMIME-Version: 1.0\n" + rest;
        try {
            return new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(eml.replace("\n", "\r\n")
                    .getBytes(StandardCharsets.UTF_8)));
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What the leak scan finds in every refusal answer of the game (each composed as the dispatcher composes it). */
    private List<String> leaks(long gameId) {
        Setup setup = Setup.parse(Side.RED, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).setup();
        Setup blue = Setup.parse(Side.BLUE, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).setup();
        List<Move> moves = QuarkusTransaction.requiringNew().call(() -> MoveEntity.<MoveEntity>list("gameId = ?1 order by ply", gameId)
                .stream().map(m -> Move.of(m.fromSquare, m.toSquare)).toList());
        List<String> problems = new ArrayList<>();
        int answers = 0;
        for (MailProbe.Composed composed : probe.composeAll(gameId)) {
            if (composed.kind() != NotificationKind.REPLY_REFUSED) {
                continue;
            }
            answers++;
            Knowledge knowledge = Knowledge.of(setup, blue, moves, composed.ply(), composed.to(), false);
            boolean board = composed.mail().html().contains("<table "); // the board is the one table, in any language
            problems.addAll(LeakCheck.problems(knowledge, composed.mail(), Numbering.MODERN, board ? 1 : 0));
        }
        return answers == 0 && !isFinished(gameId) ? List.of("no answer to scan") : problems;
    }

    private boolean isFinished(long gameId) {
        return status(gameId) == GameStatus.FINISHED;
    }

    private int answersTo(String player) {
        return (int) GreenMailInbox.to(greenMail, player).stream().filter(m -> subject(m).startsWith("Re: ")).count();
    }

    /** The subjects of the emails to {@code player} after the first {@code before}, in the order they arrived. */
    private List<String> subjectsSince(String player, int before) {
        List<MimeMessage> all = GreenMailInbox.to(greenMail, player);
        return all.subList(before, all.size()).stream().map(RepliesByEmailTest::subject).toList();
    }

    private static String subject(MimeMessage message) {
        try {
            return message.getSubject();
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String text(MimeMessage message) {
        return GreenMailInbox.parts(message).stream().filter(p -> p.contentType().startsWith("text/plain")).findFirst().orElseThrow().text();
    }

    private int ply(long gameId) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(gameId).ply);
    }

    private GameStatus status(long gameId) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(gameId).status);
    }

    private long playerId(String email) {
        return QuarkusTransaction.requiringNew().call(() -> PlayerEntity.findByEmail(email).orElseThrow().id);
    }

    /** Status, winner, ending, ply and the moves: what makes two games the same. */
    private String summary(long gameId) {
        return QuarkusTransaction.requiringNew().call(() -> {
            GameEntity game = GameEntity.findById(gameId);
            return game.status + " " + (game.result() == null ? "-" : game.result().winner() + " " + game.result().ending()) + " " + game.ply
                    + " " + MoveEntity.<MoveEntity>list("gameId = ?1 order by ply", gameId).stream().map(m -> m.fromSquare + "-" + m.toSquare).toList();
        });
    }

    private static String flip(String token) {
        char c = token.charAt(5);
        return token.substring(0, 5) + (c == 'a' ? 'b' : 'a') + token.substring(6);
    }

    private static MimeMessage last(List<MimeMessage> messages) {
        return messages.get(messages.size() - 1);
    }

    private static List<MimeMessage> concat(List<MimeMessage> a, List<MimeMessage> b) {
        List<MimeMessage> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
