package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.bot.Level;
import flagpost.game.ComputerTurns;
import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
import flagpost.game.Invitations;
import flagpost.game.MoveRecord;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.SeatChoice;
import flagpost.it.Waiting;
import flagpost.mail.OutboxRows;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.store.InboundMessageEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MailReplies;
import flagpost.support.Management;
import flagpost.support.ReadingTheMailbox;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.words.Language;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.restassured.path.json.JsonPath;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 13's must-show: a game played by email replies alone, through the running Flagpost's mailbox reader and
 * GreenMail's IMAP (IDLE), each reply a mail client's answer to the latest email of its seat; and one reply delivered
 * twice.
 */
@QuarkusTest
@TestProfile(ReadingTheMailbox.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class GameByEmailTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final String PROCESSED = "Flagpost.Processed";

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    GameQueries queries;

    @Inject
    OutboxRows outbox;

    @Inject
    ComputerTurns computerTurns;

    @InjectGreenMail
    GreenMail greenMail;

    private MailReplies mail;

    @BeforeEach
    void readTheMailbox() {
        mail = new MailReplies(greenMail);
        outbox.drain();
    }

    /** One player: the name their mail client gives and their address. */
    private record Player(Side seat, String name, String address) {
    }

    /**
     * Against the computer, replies work as usual: the setup and each move by reply, and after each the computer's job
     * answers, so the next email to reply to is the usual "your move", its move in it.
     */
    @Test
    void aGameAgainstTheComputerIsPlayedByRepliesAndItsAnswersComeByEmail() {
        Player alice = new Player(Side.RED, "Alice", ServiceGames.uniqueEmail("alice"));
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, alice.address());
        outbox.drain();

        answer(id, alice, Set.of(NotificationKind.SETUP_NEEDED), 0, ServiceGames.CLASSIC_SETUP);
        assertEquals(GameStatus.PLAYING, summary(id).status());
        for (int ply = 0; ply < 6; ply += 2) {
            Move move = queries.seatState(id, Side.RED).legalMoves().get(0);
            answer(id, alice, Set.of(NotificationKind.GAME_STARTED, NotificationKind.YOUR_MOVE), ply, move.toString());
            assertEquals(1, computerTurns.process(List.of(id)), "the computer answers the replied move");
            outbox.drain();
        }
        assertEquals(6, summary(id).ply());
        assertTrue(outbox.forGame(id, Side.BLUE).isEmpty(), "nothing is mailed to the computer");
    }

    @Test
    void aWholeClassicGamePlayedByRepliesAloneEndsAsTheSameMovesDoThroughTheService() {
        ScriptedGame script = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 1, 600);
        Player alice = new Player(Side.RED, "Alice", ServiceGames.uniqueEmail("alice"));
        Player bob = new Player(Side.BLUE, "Bob Brown", ServiceGames.uniqueEmail("bob"));
        int processedBefore = mail.count(PROCESSED);
        long id = invitations.create(new NewGame(alice.name(), alice.address(), bob.address(), Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        outbox.drain();

        answer(id, bob, Set.of(NotificationKind.INVITATION), 0, "Yes, I accept. Good luck!");
        assertEquals(GameStatus.SETUP, summary(id).status());
        assertEquals("Bob Brown", summary(id).blueName(), "the name comes from the reply's From");
        answer(id, bob, Set.of(NotificationKind.SETUP_NEEDED), 0, script.blue().toSetupString());
        answer(id, alice, Set.of(NotificationKind.SETUP_NEEDED), 0, script.red().toSetupString());
        assertEquals(GameStatus.PLAYING, summary(id).status());
        for (int ply = 0; ply < script.moves().size(); ply++) {
            Player mover = ply % 2 == 0 ? alice : bob;
            answer(id, mover, Set.of(NotificationKind.GAME_STARTED, NotificationKind.YOUR_MOVE), ply, script.moves().get(ply).toString());
        }

        GameSummary byMail = summary(id);
        assertEquals(GameStatus.FINISHED, byMail.status());
        long throughService = ServiceGames.startedGame(Variant.CLASSIC, GameOptions.DEFAULT, script.red(), script.blue());
        for (int ply = 0; ply < script.moves().size(); ply++) {
            play.move(throughService, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, script.moves().get(ply));
        }
        GameSummary byService = summary(throughService);
        assertEquals(byService.result(), byMail.result());
        assertEquals(script.result(), byMail.result());
        assertEquals(byService.ply(), byMail.ply());
        assertEquals(storedMoves(throughService), storedMoves(id));
        int replies = 3 + script.moves().size();
        Waiting.until("every reply moved out of the inbox", PATIENCE, () -> mail.count(PROCESSED) == processedBefore + replies,
                () -> mail.count(PROCESSED) - processedBefore + " of " + replies + " moved");
        assertEquals(0, mail.count("INBOX"));
    }

    /**
     * Players who read Spanish are taught their own words beside each link, and play by them: an invitation accepted,
     * a draw offered and declined, a move, and a resignation with a courtesy after it, each a reply over IMAP.
     */
    @Test
    void spanishReadersPlayByRepliesInTheirOwnWords() {
        ScriptedGame script = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 1, 600);
        Player alice = new Player(Side.RED, "Alice", ServiceGames.uniqueEmail("alicia"));
        Player bob = new Player(Side.BLUE, "Bob", ServiceGames.uniqueEmail("roberto"));
        long id = invitations.create(new NewGame(alice.name(), alice.address(), bob.address(), Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        players.setLanguage(ServiceGames.playerId(id, Side.RED), Language.ES); // the invitation speaks the inviter's language
        outbox.drain();

        String invitation = taught(id, bob, NotificationKind.INVITATION);
        assertTrue(invitation.contains("O responde a este correo con «acepto» o «rechazo»."), invitation);
        answer(id, bob, Set.of(NotificationKind.INVITATION), 0, "Acepto. ¡Suerte!");
        assertEquals(GameStatus.SETUP, summary(id).status());
        ServiceGames.submitSetups(id, script.red(), script.blue());
        outbox.drain();

        String started = taught(id, alice, NotificationKind.GAME_STARTED);
        assertTrue(started.contains("O responde a este correo con tu movimiento, como «e3-e4», o con «tablas», «me rindo» o «tablero»."),
                started);
        answer(id, alice, Set.of(NotificationKind.GAME_STARTED), 0, "¿Tablas?");
        assertEquals(Side.RED, summary(id).drawOfferedBy());
        answer(id, bob, Set.of(NotificationKind.DRAW_OFFERED), 0, "Rechazo las tablas");
        assertEquals(null, summary(id).drawOfferedBy());
        answer(id, alice, Set.of(NotificationKind.DRAW_DECLINED), 0, script.moves().get(0).toString());
        assertEquals(1, summary(id).ply());
        answer(id, bob, Set.of(NotificationKind.YOUR_MOVE), 1, "Me rindo, bien jugado");

        GameSummary over = summary(id);
        assertEquals(GameStatus.FINISHED, over.status());
        assertEquals(Result.win(Ending.RESIGNED, Side.RED), over.result());
    }

    /** The text of the latest email to {@code player}, of {@code kind}, as sent. */
    private String taught(long gameId, Player player, NotificationKind kind) {
        List<OutboxRows.Row> rows = outbox.forGame(gameId, player.seat());
        OutboxRows.Row last = rows.get(rows.size() - 1);
        assertEquals(kind, last.kind());
        return GreenMailInbox.parts(mail.sent(last.messageId())).stream().filter(part -> part.contentType().startsWith("text/plain"))
                .findFirst().orElseThrow().text();
    }

    @Test
    void aReplyDeliveredTwiceActsOnce() {
        ScriptedGame script = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 1, 600);
        Player alice = new Player(Side.RED, "Alice", ServiceGames.uniqueEmail("alice"));
        long id = invitations.create(new NewGame(alice.name(), alice.address(), ServiceGames.uniqueEmail("bob"), Variant.CLASSIC,
                GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        invitations.accept(id, "Bob");
        int processedBefore = mail.count(PROCESSED);
        ServiceGames.submitSetups(id, script.red(), script.blue());
        outbox.drain();
        MimeMessage reply = MailReplies.reply(latest(id, alice, Set.of(NotificationKind.GAME_STARTED), 0), alice.name(), alice.address(),
                script.moves().get(0).toString());

        mail.deliver(reply);
        mail.deliver(reply);

        Waiting.until("both deliveries moved out of the inbox", PATIENCE, () -> mail.count(PROCESSED) == processedBefore + 2,
                () -> mail.count("INBOX") + " still in the inbox");
        assertEquals(1, summary(id).ply(), "the move was played once");
        assertEquals(InboundMessageEntity.State.ACTED, record(GreenMailInbox.messageId(reply)).state);
        assertEquals(1, outbox.forGame(id, Side.BLUE).stream().filter(row -> row.kind() == NotificationKind.YOUR_MOVE && row.ply() == 1)
                .count(), "one move's mail: Bob's your-move, once");
    }

    /**
     * The player answers the latest email of their seat (which must be of one of these kinds and at this ply) as their
     * mail client would, and the reply is delivered; returns when Flagpost has acted on it and sent what followed.
     */
    private void answer(long gameId, Player player, Set<NotificationKind> kinds, int ply, String typed) {
        MimeMessage reply = MailReplies.reply(latest(gameId, player, kinds, ply), player.name(), player.address(), typed);
        String replyId = GreenMailInbox.messageId(reply);
        mail.deliver(reply);
        InboundMessageEntity handled = Waiting.untilPresent("the reply \"" + typed + "\" handled", PATIENCE, () -> record(replyId),
                this::whereTheReaderStands);
        assertEquals(InboundMessageEntity.State.ACTED, handled.state, () -> "\"" + typed + "\" at ply " + ply + ": " + handled.outcome
                + " / " + handled.advice);
        outbox.drain();
    }

    private MimeMessage latest(long gameId, Player player, Set<NotificationKind> kinds, int ply) {
        List<OutboxRows.Row> rows = outbox.forGame(gameId, player.seat());
        OutboxRows.Row last = rows.get(rows.size() - 1);
        assertTrue(kinds.contains(last.kind()) && last.ply() == ply, () -> "the latest email to " + player.seat() + " is " + last);
        assertEquals(NotificationState.SENT, last.state(), () -> "the latest email to " + player.seat() + " was not sent: " + last);
        MimeMessage email = mail.sent(last.messageId());
        assertTrue(MailReplies.to(email).equalsIgnoreCase(player.address()));
        return email;
    }

    /** What a lost reply's failure shows: the inbox, and where the reader's threads stand. */
    private String whereTheReaderStands() {
        StringBuilder where = new StringBuilder(mail.count("INBOX") + " in the inbox");
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            if (thread.getName().startsWith("flagpost-inbound") || thread.getName().contains("Event")) {
                where.append("\n").append(thread.getName()).append(' ').append(thread.getState());
                for (StackTraceElement frame : stack) {
                    where.append("\n    at ").append(frame);
                }
            }
        });
        return where.toString();
    }

    private static InboundMessageEntity record(String messageId) {
        return QuarkusTransaction.requiringNew().call(() -> InboundMessageEntity.byMessageId(messageId).orElse(null));
    }

    private GameSummary summary(long gameId) {
        return queries.settings(gameId, Side.RED).summary();
    }

    private List<Move> storedMoves(long gameId) {
        return ServiceGames.storedMoves(gameId);
    }

    @Test
    void theHealthCheckIsDownWhileTheMailboxCannotBeReadAndNamesNothing() {
        assertEquals("UP", inboundHealth().getString("status"));
        assertEquals("on", inboundHealth().getString("data.reading"));

        greenMail.stop();
        try {
            Waiting.until("the inbound check DOWN", PATIENCE, () -> "DOWN".equals(inboundHealth().getString("status")),
                    () -> inboundHealth().prettify());
            String answer = Management.given().get("/q/health/well").asString();
            assertFalse(answer.contains("127.0.0.1") || answer.contains("flagpost.test") || answer.contains(ReadingTheMailbox.MAILBOX),
                    "the health answer names no host and no address: " + answer);
        } finally {
            greenMail.start(); // on the same ports; it forgets its mail
        }
        Waiting.until("the inbound check UP again", PATIENCE, () -> "UP".equals(inboundHealth().getString("status")),
                () -> inboundHealth().prettify());
    }

    private static JsonPath inboundHealth() {
        JsonPath health = Management.given().get("/q/health/well").jsonPath();
        return new JsonPath(health.prettify()).setRootPath("checks.find { it.name == '" + InboundHealthCheck.NAME + "' }");
    }
}
