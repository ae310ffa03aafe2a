package flagpost.mail;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.GameActionException;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.game.VacationConfig;
import flagpost.game.Vacations;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.inbound.InboundConfig;
import flagpost.inbound.InboundMail;
import flagpost.inbound.InboundOutcome.Kind;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.InboundMessageEntity;
import flagpost.store.MailBudgets;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import flagpost.store.PlayerEntity;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.RepliesOn;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import jakarta.persistence.EntityManager;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * One player cannot make Flagpost mail people over and over: {@code board} replies are answered a few times a seat an
 * hour, vacation notices are coalesced and vacation starts limited per day, and with a daily limit the mail charged to
 * one player stops at their share, so another person's invitation still goes at once. The flood figures are those an
 * attacker's review measured (105 {@code board} replies; 30 vacation cycles over 7 running games; a limit of 60 a day),
 * through the real reply path, services, outbox and SMTP to GreenMail.
 */
@QuarkusTest
@TestProfile(RepliesOn.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OnePlayersFloodTest {

    private static final int BOARD_REPLIES = 105;
    private static final int VACATION_CYCLES = 30;
    private static final int DAILY_LIMIT = 60;
    private static final List<String> OPPONENTS = List.of("Bert", "Carl", "Dirk", "Emil", "Finn", "Gert", "Hugo");

    @Inject
    InboundMail inbound;

    @Inject
    InboundConfig inboundConfig;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Vacations vacations;

    @Inject
    VacationConfig vacationConfig;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    OutboxConfig config;

    @Inject
    MailConfig mailConfig;

    @Inject
    MailComposer composer;

    @Inject
    MailSender smtp;

    @Inject
    OutboxQueue queue;

    @Inject
    MailBudgets budgets;

    @Inject
    EntityManager entityManager;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    /** Alice (Red, to move) in one running game against each opponent, the game's own emails sent. */
    private record Alice(String address, long id, List<Long> games, List<String> opponents) {
    }

    @Test
    void aHundredAndFiveBoardRepliesBringAtMostTheHourlyCapOfEmailsAndTheRestAreRecordedUnanswered() {
        Alice alice = aliceAgainst(1);
        long game = alice.games().get(0);
        String replyTo = replyAddress(alice.address(), OPPONENTS.get(0));
        int before = GreenMailInbox.to(greenMail, alice.address()).size();
        int cap = inboundConfig.boardRepliesPerHour();
        assertEquals(3, cap);

        for (int i = 0; i < BOARD_REPLIES; i++) {
            assertEquals(Kind.ACTED, inbound.handle(reply(alice.address(), replyTo, "board")).kind());
            outbox.drain(); // the outbox runs as often as it can, as in production after each commit
        }

        int answers = GreenMailInbox.to(greenMail, alice.address()).size() - before;
        assertEquals(cap, answers, "105 board replies bring 3 emails (the hourly cap), not 105");
        assertEquals(BOARD_REPLIES - cap, unansweredByCap(game), "the other 102 are recorded, not answered");

        clock.advance(Duration.ofMinutes(61));
        assertEquals(Kind.ACTED, inbound.handle(reply(alice.address(), replyTo, "board")).kind());
        outbox.drain();
        assertEquals(cap + 1, GreenMailInbox.to(greenMail, alice.address()).size() - before, "an hour later, answered again");
    }

    @Test
    void thirtyVacationCyclesTellEachOpponentAtMostOncePerWindowAndStartsAreLimitedPerDayInWords() {
        startANewDay();
        Alice alice = aliceAgainst(OPPONENTS.size());
        List<String> opponents = alice.opponents();
        List<Integer> before = opponents.stream().map(this::vacationNotices).toList();
        LocalDate back = today().plusDays(1);
        int started = 0;
        List<String> refusals = new ArrayList<>();

        for (int cycle = 0; cycle < VACATION_CYCLES; cycle++) {
            try {
                vacations.take(alice.id(), back);
                started++;
                vacations.endEarly(alice.id());
            } catch (GameActionException refused) {
                refusals.add(refused.getMessage());
            }
            outbox.drain(); // the outbox runs as often as it can, as in production after each commit
        }

        assertEquals(vacationConfig.startsPerDay(), started, "3 vacations start a day");
        assertEquals(VACATION_CYCLES - 3, refusals.size());
        assertTrue(refusals.stream().allMatch(refusal -> refusal.equals("You have started 3 vacations today, as many as a day allows. "
                + "You can start another tomorrow (UTC); ending one is always possible.")), refusals.get(0));
        clock.advance(vacationConfig.noticeWindow());
        outbox.drain();
        for (int i = 0; i < opponents.size(); i++) {
            int told = vacationNotices(opponents.get(i)) - before.get(i);
            assertTrue(told <= 1, "30 take/end cycles in one window tell " + OPPONENTS.get(i) + " at most once, not " + told + " times");
        }

        // The page refuses the next start in words, and changes nothing.
        String list = "/games/" + links.issue(LinkPurpose.GAMES_LIST, alice.id(), null, 0);
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("returns", back.toString()).post(list + "/vacation")
                .then().statusCode(409).body(containsString("You have started 3 vacations today, as many as a day allows."));
        assertFalse(vacations.standing(alice.id()).away());

        // The next day a vacation taken and left running tells each opponent once, a window later.
        startANewDay();
        vacations.take(alice.id(), today().plusDays(2));
        outbox.drain();
        List<Integer> held = opponents.stream().map(this::vacationNotices).toList();
        clock.advance(vacationConfig.noticeWindow());
        outbox.drain();
        for (int i = 0; i < opponents.size(); i++) {
            assertEquals(held.get(i) + 1, vacationNotices(opponents.get(i)), OPPONENTS.get(i) + " is told once, after the window");
        }
        vacations.endEarly(alice.id());
        clock.advance(vacationConfig.noticeWindow());
        outbox.drain(); // nothing of this test waits for a later one to send
    }

    @Test
    void withADailyLimitOfSixtyOnePlayersFloodLeavesAnotherPersonsInvitationSentInTheNextRun() {
        startANewDay();
        outbox.drain(); // what other tests left due goes now, without a limit: this day's budget is the flood's alone
        LocalDate day = today();
        Alice alice = aliceAgainst(OPPONENTS.size());
        outbox.drain();
        OutboxDispatcher limited = TestDispatchers.dispatcher(clock, config, mailConfig, composer, queue, budgets, DAILY_LIMIT,
                config.batchSize(), smtp);
        int share = DailyBudget.playerShare(DAILY_LIMIT, mailConfig.playerSharePercent());
        assertEquals(6, share);

        // The flood: 105 board replies over her 7 games (15 each), and 30 vacation cycles, the outbox running throughout.
        List<String> replyAddresses = OPPONENTS.stream().map(opponent -> replyAddress(alice.address(), opponent)).toList();
        for (int i = 0; i < BOARD_REPLIES; i++) {
            inbound.handle(reply(alice.address(), replyAddresses.get(i % OPPONENTS.size()), "board"));
            drain(limited); // the outbox runs as often as it can, as in production after each commit
        }
        for (int cycle = 0; cycle < VACATION_CYCLES; cycle++) {
            try {
                vacations.take(alice.id(), today().plusDays(1));
                vacations.endEarly(alice.id());
            } catch (GameActionException refused) {
                // over the day's starts
            }
            drain(limited);
        }
        clock.advance(vacationConfig.noticeWindow());
        drain(limited);
        assertTrue(spent(day) <= share, "her flood spends at most her share of the 60: " + spent(day));

        // Meanwhile Bert moves: the your-move to Alice keeps its priority over her spent share.
        long first = alice.games().get(0);
        play.move(first, Side.RED, 0, Move.of("e4", "e5"));
        play.move(first, Side.BLUE, 1, Move.of("a7", "a6"));
        String dave = ServiceGames.uniqueEmail("dave");
        long other = invitations.create(NewGame.classic("Carol", ServiceGames.uniqueEmail("carol"), dave, SeatChoice.RED));

        limited.dispatch(); // the next run: within a minute, as the outbox job runs
        assertEquals(NotificationState.SENT, outbox.forGame(other).get(0).state(), "another person's invitation goes in the next run");
        assertEquals(1, GreenMailInbox.to(greenMail, dave).size());
        OutboxRows.Row yourMove = outbox.forGame(first, Side.RED).stream().filter(row -> row.kind() == NotificationKind.YOUR_MOVE)
                .reduce((a, b) -> b).orElseThrow();
        assertEquals(NotificationState.SENT, yourMove.state(), "Alice's your-move goes although her share is spent");
        assertTrue(spent(day) < DAILY_LIMIT, "the day's budget is not spent: " + spent(day) + " of 60");
        outbox.drain(); // what waits over her share goes now, without a limit: nothing of this test is left for a later one
    }

    // --- Helpers ------------------------------------------------------------------------------------------------

    /** Alice (Red) in a started game against each of the first {@code games} opponents; every email of theirs sent. */
    private Alice aliceAgainst(int games) {
        String address = ServiceGames.uniqueEmail("alice");
        List<Long> ids = new ArrayList<>();
        List<String> opponents = new ArrayList<>();
        for (String name : OPPONENTS.subList(0, games)) {
            String opponent = ServiceGames.uniqueEmail(name.toLowerCase());
            long id = invitations.create(NewGame.classic("Alice", address, opponent, SeatChoice.RED));
            invitations.accept(id, name);
            setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
            setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
            ids.add(id);
            opponents.add(opponent);
        }
        outbox.drain();
        long id = QuarkusTransaction.requiringNew().call(() -> PlayerEntity.findByEmail(address).orElseThrow().id);
        return new Alice(address, id, ids, opponents);
    }

    /** The reply address of the newest email to Alice in her game against {@code opponent}. */
    private String replyAddress(String alice, String opponent) {
        List<MimeMessage> toAlice = GreenMailInbox.to(greenMail, alice).stream()
                .filter(message -> subject(message).contains("Alice vs " + opponent + " ")).toList();
        return GreenMailInbox.header(toAlice.get(toAlice.size() - 1), "Reply-To");
    }

    /** The vacation notices that reached {@code address}. */
    private int vacationNotices(String address) {
        return (int) GreenMailInbox.to(greenMail, address).stream().map(OnePlayersFloodTest::subject)
                .filter(subject -> subject.endsWith("your opponent is on vacation") || subject.endsWith("your opponent is back")).count();
    }

    private long unansweredByCap(long gameId) {
        return QuarkusTransaction.requiringNew().call(() -> InboundMessageEntity.count(
                "gameId = ?1 and outcome like '%not answered: hourly cap%'", gameId));
    }

    private static MimeMessage reply(String from, String to, String body) {
        String eml = "From: " + from + "\nTo: " + to + "\nSubject: Re: Flagpost\nDate: Tue, 1 Dec 2026 10:00:00 +0000\n"
                + "Message-ID: <" + UUID.randomUUID() + "@mail.example.com>\nMIME-Version: 1.0\n"
                + "Content-Type: text/plain; charset=UTF-8\n\n" + body;
        try {
            return new MimeMessage(Session.getInstance(new Properties()),
                    new ByteArrayInputStream(eml.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8)));
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String subject(MimeMessage message) {
        try {
            return message.getSubject();
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void drain(OutboxDispatcher dispatcher) {
        for (int run = 0; run < 100 && !dispatcher.dispatch().idle(); run++) {
            // until a run does nothing
        }
    }

    private void startANewDay() {
        Instant midnight = today().plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        clock.advance(Duration.between(clock.instant(), midnight).plusMinutes(1));
    }

    private LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    }

    private int spent(LocalDate day) {
        List<?> sent = QuarkusTransaction.requiringNew().call(() -> entityManager
                .createNativeQuery("select sent from mail_budget where day = :day").setParameter("day", day).getResultList());
        return sent.isEmpty() ? 0 : ((Number) sent.get(0)).intValue();
    }
}
