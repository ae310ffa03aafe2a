package flagpost.mail;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Play;
import flagpost.rules.Side;
import flagpost.store.NotificationEntity;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MachineCpu;
import flagpost.support.Percentiles;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Outbox drain rate to a local SMTP server (GreenMail on loopback), against the real PostgreSQL. Not a
 * test: excluded from {@code verify}. Run: {@code ./mvnw test -Pservice-bench -Dtest=OutboxBenchmark}
 * (or all service benchmarks with {@code ./mvnw test -Pservice-bench}). Figures go to the log and to
 * {@code target/bench/outbox-drain.txt}.
 *
 * <ol>
 * <li>first delivery: take, compose (boards, links), store, send, mark: what a busy server does, on a backlog of
 * {@value #GAMES} games each with the two emails of its latest move. A seat's older turn emails are superseded, not
 * sent, so a backlog is at most a couple of emails per seat: a long game's own backlog is no test of sending;</li>
 * <li>re-delivery of stored messages (the same rows set back to pending): take, send, mark, no composing;</li>
 * <li>SMTP alone: the same messages through the SMTP sender, no database;</li>
 * <li>composing alone: {@link MailComposer#compose} for every row, timed one by one (median and p99 per email), for
 * those games and for every ply of one game of {@value #LONG_GAME_PLIES} moves, whose old plies are what used to
 * cost a replay.</li>
 * </ol>
 * The first three run in {@value #WARM_UP_ROUNDS} warm-up rounds and then {@value #ROUNDS} measured rounds, one after
 * the other (options {@code -Dflagpost.bench.outbox-warm-up-rounds}, {@code -Dflagpost.bench.outbox-rounds}), each
 * phase with the mail server's mailboxes emptied first, and the ratio compares the measured rounds' medians: a single
 * round swung by half from run to run, when the heap grew with the mail the server kept, and the first rounds are the
 * JIT's warm-up, longest for first delivery, which runs the most code. Every batch is one SMTP connection; the report
 * counts them.
 */
@QuarkusTest
@Tag("benchmark")
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxBenchmark {

    private static final Logger LOG = Logger.getLogger(OutboxBenchmark.class);
    private static final int GAMES = 1_025;
    private static final int LONG_GAME_PLIES = 1_500;
    /** Rounds of the three sending phases, one after the other: a single round swung by half from run to run. */
    private static final int ROUNDS = Integer.getInteger("flagpost.bench.outbox-rounds", 5);
    /**
     * Rounds before those, reported but not in the medians: the JIT still compiles in them (stop 24: 120 to 191 emails/s).
     * Fifteen, because first delivery runs the most code and warms the slowest: after 5 its measured rounds still rose
     * from 450 to 598 emails/s while SMTP alone held at 672 to 679; after 15 they held at 514 to 613 (2026-12-05).
     */
    private static final int WARM_UP_ROUNDS = Integer.getInteger("flagpost.bench.outbox-warm-up-rounds", 15);

    @Inject
    Play play;

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    OutboxRows outbox;

    @Inject
    OutboxConfig config;

    @Inject
    MailSender smtp;

    @Inject
    MailComposer composer;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void measureDrainRate() throws Exception {
        List<String> report = new ArrayList<>();
        report.add(log("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + "; batch size " + config.batchSize() + " (one SMTP connection per batch); load average at the start "
                + ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        outbox.drain();
        warmUp();

        List<Long> ids = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            ids.add(ServiceGames.startedClassicGame());
        }
        // The start's emails (invitation, setups, start) are set aside, so the backlog is the moves' mail alone.
        outbox.execute("update notification set state = 'MUTED' where state = 'PENDING'");
        for (long id : ids) {
            play.move(id, Side.RED, 0, OutboxRetryTest.shuffle(0));
        }
        String inGames = ids.stream().map(String::valueOf).collect(Collectors.joining(","));

        List<Double> firstDeliveries = new ArrayList<>();
        List<Double> reDeliveries = new ArrayList<>();
        List<Double> smtpAlone = new ArrayList<>();
        for (int round = 1; round <= WARM_UP_ROUNDS + ROUNDS; round++) {
            String name = round <= WARM_UP_ROUNDS ? "warm-up round " + round : "round " + (round - WARM_UP_ROUNDS);
            if (round > 1) { // the same emails, to be taken and composed again
                outbox.execute("update notification set state = 'PENDING', sent_at = null, next_attempt_at = created_at,"
                        + " composed_at = null, message_id = null, to_address = null, subject = null, headers = null,"
                        + " body_text = null, body_html = null where state = 'SENT' and game_id in (" + inGames + ")");
            }
            greenMail.purgeEmailFromAllMailboxes();
            double first = drain(name + ", first delivery (take, compose, store, send, mark)", report);

            outbox.execute("update notification set state = 'PENDING', sent_at = null, next_attempt_at = created_at"
                    + " where state = 'SENT' and game_id in (" + inGames + ")");
            greenMail.purgeEmailFromAllMailboxes();
            double again = drain(name + ", re-delivery of stored messages (take, send, mark)", report);

            greenMail.purgeEmailFromAllMailboxes();
            double direct = smtpAlone(name + ", SMTP alone", ids, report);
            if (round > WARM_UP_ROUNDS) {
                firstDeliveries.add(first);
                reDeliveries.add(again);
                smtpAlone.add(direct);
            }
        }
        double firstDelivery = Percentiles.median(firstDeliveries);
        double alone = Percentiles.median(smtpAlone);
        report.add(log(String.format("medians of %d measured rounds: first delivery %.0f, re-delivery %.0f, SMTP alone %.0f emails/s", ROUNDS,
                firstDelivery, Percentiles.median(reDeliveries), alone)));

        report.add(composing("composing, " + GAMES + " games at their first move", ids));

        report.add(log(String.format("first delivery / SMTP alone, medians (target >= 0.80): %.2f; load average at the end %.1f",
                firstDelivery / alone, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage())));

        long longGame = ServiceGames.startedClassicGame();
        for (int ply = 0; ply < LONG_GAME_PLIES; ply++) {
            play.move(longGame, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
        }
        report.add(composing("composing, every ply of one game of " + LONG_GAME_PLIES + " moves", List.of(longGame)));
        outbox.execute("update notification set state = 'MUTED' where state = 'PENDING' and game_id = " + longGame);

        Path file = Path.of("target", "bench", "outbox-drain.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, report);
    }

    /**
     * Composes every notification of these games again in batches of the outbox's size, each batch in its own
     * transaction as the dispatcher takes them: each email timed on its own (wall clock, and this thread's CPU time,
     * which other work on a shared machine disturbs far less), and each batch as a whole, its reads included.
     */
    private String composing(String what, List<Long> games) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<Long> ids = QuarkusTransaction.requiringNew().call(() -> NotificationEntity
                .<NotificationEntity>list("gameId in ?1 order by id", games).stream().map(row -> row.id).toList());
        List<Long> wall = new ArrayList<>(ids.size());
        List<Long> cpu = new ArrayList<>(ids.size());
        long[] batchTotals = new long[2];
        for (int from = 0; from < ids.size(); from += config.batchSize()) {
            List<Long> batchIds = ids.subList(from, Math.min(ids.size(), from + config.batchSize()));
            QuarkusTransaction.requiringNew().run(() -> {
                List<NotificationEntity> rows = NotificationEntity.list("id in ?1 order by id", batchIds);
                long batchWallStart = System.nanoTime();
                long batchCpuStart = threads.getCurrentThreadCpuTime();
                MailComposer.Batch batch = composer.batch(rows);
                for (NotificationEntity row : rows) {
                    long wallStart = System.nanoTime();
                    long cpuStart = threads.getCurrentThreadCpuTime();
                    composer.compose(row, batch);
                    cpu.add(threads.getCurrentThreadCpuTime() - cpuStart);
                    wall.add(System.nanoTime() - wallStart);
                }
                batchTotals[0] += System.nanoTime() - batchWallStart;
                batchTotals[1] += threads.getCurrentThreadCpuTime() - batchCpuStart;
            });
        }
        return log(String.format("%s: %d emails; each: wall median %.3f ms, p99 %.3f ms; CPU median %.3f ms, p99 %.3f ms;"
                + " per email with its batch's reads: wall %.3f ms, CPU %.3f ms", what, ids.size(), Percentiles.millis(wall, 50),
                Percentiles.millis(wall, 99), Percentiles.millis(cpu, 50), Percentiles.millis(cpu, 99), batchTotals[0] / 1e6 / ids.size(),
                batchTotals[1] / 1e6 / ids.size()));
    }

    /** The stored messages of these games, straight through the SMTP sender: no database, no composing. */
    private double smtpAlone(String what, List<Long> games, List<String> report) throws MailException {
        List<MailMessage> messages = QuarkusTransaction.requiringNew().call(() -> NotificationEntity
                .<NotificationEntity>list("gameId in ?1 and composedAt is not null order by id", games).stream()
                .map(MailRows::read).toList());
        MachineCpu machine = MachineCpu.now();
        long start = System.nanoTime();
        int connections = 0;
        for (int from = 0; from < messages.size(); from += config.batchSize()) {
            try (MailSender.Batch batch = smtp.openBatch()) {
                connections++;
                for (MailMessage message : messages.subList(from, Math.min(messages.size(), from + config.batchSize()))) {
                    batch.send(message);
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        report.add(log(String.format("%s: %d emails in %.2f s = %.0f emails/s over %d connections; machine %.0f %% busy", what,
                messages.size(), seconds, messages.size() / seconds, connections, MachineCpu.now().busySince(machine) * 100)));
        return messages.size() / seconds;
    }

    /** Logs a line of the report as soon as it is known (a run that breaks later still leaves it), and returns it. */
    private static String log(String line) {
        LOG.info(line);
        return line;
    }


    /** Sends what is due until nothing is; adds the figures to the report and returns the emails per second. */
    private double drain(String what, List<String> report) {
        AtomicInteger connections = new AtomicInteger();
        MailSender counting = () -> {
            connections.incrementAndGet();
            return smtp.openBatch();
        };
        MachineCpu machine = MachineCpu.now();
        long start = System.nanoTime();
        int sent = 0;
        for (OutboxDispatcher.Run run = dispatcher.dispatch(counting); !run.idle(); run = dispatcher.dispatch(counting)) {
            if (run.retrying() + run.failed() > 0) {
                throw new AssertionError("a benchmark run had failures: " + run);
            }
            sent += run.sent();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        report.add(log(String.format("%s: %d emails in %.2f s = %.0f emails/s over %d connections; machine %.0f %% busy", what, sent,
                seconds, sent / seconds, connections.get(), MachineCpu.now().busySince(machine) * 100)));
        return sent / seconds;
    }

    private void warmUp() throws IOException {
        for (int g = 0; g < 2; g++) {
            long id = ServiceGames.startedClassicGame();
            for (int ply = 0; ply < 50; ply++) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
            }
        }
        outbox.drain();
    }
}
