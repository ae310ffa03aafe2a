package flagpost.mail;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.store.MailMode;
import flagpost.game.Deadlines;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Setups;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** List-Unsubscribe as a player meets it: the link from a real email, the page, the one-click POST. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class UnsubscribeTest {

    @Inject
    Deadlines deadlines;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    OutboxRows outbox;

    @Inject
    MailMuting muting;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @Inject
    EntityManager entityManager;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void oneClickMutesRemindersAndConfirmationsForThatSeatOnlyAndYourMoveStillComes() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = startedGame(alice, bob);
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // confirmations to mute
        outbox.drain();
        String path = unsubscribePath(GreenMailInbox.header(GreenMailInbox.to(greenMail, alice).get(0), "List-Unsubscribe"));

        // What a mail client does for RFC 8058 one-click: a POST with this body, no cookies, no page.
        tokenPage(given().contentType(ContentType.URLENC).formParam("List-Unsubscribe", "One-Click").when().post(path).then())
                .statusCode(200)
                .body(containsString("no more reminders or confirmations"));
        assertTrue(muting.seat(id, Side.RED).orElseThrow().muted());
        assertFalse(muting.seat(id, Side.BLUE).orElseThrow().muted(), "the other seat is not touched");

        play.move(id, Side.RED, 0, OutboxRetryTest.shuffle(0)); // Alice: move played (muted); Bob: your move
        outbox.drain(); // before the next move, or its your-move would supersede Alice's confirmation
        play.move(id, Side.BLUE, 1, OutboxRetryTest.shuffle(1)); // Bob: move played; Alice: your move (never muted)
        clock.advance(Duration.ofDays(2).plusMinutes(1));
        deadlines.process(List.of(id)); // Alice: reminder (muted)
        outbox.drain();

        List<OutboxRows.Row> afterMute = outbox.forGame(id).stream().filter(r -> r.ply() > 0).toList();
        assertEquals(List.of(
                new Expect(Side.RED, NotificationKind.MOVE_PLAYED, NotificationState.MUTED),
                new Expect(Side.BLUE, NotificationKind.YOUR_MOVE, NotificationState.SENT),
                new Expect(Side.BLUE, NotificationKind.MOVE_PLAYED, NotificationState.SENT),
                new Expect(Side.RED, NotificationKind.YOUR_MOVE, NotificationState.SENT),
                new Expect(Side.RED, NotificationKind.REMINDER, NotificationState.MUTED)),
                afterMute.stream().map(r -> new Expect(r.seat(), r.kind(), r.state())).toList());
        assertEquals(3, GreenMailInbox.to(greenMail, alice).size(), "setup, game started, your move");
    }

    record Expect(Side seat, NotificationKind kind, NotificationState state) {
    }

    @Test
    void openingTheLinkShowsAButtonAndChangesNothingAndTheButtonMutes() {
        long id = startedGame(ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"));
        String path = LinkService.pathOf(LinkPurpose.UNSUBSCRIBE) + links.issue(LinkPurpose.UNSUBSCRIBE, id, Side.BLUE, 0);

        for (int i = 0; i < 3; i++) { // mail scanners open links, some several times
            tokenPage(given().when().get(path).then())
                    .statusCode(200)
                    .body(containsString("<form method=\"post\" action=\"" + path + "\">"))
                    .body(containsString("name=\"List-Unsubscribe\" value=\"One-Click\""))
                    .body(containsString("Alice"));
        }
        given().when().head(path).then().statusCode(200);
        assertFalse(muting.seat(id, Side.BLUE).orElseThrow().muted(), "GET changes nothing");

        // The button posts the form; a second click changes nothing more.
        for (int i = 0; i < 2; i++) {
            tokenPage(given().contentType(ContentType.URLENC).formParam("List-Unsubscribe", "One-Click").when().post(path).then())
                    .statusCode(200);
        }
        assertTrue(muting.seat(id, Side.BLUE).orElseThrow().muted());
        tokenPage(given().when().get(path).then()).statusCode(200).body(containsString("already off"), not(containsString("<form")));
    }

    @Test
    void aOneClickPostWithAMultipartOrEmptyBodyWorksToo() {
        long id = startedGame(ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"));
        String red = LinkService.pathOf(LinkPurpose.UNSUBSCRIBE) + links.issue(LinkPurpose.UNSUBSCRIBE, id, Side.RED, 0);
        String blue = LinkService.pathOf(LinkPurpose.UNSUBSCRIBE) + links.issue(LinkPurpose.UNSUBSCRIBE, id, Side.BLUE, 0);

        given().multiPart("List-Unsubscribe", "One-Click").when().post(red).then().statusCode(200);
        given().when().post(blue).then().statusCode(200);

        assertTrue(muting.seat(id, Side.RED).orElseThrow().muted());
        assertTrue(muting.seat(id, Side.BLUE).orElseThrow().muted());
    }

    @Test
    void badLinksGetAFriendlyPageAndChangeNothing() {
        long id = startedGame(ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"));
        String token = links.issue(LinkPurpose.UNSUBSCRIBE, id, Side.RED, 0);
        char last = token.charAt(token.length() - 1);
        String tampered = token.substring(0, token.length() - 1) + (last == 'A' ? 'B' : 'A');
        List<String> refused = List.of(
                tampered,
                token.substring(0, token.length() / 2), // truncated
                links.issue(LinkPurpose.PLAY, id, Side.RED, 0), // another purpose
                "not-a-token",
                "x".repeat(600));
        for (String bad : refused) {
            for (ValidatableResponse response : List.of(given().when().get("/unsubscribe/" + bad).then(),
                    given().formParam("List-Unsubscribe", "One-Click").when().post("/unsubscribe/" + bad).then())) {
                tokenPage(response)
                        .statusCode(403)
                        .body(containsString("This link does not work"), containsString("Nothing was changed"),
                                not(containsString("Exception")), not(containsString("at flagpost.")));
            }
        }
        assertFalse(muting.seat(id, Side.RED).orElseThrow().muted());

        // A genuine link to a game that no longer exists.
        tokenPage(given().when().post("/unsubscribe/" + links.issue(LinkPurpose.UNSUBSCRIBE, 987_654_321L, Side.RED, 0)).then())
                .statusCode(410)
                .body(containsString("This game is gone"));
    }

    /**
     * Muting writes the game's row through the entity, and Hibernate writes every column back: it must wait for an
     * action that holds the row, or it would put back what it read before that action committed.
     */
    @Test
    void muteWaitsForAnActionHoldingTheGameAndUndoesNothingOfIt() throws Exception {
        long id = startedGame(ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"));
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            // An action on the game (as GameService runs one): the row locked, a change, commit.
            Future<?> action = threads.submit(() -> QuarkusTransaction.requiringNew().run(() -> {
                GameEntity game = GameEntity.lockById(id);
                held.countDown();
                await(release);
                game.drawOfferedBy = Side.RED;
            }));
            held.await(1, TimeUnit.MINUTES);
            Future<?> mute = threads.submit(() -> muting.mute(id, Side.BLUE));
            waitForALockWait();
            release.countDown();
            action.get(1, TimeUnit.MINUTES);
            mute.get(1, TimeUnit.MINUTES);
        } finally {
            release.countDown();
            threads.shutdownNow();
        }
        assertTrue(muting.seat(id, Side.BLUE).orElseThrow().muted());
        assertEquals(Side.RED, QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(id).drawOfferedBy),
                "the action's change survives the mute");
    }

    /** Until a session of this database waits for a lock (each look in a transaction of its own: the view is per transaction). */
    private void waitForALockWait() throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (QuarkusTransaction.requiringNew().call(() -> ((Number) entityManager.createNativeQuery(
                "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")
                .getSingleResult()).longValue()) == 0) {
            assertTrue(System.nanoTime() < until, "nothing ever waited for the game's row");
            Thread.sleep(20);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void anExpiredLinkIsGoneNotForbidden() {
        var response = flagpost.web.page.UnsubscribeResource.refused(flagpost.words.Language.EN, new flagpost.links.TokenCheck.Invalid(flagpost.links.TokenCheck.Failure.EXPIRED));
        assertEquals(410, response.getStatus());
        assertTrue(new String((byte[]) response.getEntity(), java.nio.charset.StandardCharsets.UTF_8).contains("This link has expired"));
        // The token-page headers come from flagpost.web.filter.SecurityHeaders on the way out; tokenPage(...) checks them over HTTP.
    }

    private long startedGame(String alice, String bob) {
        long id = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        return id;
    }

    private static ValidatableResponse tokenPage(ValidatableResponse response) {
        return response
                .header("Referrer-Policy", equalTo("no-referrer"))
                .header("Cache-Control", equalTo("no-store"))
                .contentType(containsString("text/html"));
    }

    /** The path of the URL in a List-Unsubscribe header, {@code <https://host/unsubscribe/TOKEN>}. */
    private static String unsubscribePath(String header) {
        assertTrue(header != null && header.startsWith("<") && header.endsWith(">"), String.valueOf(header));
        return URI.create(header.substring(1, header.length() - 1)).getRawPath();
    }
}
