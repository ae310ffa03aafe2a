package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationEntity;
import flagpost.store.PlayerEntity;
import flagpost.store.VacationEntity;
import flagpost.store.VacationNotices;
import flagpost.words.Refusals;
import flagpost.words.Times;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A player's vacation: they stop their own clocks until a return date, within a budget of
 * {@code flagpost.vacation.days-per-year} days per calendar year (UTC). While it runs, every game of theirs where it
 * is their turn (or their setup is missing) has its clock stopped ({@link TurnClock}); their opponents keep playing
 * their own turns as usual. The opponent in each running game is told when it starts and when it ends.
 *
 * <p>Moving during one's own vacation is allowed and does not end it: a player who finds a spare moment can answer one
 * game without giving up the rest of their days, and the clock stays stopped whenever the turn comes back to them.
 * The budget is what bounds it. Ending early is one click and returns the days not begun.
 *
 * <p>A vacation costs the UTC dates it covers, from the day it starts up to, not including, the day it ends: taken
 * on Tuesday with the return on Friday, three days; ended on the Tuesday itself, one. It counts in full against the
 * year it starts in, even when it reaches into the next.
 *
 * <p><b>Notices are coalesced.</b> Each opponent's notice waits {@code flagpost.vacation.notice-window} before it is due,
 * and at most one goes to an opponent per window. A change within that time withdraws the notice still waiting: a
 * vacation taken and ended within minutes tells nobody, and one ended and taken again tells only the new return. So
 * however often a player flips it, each opponent reads the latest state, at most once per window. And a player starts at
 * most {@code flagpost.vacation.starts-per-day} vacations a UTC day; ending one is never refused (a player must always
 * be able to come back), and there is at most one end per start.
 */
@ApplicationScoped
public class Vacations {

    private final Clock clock;
    private final VacationConfig config;
    private final GameStore store;
    private final TurnClock turnClock;
    private final VacationNotices notices;

    @Inject
    public Vacations(Clock clock, VacationConfig config, GameStore store, TurnClock turnClock, VacationNotices notices) {
        this.clock = clock;
        this.config = config;
        this.store = store;
        this.turnClock = turnClock;
        this.notices = notices;
    }

    /** A player's vacation days in one calendar year: those spent (or booked by a running vacation) and the year's allowance. */
    public record Budget(int year, int allowance, int spent) {

        public int left() {
            return Math.max(0, allowance - spent);
        }
    }

    /**
     * Where a player stands now: their running vacation's return ({@code returnsAt}, null when not away), the budget of
     * this year, today and the last return date the budget allows (null when none is left).
     */
    public record Standing(Instant returnsAt, Budget budget, LocalDate today, LocalDate latestReturn) {

        public boolean away() {
            return returnsAt != null;
        }
    }

    /**
     * Where the player a link acts for stands, and in a game link's game what holds its clock: the opponent's vacation,
     * an agreed pause ({@link Pauses}: since when, or who asked for one), and whether the clock stands still.
     */
    public record InGame(Standing you, Instant opponentReturnsAt, boolean clockStopped, Instant pausedAt, Side pauseAskedBy) {
    }

    /**
     * Where {@code seat}'s player stands in {@code game} (in setup or play, read with both players) at {@code now}, for a
     * seat's page. The vacation table is read only when something in it can show: the seat's player started a vacation
     * this year (their days left), or either player is away (the game row's flags, kept for running games). Otherwise
     * nobody is away and the whole budget is left, which is what most pages show, from the rows already read.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public InGame standing(GameEntity game, Side seat, Instant now) {
        BudgetYear year = BudgetYear.of(now);
        boolean anyToShow = game.away(seat) || game.away(seat.opponent()) || Objects.equals(game.player(seat).vacationYear, year.year());
        List<VacationEntity> vacations = anyToShow
                ? store.vacationsForSeatPage(game.redPlayer.id, game.bluePlayer.id, year.from(), year.to()) : List.of();
        return standing(game, seat, vacations, now);
    }

    /**
     * Where {@code seat}'s player stands in {@code game} at {@code now}, from these rows: the running vacations of both
     * players and every vacation of the seat's player that started in {@code now}'s {@link BudgetYear} (others among
     * them are left aside).
     */
    InGame standing(GameEntity game, Side seat, Collection<VacationEntity> vacations, Instant now) {
        long opponent = game.player(seat.opponent()).id;
        Instant opponentReturnsAt = null;
        for (VacationEntity vacation : vacations) {
            if (vacation.playerId == opponent && vacation.endedAt == null) {
                opponentReturnsAt = vacation.returnsAt;
            }
        }
        return new InGame(standing(game.player(seat).id, vacations, now), opponentReturnsAt, TurnClock.stopped(game), game.pausedAt,
                game.pauseAskedBy);
    }

