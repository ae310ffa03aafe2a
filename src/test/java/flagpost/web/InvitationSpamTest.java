package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.GameConfig;
import flagpost.game.InvitationConfig;
import flagpost.game.Invitations;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.support.FixedSubjects;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Starting games turned against one inbox: many attempts, from many client addresses, by players starting from their
 * own games lists (the one way a game starts without a confirmation click), all inviting one victim. At most the cap
 * arrives, and nothing after the victim opts out.
 */
@QuarkusTest
@TestProfile(BehindAProxy.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class InvitationSpamTest {

    static final String CANNOT_INVITE = "This address cannot be invited right now.";

    @Inject
    FrontProbe probe;

    @Inject
    OutboxRows outbox;

    @Inject
    TestClock clock;

    @Inject
    InvitationConfig caps;

    @Inject
    GameConfig games;

    @Inject
    Invitations invitations;

    @Inject
    LinkService links;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void fiftyAttemptsFromTwentyAddressesDeliverAtMostTheCapAndNothingAfterTheVictimOptsOut() {
        String victim = ServiceGames.uniqueEmail("victim");
        List<String> attackers = confirmedAttackers(5);

        List<Integer> statuses = attack(victim, attackers, 50, "203.0.113.");
        outbox.drain();
        List<MimeMessage> arrived = GreenMailInbox.to(greenMail, victim);
        assertEquals(caps.maxOpen(), arrived.size(), "the victim gets the open-invitation cap, no more: " + statuses);
        assertEquals(caps.maxOpen(), statuses.stream().filter(status -> status == 303).count(), statuses.toString());
        assertEquals(50 - caps.maxOpen(), statuses.stream().filter(status -> status == 403).count(), statuses.toString());
        for (MimeMessage invitation : arrived) {
            assertEquals(FixedSubjects.INVITATION, subject(invitation), "fixed words in the subject");
        }

        // The victim's mail client unsubscribes in one click (RFC 8058): a POST with no Origin, as mail clients send it.
        String unsubscribe = GreenMailInbox.header(arrived.get(0), "List-Unsubscribe").replaceAll("[<>]", "");
        assertTrue(unsubscribe.contains("/do-not-invite/"), unsubscribe);
        given().contentType(ContentType.URLENC).formParam("List-Unsubscribe", "One-Click")
                .post(URI.create(unsubscribe).getPath()).then().statusCode(200);

        // Long after every invitation lapsed and every window passed, the same attack delivers nothing.
        clock.advance(games.invitationLapse().plus(caps.perAddressWindow()).plusHours(1));
        List<Integer> later = attack(victim, attackers, 50, "198.51.100.");
        outbox.drain();
        assertEquals(caps.maxOpen(), GreenMailInbox.to(greenMail, victim).size(), "nothing more after the opt-out: " + later);
        assertTrue(later.stream().allMatch(status -> status == 403), later.toString());

        // ...while an address that did not opt out can be invited again then: it is the opt-out that holds.
        String other = ServiceGames.uniqueEmail("other");
        assertEquals(List.of(303), attack(other, attackers, 1, "192.0.2."));
        outbox.drain();
        assertEquals(1, GreenMailInbox.to(greenMail, other).size());
    }

    @Test
    void anAddressGetsAtMostTheDailyCapEvenWhenItAnswersEveryInvitation() {
        clock.advance(caps.perAddressWindow()); // a window of its own
        String victim = ServiceGames.uniqueEmail("decliner");
        List<String> attackers = confirmedAttackers(2);
        for (int i = 0; i < caps.maxPerWindow(); i++) {
            assertEquals(303, post(attackers.get(i % 2), victim, "192.0.2." + (50 + i)).statusCode());
            invitations.decline(probe.gameIdOfInvitee(victim)); // answered: no longer open
        }
        Response refused = post(attackers.get(0), victim, "192.0.2.99");
        assertEquals(403, refused.statusCode());
        assertTrue(refused.asString().contains(CANNOT_INVITE), refused.asString());
        outbox.drain();
        assertEquals(caps.maxPerWindow(), GreenMailInbox.to(greenMail, victim).size());

        clock.advance(caps.perAddressWindow());
        assertEquals(303, post(attackers.get(1), victim, "192.0.2.98").statusCode(), "a new day, a new allowance");
    }

    @Test
    void theRefusalReadsTheSameForAnAddressThatPlaysHereAndOneOnTheDoNotInviteList() {
        List<String> attackers = confirmedAttackers(1);
        String player = ServiceGames.uniqueEmail("player");
        attack(player, attackers, caps.maxOpen(), "192.0.2.");
        String playerPage = post(attackers.get(0), player, "192.0.2.200").then().statusCode(403).extract().asString();

        String stranger = ServiceGames.uniqueEmail("stranger");
        attack(stranger, attackers, 1, "192.0.2.");
        outbox.drain();
        MimeMessage invitation = GreenMailInbox.to(greenMail, stranger).get(0);
        String optOut = URI.create(GreenMailInbox.header(invitation, "List-Unsubscribe").replaceAll("[<>]", "")).getPath();
        given().get(optOut).then().statusCode(200); // the page only asks
        given().post(optOut).then().statusCode(200);
        String strangerPage = post(attackers.get(0), stranger, "192.0.2.201").then().statusCode(403).extract().asString();

        assertTrue(playerPage.contains(CANNOT_INVITE), playerPage);
        assertEquals(refusal(playerPage).replace(player, "ADDRESS"), refusal(strangerPage).replace(stranger, "ADDRESS"),
                "the two refusals differ only in the address typed");
        assertFalse(playerPage.toLowerCase().contains("plays here") || playerPage.contains("already"), playerPage);
    }

    @Test
    void oneIpv6SubscriberCountsOnceForAllAddressesOfItsSlash64() {
        int limit = games.newGamesPerClientLimit();
        for (int i = 1; i <= limit; i++) {
            emptyForm("2001:db8:77:1::" + Integer.toHexString(i)).then().statusCode(400);
        }
        emptyForm("2001:db8:77:1:ffff:ffff:ffff:fffe").then().statusCode(429);
        emptyForm("2001:db8:77:2::1").then().statusCode(400); // the next /64 is someone else
    }

    @Test
    void anIpv4ClientCountsTheSameWhetherItArrivesPlainOrMappedIntoIpv6() {
        int limit = games.newGamesPerClientLimit();
        for (int i = 0; i < limit; i++) {
            emptyForm(i % 2 == 0 ? "198.51.100.77" : "::ffff:198.51.100.77").then().statusCode(400);
        }
        emptyForm("::ffff:198.51.100.77").then().statusCode(429);
        emptyForm("198.51.100.77").then().statusCode(429);
        emptyForm("::ffff:198.51.100.78").then().statusCode(400); // its neighbour is not shut out
    }

    // ----------------------------------------------------------------------------------------------

    /** The attackers: the worst case, players who start from their own games lists, with no click to wait for. */
    private List<String> confirmedAttackers(int count) {
        List<String> attackers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String attacker = ServiceGames.uniqueEmail("attacker");
            probe.confirmAddress(attacker);
            attackers.add(attacker);
        }
        return attackers;
    }

    /** {@code attempts} start forms inviting {@code victim}, spread over 20 client addresses and the attackers. */
    private List<Integer> attack(String victim, List<String> attackers, int attempts, String network) {
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < attempts; i++) {
            statuses.add(post(attackers.get(i % attackers.size()), victim, network + (i % 20 + 1)).statusCode());
        }
        return statuses;
    }

    /**
     * The start form of the attacker's own games list, inviting {@code opponent}; the list's link is issued now, as the
     * attacker would ask for a fresh one whenever theirs expires.
     */
    private Response post(String attacker, String opponent, String client) {
        String list = LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, probe.playerId(attacker), null, 0);
        return given().redirects().follow(false).header("X-Forwarded-For", client).contentType(ContentType.URLENC)
                .formParam("opponentEmail", opponent).formParam("variant", "CLASSIC").formParam("daysPerMove", "3")
                .formParam("colour", "RANDOM").post(list + "/start");
    }

    /** The refusal on a games list: its problem paragraph and the form as typed, without the list's own rows. */
    private static String refusal(String page) {
        int from = page.indexOf("<form id=\"new-game\"");
        assertTrue(from >= 0, page);
        return page.substring(from, page.indexOf("</form>", from));
    }

    private static Response emptyForm(String client) {
        return given().header("X-Forwarded-For", client).contentType(ContentType.URLENC).formParam("creatorName", "Spammer").post("/");
    }

    private static String subject(MimeMessage message) {
        try {
            return message.getSubject();
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }
}
