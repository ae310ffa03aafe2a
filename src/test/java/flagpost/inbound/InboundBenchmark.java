package flagpost.inbound;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.mail.OutboxRows;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.InboundMessageEntity;
import flagpost.store.NotificationKind;
import flagpost.support.BenchDatabase;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.Percentiles;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MailReplies;
import flagpost.support.ReadingTheMailbox;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Replies by email, timed (issue 13): how long from a reply's delivery into the mailbox until its answering emails are
 * queued (its {@code inbound_message} row, committed in one transaction with the move and its notification rows), with
 * IDLE (target: median under 2 s) and with polling (target: within one poll interval); and how many replies a second
 * one reader handles from a full mailbox (target: at least 50). Not a test: excluded from {@code verify}. Run:
 * {@code ./mvnw test -Pservice-bench -Dtest=InboundBenchmark}; figures go to the log and {@code target/bench/inbound.txt}.
 *
 * <p>Each reply is a mail client's answer to a real "the game has started" email, Red's first move, delivered straight
 * into the mailbox (GreenMail does no plus-addressing over SMTP). The IDLE reader is the running Flagpost's own; the
 * polling one is a second reader on a second mailbox, handing to the same {@link InboundMail}.
 */
@QuarkusTest
@Tag("benchmark")
@TestProfile(ReadingTheMailbox.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class InboundBenchmark {

    private static final Logger LOG = Logger.getLogger(InboundBenchmark.class);
    private static final int LATENCY_REPLIES = 20;
    private static final int POLL_REPLIES = 10;
    private static final Duration POLL_INTERVAL = Duration.ofSeconds(2);
    private static final int BURST = 300;
    private static final int HANDLED_ALONE = 300;
    private static final String POLLED_MAILBOX = "polled@flagpost.test";

    @Inject
    Invitations invitations;

    @Inject
    OutboxRows outbox;

    @Inject
    InboundMail inboundMail;

    @InjectGreenMail
    GreenMail greenMail;

    private final ScriptedGame script = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 1, 600);

    @Test
    void measure() throws Exception {
        List<String> report = new ArrayList<>();
        BenchDatabase.requireSynchronousCommit();
        report.add(log(BenchDatabase.describe()));
        report.add(log("machine: " + Runtime.getRuntime().availableProcessors() + " cores, shared with other builds; load average at the start "
                + loadAverage()));
        MailReplies mail = new MailReplies(greenMail);
        List<MimeMessage> replies = firstMoves(mail, LATENCY_REPLIES + POLL_REPLIES + BURST + HANDLED_ALONE);
        Random pause = new Random(7);

        List<Long> idle = new ArrayList<>();
        for (MimeMessage reply : replies.subList(0, LATENCY_REPLIES)) {
            Thread.sleep(100 + pause.nextInt(400)); // the reader is idling, not still busy with the last reply
            long start = System.nanoTime();
            mail.deliver(reply);
            awaitHandled(reply);
            idle.add(System.nanoTime() - start);
        }
        report.add(log(String.format("IDLE: %d replies, delivery to answer queued: median %.0f ms, max %.0f ms (target: median < 2000 ms)",
                idle.size(), Percentiles.millis(idle, 50), Percentiles.millis(idle, 100))));

        greenMail.setUser(POLLED_MAILBOX, POLLED_MAILBOX, "any");
        TestMailbox polled = TestMailbox.on(greenMail.getImap().getPort(), POLLED_MAILBOX, "any").polling(POLL_INTERVAL);
        MailboxReader poller = new MailboxReader(polled, inboundMail::handle);
        poller.start();
        List<Long> polling = new ArrayList<>();
        try {
            for (MimeMessage reply : replies.subList(LATENCY_REPLIES, LATENCY_REPLIES + POLL_REPLIES)) {
                Thread.sleep(pause.nextInt((int) POLL_INTERVAL.toMillis())); // land anywhere in the poll cycle
                long start = System.nanoTime();
                greenMail.getUserManager().getUserByEmail(POLLED_MAILBOX).deliver(reply);
                awaitHandled(reply);
                polling.add(System.nanoTime() - start);
            }
        } finally {
            poller.stop(Duration.ofSeconds(10));
        }
        report.add(log(String.format("polling every %d ms: %d replies, delivery to answer queued: median %.0f ms, max %.0f ms "
                + "(target: within one poll interval)", POLL_INTERVAL.toMillis(), polling.size(), Percentiles.millis(polling, 50),
                Percentiles.millis(polling, 100))));

        // Flagpost's own work per reply (read, parse, check, play the move, queue the answers), without IMAP's round trips.
        List<MimeMessage> alone = replies.subList(LATENCY_REPLIES + POLL_REPLIES + BURST, replies.size());
        long aloneStart = System.nanoTime();
        for (MimeMessage reply : alone) {
            InboundOutcome outcome = inboundMail.handle(new MimeMessage(reply));
            if (outcome.kind() != InboundOutcome.Kind.ACTED) {
                throw new AssertionError("a benchmark reply was not acted on: " + outcome);
            }
        }
        double aloneSeconds = (System.nanoTime() - aloneStart) / 1e9;
        report.add(log(String.format("handled in turn without IMAP: %d replies in %.2f s = %.0f replies/s (target: >= 50/s)", alone.size(),
                aloneSeconds, alone.size() / aloneSeconds)));

        List<MimeMessage> burst = replies.subList(LATENCY_REPLIES + POLL_REPLIES, LATENCY_REPLIES + POLL_REPLIES + BURST);
        long start = System.nanoTime();
        for (MimeMessage reply : burst) {
            mail.deliver(reply);
        }
        for (MimeMessage reply : burst) {
            awaitHandled(reply);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        report.add(log(String.format("burst: %d replies delivered at once, all handled (moves played, answers queued) in %.2f s = %.0f "
                + "replies/s (target: >= 50/s); load average at the end %.1f", burst.size(), seconds, burst.size() / seconds, loadAverage())));

        Path file = Path.of("target", "bench", "inbound.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, report);
    }

    /** Started games, and for each Red's reply to its "the game has started" email with the first move. */
    private List<MimeMessage> firstMoves(MailReplies mail, int games) {
        List<Long> ids = new ArrayList<>();
        List<String> reds = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            String red = ServiceGames.uniqueEmail("red");
            long id = invitations.create(new NewGame("Red", red, ServiceGames.uniqueEmail("blue"), Variant.CLASSIC, GameOptions.DEFAULT,
                    NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
            invitations.accept(id, "Blue");
            ServiceGames.submitSetups(id, script.red(), script.blue());
            ids.add(id);
            reds.add(red);
        }
        outbox.drain();
        List<MimeMessage> replies = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            OutboxRows.Row started = outbox.forGame(ids.get(g), Side.RED).stream()
                    .filter(row -> row.kind() == NotificationKind.GAME_STARTED).findFirst().orElseThrow();
            replies.add(MailReplies.reply(mail.sent(started.messageId()), "Red", reds.get(g), script.moves().get(0).toString()));
        }
        return replies;
    }

    private static void awaitHandled(MimeMessage reply) throws InterruptedException {
        String id = GreenMailInbox.messageId(reply);
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            InboundMessageEntity row = QuarkusTransaction.requiringNew().call(() -> InboundMessageEntity.byMessageId(id).orElse(null));
            if (row != null) {
                if (row.state != InboundMessageEntity.State.ACTED) {
                    throw new AssertionError("a benchmark reply was not acted on: " + row.outcome + " / " + row.advice);
                }
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("a reply was not handled within 60 s");
            }
            Thread.sleep(5);
        }
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static String log(String line) {
        LOG.info(line);
        return line;
    }

}