    /**
     * Where the player {@code playerId} stands at {@code now}, from rows read with something else: their running
     * vacation and every vacation of theirs that started in {@code now}'s {@link BudgetYear}; rows of other players, and
     * others of theirs, are left aside.
     */
    public Standing standing(long playerId, Collection<VacationEntity> vacations, Instant now) {
        BudgetYear year = BudgetYear.of(now);
        VacationEntity running = null;
        int spent = 0;
        for (VacationEntity vacation : vacations) {
            if (vacation.playerId != playerId) {
                continue;
            }
            if (vacation.endedAt == null) {
                running = vacation;
            }
            if (year.holds(vacation.startedAt)) {
                spent += spentOn(vacation);
            }
        }
        return standing(running, new Budget(year.year(), config.daysPerYear(), spent), now);
    }

    /** A calendar year (UTC) of the budget: the instants {@code [from, to)}. */
    public record BudgetYear(int year, Instant from, Instant to) {

        public static BudgetYear of(Instant now) {
            int year = dateOf(now).getYear();
            return new BudgetYear(year, LocalDate.of(year, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant(),
                    LocalDate.of(year + 1, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant());
        }

        boolean holds(Instant instant) {
            return !instant.isBefore(from) && instant.isBefore(to);
        }
    }

    /** Takes a vacation for the player a link acts for (a games-list link, or a seat's game link). */
    @Transactional
    public void take(LinkToken granted, LocalDate returnDate) {
        take(playerOf(granted), returnDate);
    }

    /** Ends early the vacation of the player a link acts for. */
    @Transactional
    public void endEarly(LinkToken granted) {
        endEarly(playerOf(granted));
    }

    /**
     * The id of the player a link acts for. Only the id is read, never the game or a player as an entity: taking and
     * ending lock the player's row and then their running games, and an entity read here, before those locks, would be
     * the very object they return (one persistence context), with what it held before whatever they waited for; its
     * flush, which writes every column, would undo that (a move, a watch link turned off, an erasure).
     */
    private long playerOf(LinkToken granted) {
        return switch (granted.purpose()) {
            case GAMES_LIST -> granted.subjectId();
            case PLAY -> store.playerIdInSeat(granted.gameId(), granted.seat())
                    .orElseThrow(() -> new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchGame()));
            default -> throw new IllegalArgumentException("a " + granted.purpose() + " link cannot take a vacation");
        };
    }

    /** The player's vacation and budget now. */
    @Transactional
    public Standing standing(long playerId) {
        return standing(playerId, VacationEntity.running(playerId));
    }

    private Standing standing(long playerId, VacationEntity running) {
        Instant now = clock.instant();
        return standing(running, budget(playerId, now), now);
    }

    private static Standing standing(VacationEntity running, Budget budget, Instant now) {
        LocalDate today = dateOf(now);
        return new Standing(running == null ? null : running.returnsAt, budget, today,
                budget.left() == 0 ? null : today.plusDays(budget.left()));
    }

