package flagpost.metrics;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.icegreen.greenmail.util.GreenMail;
import flagpost.bot.Level;
import flagpost.game.ComputerTurns;
import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.it.Waiting;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.InboundMessageEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MailReplies;
import flagpost.support.ReadingTheMailbox;
import flagpost.support.Scrape;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What a host's Prometheus reads at {@code /q/metrics} on the management port, after a short game played with mail and
 * replies: an invitation accepted by reply, a move by the API, one by the page and one by reply, every email sent.
 */
@QuarkusTest
@TestProfile(ReadingTheMailbox.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class MetricsScrapeTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Inject
    Invitations invitations;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    GameQueries queries;

    @Inject
    ComputerTurns turns;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aShortGameWithMailAndRepliesShowsInTheScrapeAndTheOutboxAgeComesBackToZero() {
        MailReplies mail = new MailReplies(greenMail);
        outbox.drain();
        Scrape before = Scrape.now();
        ScriptedGame script = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 1, 600);
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(new NewGame("Alice", alice, bob, Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE,
                SeatChoice.RED));
        outbox.drain();
        answer(mail, id, Side.BLUE, "Bob", bob, NotificationKind.INVITATION, "Yes, I accept.");
        ServiceGames.submitSetups(id, script.red(), script.blue());
        String redLink = links.issue(LinkPurpose.PLAY, id, Side.RED, 0);
        String blueLink = links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0);
        Move first = script.moves().get(0);
        Move second = script.moves().get(1);
        given().contentType(ContentType.JSON).body("{\"move\": \"" + first + "\", \"ply\": 0}").post("/api/games/" + redLink + "/moves")
                .then().statusCode(200);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", "1").formParam("from", second.from().name())
                .formParam("to", second.to().name()).post("/play/" + blueLink + "/move").then().statusCode(303);

        clock.advance(Duration.ofMinutes(3)); // the moves' emails wait three minutes for the outbox
        Scrape waiting = Scrape.now();
        assertTrue(waiting.value("flagpost_outbox_oldest_due_seconds") >= 180, waiting.text());
        assertTrue(waiting.value("flagpost_outbox_pending") >= 2, "the two moves' emails wait at least");

        outbox.drain();
        answer(mail, id, Side.RED, "Alice", alice, NotificationKind.YOUR_MOVE, script.moves().get(2).toString());
        Scrape after = Scrape.now();

        assertEquals(1, delta(before, after, "flagpost_moves_applied_total", "channel", "api", "variant", "classic"));
        assertEquals(1, delta(before, after, "flagpost_moves_applied_total", "channel", "page", "variant", "classic"));
        assertEquals(1, delta(before, after, "flagpost_moves_applied_total", "channel", "reply", "variant", "classic"));
        assertEquals(0, delta(before, after, "flagpost_moves_applied_total", "channel", "computer"));
        assertEquals(3, delta(before, after, "flagpost_move_duration_seconds_count"));
        assertEquals(1, delta(before, after, "flagpost_invitations_total", "event", "sent"));
        assertEquals(1, delta(before, after, "flagpost_invitations_total", "event", "accepted"));
        assertEquals(2, delta(before, after, "flagpost_inbound_messages_total", "outcome", "acted"));
        assertEquals(2, delta(before, after, "flagpost_inbound_lag_seconds_count"));

        List<OutboxRows.Row> rows = outbox.forGame(id);
        long sent = rows.stream().filter(row -> row.state() == NotificationState.SENT).count();
        assertTrue(sent >= 6, "invitation, two setups, a start and the moves' mail went: " + rows);
        assertEquals(sent, delta(before, after, "flagpost_mail_sent_total"), "every email sent, counted once: " + rows);
        assertEquals(sent, delta(before, after, "flagpost_smtp_send_seconds_count"));
        assertEquals(1, delta(before, after, "flagpost_mail_sent_total", "kind", "invitation"));
        assertEquals(0, delta(before, after, "flagpost_mail_failed_total"));

        assertEquals(0, after.value("flagpost_outbox_oldest_due_seconds"), "nothing due waits once the outbox ran");
        assertEquals(1, after.value("flagpost_inbound_reader_up"));
        assertEquals(1, after.value("flagpost_database_up"));
        assertTrue(after.value("flagpost_games", "status", "playing") >= 1);
        assertTrue(after.value("flagpost_mail_budget_used") >= 0);

        String text = after.text();
        for (String secret : List.of(alice, bob, redLink, blueLink, redLink.substring(redLink.indexOf('.') + 1),
                ReadingTheMailbox.MAILBOX, "GreenMail checks no password here")) {
            assertFalse(text.contains(secret), "the scrape names " + secret);
        }
        assertFalse(text.contains("game_id") || text.contains("gameId"), "no label names a game");
    }

    @Test
    void aTurnTheComputerOwesShowsInTheScrapeUntilItIsAnswered() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, queries.seatState(id, Side.RED).legalMoves().get(0));

        clock.advance(Duration.ofMinutes(3)); // no thinker ran for three minutes
        Scrape waiting = Scrape.now();
        assertTrue(waiting.value("flagpost_computer_turns_waiting") >= 1, waiting.text());
        assertTrue(waiting.value("flagpost_computer_oldest_due_seconds") >= 180, waiting.text());
        assertTrue(waiting.value("flagpost_computer_turns_failing") >= 0, "the failing turns are in the scrape");

        turns.process();
        Scrape after = Scrape.now();
        assertEquals(0, after.value("flagpost_computer_oldest_due_seconds"), "nothing due waits once the computer ran");
        assertEquals(2, QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(id)).ply);
    }

    @Test
    void thePublicPortAnswersNotFoundForMetricsHealthAndAdmin() {
        for (String path : List.of("/q/metrics", "/q/health", "/q/health/ready", "/admin", "/admin/players")) {
            given().redirects().follow(false).get(path).then().statusCode(404);
        }
    }

    @Test
    void everyMetricTheDashboardAndTheAlertsReadIsInTheScrape() throws IOException {
        given().get("/").then().statusCode(200); // Quarkus's HTTP meters appear with the first request
        Scrape scrape = Scrape.now();
        Set<String> read = new TreeSet<>();
        JsonNode dashboard = new ObjectMapper().readTree(Files.readString(Path.of("deploy/grafana/flagpost.json")));
        List<String> expressions = dashboard.findValuesAsText("expr");
        assertTrue(expressions.size() > 20, "the dashboard's queries: " + expressions);
        expressions.forEach(expression -> read.addAll(metricsIn(expression)));
        read.addAll(metricsIn(Files.readString(Path.of("deploy/prometheus/alerts.yaml"))));
        assertTrue(read.containsAll(Set.of("flagpost_moves_applied_total", "flagpost_outbox_oldest_due_seconds",
                "flagpost_inbound_reader_up", "flagpost_job_behind_seconds", "flagpost_database_up")), read.toString());
        Set<String> missing = new TreeSet<>(read);
        missing.removeAll(scrape.names());
        assertEquals(Set.of(), missing, "read by the dashboard or the alerts but not in the scrape");
    }

    /** The metric names an expression reads: Flagpost's own and those of the Quarkus binders the dashboard uses. */
    private static Set<String> metricsIn(String text) {
        Set<String> names = new TreeSet<>();
        Matcher matcher = Pattern.compile("\\b((?:flagpost|http_server|jvm|agroal|process)_[a-z0-9_]+)").matcher(text);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    /** The change of a counter or a timer's count between two scrapes, summed over the series with these labels. */
    private static long delta(Scrape before, Scrape after, String name, String... labels) {
        return Math.round(after.sum(name, labels) - before.sum(name, labels));
    }

    /** The seat's player replies to the latest email of {@code kind} to that seat; returns once Flagpost acted and mailed. */
    private void answer(MailReplies mail, long gameId, Side seat, String name, String address, NotificationKind kind, String typed) {
        List<OutboxRows.Row> rows = outbox.forGame(gameId, seat).stream().filter(row -> row.kind() == kind).toList();
        OutboxRows.Row last = rows.get(rows.size() - 1);
        assertEquals(NotificationState.SENT, last.state(), last::toString);
        MimeMessage reply = MailReplies.reply(mail.sent(last.messageId()), name, address, typed);
        String replyId = GreenMailInbox.messageId(reply);
        mail.deliver(reply);
        InboundMessageEntity handled = Waiting.untilPresent("the reply \"" + typed + "\" handled", PATIENCE,
                () -> QuarkusTransaction.requiringNew().call(() -> InboundMessageEntity.byMessageId(replyId).orElse(null)), () -> "");
        assertEquals(InboundMessageEntity.State.ACTED, handled.state, () -> typed + ": " + handled.outcome);
        outbox.drain();
    }
}
