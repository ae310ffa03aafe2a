package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.store.MailMode;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.Rematches;
import flagpost.game.SeatChoice;
import flagpost.rules.Side;
import flagpost.store.MailBudgets;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The daily sending budget ({@code flagpost.mail.daily-limit}): counted in the database, confirmations and reminders
 * stop at four fifths of it, the rest at all of it, and what is over waits for the next UTC day. The dispatcher here
 * is the real one with the real store and SMTP server; only its configuration sets a limit.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class DailyBudgetTest {

    private static final int LIMIT = 10;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Rematches rematches;

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

    @Test
    void confirmationsStopAtFourFifthsTheRestAtTheLimitAndWhatIsOverGoesTheNextDay() {
        startANewDay();
        outbox.drain(); // after the clock moved, so no other test's row comes due in the middle (vacation notices wait)
        LocalDate firstDay = today();
        OutboxDispatcher limited = dispatcherLimitedTo(LIMIT);
        assertEquals(8, DailyBudget.lowPriorityLimit(LIMIT));

        long id = ServiceGames.startedClassicGame(); // invitation, two setup requests, two game-started: 5
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // the confirmations are what stops first
        play.move(id, Side.RED, 0, OutboxRetryTest.shuffle(0)); // a confirmation and a your-move: 7
        drain(limited);
        assertEquals(7, spent(firstDay));
        play.move(id, Side.BLUE, 1, OutboxRetryTest.shuffle(1)); // the confirmation passes the four-fifths line: 9
        drain(limited);
        assertEquals(9, spent(firstDay));

        play.move(id, Side.RED, 2, OutboxRetryTest.shuffle(2));
        drain(limited);
        OutboxRows.Row confirmation = lastOf(id, Side.RED);
        OutboxRows.Row yourMove = lastOf(id, Side.BLUE);
        assertEquals(NotificationKind.MOVE_PLAYED, confirmation.kind());
        assertEquals(NotificationState.PENDING, confirmation.state(), "over four fifths, a confirmation waits");
        assertEquals(0, confirmation.attempts());
        assertEquals(NotificationKind.YOUR_MOVE, yourMove.kind());
        assertEquals(NotificationState.SENT, yourMove.state(), "the reserve is for mail like your-move");
        assertEquals(LIMIT, spent(firstDay));

        String dave = ServiceGames.uniqueEmail("dave");
        long other = invitations.create(NewGame.classic("Carol", ServiceGames.uniqueEmail("carol"), dave, SeatChoice.RED));
        assertTrue(limited.dispatch().idle(), "the budget is spent: nothing goes");
        assertEquals(0, GreenMailInbox.to(greenMail, dave).size());
        assertEquals(NotificationState.PENDING, outbox.forGame(other).get(0).state());

        startANewDay();
        drain(limited);
        assertEquals(NotificationState.SENT, outbox.row(confirmation.id()).state(), "the confirmation goes the next day");
        assertEquals(1, GreenMailInbox.to(greenMail, dave).size(), "and so does the invitation");
        assertEquals(2, spent(today()));
        assertEquals(LIMIT, spent(firstDay));
    }

    @Test
    void aRematchProposalGoesWithTheMailThatMattersPastTheFourFifthsLine() {
        startANewDay();
        outbox.drain(); // after the clock moved, so no other test's row comes due in the middle
        LocalDate day = today();
        OutboxDispatcher limited = dispatcherLimitedTo(LIMIT);

        long id = ServiceGames.startedClassicGame(); // invitation, two setup requests, two game-started: 5
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE);
        play.move(id, Side.RED, 0, OutboxRetryTest.shuffle(0)); // a confirmation and a your-move: 7
        drain(limited);
        play.resign(id, Side.BLUE); // two game-over: 9, past the four-fifths line
        drain(limited);
        assertEquals(9, spent(day));

        long rematch = rematches.propose(id, Side.RED).newGameId();
        drain(limited);
        OutboxRows.Row proposal = outbox.forGame(rematch).get(0);
        assertEquals(NotificationKind.REMATCH, proposal.kind());
        assertEquals(NotificationState.SENT, proposal.state(), "a proposal lapses unanswered if held back: it is not a confirmation");
        assertEquals(LIMIT, spent(day));
    }

    @Test
    void withoutALimitNothingIsCounted() {
        outbox.drain();
        startANewDay();
        ServiceGames.startedClassicGame();
        assertTrue(outbox.drain() >= 5);
        assertEquals(0, spent(today()));
    }

    /**
     * While a full batch goes to the mail server, the dispatcher takes the next one. When the mail server refuses the
     * first, the batch taken ahead is put back: its rows are due again, never tried, and the budget counts no email
     * that was not handed over.
     */
    @Test
    void aBatchTakenAheadWhileTheMailServerRefusesIsPutBackWithItsBudget() {
        startANewDay();
        outbox.drain(); // after the clock moved, so no other test's row comes due in the middle
        LocalDate day = today();
        List<Long> games = List.of(ServiceGames.startedClassicGame(), ServiceGames.startedClassicGame(),
                ServiceGames.startedClassicGame()); // six seats, so a second batch of two holds no seat of the first
        OutboxDispatcher refused = dispatcher(LIMIT * 10, 2, () -> new MailSender.Batch() {
            @Override
            public void send(MailMessage message) throws MailException {
                // Refuses once the batch taken ahead is stored: refused sooner, the first batch's other row would be
                // released before the batch ahead was chosen, and could be in it.
                for (long wait = 0; composed(games) < 4 && wait < 10_000; wait += 20) {
                    sleep(20);
                }
                throw new MailException("421 service not available", false, null);
            }

            @Override
            public void close() {
            }
        });

        OutboxDispatcher.Run run = refused.dispatch();

        assertEquals(1, run.retrying(), "the first email failed; the rest of its batch waits for the next run");
        List<OutboxRows.Row> rows = games.stream().flatMap(game -> outbox.forGame(game).stream()).toList();
        assertEquals(4, composed(games), "the batch sent and the one taken ahead meanwhile were composed");
        for (OutboxRows.Row row : rows) {
            if (row.attempts() == 0) {
                assertEquals(NotificationState.PENDING, row.state());
                assertFalse(row.nextAttemptAt().isAfter(clock.instant()), "a row taken but not tried is due again: " + row);
            }
        }
        assertEquals(1, rows.stream().filter(row -> row.attempts() == 1).count());
        assertEquals(1, spent(day), "only the email tried counts: none of those put back");

        clock.advance(Duration.ofHours(1)); // past the failed row's back-off
        drain(dispatcher(LIMIT * 10, 2, smtp));
        assertTrue(rows.stream().allMatch(row -> outbox.row(row.id()).state() == NotificationState.SENT));
        assertEquals(rows.size() + 1, spent(day), "every email counted when it went, the refused one for both tries");
    }

    private long composed(List<Long> games) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) entityManager.createNativeQuery(
                "select count(*) from notification where composed_at is not null and game_id in (:games)")
                .setParameter("games", games).getSingleResult()).longValue());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }

    /** The real dispatcher, with {@code flagpost.mail.daily-limit} set to {@code limit} and every other setting as configured. */
    private OutboxDispatcher dispatcherLimitedTo(int limit) {
        return dispatcher(limit, config.batchSize(), smtp);
    }

    /** The real dispatcher with a daily limit, a batch size and a mail sender of the test's; every other setting as configured. */
    private OutboxDispatcher dispatcher(int limit, int batchSize, MailSender sender) {
        return TestDispatchers.dispatcher(clock, config, mailConfig, composer, queue, budgets, limit, batchSize, sender);
    }

    private static void drain(OutboxDispatcher dispatcher) {
        for (int run = 0; run < 100 && !dispatcher.dispatch().idle(); run++) {
            // until a run does nothing
        }
    }

    private void startANewDay() {
        Instant now = clock.instant();
        Instant midnight = today().plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        clock.advance(Duration.between(now, midnight).plusMinutes(1));
    }

    private LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    }

    private int spent(LocalDate day) {
        List<?> sent = QuarkusTransaction.requiringNew().call(() -> entityManager
                .createNativeQuery("select sent from mail_budget where day = :day").setParameter("day", day).getResultList());
        return sent.isEmpty() ? 0 : ((Number) sent.get(0)).intValue();
    }

    private OutboxRows.Row lastOf(long id, Side seat) {
        List<OutboxRows.Row> rows = outbox.forGame(id, seat);
        return rows.get(rows.size() - 1);
    }
}
