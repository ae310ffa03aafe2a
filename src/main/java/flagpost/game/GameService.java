package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.gravon.GravonGame;
import flagpost.rules.Battle;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameSnapshot;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.SetupProblem;
import flagpost.rules.SetupResult;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.MoveEntity;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.store.SetupEntity;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import org.hibernate.Session;
import org.jboss.logging.Logger;

/**
 * Runs a game from invitation to result. Every public method is one transaction: it locks the game
 * row, checks, changes the game and records the notifications the change causes, all or nothing.
 * No game state is kept in memory between calls; a move resumes the rules from the snapshot stored
 * on the game row.
 */
@ApplicationScoped
public class GameService {

    private static final Logger LOG = Logger.getLogger(GameService.class);
    private static final Pattern EMAIL = Pattern.compile("^[^@\\s<>\"(),;:\\\\\\[\\]]+@[^@\\s<>\"(),;:\\\\\\[\\]]+\\.[^@\\s<>\"(),;:\\\\\\[\\]]+$");
    private static final int MAX_EMAIL_LENGTH = 254;
    private static final int MAX_NAME_LENGTH = 60;
    private static final int MAX_SETUP_TEXT_LENGTH = 200;
    private static final SecureRandom COLOUR_DRAW = new SecureRandom();

    private final Clock clock;
    private final GameConfig config;
    private final EntityManager entityManager;

    @Inject
    public GameService(Clock clock, GameConfig config, EntityManager entityManager) {
        this.clock = clock;
        this.config = config;
        this.entityManager = entityManager;
    }

    /** The result of an accepted move. {@code result} is null while the game goes on. */
    public record MoveReceipt(PlayedMove played, int ply, Result result) {
    }

    /**
     * Everything a seat's page or API answer needs, read in one transaction so the parts agree: the
     * view, the turn's deadline (null when nobody is to move) and the seat's legal moves (empty when it is
     * not the seat's turn).
     */
    public record SeatState(PlayerView view, Instant deadlineAt, List<Move> legalMoves) {
    }

    /** What one run of the deadline job did. */
    public record DeadlineRun(int reminders, int timeouts, int lapsed) {
    }

    // ----------------------------------------------------------------------------------------------
    // Invitation

    /** Creates a game and invites the opponent; returns the game's id. */
    @Transactional
    public long create(NewGame request) {
        String creatorEmail = email(request.creatorEmail(), "Your email address");
        String opponentEmail = email(request.opponentEmail(), "Your opponent's email address");
        if (creatorEmail.equals(opponentEmail)) {
            throw new GameActionException(Problem.BAD_REQUEST, "Invite someone else: both email addresses are the same.");
        }
        String creatorName = displayName(request.creatorName());
        if (request.variant() == null || request.options() == null) {
            throw new GameActionException(Problem.BAD_REQUEST, "Choose a variant: Classic, Duel or Barrage.");
        }
        if (request.daysPerMove() < 1 || request.daysPerMove() > 14) {
            throw new GameActionException(Problem.BAD_REQUEST, "Days per move must be between 1 and 14.");
        }
        Instant now = clock.instant();
        PlayerEntity creator = player(creatorEmail, creatorName, now);
        creator.displayName = creatorName;
        PlayerEntity opponent = player(opponentEmail, nameFromEmail(opponentEmail), now);
        Side creatorSeat = switch (request.colour() == null ? SeatChoice.RANDOM : request.colour()) {
            case RED -> Side.RED;
            case BLUE -> Side.BLUE;
            case RANDOM -> COLOUR_DRAW.nextBoolean() ? Side.RED : Side.BLUE;
        };

        GameEntity game = new GameEntity();
        game.variant = request.variant();
        game.setOptions(request.options());
        game.daysPerMove = request.daysPerMove();
        game.status = GameStatus.INVITED;
        game.creatorSeat = creatorSeat;
        game.redPlayer = creatorSeat == Side.RED ? creator : opponent;
        game.bluePlayer = creatorSeat == Side.RED ? opponent : creator;
        game.invitationExpiresAt = now.plus(config.invitationLapse());
        game.createdAt = now;
        game.persist();
        notify(game, creatorSeat.opponent(), NotificationKind.INVITATION, now);
        LOG.infof("game %d created: %s, %s invites %s", game.id, game.variant.displayName(), creatorSeat, creatorSeat.opponent());
        return game.id;
    }

