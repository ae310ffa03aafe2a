package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.LinkRequestConfig;
import flagpost.mail.OutboxRows;
import flagpost.rules.Side;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.Management;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, finding 6: characters that do not belong in an address. Control and format characters are refused in
 * words, never removed (a removed one made a second player whose mail reached the first); an international domain
 * is stored, and written to, in its ASCII form.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OddAddressTest {

    private static final Map<String, String> INVISIBLE = Map.of(
            "NUL", "\u0000",
            "NEL", "\u0085",
            "zero-width space", "\u200b",
            "right-to-left override", "\u202e",
            "line separator", "\u2028",
            "soft hyphen", "\u00ad");

    @Inject
    OutboxRows outbox;

    @Inject
    FrontProbe probe;

    @Inject
    PlayerRows players;

    @Inject
    TestClock clock;

    @Inject
    LinkRequestConfig linkRequests;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void anInvisibleCharacterInEitherAddressIsRefusedInWordsAndStoresNothing() {
        for (Map.Entry<String, String> odd : INVISIBLE.entrySet()) {
            String marker = UUID.randomUUID().toString();
            String plain = "bob-" + marker + "@example.com";
            String disguised = "bob-" + marker + odd.getValue() + "@example.com";
            for (boolean asCreator : List.of(true, false)) {
                long gamesBefore = probe.count("select count(*) from game");
                String creator = asCreator ? disguised : ServiceGames.uniqueEmail("alice");
                String opponent = asCreator ? ServiceGames.uniqueEmail("carol") : disguised;
                int status = startForm(creator, opponent).post("/").statusCode();
                assertEquals(400, status, odd.getKey() + (asCreator ? " in the creator's address" : " in the opponent's"));
                startForm(creator, opponent).post("/").then()
                        .contentType(containsString("text/html"))
                        .body(containsString("invisible or control character"))
                        .body(containsString(String.format("U+%04X", (int) odd.getValue().charAt(0))));
                assertEquals(gamesBefore, probe.count("select count(*) from game"), odd.getKey() + ": no game");
                assertEquals(0, players.countWithAddressContaining(marker), odd.getKey() + ": no player");
            }
            // The plain address and its disguise are one person: the "two different players" check must see that.
            startForm(plain, disguised).post("/").then().statusCode(400);
        }
    }

    @Test
    void theGamesListFormRefusesAnInvisibleCharacterInWordsToo() {
        clock.advance(linkRequests.perClientWindow()); // a fresh window of the per-client limit
        for (Map.Entry<String, String> odd : INVISIBLE.entrySet()) {
            Response answer = form(Map.of("email", "bob" + odd.getValue() + "@example.com")).post("/my-games");
            assertEquals(400, answer.statusCode(), odd.getKey());
            assertTrue(answer.contentType().startsWith("text/html"), odd.getKey());
            assertTrue(answer.asString().contains("invisible or control character"), odd.getKey() + ": " + answer.asString());
        }
    }

    @Test
    void aNelCannotMakeAnInvitationFailForGoodOrTurnTheHealthDown() {
        long failedBefore = probe.count("select count(*) from notification where state = 'FAILED'");
        startForm(ServiceGames.uniqueEmail("alice"), "bob\u0085x-" + UUID.randomUUID() + "@example.com").post("/").then().statusCode(400);
        outbox.drain();
        assertEquals(failedBefore, probe.count("select count(*) from notification where state = 'FAILED'"));
        Management.given().get("/q/health/well").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void anInternationalDomainIsStoredAndWrittenToInItsAsciiForm() throws jakarta.mail.MessagingException {
        String local = "bob-" + UUID.randomUUID();
        String alice = ServiceGames.uniqueEmail("alice");
        startForm(alice, local + "@B\u00fccher.Example").post("/").then().statusCode(303);
        StartConfirmationTest.confirmFromMail(greenMail, outbox, alice); // the invitation leaves on Alice's click
        String ascii = local + "@xn--bcher-kva.example";
        long game = probe.gameIdOfInvitee(ascii);
        assertEquals(ascii, players.emailOf(game, Side.BLUE));

        outbox.drain();
        List<OutboxRows.Row> rows = outbox.forGame(game);
        assertEquals(ascii, rows.get(0).toAddress(), "sent to exactly the stored address");
        List<MimeMessage> received = GreenMailInbox.to(greenMail, ascii);
        assertEquals(1, received.size());

        // Typed either way, it is the same player.
        startForm(ServiceGames.uniqueEmail("carol"), local + "@xn--bcher-kva.example").post("/").then().statusCode(303);
        assertEquals(1, players.countWithAddressContaining(local));
    }

    @Test
    void aLocalPartOutsideAsciiIsRefusedInWords() {
        String local = "b\u00fcb-" + UUID.randomUUID();
        startForm(ServiceGames.uniqueEmail("alice"), local + "@example.com").post("/").then()
                .statusCode(400)
                .body(containsString("before the @"));
        assertEquals(0, players.countWithAddressContaining(local.substring(4)));
    }

    @Test
    void anAddressStillMayHaveSpacesAroundItAndCapitals() {
        String local = "Bob-" + UUID.randomUUID();
        startForm(ServiceGames.uniqueEmail("alice"), "  " + local + "@Example.COM\t").post("/").then().statusCode(303);
        assertTrue(players.countWithAddressContaining(local.toLowerCase() + "@example.com") == 1);
    }

    private static RequestSpecification startForm(String creator, String opponent) {
        return form(Map.of("creatorName", "Alice", "creatorEmail", creator, "opponentEmail", opponent, "variant", "CLASSIC",
                "daysPerMove", "3", "colour", "RED"));
    }

    /** A form in UTF-8, as browsers send it (RestAssured would otherwise name ISO-8859-1 and encode in it). */
    private static RequestSpecification form(Map<String, String> fields) {
        String body = fields.entrySet().stream()
                .map(field -> field.getKey() + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return given().redirects().follow(false).contentType("application/x-www-form-urlencoded; charset=UTF-8").body(body);
    }
}