    /**
     * Starts the player's vacation now, to end at 00:00 UTC of {@code returnDate}; stops their clocks and tells each
     * opponent. Refused in words when the date is missing, not after today, or beyond the days left, or when they
     * are away already.
     */
    @Transactional
    public void take(long playerId, LocalDate returnDate) {
        PlayerEntity player = GameSteps.lockedPlayer(playerId);
        Instant now = clock.instant();
        VacationEntity running = VacationEntity.running(player.id);
        if (running != null) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language)
                    .gameAlreadyOnVacation(Times.day(language, running.returnsAt)));
        }
        LocalDate today = dateOf(now);
        if (returnDate == null) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameVacationDateMissing());
        }
        if (!returnDate.isAfter(today)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameVacationNotAfterToday(Times.day(language, today)));
        }
        Instant todayStarted = today.atStartOfDay(ZoneOffset.UTC).toInstant();
        if (VacationEntity.startedBetween(player.id, todayStarted, todayStarted.plus(1, ChronoUnit.DAYS)).size() >= config.startsPerDay()) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameVacationStartsPerDay(config.startsPerDay()));
        }
        Budget budget = budget(player.id, now);
        long days = ChronoUnit.DAYS.between(today, returnDate);
        if (days > budget.left()) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameVacationTooLong(
                    Times.day(language, returnDate), days, budget.left(), budget.year(), budget.allowance(),
                    Times.day(language, today.plusDays(budget.left()))));
        }
        VacationEntity vacation = new VacationEntity();
        vacation.playerId = player.id;
        vacation.startedAt = now;
        player.vacationYear = budget.year();
        vacation.returnsAt = returnDate.atStartOfDay(ZoneOffset.UTC).toInstant();
        vacation.persist();
        for (GameEntity game : store.lockRunningGamesOf(player.id)) {
            game.setAway(seatOf(game, player.id), true);
            turnClock.settle(game, now);
            tellOpponent(game, player.id, NotificationKind.VACATION_STARTED, vacation.returnsAt, now);
        }
    }

    /** Ends the player's vacation now, before its return date: their clocks run again and the days not begun return. */
    @Transactional
    public void endEarly(long playerId) {
        PlayerEntity player = GameSteps.lockedPlayer(playerId);
        VacationEntity running = VacationEntity.running(player.id);
        if (running == null) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameNotOnVacation());
        }
        end(running, clock.instant());
    }

    /** Ends every vacation whose return date has come, at its return instant; run by the vacation job. */
    public int endDue() {
        return endDue(null);
    }

    /** The same, for these players only: tests share one database and one clock. */
    public int endDue(Collection<Long> onlyPlayers) {
        int ended = 0;
        List<VacationEntity> due = QuarkusTransaction.requiringNew().call(
                () -> VacationEntity.returnsDue(clock.instant(), onlyPlayers, config.returnBatchSize()));
        for (VacationEntity vacation : due) {
            boolean done = QuarkusTransaction.requiringNew().call(() -> {
                GameSteps.lockedPlayer(vacation.playerId);
                VacationEntity running = VacationEntity.running(vacation.playerId);
                if (running == null || !running.id.equals(vacation.id)) {
                    return false; // ended early meanwhile, or by another instance
                }
                end(running, running.returnsAt);
                return true;
            });
            if (done) {
                ended++;
            }
        }
        return ended;
    }

    /** Ends it at {@code at}: the clocks it stopped run again from then, and each opponent is told. */
    private void end(VacationEntity vacation, Instant at) {
        vacation.endedAt = at;
        Instant now = clock.instant();
        for (GameEntity game : store.lockRunningGamesOf(vacation.playerId)) {
            game.setAway(seatOf(game, vacation.playerId), false);
            turnClock.settle(game, at);
            tellOpponent(game, vacation.playerId, NotificationKind.VACATION_ENDED, null, now);
        }
    }

    /**
     * Records the notice of a vacation's start ({@code returnsAt} its return) or end for the vacationer's opponent in
     * {@code game}, coalesced (see the class comment): a notice still waiting is withdrawn; what the opponent was told
     * last decides whether there is anything new to tell; and the new notice is due a window after now, and after the
     * last one told.
     */
    private void tellOpponent(GameEntity game, long vacationer, NotificationKind kind, Instant returnsAt, Instant now) {
        Side opponent = seatOf(game, vacationer).opponent();
        if (game.isComputer(opponent)) {
            return; // the computer waits without being told, and gets no mail
        }
        notices.withdrawWaiting(game.id, opponent, now);
        Optional<VacationNotices.Told> told = notices.lastTold(game.id, opponent);
        boolean toldAway = told.isPresent() && told.get().kind() == NotificationKind.VACATION_STARTED;
        if (kind == NotificationKind.VACATION_ENDED ? !toldAway : toldAway && returnsAt.equals(told.get().returnsAt())) {
            return; // the opponent's last notice says how things stand
        }
        Instant due = now.plus(config.noticeWindow());
        if (told.isPresent() && told.get().at().plus(config.noticeWindow()).isAfter(due)) {
            due = told.get().at().plus(config.noticeWindow());
        }
        NotificationEntity notice = NotificationEntity.pending(game, opponent, kind, now);
        notice.deadlineAt = returnsAt;
        notice.nextAttemptAt = due;
        notice.chargedPlayerId = vacationer;
        notice.persist();
    }

    /** What the player has spent of this year's days, a running vacation counted to its return date. */
    private Budget budget(long playerId, Instant now) {
        BudgetYear year = BudgetYear.of(now);
        int spent = 0;
        for (VacationEntity vacation : VacationEntity.startedBetween(playerId, year.from(), year.to())) {
            spent += spentOn(vacation);
        }
        return new Budget(year.year(), config.daysPerYear(), spent);
    }

    /** The days a vacation costs: up to its end, or for a running one up to its return. */
    private static int spentOn(VacationEntity vacation) {
        return daysCovered(vacation.startedAt, vacation.endedAt == null ? vacation.returnsAt : vacation.endedAt);
    }

    /** The UTC dates from {@code start}'s up to the one {@code end} falls on, that one left out when it ends at 00:00; at least one. */
    static int daysCovered(Instant start, Instant end) {
        LocalDate lastDay = dateOf(end.minusNanos(1));
        return (int) Math.max(1, ChronoUnit.DAYS.between(dateOf(start), lastDay) + 1);
    }

    private static LocalDate dateOf(Instant instant) {
        return LocalDate.ofInstant(instant, ZoneOffset.UTC);
    }

    private static Side seatOf(GameEntity game, long playerId) {
        return game.redPlayer.id == playerId ? Side.RED : Side.BLUE;
    }
}
