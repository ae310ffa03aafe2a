package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.lessThan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.it.Waiting;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkTokens;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.store.InboundMessageEntity;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.MailReplies;
import flagpost.support.ReadingTheMailbox;
import flagpost.support.ServiceGames;
import flagpost.web.MalformedRequestTest.CapturedLog;
import flagpost.web.request.NoTokensInTheLog;
import flagpost.web.request.RequestIds;
import io.quarkus.arc.ClientProxy;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.lang.reflect.Field;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.logging.LogRecord;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.formatters.JsonFormatter;
import org.junit.jupiter.api.Test;

/**
 * No token, link key or password in the log, in the plain form or the JSON one, at any level, through a game played with
 * mail, a reply read over IMAP (with its password), pages and the API; and every line of a request carries its id.
 */
@QuarkusTest
@TestProfile(ReadingTheMailbox.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class LogSecretsTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final String INBOUND_PASSWORD = "GreenMail checks no password here";

    @Inject
    Invitations invitations;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void noTokenKeyOrPasswordIsLoggedInEitherFormAndARequestsLinesCarryItsId() throws Exception {
        MailReplies mail = new MailReplies(greenMail);
        outbox.drain();
        List<String> secrets = new ArrayList<>(List.of(INBOUND_PASSWORD));
        secrets.addAll(linkKeys());
        List<LogRecord> logged;
        String requestId = "req-0123456789-test";
        Response refused;
        try (CapturedLog log = CapturedLog.everyLevel()) {
            String bob = ServiceGames.uniqueEmail("bob");
            long id = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), bob, flagpost.rules.Variant.CLASSIC,
                    flagpost.rules.GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
            outbox.drain();
            OutboxRows.Row invitation = outbox.forGame(id, Side.BLUE).stream().filter(row -> row.kind() == NotificationKind.INVITATION)
                    .findFirst().orElseThrow();
            MimeMessage sent = mail.sent(invitation.messageId());
            String replyTo = ((InternetAddress) sent.getReplyTo()[0]).getAddress();
            secrets.add(replyTo.substring(replyTo.indexOf('+') + 1, replyTo.indexOf('@')));
            MimeMessage reply = MailReplies.reply(sent, "Bob", bob, "I accept");
            String replyId = GreenMailInbox.messageId(reply);
            mail.deliver(reply);
            Waiting.untilPresent("the reply handled", PATIENCE,
                    () -> QuarkusTransaction.requiringNew().call(() -> InboundMessageEntity.byMessageId(replyId).orElse(null)), () -> "");
            outbox.drain();
            for (Side seat : Side.values()) {
                String play = links.issue(LinkPurpose.PLAY, id, seat, 0);
                secrets.add(play);
                // Pages, the API and a refused move (the game is still in setup): whatever they log must hide the token.
                given().redirects().follow(false).get("/play/" + play).then().statusCode(lessThan(500));
                given().get("/api/games/" + play).then().statusCode(lessThan(500));
                given().contentType(ContentType.JSON).body("{\"move\": \"a4-a5\", \"ply\": 0}").post("/api/games/" + play + "/moves")
                        .then().statusCode(lessThan(500));
            }
            refused = given().header(RequestIds.HEADER, requestId).contentType(ContentType.URLENC).body("email=%zz").post("/my-games");
            logged = log.all();
        }

        assertEquals(400, refused.statusCode());
        assertEquals(requestId, refused.header(RequestIds.HEADER), "a proxy's request id is kept");
        List<LogRecord> ofTheRequest = logged.stream()
                .filter(record -> record instanceof ExtLogRecord ext && requestId.equals(ext.getMdc(RequestIds.MDC_KEY))).toList();
        assertFalse(ofTheRequest.isEmpty(), "the refused request's log line carries its id");

        assertTrue(logged.size() > 20, "the run was logged at every level: " + logged.size() + " lines");
        // GreenMail, the test's mail server, runs in this process and logs the commands it receives, the mailbox login
        // included; it is no part of Flagpost and never runs beside it in production.
        List<LogRecord> flagposts = logged.stream().filter(record -> !String.valueOf(record.getLoggerName()).startsWith("com.icegreen"))
                .toList();
        assertTrue(logged.size() > flagposts.size(), "GreenMail's own lines are there to leave out");
        assertEquals(List.of(), leaks(flagposts, secrets));
        // The scan finds what it looks for: a password written out is caught, a token is hidden by the filter first.
        ExtLogRecord password = new ExtLogRecord(java.util.logging.Level.INFO, "logging in with " + INBOUND_PASSWORD, getClass().getName());
        ExtLogRecord token = new ExtLogRecord(java.util.logging.Level.INFO, "GET /play/" + secrets.get(secrets.size() - 1) + "/move",
                getClass().getName());
        password.setLoggerName("planted");
        token.setLoggerName("planted");
        assertEquals(2, leaks(List.of(password), secrets).size(), "the plain and the JSON line");
        assertEquals(List.of(), leaks(List.of(token), secrets));

        String jsonOfTheRequest = new JsonFormatter().format((ExtLogRecord) ofTheRequest.get(0));
        assertTrue(jsonOfTheRequest.contains("\"" + RequestIds.MDC_KEY + "\":\"" + requestId + "\""), jsonOfTheRequest);
    }

    @Test
    void aRequestIdThatIsNoPlainWordIsReplacedAndEveryAnswerCarriesOne() {
        String hostile = given().header(RequestIds.HEADER, "x INFO [fake] forged line").get("/").header(RequestIds.HEADER);
        assertTrue(hostile.matches("[0-9a-f]{16}"), hostile);
        String first = given().get("/").header(RequestIds.HEADER);
        String second = given().get("/").header(RequestIds.HEADER);
        assertTrue(first.matches("[0-9a-f]{16}") && second.matches("[0-9a-f]{16}"), first + " " + second);
        assertNotEquals(first, second);
    }

    @Test
    void theJsonLogIsOffUnlessTheHostTurnsItOn() {
        assertEquals(Boolean.FALSE, ConfigProvider.getConfig().getValue("quarkus.log.console.json.enabled", Boolean.class));
    }

    /** Each line, plain and as JSON, that shows a secret once the log handlers' filter has passed over its record. */
    private static List<String> leaks(List<LogRecord> records, List<String> secrets) {
        JsonFormatter json = new JsonFormatter();
        NoTokensInTheLog filter = new NoTokensInTheLog();
        List<String> leaks = new ArrayList<>();
        for (LogRecord record : records) {
            filter.isLoggable(record);
            String plain = CapturedLog.text(record);
            String asJson = json.format(record instanceof ExtLogRecord ext ? ext : ExtLogRecord.wrap(record));
            for (String line : List.of(plain, asJson)) {
                if (secrets.stream().anyMatch(line::contains)) {
                    leaks.add(line);
                }
            }
        }
        return leaks;
    }

    /** The link keys this start signs and checks with, as base64 (how a host gives them) and as hex. */
    private List<String> linkKeys() throws ReflectiveOperationException {
        Object service = ClientProxy.unwrap(links);
        LinkTokens tokens = null;
        for (Field field : service.getClass().getDeclaredFields()) {
            if (field.getType() == LinkTokens.class) {
                field.setAccessible(true);
                tokens = (LinkTokens) field.get(service);
            }
        }
        Field keysField = LinkTokens.class.getDeclaredField("keys");
        keysField.setAccessible(true);
        @SuppressWarnings("unchecked")
        Map<String, byte[]> keys = (Map<String, byte[]>) keysField.get(tokens);
        assertFalse(keys.isEmpty(), "the start has a link key");
        List<String> forms = new ArrayList<>();
        for (byte[] key : keys.values()) {
            forms.add(Base64.getEncoder().encodeToString(key));
            forms.add(Base64.getUrlEncoder().withoutPadding().encodeToString(key));
            forms.add(java.util.HexFormat.of().formatHex(key));
        }
        return forms;
    }
}