    /** The invited player accepts, optionally giving the name to show; both players are asked to set up. */
    @Transactional
    public void acceptInvitation(long gameId, String invitedName) {
        GameEntity game = lock(gameId);
        requireOpenInvitation(game);
        Side invited = game.creatorSeat.opponent();
        if (invitedName != null && !invitedName.isBlank()) {
            game.player(invited).displayName = displayName(invitedName);
        }
        Instant now = clock.instant();
        game.status = GameStatus.SETUP;
        game.invitationExpiresAt = null;
        startTurnClock(game, now);
        notify(game, Side.RED, NotificationKind.SETUP_NEEDED, now);
        notify(game, Side.BLUE, NotificationKind.SETUP_NEEDED, now);
    }

    @Transactional
    public void declineInvitation(long gameId) {
        GameEntity game = lock(gameId);
        requireOpenInvitation(game);
        Instant now = clock.instant();
        game.status = GameStatus.DECLINED;
        game.invitationExpiresAt = null;
        game.finishedAt = now;
        notify(game, game.creatorSeat, NotificationKind.INVITATION_DECLINED, now);
    }

    private void requireOpenInvitation(GameEntity game) {
        switch (game.status) {
            case INVITED -> {
                if (!clock.instant().isBefore(game.invitationExpiresAt)) {
                    throw new GameActionException(Problem.WRONG_STATE, "This invitation has lapsed: it was open until "
                            + game.invitationExpiresAt + ". Ask for a new game.");
                }
            }
            case DECLINED -> throw new GameActionException(Problem.WRONG_STATE, "This invitation was declined.");
            case LAPSED -> throw new GameActionException(Problem.WRONG_STATE, "This invitation has lapsed. Ask for a new game.");
            default -> throw new GameActionException(Problem.WRONG_STATE, "This invitation has already been accepted.");
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Setup

    /**
     * Stores a seat's setup (a 40-character setup string, see {@link Setup}); resubmitting replaces it
     * until both are in. When both are in, the game starts and Red is to move.
     */
    @Transactional
    public void submitSetup(long gameId, Side seat, String setupText) {
        GameEntity game = lock(gameId);
        if (game.status != GameStatus.SETUP) {
            throw new GameActionException(Problem.WRONG_STATE, switch (game.status) {
                case PLAYING -> "Both setups are in and the game has started; setups can no longer change.";
                case FINISHED -> "This game is over.";
                case INVITED -> "The invitation has not been accepted yet.";
                default -> "This game never started.";
            });
        }
        if (setupText == null || setupText.length() > MAX_SETUP_TEXT_LENGTH) {
            throw new GameActionException(Problem.INVALID_SETUP, "A setup is a string of 40 letters, one per square.");
        }
        SetupResult parsed = Setup.parse(seat, game.variant, setupText);
        if (!parsed.isValid()) {
            throw new GameActionException(Problem.INVALID_SETUP, "This setup cannot be used: "
                    + parsed.problems().get(0).message(), Problem.INVALID_SETUP.name(),
                    parsed.problems().stream().map(SetupProblem::message).toList());
        }
        Instant now = clock.instant();
        SetupEntity.Key key = new SetupEntity.Key();
        key.gameId = game.id;
        key.seat = seat;
        SetupEntity stored = SetupEntity.findById(key);
        if (stored == null) {
            stored = new SetupEntity();
            stored.gameId = game.id;
            stored.seat = seat;
            stored.pieces = parsed.setup().toSetupString();
            stored.submittedAt = now;
            stored.persist();
        } else {
            stored.pieces = parsed.setup().toSetupString();
            stored.submittedAt = now;
        }
        Map<Side, Setup> setups = setups(game);
        if (setups.size() == 2) {
            start(game, setups, now);
        }
    }

    private void start(GameEntity game, Map<Side, Setup> setups, Instant now) {
        Game rules = Game.start(setups.get(Side.RED), setups.get(Side.BLUE), game.options());
        game.status = GameStatus.PLAYING;
        game.startedAt = now;
        storePosition(game, rules);
        if (rules.isOver()) {
            finish(game, rules.result(), now);
            return;
        }
        startTurnClock(game, now);
        notify(game, Side.RED, NotificationKind.GAME_STARTED, now);
        notify(game, Side.BLUE, NotificationKind.GAME_STARTED, now);
    }

    // ----------------------------------------------------------------------------------------------
    // Playing

    /**
     * Plays {@code move} for {@code seat}. {@code expectedPly} is the number of moves played when the
     * player's page was drawn: a second submit of the same page finds the game moved on and is refused
     * as already played, so nothing is applied twice.
     */
    @Transactional
    public MoveReceipt move(long gameId, Side seat, int expectedPly, Move move) {
        GameEntity game = lock(gameId);
        requirePlaying(game);
        if (expectedPly < game.ply) {
            throw new GameActionException(Problem.ALREADY_PLAYED, "That turn was already played: the game has moved on to move "
                    + (game.ply + 1) + ".");
        }
        if (expectedPly > game.ply) {
            throw new GameActionException(Problem.BAD_REQUEST, "There is no move " + (expectedPly + 1) + " yet: the game is at move "
                    + (game.ply + 1) + ".");
        }
        if (seat != game.sideToMove) {
            throw new GameActionException(Problem.NOT_YOUR_TURN, "It is " + game.player(game.sideToMove).displayName
                    + "'s turn, not yours.");
        }
        Game rules = currentRules(game);
        MoveResult result = rules.apply(seat, move);
        if (result instanceof MoveResult.Rejected rejected) {
            throw new GameActionException(Problem.ILLEGAL_MOVE, rejected.rejection().message(),
                    rejected.rejection().reason().code(), List.of());
        }
        MoveResult.Accepted accepted = (MoveResult.Accepted) result;
        Game after = accepted.game();
        PlayedMove played = accepted.played();
        Instant now = clock.instant();
        storePosition(game, after);
        if (game.drawOfferedBy == seat.opponent()) {
            game.drawOfferedBy = null; // the offer lapses when the offerer's opponent moves instead of answering
        }
        if (after.isOver()) {
            end(game, after.result(), now);
            storeMove(game, played, now, NotificationKind.GAME_OVER, NotificationKind.GAME_OVER);
        } else {
            startTurnClock(game, now);
            storeMove(game, played, now, NotificationKind.MOVE_PLAYED, NotificationKind.YOUR_MOVE);
        }
        return new MoveReceipt(played, after.ply(), after.result());
    }

    /** Gives up: during setup or play, the other seat wins. */
    @Transactional
    public void resign(long gameId, Side seat) {
        GameEntity game = lock(gameId);
        if (game.status != GameStatus.PLAYING && game.status != GameStatus.SETUP) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.FINISHED
                    ? "This game is already over." : "This game has not started.");
        }
        finish(game, Result.win(Ending.RESIGNED, seat.opponent()), clock.instant());
    }

