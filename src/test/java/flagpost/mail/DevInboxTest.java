package flagpost.mail;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.FixedSubjects;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The dev inbox page (present in dev and test builds, left out of prod builds), and the choice of
 * sender: SMTP with a host, the dev inbox without one, and no production start without one.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class DevInboxTest {

    @Inject
    Invitations invitations;

    @Inject
    OutboxRows outbox;

    @Test
    void theInboxListsSentEmailsAndShowsEachWithItsHtmlPartAndClickableLinks() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice <b>", alice, bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        outbox.drain();
        OutboxRows.Row setup = outbox.forGame(id).stream().filter(r -> r.kind() == NotificationKind.SETUP_NEEDED).findFirst().orElseThrow();

        given().queryParam("to", bob).when().get("/dev/inbox").then()
                .statusCode(200)
                .header("Cache-Control", equalTo("no-store"))
                .body(containsString("/dev/inbox/" + outbox.forGame(id).get(0).id()))
                .body(containsString(FixedSubjects.INVITATION))
                .body(not(containsString(alice)), not(containsString("Alice <b>")));

        given().when().get("/dev/inbox/" + setup.id()).then()
                .statusCode(200)
                .body(containsString("<iframe"))
                .body(containsString("srcdoc=\"&lt;base target=&quot;_top&quot;&gt;"))
                .body(containsString(setup.messageId().replace("<", "&lt;").replace(">", "&gt;")))
                .body(containsString("<a href=\"http://localhost:8080/setup/"))
                .body(containsString("List-Unsubscribe-Post"))
                .body(not(containsString("<b>")), containsString("Alice &lt;b&gt;"));

        given().when().get("/dev/inbox/987654321").then().statusCode(404);
    }

    @Test
    void withoutAnSmtpHostDevAndTestUseTheDevInboxAndProductionDoesNotStart() {
        assertEquals(MailSenderProducer.Route.DEV_INBOX, MailSenderProducer.route(Optional.empty(), LaunchMode.DEVELOPMENT));
        assertEquals(MailSenderProducer.Route.DEV_INBOX, MailSenderProducer.route(Optional.of(" "), LaunchMode.TEST));
        assertEquals(MailSenderProducer.Route.SMTP, MailSenderProducer.route(Optional.of("smtp.example.org"), LaunchMode.NORMAL));
        assertEquals(MailSenderProducer.Route.SMTP, MailSenderProducer.route(Optional.of("localhost"), LaunchMode.DEVELOPMENT));

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> MailSenderProducer.route(Optional.empty(), LaunchMode.NORMAL));
        for (String setting : new String[] {"flagpost.mail.smtp.host", "FLAGPOST_MAIL_SMTP_HOST", "flagpost.mail.smtp.port",
                "flagpost.mail.smtp.security", "flagpost.mail.smtp.username", "flagpost.mail.smtp.password", "Mail hosts"}) {
            assertTrue(refused.getMessage().contains(setting), "names " + setting + ": " + refused.getMessage());
        }
    }

    @Test
    void theDevInboxSenderRefusesWhatSmtpWouldRefuse() throws MailException {
        DevInboxMailSender sender = new DevInboxMailSender("http://localhost:8080/");
        try (MailSender.Batch batch = sender.openBatch()) {
            batch.send(SmtpMessageTest.message());
            MailException refused = assertThrows(MailException.class,
                    () -> batch.send(SmtpMessageTest.withHeader("List-Unsubscribe", "<x>\r\nBcc: eve@example.com")));
            assertTrue(refused.isPermanent());
        }
        assertTrue(sender.describe().contains("http://localhost:8080/dev/inbox"));
    }
}
