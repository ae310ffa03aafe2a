package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.support.CapturedLog;
import flagpost.support.GreenMailResource;
import flagpost.support.Management;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 12, finding 9b: a monitor polling a DOWN health check gets one log line when it turns DOWN, not one per poll. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class HealthDownLogTest {

    @Inject
    Invitations invitations;

    @Inject
    OutboxRows outbox;

    @Inject
    TestClock clock;

    private final CapturedLog log = new CapturedLog(record -> record.getLoggerName().startsWith("flagpost.mail.OutboxHealthCheck")
            || record.getLoggerName().startsWith("io.smallrye.health"));

    @BeforeEach
    void listen() {
        log.listen();
    }

    @AfterEach
    void stopListening() {
        log.stop();
    }

    /** Each caught line's message with its parameters. */
    private List<String> logged() {
        return log.records().stream()
                .map(record -> record.getMessage() + " " + List.of(record.getParameters() == null ? new Object[0] : record.getParameters()))
                .toList();
    }

    @Test
    void aDownOutboxIsLoggedOnceWhenItTurnsDownAndOnceWhenItRecovers() {
        outbox.drain();
        outbox.execute("update notification set failed_at = failed_at - interval '400 days' where state = 'FAILED'");
        Management.given().get("/q/health/well").then().statusCode(200);
        log.clear();

        long game = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                SeatChoice.RED));
        long row = outbox.forGame(game).get(0).id();
        outbox.execute("update notification set state = 'FAILED', failed_at = timestamptz '" + clock.instant() + "', "
                + "last_error = 'refused by test' where id = " + row);
        for (int poll = 0; poll < 5; poll++) {
            Management.given().get("/q/health/well").then().statusCode(503);
            Management.given().get("/q/health").then().statusCode(503);
        }
        assertEquals(1, logged().size(), "one line for ten polls: " + logged());
        assertTrue(logged().get(0).contains("DOWN"), logged().get(0));

        outbox.acknowledgeFailure(row);
        for (int poll = 0; poll < 3; poll++) {
            Management.given().get("/q/health/well").then().statusCode(200);
        }
        assertEquals(2, logged().size(), "and one when it is UP again: " + logged());
        assertTrue(logged().get(1).contains("UP"), logged().get(1));
    }
}
