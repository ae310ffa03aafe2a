package flagpost.game;

import flagpost.bot.Bot;
import flagpost.bot.Level;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.store.SetupEntity;
import flagpost.store.VacationEntity;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import org.jboss.logging.Logger;

/**
 * Games against the computer ({@code flagpost.bot}): the computer sits in a seat as the player row of its level (no
 * address, migration V23), so the game is stored, played, shown and rematched like any other. There is no invitation:
 * the game goes straight to the setup, with the computer's own setup placed at once ({@link Bot#setup}, seeded from
 * the game), so only the person's setup is awaited and only the person gets mail. The computer's turns are answered by
 * {@link ComputerTurns}. Runs inside the caller's transaction (the start request's confirmation, the rematch).
 *
 * <p>A person may have {@link ComputerConfig#gamesPerPerson} unfinished games against it at once: one more is refused
 * at its start, which is the confirmation or "Play again", never the public form. The form answers every address alike
 * (the request is only recorded and mailed), so the refusal is read by the address's owner alone, on the page their
 * link opens, and tells a stranger nothing about which addresses play here.
 */
@ApplicationScoped
public class ComputerGames {

    private static final Logger LOG = Logger.getLogger(ComputerGames.class);
    private static final SecureRandom COLOUR_DRAW = new SecureRandom();
    private static final SecureRandom SEEDS = new SecureRandom();

    private final Clock clock;
    private final GameStore store;
    private final TurnClock turnClock;
    private final ComputerConfig config;

    @Inject
    public ComputerGames(Clock clock, GameStore store, TurnClock turnClock, ComputerConfig config) {
        this.clock = clock;
        this.store = store;
        this.turnClock = turnClock;
        this.config = config;
    }

    /** The levels a person may choose: {@link Level#RANDOM} is a yardstick for the match tool, not an opponent. */
    public static boolean offered(Level level) {
        return level == Level.EASY || level == Level.NORMAL;
    }

    /** A new game of {@code person} against the computer at {@code level}, in the setup; returns its id. */
    long create(PlayerEntity person, Level level, Variant variant, GameOptions options, int daysPerMove, SeatChoice colour) {
        Side personSeat = switch (colour) {
            case RED -> Side.RED;
            case BLUE -> Side.BLUE;
            case RANDOM -> COLOUR_DRAW.nextBoolean() ? Side.RED : Side.BLUE;
        };
        GameEntity game = start(person, personSeat, computer(level), variant, options, daysPerMove);
        LOG.infof("game %d created: %s, %s plays the computer (%s)", game.id, variant.displayName(), personSeat, level.code());
        return game.id;
    }

    /**
     * "Play again" after a game against the computer: the same terms and the same level, the colours swapped, and, since
     * the computer always agrees, straight to the setup.
     */
    GameEntity rematch(GameEntity finished, Side person) {
        Side computerSeat = person.opponent();
        GameEntity next = start(finished.player(person), computerSeat, finished.player(computerSeat), finished.variant,
                finished.options(), finished.daysPerMove);
        LOG.infof("game %d: %s plays the computer again in game %d", finished.id, person, next.id);
        return next;
    }

    private GameEntity start(PlayerEntity person, Side personSeat, PlayerEntity computer, Variant variant, GameOptions options,
            int daysPerMove) {
        // Only the person can be on vacation; their row is locked while their flag is read, as a vacation starts and
        // ends under that lock (GameStore#lockPlayersOfStartingGame, which would also lock the computer's shared row).
        // The lock also makes two starts at once count one after the other, so neither passes the cap on the other's count.
        PlayerEntity.lockById(person.id);
        int cap = config.gamesPerPerson();
        if (GameEntity.unfinishedAgainstComputer(person.id) >= cap) {
            throw new GameActionException(GameActionException.Problem.WRONG_STATE,
                    reader -> Refusals.in(reader).gameTooManyAgainstComputer(cap));
        }
        Instant now = clock.instant();
        Side computerSeat = personSeat.opponent();
        GameEntity game = new GameEntity();
        game.variant = variant;
        game.setOptions(options);
        game.daysPerMove = daysPerMove;
        game.status = GameStatus.SETUP;
        game.creatorSeat = personSeat;
        game.redPlayer = personSeat == Side.RED ? person : computer;
        game.bluePlayer = personSeat == Side.RED ? computer : person;
        game.createdAt = now;
        game.acceptedAt = now;
        game.computerSeed = SEEDS.nextLong();
        game.persist();

        SetupEntity setup = new SetupEntity();
        setup.gameId = game.id;
        setup.seat = computerSeat;
        setup.pieces = Bot.setup(variant, computerSeat, setupSeed(game.computerSeed, computerSeat)).toSetupString();
        setup.submittedAt = now;
        setup.persist();

        game.setAway(personSeat, VacationEntity.running(person.id) != null);
        turnClock.start(game, now);
        store.notify(game, personSeat, NotificationKind.SETUP_NEEDED, now);
        return game;
    }

    /** The computer's player row at {@code level}. */
    static PlayerEntity computer(Level level) {
        if (!offered(level)) {
            throw new IllegalArgumentException("the computer is not offered at level " + level.code());
        }
        return PlayerEntity.computer(level.code())
                .orElseThrow(() -> new IllegalStateException("no computer player at level " + level.code() + " (migration V23)"));
    }

    /** The seed of the computer's setup: from the game's secret seed, its own for each seat, and the same when asked again. */
    static long setupSeed(long gameSeed, Side seat) {
        return mix(gameSeed * 2 + (seat == Side.RED ? 0 : 1));
    }

    /**
     * The seed of the computer's decision at {@code ply} of the game: from the game's secret seed, the same for a retried
     * turn, so it chooses the same move (when no wall-clock cap cut its thinking short), and another for every turn.
     */
    static long moveSeed(long gameSeed, int ply) {
        return mix(mix(gameSeed) ^ ply);
    }

    /** SplitMix64's finaliser: neighbouring seeds and plies give unrelated seeds. */
    private static long mix(long value) {
        long z = value + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
