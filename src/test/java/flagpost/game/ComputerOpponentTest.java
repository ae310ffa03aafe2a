package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.bot.Bot;
import flagpost.bot.Level;
import flagpost.game.GameActionException.Problem;
import flagpost.jobs.ComputerJob;
import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import flagpost.rules.ViewPiece;
import flagpost.store.ComputerQueue;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.HostFigures;
import flagpost.store.NotificationKind;
import flagpost.store.SetupEntity;
import flagpost.support.ComputerJobs;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import flagpost.words.Language;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Games against the computer through the services and the real database: started from the form and confirmed, the
 * computer's setup placed at once, each of the person's moves answered by the computer's job through {@link Play},
 * draw offers answered, "Play again" at once, and the computer never mailed. The job's queue is taken with
 * {@code FOR UPDATE SKIP LOCKED} and a lease, and two takers at once play one move.
 */
@QuarkusTest
class ComputerOpponentTest {

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Pauses pauses;

    @Inject
    Rematches rematches;

    @Inject
    GameQueries queries;

    @Inject
    ComputerTurns turns;

    @Inject
    ComputerQueue queue;

    @Inject
    ComputerJob job;

    @Inject
    StoreProbe store;

    @Inject
    TestClock clock;

    @Inject
    MeterRegistry registry;

    @Inject
    HostFigures figures;