    @Transactional
    public void offerDraw(long gameId, Side seat) {
        GameEntity game = lock(gameId);
        requirePlaying(game);
        if (game.drawOfferedBy == seat) {
            throw new GameActionException(Problem.WRONG_STATE, "You have already offered a draw; your opponent has not answered yet.");
        }
        if (game.drawOfferedBy == seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, "Your opponent has offered you a draw: accept or decline it.");
        }
        game.drawOfferedBy = seat;
        notify(game, seat.opponent(), NotificationKind.DRAW_OFFERED, clock.instant());
    }

    @Transactional
    public void acceptDraw(long gameId, Side seat) {
        GameEntity game = lock(gameId);
        requirePlaying(game);
        requireDrawOfferTo(game, seat);
        finish(game, Result.draw(Ending.DRAW_AGREED), clock.instant());
    }

    @Transactional
    public void declineDraw(long gameId, Side seat) {
        GameEntity game = lock(gameId);
        requirePlaying(game);
        requireDrawOfferTo(game, seat);
        game.drawOfferedBy = null;
        notify(game, seat.opponent(), NotificationKind.DRAW_DECLINED, clock.instant());
    }

    private static void requireDrawOfferTo(GameEntity game, Side seat) {
        if (game.drawOfferedBy != seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, "There is no draw offer to answer: it was withdrawn by a move, or never made.");
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Deadlines

    /**
     * Handles every game whose invitation lapsed, whose reminder is due or whose deadline passed, each
     * in its own transaction. Safe on several instances at once: each takes a game with
     * {@code FOR UPDATE SKIP LOCKED}, so two never handle the same game.
     */
    public DeadlineRun processDeadlines() {
        int reminders = 0;
        int timeouts = 0;
        int lapsed = 0;
        List<Long> failed = new ArrayList<>();
        failed.add(-1L); // keeps "not in (...)" valid when nothing failed
        for (int handled = 0; handled < config.deadlineBatchSize(); handled++) {
            DueOutcome outcome;
            try {
                outcome = QuarkusTransaction.requiringNew().call(() -> handleNextDueGame(failed));
            } catch (RuntimeException problem) {
                Long gameId = problem instanceof DueGameFailure failure ? failure.gameId : null;
                LOG.errorf(problem, "deadline handling failed for game %s; will retry on the next run", gameId);
                if (gameId == null) {
                    break;
                }
                failed.add(gameId);
                continue;
            }
            switch (outcome) {
                case NOTHING_DUE -> {
                    return new DeadlineRun(reminders, timeouts, lapsed);
                }
                case REMINDED -> reminders++;
                case TIMED_OUT -> timeouts++;
                case LAPSED -> lapsed++;
            }
        }
        return new DeadlineRun(reminders, timeouts, lapsed);
    }

    private enum DueOutcome { NOTHING_DUE, REMINDED, TIMED_OUT, LAPSED }

    private static final class DueGameFailure extends RuntimeException {
        final long gameId;

        DueGameFailure(long gameId, RuntimeException cause) {
            super(cause);
            this.gameId = gameId;
        }
    }

    private DueOutcome handleNextDueGame(List<Long> skip) {
        Instant now = clock.instant();
        @SuppressWarnings("unchecked")
        List<GameEntity> due = entityManager.createNativeQuery("""
                select * from game
                where ((status in ('SETUP', 'PLAYING') and (deadline_at <= :now or remind_at <= :now))
                       or (status = 'INVITED' and invitation_expires_at <= :now))
                  and id not in (:skip)
                order by id
                limit 1
                for update skip locked""", GameEntity.class)
                .setParameter("now", now)
                .setParameter("skip", skip)
                .getResultList();
        if (due.isEmpty()) {
            return DueOutcome.NOTHING_DUE;
        }
        GameEntity game = due.get(0);
        try {
            DueOutcome outcome = handleDueGame(game, now);
            entityManager.flush(); // so a failing write is charged to this game, not to the commit
            return outcome;
        } catch (RuntimeException problem) {
            throw new DueGameFailure(game.id, problem);
        }
    }

    private DueOutcome handleDueGame(GameEntity game, Instant now) {
        if (game.status == GameStatus.INVITED) {
            game.status = GameStatus.LAPSED;
            game.invitationExpiresAt = null;
            game.finishedAt = now;
            notify(game, game.creatorSeat, NotificationKind.INVITATION_LAPSED, now);
            return DueOutcome.LAPSED;
        }
        Set<Side> waitingFor = game.status == GameStatus.PLAYING ? Set.of(game.sideToMove) : seatsWithoutSetup(game);
        if (!now.isBefore(game.deadlineAt)) {
            if (waitingFor.size() == 1) {
                finish(game, Result.win(Ending.TIMEOUT, waitingFor.iterator().next().opponent()), now);
            } else {
                game.status = GameStatus.LAPSED;
                game.deadlineAt = null;
                game.remindAt = null;
                game.finishedAt = now;
                notify(game, Side.RED, NotificationKind.GAME_CANCELLED, now);
                notify(game, Side.BLUE, NotificationKind.GAME_CANCELLED, now);
            }
            return DueOutcome.TIMED_OUT;
        }
        for (Side seat : waitingFor) {
            notify(game, seat, NotificationKind.REMINDER, now);
        }
        game.remindAt = null; // one reminder per turn: the next move sets a new one
        return DueOutcome.REMINDED;
    }

    private Set<Side> seatsWithoutSetup(GameEntity game) {
        Map<Side, Setup> setups = setups(game);
        Set<Side> missing = EnumSet.allOf(Side.class);
        missing.removeAll(setups.keySet());
        return missing;
    }

    // ----------------------------------------------------------------------------------------------
    // Queries for pages and mail (read only)

    /** What {@code seat} sees of the game now; everything once the game is over. */
    @Transactional
    public PlayerView view(long gameId, Side seat) {
        GameEntity game = find(gameId);
        return rulesWithResult(game, currentRules(game)).viewFor(seat);
    }

    /**
     * What {@code seat} saw after move {@code ply} (0 = the start). Earlier plies show what was known
     * then; the last ply of a finished game shows everything.
     */
    @Transactional
    public PlayerView viewAt(long gameId, Side seat, int ply) {
        GameEntity game = find(gameId);
        requireStarted(game);
        if (ply < 0 || ply > game.ply) {
            throw new GameActionException(Problem.BAD_REQUEST, "This game has moves 0 to " + game.ply + "; there is no move " + ply + ".");
        }
        if (ply == game.ply) {
            return view(gameId, seat);
        }
        return replay(game, setups(game), ply).viewFor(seat);
    }

    /** The view, deadline and legal moves of a seat, consistent with each other. */
    @Transactional
    public SeatState seatState(long gameId, Side seat) {
        return seatState(find(gameId), seat);
    }

    private SeatState seatState(GameEntity game, Side seat) {
        Game rules = rulesWithResult(game, currentRules(game));
        boolean toMove = game.status == GameStatus.PLAYING && game.sideToMove == seat;
        return new SeatState(rules.viewFor(seat), game.status == GameStatus.PLAYING ? game.deadlineAt : null,
                toMove ? rules.legalMoves() : List.of());
    }

    /** The legal moves of {@code seat}: empty when it is not that seat's turn. */
    @Transactional
    public List<Move> legalMoves(long gameId, Side seat) {
        GameEntity game = find(gameId);
        if (game.status != GameStatus.PLAYING || game.sideToMove != seat) {
            return List.of();
        }
        return currentRules(game).legalMoves();
    }

    /** Every move played, in order; what squares moved and every battle are known to both players. */
    @Transactional
    public List<MoveRecord> moves(long gameId) {
        GameEntity game = find(gameId);
        List<MoveRecord> records = new ArrayList<>();
        for (MoveEntity move : MoveEntity.forGame(game.id, game.ply)) {
            PlayedMove played = toPlayedMove(move);
            records.add(new MoveRecord(move.ply, move.seat, played.move(), played.battle(), move.playedAt));
        }
        return records;
    }

    @Transactional
    public GameSummary summary(long gameId, Side seat) {
        return summarise(find(gameId), seat);
    }

    /** A player's games, newest first; none for an address Flagpost does not know. */
    @Transactional
    public List<GameSummary> gamesOf(String email) {
        return PlayerEntity.findByEmail(email)
                .map(player -> gamesOfPlayer(player.id).games().stream().map(GameSettings::summary).toList())
                .orElse(List.of());
    }

    /** The seat's own setup (null until submitted) and whether the opponent's is in; for the setup page. */
    @Transactional
    public SetupState setupState(long gameId, Side seat) {
        GameEntity game = find(gameId);
        String own = null;
        boolean opponentPlaced = false;
        for (SetupEntity stored : SetupEntity.forGame(game.id)) {
            if (stored.seat == seat) {
                own = stored.pieces;
            } else {
                opponentPlaced = true;
            }
        }
        return new SetupState(summarise(game, seat), own, opponentPlaced);
    }

    /** The player's numbering preference for pages and mail. */
    @Transactional
    public void setNumbering(long gameId, Side seat, Numbering numbering) {
        find(gameId).player(seat).numbering = Objects.requireNonNull(numbering);
    }

    // ----------------------------------------------------------------------------------------------
    // Internals

    private GameEntity lock(long gameId) {
        GameEntity game = GameEntity.lockById(gameId);
        if (game == null) {
            throw new GameActionException(Problem.NOT_FOUND, "There is no such game.");
        }
        return game;
    }

    private GameEntity find(long gameId) {
        GameEntity game = GameEntity.findWithPlayers(gameId);
        if (game == null) {
            throw new GameActionException(Problem.NOT_FOUND, "There is no such game.");
        }
        return game;
    }

    private static void requirePlaying(GameEntity game) {
        if (game.status != GameStatus.PLAYING) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.FINISHED
                    ? "This game is over: " + game.result().describe()
                    : "This game has not started: both players must set up first.");
        }
    }

    private static void requireStarted(GameEntity game) {
        if (game.status != GameStatus.PLAYING && (game.status != GameStatus.FINISHED || game.startedAt == null)) {
            throw new GameActionException(Problem.WRONG_STATE, "This game has not started yet.");
        }
    }

    /**
     * The rules game at the stored ply: from the snapshot when it is readable (it carries the setups,
     * so a move reads nothing but the game row), otherwise by replaying the moves.
     */
    private Game currentRules(GameEntity game) {
        requireStarted(game);
        if (game.snapshot != null && Objects.equals(game.snapshotVersion, GameSnapshot.VERSION)) {
            try {
                Game restored = GameSnapshot.decode(game.options(), game.snapshot);
                if (restored.ply() == game.ply && restored.variant() == game.variant) {
                    return restored;
                }
                LOG.warnf("game %d: snapshot is at ply %d (%s) but the game at %d (%s); replaying", game.id, restored.ply(),
                        restored.variant(), game.ply, game.variant);
            } catch (IllegalArgumentException unreadable) {
                LOG.warnf("game %d: snapshot unreadable (%s); replaying", game.id, unreadable.getMessage());
            }
        }
        return replay(game, setups(game), game.ply);
    }

    /** Off-board endings (resignation, agreed draw, timeout) live on the game row, not in the position. */
    private static Game rulesWithResult(GameEntity game, Game rules) {
        Result stored = game.result();
        return stored != null && !rules.isOver() ? rules.withResult(stored) : rules;
    }

    private static Game replay(GameEntity game, Map<Side, Setup> setups, int ply) {
        Game rules = Game.start(setups.get(Side.RED), setups.get(Side.BLUE), game.options());
        for (MoveEntity move : MoveEntity.forGame(game.id, ply)) {
            rules = rules.apply(move.seat, new Move(square(move.fromSquare), square(move.toSquare))).gameOrThrow();
        }
        return rules;
    }

    private static Map<Side, Setup> setups(GameEntity game) {
        Map<Side, Setup> setups = new EnumMap<>(Side.class);
        for (SetupEntity stored : SetupEntity.forGame(game.id)) {
            setups.put(stored.seat, Setup.parse(stored.seat, game.variant, stored.pieces).orThrow());
        }
        return setups;
    }

    private static void storePosition(GameEntity game, Game rules) {
        game.ply = rules.ply();
        game.sideToMove = rules.sideToMove();
        game.snapshot = GameSnapshot.encode(rules);
        game.snapshotVersion = GameSnapshot.VERSION;
    }

    /**
     * Stores the move with its two notifications, {@code toMover} for the seat that moved and then
     * {@code toOpponent}, in one statement: a move is the hot path, and every statement is a round trip
     * to the database. The notification rows take their ids in the order of the VALUES list, so the
     * outbox's order by id still holds. The game row is flushed before this runs (Hibernate flushes
     * before a native statement), so the notifications carry the new ply.
     */
    private void storeMove(GameEntity game, PlayedMove played, Instant now, NotificationKind toMover,
            NotificationKind toOpponent) {
        Battle battle = played.battle();
        entityManager.unwrap(Session.class).createNativeMutationQuery("""
                with stored_move as (
                    insert into move (game_id, ply, seat, from_square, to_square, attacker_rank, defender_rank,
                                      battle_outcome, played_at)
                    values (:game, :ply, :seat, :from, :to, :attacker, :defender, :outcome, :now))
                insert into notification (game_id, recipient_seat, kind, ply, created_at, state, attempts, next_attempt_at)
                values (:game, :seat, :toMover, :ply, :now, 'PENDING', 0, :now),
                       (:game, :opponent, :toOpponent, :ply, :now, 'PENDING', 0, :now)""")
                .setParameter("game", game.id)
                .setParameter("ply", played.ply())
                .setParameter("seat", played.side().code())
                .setParameter("opponent", played.side().opponent().code())
                .setParameter("from", played.move().from().name())
                .setParameter("to", played.move().to().name())
                .setParameter("attacker", battle == null ? null : battle.attacker().rank().name(), String.class)
                .setParameter("defender", battle == null ? null : battle.defender().rank().name(), String.class)
                .setParameter("outcome", battle == null ? null : battle.outcome().name(), String.class)
                .setParameter("toMover", toMover.name())
                .setParameter("toOpponent", toOpponent.name())
                .setParameter("now", now)
                .executeUpdate();
    }

    private static PlayedMove toPlayedMove(MoveEntity move) {
        Battle battle = move.battleOutcome == null ? null : new Battle(Piece.of(move.seat, move.attackerRank),
                Piece.of(move.seat.opponent(), move.defenderRank), move.battleOutcome);
        return new PlayedMove(move.ply, move.seat, new Move(square(move.fromSquare), square(move.toSquare)), battle);
    }

    private static Square square(String name) {
        return Square.parse(name);
    }

    /** Ends the game and tells both players. */
    private void finish(GameEntity game, Result result, Instant now) {
        end(game, result, now);
        notify(game, Side.RED, NotificationKind.GAME_OVER, now);
        notify(game, Side.BLUE, NotificationKind.GAME_OVER, now);
    }

    /** Marks the game over; the caller records GAME_OVER for both seats. */
    private static void end(GameEntity game, Result result, Instant now) {
        game.status = GameStatus.FINISHED;
        game.setResult(result);
        game.finishedAt = now;
        game.deadlineAt = null;
        game.remindAt = null;
        game.drawOfferedBy = null;
        LOG.infof("game %d finished at ply %d: %s", game.id, game.ply, result.describe());
    }

    private void startTurnClock(GameEntity game, Instant now) {
        Duration window = Duration.ofDays(game.daysPerMove);
        Duration before = config.reminderBefore();
        if (before.compareTo(window.dividedBy(2)) > 0) {
            before = window.dividedBy(2);
        }
        game.deadlineAt = now.plus(window);
        game.remindAt = game.deadlineAt.minus(before);
    }

    private static void notify(GameEntity game, Side recipient, NotificationKind kind, Instant now) {
        NotificationEntity.pending(game.id, recipient, kind, game.ply, now).persist();
    }

    private GameSummary summarise(GameEntity game, Side seat) {
        boolean someoneToMove = game.status == GameStatus.PLAYING;
        return new GameSummary(game.id, seat, game.variant, game.status, game.redPlayer.displayName, game.bluePlayer.displayName,
                game.ply, someoneToMove ? game.sideToMove : null, game.deadlineAt, game.result(), game.player(seat).numbering,
                game.drawOfferedBy, game.daysPerMove);
    }

    /** Finds or creates the player; a concurrent creation of the same address is absorbed by the unique key. */
    private PlayerEntity player(String email, String nameIfNew, Instant now) {
        entityManager.createNativeQuery("""
                insert into player (email, display_name, numbering, created_at)
                values (:email, :name, 'MODERN', :now)
                on conflict (email) do nothing""")
                .setParameter("email", email)
                .setParameter("name", nameIfNew)
                .setParameter("now", now)
                .executeUpdate();
        return PlayerEntity.findByEmail(email).orElseThrow();
    }

    private static String email(String raw, String what) {
        if (raw == null || raw.isBlank()) {
            throw new GameActionException(Problem.BAD_REQUEST, what + " is missing.");
        }
        String email = PlayerEntity.normaliseEmail(raw);
        if (email.length() > MAX_EMAIL_LENGTH || !EMAIL.matcher(email).matches() || !deliverable(email)) {
            throw new GameActionException(Problem.BAD_REQUEST, what + " does not look like an email address.");
        }
        return email;
    }

    /** The mail sender's own strict check, so no game is created for an address mail can never reach. */
    private static boolean deliverable(String email) {
        try {
            new InternetAddress(email, true).validate();
            return true;
        } catch (AddressException refused) {
            return false;
        }
    }

    /** A name as shown to others: control characters removed, spaces collapsed, at most 60 characters. */
    static String displayName(String raw) {
        String cleaned = raw == null ? "" : raw.replaceAll("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]", " ").replaceAll("\\s+", " ").strip();
        if (cleaned.isEmpty()) {
            throw new GameActionException(Problem.BAD_REQUEST, "Your name is missing.");
        }
        if (cleaned.length() > MAX_NAME_LENGTH) {
            throw new GameActionException(Problem.BAD_REQUEST, "Names have at most " + MAX_NAME_LENGTH + " characters.");
        }
        return cleaned;
    }

    private static String nameFromEmail(String email) {
        String local = email.substring(0, email.indexOf('@'));
        return local.length() > MAX_NAME_LENGTH ? local.substring(0, MAX_NAME_LENGTH) : local;
    }

    // ----------------------------------------------------------------------------------------------
    // Queries for mail

    /**
     * What {@code seat} saw right after move {@code ply} while the game was still going on: like
     * {@link #viewAt}, but an off-board ending recorded later at that same ply (resignation, agreed
     * draw, timeout) is not applied. A your-move or reminder mail recorded before such an ending shows
     * what was known when it was recorded, not the full reveal of the finished game. A game that ended
     * on the board at {@code ply} (Flag captured, no moves left) shows its end as {@link #viewAt} does.
     */
    @Transactional
    public PlayerView viewDuringPlay(long gameId, Side seat, int ply) {
        GameEntity game = find(gameId);
        requireStarted(game);
        if (ply < 0 || ply > game.ply) {
            throw new GameActionException(Problem.BAD_REQUEST, "This game has moves 0 to " + game.ply + "; there is no move " + ply + ".");
        }
        Game rules = ply == game.ply ? currentRules(game) : replay(game, setups(game), ply);
        return rules.viewFor(seat);
    }

    // ----------------------------------------------------------------------------------------------
    // Queries for the play and history pages

    /**
     * Everything a seat's play page shows, read in one transaction so the parts agree. {@code seat} is
     * null while the game has no board: invited, in setup, or ended before both setups were in.
     */
    public record PlayState(GameSummary summary, SeatState seat) {
    }

    /**
     * A seat's history at one ply: the board as the seat saw it then ({@code view}, null while the game
     * has no board) and every move played so far. {@code ply} is the ply shown.
     */
    public record HistoryState(GameSummary summary, int ply, PlayerView view, List<MoveRecord> moves) {
    }

    /**
     * Runs without a transaction of its own (the most-viewed page, and a begin, flush and commit cost more than
     * the read). The parts still agree: the game row, both players and the snapshot come in one statement, and
     * the fallback replay reads only setups and moves up to that row's ply, which never change once written.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public PlayState playState(long gameId, Side seat) {
        GameEntity game = find(gameId);
        return new PlayState(summarise(game, seat), hasBoard(game) ? seatState(game, seat) : null);
    }

    /**
     * The history page at {@code ply} (null: the latest). While the game goes on, each ply shows what the
     * seat knew then. Once it is over every ply shows every piece: both setups are public by then, so
     * the review hides nothing the player may not know.
     */
    @Transactional
    public HistoryState historyAt(long gameId, Side seat, Integer ply) {
        GameEntity game = find(gameId);
        GameSummary summary = summarise(game, seat);
        if (!hasBoard(game)) {
            return new HistoryState(summary, 0, null, List.of());
        }
        int shown = ply == null ? game.ply : ply;
        if (shown < 0 || shown > game.ply) {
            throw new GameActionException(Problem.BAD_REQUEST, "This game has moves 0 to " + game.ply + "; there is no move " + shown + ".");
        }
        Game then = shown == game.ply ? currentRules(game) : replay(game, setups(game), shown);
        Result stored = game.result();
        PlayerView view = (stored != null && !then.isOver() ? then.withResult(stored) : then).viewFor(seat);
        return new HistoryState(summary, shown, view, moves(gameId));
    }

    /**
     * The Gravon record of a finished game: both setups, every move, the names and the result. Refused
     * before the end, since the record shows the opponent's setup.
     */
    @Transactional
    public GravonGame gravonRecord(long gameId) {
        GameEntity game = find(gameId);
        if (game.status != GameStatus.FINISHED || game.startedAt == null) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.FINISHED
                    ? "This game ended before both setups were in, so there is no game record to download."
                    : "The game record can be downloaded once the game is over: it shows both setups.");
        }
        Map<Side, Setup> setups = setups(game);
        List<Move> moves = MoveEntity.forGame(game.id, game.ply).stream()
                .map(move -> new Move(square(move.fromSquare), square(move.toSquare))).toList();
        return GravonGame.of(Game.start(setups.get(Side.RED), setups.get(Side.BLUE), game.options()), moves, game.result(),
                game.redPlayer.displayName, game.bluePlayer.displayName);
    }

    private static boolean hasBoard(GameEntity game) {
        return game.status == GameStatus.PLAYING || (game.status == GameStatus.FINISHED && game.startedAt != null);
    }

    // ----------------------------------------------------------------------------------------------
    // Queries for the pages around a game: invitation, games list, fresh links

    /** The game's settings and standing from {@code seat}: what the invitation page shows. Read only. */
    @Transactional
    public GameSettings settings(long gameId, Side seat) {
        return settingsOf(find(gameId), seat);
    }

    /** A player's games by player id (a games-list link names the player, not an address), newest first. Read only. */
    @Transactional
    public GamesList gamesOfPlayer(long playerId) {
        PlayerEntity player = PlayerEntity.findById(playerId);
        if (player == null) {
            throw new GameActionException(Problem.NOT_FOUND, "There is no such player.");
        }
        List<GameEntity> games = GameEntity.list(
                "select g from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer "
                        + "where g.redPlayer.id = ?1 or g.bluePlayer.id = ?1 order by g.createdAt desc, g.id desc", playerId);
        List<GameSettings> settings = new ArrayList<>();
        for (GameEntity game : games) {
            settings.add(settingsOf(game, game.redPlayer.id.equals(playerId) ? Side.RED : Side.BLUE));
        }
        return new GamesList(player.id, player.displayName, settings);
    }

    private GameSettings settingsOf(GameEntity game, Side seat) {
        boolean open = game.status == GameStatus.INVITED && clock.instant().isBefore(game.invitationExpiresAt);
        return new GameSettings(summarise(game, seat), game.options(), game.creatorSeat, game.invitationExpiresAt, open,
                game.startedAt != null);
    }
}
