package flagpost.inbound;

import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.it.Waiting;
import flagpost.store.InboundMessageEntity;
import flagpost.support.CapturedLog;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MailReplies;
import flagpost.support.Management;
import flagpost.support.ReadingTheMailbox;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The probe Flagpost mails itself through its own SMTP: GreenMail has no plus-addressing, so {@code play+probe-…@} lands
 * in a mailbox of its own, as on a host without it, and {@code Inbound mail} turns DOWN with a log line naming the likely
 * causes; delivered into the folder read, as a host with plus-addressing does, it is found, never answered, and the
 * check is UP again.
 */
@QuarkusTest
@TestProfile(ReadingTheMailbox.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class MailboxProbeTest {

    @Inject
    MailboxProbe probe;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aProbeThatNeverReachesTheFolderTurnsInboundDownUntilItArrives() throws MessagingException {
        MailReplies mail = new MailReplies(greenMail);
        CapturedLog log = new CapturedLog(record -> String.valueOf(record.getMessage()).contains("probe"));
        log.listen();
        try {
            String address = probe.send();
            assertTrue(address.startsWith("play+probe-") && address.endsWith("@flagpost.test"), address);
            MimeMessage sent = Waiting.until("the probe reaches GreenMail", Duration.ofSeconds(10), () -> Arrays.stream(greenMail.getReceivedMessages())
                    .filter(message -> address.equals(MailReplies.to(message))).findFirst().orElse(null));

            probe.check(probe.sentAt().plus(Duration.ofMinutes(4)));
            Management.given().get("/q/health/well").then().statusCode(200); // within its patience, a probe may still come
            probe.check(probe.sentAt().plus(Duration.ofMinutes(5)));
            Management.given().get("/q/health/well").then().statusCode(503).body("checks.name", hasItem(InboundHealthCheck.NAME));
            assertTrue(log.records().stream().anyMatch(line -> String.valueOf(line.getMessage()).contains("plus-addressing")),
                    "the log names the likely cause");

            mail.deliver(sent); // what a host with plus-addressing does with mail to play+anything@
            Waiting.until("the probe is found", Duration.ofSeconds(30), () -> Management.given().get("/q/health/well").statusCode() == 200,
                    () -> Management.given().get("/q/health/well").asString());
            InboundMessageEntity handled = QuarkusTransaction.requiringNew().call(
                    () -> InboundMessageEntity.byMessageId(sent.getMessageID()).orElseThrow());
            assertEquals(InboundMessageEntity.State.IGNORED, handled.state, "a probe is never a reply, and never answered");
            assertTrue(handled.outcome.contains("probe arrived"), handled.outcome);
            assertEquals(null, handled.notificationId);
        } finally {
            log.stop();
        }
    }
}