    @Test
    void theGameStartsAtTheConfirmationWithTheComputersSetupInPlaceAndOnlyThePersonAskedForTheirs() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));

        GameEntity game = store.game(id);
        assertEquals(GameStatus.SETUP, game.status);
        assertEquals(Side.RED, game.creatorSeat);
        List<SetupEntity> placed = QuarkusTransaction.requiringNew().call(() -> SetupEntity.forGame(id));
        assertEquals(1, placed.size(), "the computer's setup is in, the person's is not");
        assertEquals(Side.BLUE, placed.get(0).seat);
        assertEquals(List.of(new StoreProbe.Sent(Side.RED, NotificationKind.SETUP_NEEDED, 0)), store.notifications(id));
        GameSummary summary = queries.setupState(id, Side.RED).summary();
        assertEquals("Flagpost (computer, normal)", summary.blueName());
        assertTrue(summary.isComputer(Side.BLUE));
    }

    @Test
    void eachMoveOfThePersonIsAnsweredByTheComputerThroughPlayAndMailedAsUsual() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        assertEquals(0, turns.process(List.of(id)), "Red moves first: nothing for the computer yet");

        double countedBefore = computerMovesCounted();
        for (int turn = 0; turn < 4; turn++) {
            int ply = store.game(id).ply;
            play.move(id, Side.RED, ply, firstLegalMove(id, Side.RED));
            assertEquals(Side.BLUE, store.game(id).seatToMove);
            assertNull(store.game(id).deadlineAt, "the computer's turn has no deadline");
            assertEquals(1, turns.process(List.of(id)), "one turn answered");
            GameEntity after = store.game(id);
            assertEquals(ply + 2, after.ply, "the computer moved");
            assertEquals(Side.RED, after.seatToMove);
            assertNotNull(after.deadlineAt, "the person's turn has one");
            assertTrue(store.notifications(id).contains(new StoreProbe.Sent(Side.RED, NotificationKind.YOUR_MOVE, ply + 2)),
                    "the person is told it is their move: " + store.notifications(id));
        }
        assertEquals(8, store.moveCount(id));
        assertEquals(4, computerMovesCounted() - countedBefore, "the computer's moves are metered under their own channel");
        assertFalse(QuarkusTransaction.requiringNew().call(() -> queue.waiting(id)), "no work left");
        assertNeverMailed(id, Side.BLUE);
    }

    private double computerMovesCounted() {
        return registry.find("flagpost.moves.applied").tag("channel", "computer").tag("variant", "classic").counter().count();
    }

    private long computerMovesTimed() {
        return registry.find("flagpost.move.duration").tag("channel", "computer").timer().count();
    }

    /** When the game's row of work comes due, to the millisecond. */
    private static long dueAtMillis(long id) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) GameEntity.getEntityManager()
                .createNativeQuery("select floor(extract(epoch from due_at) * 1000) from computer_turn where game_id = :game")
                .setParameter("game", id).getSingleResult()).longValue());
    }

    @Test
    void asBlueThePersonWaitsForTheComputersFirstMoveAfterTheSetup() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.DUEL, SeatChoice.BLUE, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.BLUE, duelSetup());
        assertEquals(GameStatus.PLAYING, store.game(id).status);

        assertEquals(1, turns.process(List.of(id)));

        assertEquals(1, store.game(id).ply);
        assertEquals(Side.BLUE, store.game(id).seatToMove);
        assertTrue(store.notifications(id).contains(new StoreProbe.Sent(Side.BLUE, NotificationKind.YOUR_MOVE, 1)));
        assertNeverMailed(id, Side.RED);
    }

    @Test
    void theComputerSeesNoneOfThePersonsRanksAndThePersonNoneOfTheComputers() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);

        PlayerView person = queries.seatState(id, Side.RED).view();
        int hidden = 0;
        for (int index = 0; index < Square.COUNT; index++) {
            Square square = Square.of(index);
            ViewPiece piece = person.pieceAt(square);
            if (piece != null && piece.side() == Side.BLUE) {
                assertFalse(piece.isRankKnown(), "the computer's " + square + " is hidden from the person");
                hidden++;
            }
        }
        assertEquals(40, hidden);
        assertNull(person.opponentSetup(), "the computer's setup stays its own until the end");
    }

    @Test
    void aDrawOfferOnTheComputersTurnIsDeclinedAndItMovesInTheSameJob() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, firstLegalMove(id, Side.RED));
        play.offerDraw(id, Side.RED);

        Optional<ComputerQueue.Claim> claim = turns.take(List.of(id));
        assertTrue(claim.isPresent());
        assertEquals(ComputerTurns.Outcome.DECLINED_DRAW_AND_MOVED, turns.answer(claim.get()),
                "an even game at its start is neither lost nor dead");

        GameEntity game = store.game(id);
        assertNull(game.drawOfferedBy);
        assertEquals(2, game.ply);
        assertTrue(store.notifications(id).contains(new StoreProbe.Sent(Side.RED, NotificationKind.DRAW_DECLINED, 1)),
                store.notifications(id).toString());
        assertNeverMailed(id, Side.BLUE);
    }

    @Test
    void aDrawOfferOnThePersonsOwnTurnIsAnsweredWithoutAMove() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.offerDraw(id, Side.RED);

        Optional<ComputerQueue.Claim> claim = turns.take(List.of(id));
        assertTrue(claim.isPresent());
        assertEquals(ComputerTurns.Outcome.DECLINED_DRAW, turns.answer(claim.get()));
        assertEquals(0, store.game(id).ply);
        assertEquals(Side.RED, store.game(id).seatToMove);
        assertNull(store.game(id).drawOfferedBy);
    }

    /**
     * The person (Red) takes every piece it can beat, the computer's side (played here by the test through {@link Play},
     * as a person's would be) avoids battles, until the computer's own assessment finds it losing; then a draw offered
     * on its turn is accepted by its job, and the game ends agreed drawn.
     */
    @Test
    void aDrawOfferIsAcceptedOnceTheComputerFindsItselfLosing() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        Game truth = QuarkusTransaction.requiringNew().call(() -> {
            Map<Side, flagpost.rules.Setup> placed = new java.util.EnumMap<>(Side.class);
            for (SetupEntity stored : SetupEntity.forGame(id)) {
                placed.put(stored.seat, flagpost.rules.Setup.parse(stored.seat, Variant.CLASSIC, stored.pieces).orThrow());
            }
            return Game.start(placed.get(Side.RED), placed.get(Side.BLUE), flagpost.rules.GameOptions.DEFAULT);
        });
        java.util.SplittableRandom random = new java.util.SplittableRandom(29);
        while (truth.ply() < 600 && !truth.isOver()
                && (truth.sideToMove() != Side.BLUE || !flagpost.bot.Bot.acceptsDraw(truth.viewFor(Side.BLUE)))) {
            Side mover = truth.sideToMove();
            MoveResult.Accepted chosen = choose(truth, mover, random);
            play.move(id, mover, truth.ply(), chosen.played().move());
            truth = chosen.game();
        }
        assertFalse(truth.isOver(), "the game went on");
        assertEquals(Side.BLUE, truth.sideToMove(), "the computer finds itself losing on its turn");

        play.offerDraw(id, Side.RED);
        Optional<ComputerQueue.Claim> claim = turns.take(List.of(id));
        assertTrue(claim.isPresent());
        assertEquals(ComputerTurns.Outcome.ACCEPTED_DRAW, turns.answer(claim.get()));

        GameEntity game = store.game(id);
        assertEquals(GameStatus.FINISHED, game.status);
        assertEquals(flagpost.rules.Ending.DRAW_AGREED, game.resultEnding);
        assertTrue(store.notifications(id).contains(new StoreProbe.Sent(Side.RED, NotificationKind.GAME_OVER, game.ply)));
        assertNeverMailed(id, Side.BLUE);
    }

    /** Red: a capture it wins, if any (not the Flag: the game must go on); Blue: a move without a battle, if any. */
    private static MoveResult.Accepted choose(Game truth, Side mover, java.util.SplittableRandom random) {
        List<MoveResult.Accepted> quiet = new ArrayList<>();
        List<MoveResult.Accepted> any = new ArrayList<>();
        for (Move move : truth.legalMoves()) {
            MoveResult.Accepted accepted = (MoveResult.Accepted) truth.apply(mover, move);
            flagpost.rules.Battle battle = accepted.played().battle();
            if (accepted.game().isOver()) {
                continue;
            }
            if (mover == Side.RED && battle != null && battle.outcome() == flagpost.rules.BattleOutcome.ATTACKER_WINS) {
                return accepted;
            }
            any.add(accepted);
            if (battle == null) {
                quiet.add(accepted);
            }
        }
        List<MoveResult.Accepted> from = quiet.isEmpty() ? any : quiet;
        return from.get(random.nextInt(from.size()));
    }

    @Test
    void aPauseAskedOfTheComputerStartsAtOnceAndItsTurnWaitsForTheResume() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, firstLegalMove(id, Side.RED));
        pauses.ask(id, Side.RED);
        assertNotNull(store.game(id).pausedAt);

        turns.process(List.of(id));
        assertEquals(1, store.game(id).ply, "no move while paused");

        pauses.resume(id, Side.RED);
        assertEquals(1, turns.process(List.of(id)));
        assertEquals(2, store.game(id).ply);
        assertNeverMailed(id, Side.BLUE);
    }

    @Test
    void playAgainStartsTheRematchAtOnceWithTheColoursSwappedAndTheSameLevel() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.DUEL, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, duelSetup());
        play.resign(id, Side.RED);

        assertEquals("Flagpost (computer, easy)", queries.gravonRecord(id).bluePlayer(), "the Gravon record names it too");

        Rematches.Proposal proposal = rematches.propose(id, Side.RED);

        assertEquals(Rematches.Outcome.ACCEPTED, proposal.outcome());
        assertEquals(Side.BLUE, proposal.seat());
        GameEntity next = store.game(proposal.newGameId());
        assertEquals(GameStatus.SETUP, next.status);
        assertEquals(Variant.DUEL, next.variant);
        GameSummary summary = queries.setupState(next.id, Side.BLUE).summary();
        assertEquals("Flagpost (computer, easy)", summary.redName());
        assertEquals(List.of(new StoreProbe.Sent(Side.BLUE, NotificationKind.SETUP_NEEDED, 0)), store.notifications(next.id));
        assertEquals(Side.RED, QuarkusTransaction.requiringNew().call(() -> SetupEntity.forGame(next.id)).get(0).seat);
        assertEquals(Rematches.Outcome.ALREADY_AGREED, rematches.propose(id, Side.RED).outcome(), "a second click changes nothing");
        assertNeverMailed(id, Side.BLUE);
        assertNeverMailed(next.id, Side.RED);
    }

    @Test
    void theComputerNamesItselfInTheReadersLanguageAndNoPersonMayTakeItsName() {
        String email = ServiceGames.uniqueEmail("alicia");
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, email);
        QuarkusTransaction.requiringNew().run(() -> GameEntity.findWithPlayers(id).redPlayer.language = "es");
        assertEquals("Flagpost (ordenador, normal)", queries.setupState(id, Side.RED).summary().blueName());
        assertEquals("Flagpost (computer, normal)", SeatNames.of(QuarkusTransaction.requiringNew().call(() -> GameEntity.findWithPlayers(id)),
                Side.BLUE, Language.EN));

        for (String impostor : List.of("Flagpost (computer, normal)", "flagpost", "F1agp0st", "Flag post", "FLAGPOST bot",
                "Fl\u0430gpost")) {
            GameActionException refused = assertThrows(GameActionException.class, () -> Players.displayName(impostor), impostor);
            assertEquals(Problem.BAD_REQUEST, refused.problem());
        }
        assertEquals("Alice Flag", Players.displayName("Alice Flag"), "a name without the word is a person's own");
    }

    @Test
    void twoTakersAtOnceTakeTheTurnOnceAndTheComputerMovesOnce() throws Exception {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, firstLegalMove(id, Side.RED));

        // One instance holds the row in its open transaction: the other skips it rather than wait, and finds nothing.
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<Optional<ComputerQueue.Claim>> first = threads.submit(() -> QuarkusTransaction.requiringNew().call(() -> {
                Optional<ComputerQueue.Claim> taken = queue.takeDue(clock.instant(), clock.instant().plus(Duration.ofMinutes(1)), List.of(id));
                holding.countDown();
                release.await(30, TimeUnit.SECONDS);
                return taken;
            }));
            assertTrue(holding.await(30, TimeUnit.SECONDS));
            Optional<ComputerQueue.Claim> second = threads.submit(() -> QuarkusTransaction.requiringNew().call(
                    () -> queue.takeDue(clock.instant(), clock.instant().plus(Duration.ofMinutes(1)), List.of(id)))).get(30, TimeUnit.SECONDS);
            assertTrue(second.isEmpty(), "the held row is skipped, not waited for");
            release.countDown();
            assertTrue(first.get(30, TimeUnit.SECONDS).isPresent());
            // Its lease committed: nobody else takes the row until it runs out.
            assertTrue(turns.take(List.of(id)).isEmpty(), "a leased row is not taken again");
            QuarkusTransaction.requiringNew().run(() -> store.execute("update computer_turn set due_at = due_at - interval '2 minutes' "
                    + "where game_id = " + id));

            // Two job runs at once on the expired lease: one takes it and moves, the other finds nothing.
            CyclicBarrier together = new CyclicBarrier(2);
            List<Future<Integer>> runs = new ArrayList<>();
            for (int run = 0; run < 2; run++) {
                runs.add(threads.submit(() -> {
                    together.await(30, TimeUnit.SECONDS);
                    return turns.process(List.of(id));
                }));
            }
            int taken = runs.get(0).get(60, TimeUnit.SECONDS) + runs.get(1).get(60, TimeUnit.SECONDS);
            assertEquals(1, taken, "one run took the turn");
        } finally {
            release.countDown();
            threads.shutdownNow();
        }
        assertEquals(2, store.moveCount(id), "the computer moved once");
        assertEquals(2, store.game(id).ply);
    }

    @Test
    void aTurnTakenAgainAfterItsLeaseRanOutIsAnsweredOnce() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, firstLegalMove(id, Side.RED));
        // An instance takes the turn and stalls (it died, or thinks too long): its lease runs out, and another takes it.
        ComputerQueue.Claim stalled = turns.take(List.of(id)).orElseThrow();
        QuarkusTransaction.requiringNew().run(() -> store.execute("update computer_turn set due_at = due_at - interval '2 minutes' "
                + "where game_id = " + id));
        ComputerQueue.Claim again = turns.take(List.of(id)).orElseThrow();
        assertEquals(2, again.attempts());

        assertEquals(ComputerTurns.Outcome.MOVED, turns.answer(again));
        assertEquals(ComputerTurns.Outcome.NOTHING_TO_DO, turns.answer(stalled), "the stalled instance finds the person to move");
        assertEquals(2, store.moveCount(id));
        assertFalse(QuarkusTransaction.requiringNew().call(() -> queue.waiting(id)));
    }

    @Test
    void theSameTurnDecidesTheSameMove() {
        long first = ComputerGames.moveSeed(41, 7);
        assertEquals(first, ComputerGames.moveSeed(41, 7));
        assertFalse(first == ComputerGames.moveSeed(41, 8) || first == ComputerGames.moveSeed(42, 7), "each turn a seed of its own");
        assertEquals(ComputerGames.setupSeed(41, Side.RED), ComputerGames.setupSeed(41, Side.RED));
        assertFalse(ComputerGames.setupSeed(41, Side.RED) == ComputerGames.setupSeed(41, Side.BLUE));
    }

    @Test
    void theComputersSetupComesFromASecretSeedOfTheGameNotFromItsId() {
        long first = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        long second = ServiceGames.computerGame(Level.NORMAL, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        Long firstSeed = store.game(first).computerSeed;
        Long secondSeed = store.game(second).computerSeed;
        assertNotNull(firstSeed);
        assertNotEquals(firstSeed, secondSeed, "each game draws its own");
        String placed = QuarkusTransaction.requiringNew().call(() -> SetupEntity.forGame(first)).get(0).pieces;
        assertEquals(Bot.setup(Variant.CLASSIC, Side.BLUE, ComputerGames.setupSeed(firstSeed, Side.BLUE)).toSetupString(), placed);
        for (long guess : new long[] {first, first * 2 + 1, first + 1}) {
            assertNotEquals(Bot.setup(Variant.CLASSIC, Side.BLUE, ComputerGames.setupSeed(guess, Side.BLUE)).toSetupString(), placed,
                    "the game's id, which every email's Message-ID shows, must not deal the computer's hidden setup");
        }
    }

    @Test
    void aCommittedMoveWakesTheComputerWithoutThePoll() throws Exception {
        long id = ServiceGames.computerGame(Level.EASY, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        job.setWakeUp(true);
        try {
            play.move(id, Side.RED, 0, firstLegalMove(id, Side.RED));
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (store.game(id).ply < 2 && System.nanoTime() < until) {
                Thread.sleep(50);
            }
        } finally {
            job.setWakeUp(false);
            ComputerJobs.untilIdle(job);
        }
        assertEquals(2, store.game(id).ply, "the computer answered on its own");
    }

    @Test
    void aMoveWhoseCommitFailsIsNeitherCountedNorTimedAndItsTurnWaitsTwiceAsLongAfterEachFailure() {
        long id = ServiceGames.computerGame(Level.EASY, Variant.CLASSIC, SeatChoice.RED, ServiceGames.uniqueEmail("alice"));
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, firstLegalMove(id, Side.RED));
        // The database refuses the commit of this game's answer: the move is played and the row deleted in the
        // transaction, and all of it rolls back at the commit.
        String refuse = "computer_turn_refused_for_test_" + id;
        store.execute("create function " + refuse + "() returns trigger language plpgsql as $$ begin "
                + "raise exception 'the test refuses this commit'; end $$");
        store.execute("create constraint trigger " + refuse + " after delete on computer_turn deferrable initially deferred "
                + "for each row when (old.game_id = " + id + ") execute function " + refuse + "()");
        double counted = computerMovesCounted();
        long timed = computerMovesTimed();
        try {
            for (int attempt = 1; attempt <= 3; attempt++) {
                ComputerQueue.Claim claim = turns.take(List.of(id)).orElseThrow();
                assertEquals(attempt, claim.attempts());
                assertEquals(ComputerTurns.Outcome.FAILED, turns.answer(claim));
                assertEquals(1, store.game(id).ply, "the move rolled back with the commit");
                Duration wait = Duration.ofMinutes(1L << (attempt - 1));
                assertEquals(clock.instant().plus(wait).toEpochMilli(), dueAtMillis(id), "attempt " + attempt + " waits " + wait);
                HostFigures.ComputerQueueFigures queueNow = QuarkusTransaction.requiringNew().call(() -> figures.read(clock.instant())).computer();
                assertTrue(queueNow.failing() >= 1 && queueNow.waiting() >= queueNow.failing(), queueNow.toString());
                assertTrue(turns.take(List.of(id)).isEmpty(), "not due before its wait is over");
                clock.advance(wait);
            }
            assertEquals(counted, computerMovesCounted(), "a rolled-back move is not counted");
            assertEquals(timed, computerMovesTimed(), "nor timed");
        } finally {
            store.execute("drop trigger " + refuse + " on computer_turn");
            store.execute("drop function " + refuse + "()");
        }
        assertEquals(1, turns.process(List.of(id)), "retried once the wait is over");
        assertEquals(2, store.game(id).ply, "and answered, now that the commit goes through");
        assertEquals(counted + 1, computerMovesCounted(), "counted once committed");
        assertEquals(timed + 1, computerMovesTimed());
        assertFalse(QuarkusTransaction.requiringNew().call(() -> queue.waiting(id)));
    }

    @Test
    void aFailingTurnWaitsTwiceAsLongEachTimeUpToTheCap() {
        Duration first = Duration.ofMinutes(1);
        Duration max = Duration.ofHours(1);
        assertEquals(first, ComputerTurns.retryWait(first, max, 1));
        assertEquals(Duration.ofMinutes(2), ComputerTurns.retryWait(first, max, 2));
        assertEquals(Duration.ofMinutes(32), ComputerTurns.retryWait(first, max, 6));
        assertEquals(max, ComputerTurns.retryWait(first, max, 7), "64 minutes, capped");
        assertEquals(max, ComputerTurns.retryWait(first, max, Integer.MAX_VALUE), "no overflow however long it fails");
        ComputerTurns.checkRetries(first, max);
        ComputerTurns.checkRetries(first, first);
        for (Duration[] wrong : new Duration[][] {{Duration.ZERO, max}, {first, Duration.ofSeconds(59)}, {Duration.ofMinutes(-1), max}}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> ComputerTurns.checkRetries(wrong[0], wrong[1]));
            assertTrue(refused.getMessage().startsWith("flagpost.computer.retry-after must be positive"), refused.getMessage());
        }
    }

    // --- Helpers ---------------------------------------------------------------------------------------

    private Move firstLegalMove(long id, Side seat) {
        List<Move> legal = queries.seatState(id, seat).legalMoves();
        assertFalse(legal.isEmpty());
        return legal.get(0);
    }

    /** No notification row was ever written to the computer's seat: it has no address and gets no mail. */
    private void assertNeverMailed(long id, Side computer) {
        assertTrue(store.notifications(id).stream().noneMatch(sent -> sent.to() == computer), store.notifications(id).toString());
        GameEntity game = QuarkusTransaction.requiringNew().call(() -> GameEntity.findWithPlayers(id));
        assertNull(game.player(computer).email);
        assertTrue(game.player(computer).isComputer());
    }

    private static String duelSetup() {
        return flagpost.bot.Bot.setup(Variant.DUEL, Side.RED, 7).toSetupString();
    }
}
