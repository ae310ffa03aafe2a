package flagpost.mail;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Play;
import flagpost.jobs.WakeUpAtOnce;
import flagpost.rules.Side;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Mail within seconds: from a move's commit to the SMTP hand-off of its "your move" email to GreenMail on loopback,
 * with the outbox's poll a day away ({@link WakeUpAtOnce}), so every email goes because the commit woke the
 * dispatcher. Moves are played one at a time, each after the previous email arrived, as people play. Not a test:
 * excluded from {@code verify}. Run: {@code ./mvnw test -Pservice-bench -Dtest=OutboxLatencyBenchmark}. Figures go to
 * the log and to {@code target/bench/mail-latency.txt}. Targets (issue 15): median under 1 s, p99 under 3 s.
 */
@QuarkusTest
@Tag("benchmark")
@TestProfile(WakeUpAtOnce.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxLatencyBenchmark {

    private static final Logger LOG = Logger.getLogger(OutboxLatencyBenchmark.class);
    private static final int WARM_UP = 20;
    private static final int MOVES = 200;
    private static final long GIVE_UP_MILLIS = 30_000;

    @Inject
    Play play;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void measureFromCommitToSmtpHandOff() throws Exception {
        List<String> report = new ArrayList<>();
        report.add(log("machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version()
                + "; load average at the start " + ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        long game = ServiceGames.startedClassicGame();
        awaitQuiet();
        List<Long> latencies = new ArrayList<>();
        for (int ply = 0; ply < WARM_UP + MOVES; ply++) {
            int before = greenMail.getReceivedMessages().length;
            play.move(game, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
            long committed = System.nanoTime(); // the move's transaction committed as play.move returned
            if (!greenMail.waitForIncomingEmail(GIVE_UP_MILLIS, before + 1)) {
                throw new AssertionError("move " + (ply + 1) + ": no email within " + GIVE_UP_MILLIS / 1000 + " s");
            }
            long handedOff = System.nanoTime();
            if (ply >= WARM_UP) {
                latencies.add(handedOff - committed);
            }
        }
        List<Long> sorted = latencies.stream().sorted().toList();
        report.add(log(String.format("commit to SMTP hand-off, %d moves (after %d to warm up): median %.1f ms, p90 %.1f ms, p99 %.1f ms,"
                + " max %.1f ms; load average at the end %.1f", MOVES, WARM_UP, at(sorted, 50), at(sorted, 90), at(sorted, 99),
                sorted.get(sorted.size() - 1) / 1e6, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage())));
        Path file = Path.of("target", "bench", "mail-latency.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, report);
    }

    /** Waits until the start's emails (invitation, setups, start) have gone and nothing else arrives for a while. */
    private void awaitQuiet() {
        int seen = -1;
        while (seen != greenMail.getReceivedMessages().length) {
            seen = greenMail.getReceivedMessages().length;
            greenMail.waitForIncomingEmail(2_000, seen + 1);
        }
    }

    private static double at(List<Long> sorted, int percent) {
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100)) / 1e6;
    }

    private static String log(String line) {
        LOG.info(line);
        return line;
    }
}
