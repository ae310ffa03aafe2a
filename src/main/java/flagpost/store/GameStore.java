package flagpost.store;

import flagpost.rules.Game;
import flagpost.rules.GameSnapshot;
import flagpost.rules.Move;
import flagpost.rules.PlayedMove;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.jpa.HibernateHints;
import org.jboss.logging.Logger;

/**
 * The stored games, for the use cases in {@code flagpost.game}: locking a game row, resuming the rules from a stored
 * position, and writing a change with the events (notification rows) it causes. Every method runs in the caller's
 * transaction. No game state is kept in memory between calls.
 *
 * <p>A position is stored twice over: the game row holds the latest ({@link #storePosition}), and every move row
 * holds the one it led to ({@link #storeMove}). So the present is one read of the game row, any earlier ply one read
 * of a move row, and nothing replays a game unless a stored position is missing or unreadable (moves stored before
 * migration V5, or a snapshot of an older {@link GameSnapshot#VERSION}).
 */
@ApplicationScoped
public class GameStore {

    private static final Logger LOG = Logger.getLogger(GameStore.class);

    private final EntityManager entityManager;
    private final ComputerQueue computerQueue;

    @Inject
    public GameStore(EntityManager entityManager, ComputerQueue computerQueue) {
        this.entityManager = entityManager;
        this.computerQueue = computerQueue;
    }

    /**
     * The game row, locked until the transaction ends (its changes are serialised), with both players read in the same
     * statement (their rows are not locked); null when there is none. What a move needs of its players (their link
     * epoch, whether their address is confirmed, the mail they chose) then costs no statement of its own.
     */
    public GameEntity lock(long gameId) {
        return GameEntity.lockWithPlayers(gameId);
    }

    /**
     * The game row with both players for a seat's page, unlocked and read-only (the page changes nothing, so Hibernate
     * keeps no copy of each row, the game's position bytes among them, to compare at a flush); null when there is none.
     */
    public GameEntity findForSeatPage(long gameId) {
        return entityManager.createQuery("select g from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer where g.id = ?1",
                        GameEntity.class)
                .setParameter(1, gameId)
                .setHint(HibernateHints.HINT_READ_ONLY, true)
                .getResultStream().findFirst().orElse(null);
    }

    /** A game read for its history page: the game with both players, and whether it takes part in a rematch. */
    public record HistoryPageGame(GameEntity game, boolean inRematch) {
    }

    /**
     * The game row with both players for a seat's history page, unlocked and read-only as {@link #findForSeatPage} is, and
     * whether a rematch replays it or it replays one; null when there is no such game. The page shows rematches at any
     * ply, but few games have one: asking here (two index probes in the same statement) spares the rematch query's round
     * trip on every other page.
     */
    public HistoryPageGame findForHistoryPage(long gameId) {
        return entityManager.createQuery("""
                        select g, case when exists (select 1 from RematchEntity r where r.finishedGameId = g.id or fk(r.newGame) = g.id)
                            then true else false end
                        from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer where g.id = ?1""", Object[].class)
                .setParameter(1, gameId)
                .setHint(HibernateHints.HINT_READ_ONLY, true)
                .getResultStream().findFirst()
                .map(row -> new HistoryPageGame((GameEntity) row[0], (Boolean) row[1]))
                .orElse(null);
    }

    /**
     * The vacations of these two players that are running or started in {@code [from, to)}, read-only: what a seat's page
     * may show of them (game.Vacations#standing).
     */
    public List<VacationEntity> vacationsForSeatPage(long redPlayerId, long bluePlayerId, Instant from, Instant to) {
        return entityManager.createQuery("""
                select v from VacationEntity v where v.playerId in (?1, ?2)
                    and (v.endedAt is null or (v.startedAt >= ?3 and v.startedAt < ?4))""", VacationEntity.class)
                .setParameter(1, redPlayerId).setParameter(2, bluePlayerId).setParameter(3, from).setParameter(4, to)
                .setHint(HibernateHints.HINT_READ_ONLY, true)
                .getResultList();
    }

    /**
     * What the games-list page shows of a player, read together: their row, their running vacation and every one that
     * started in the budget year, and every game they sit in (newest first, with both players).
     */
    public record GamesListRows(PlayerEntity player, List<VacationEntity> vacations, List<GameEntity> games) {
    }

    /**
     * The player's {@link GamesListRows} in one statement, unlocked and read-only (the page changes nothing, so Hibernate
     * keeps no copy of each row to compare at a flush); null when there is no such player. The rows are the player's
     * vacations times their games: a game repeats on as many rows as the player has vacations running or begun this year,
     * most often none or one and never more than the year's budget of days and one, which costs less than a second
     * round trip for nearly every player.
     */
    public GamesListRows findForGamesList(long playerId, Instant from, Instant to) {
        List<Object[]> rows = entityManager.createQuery("""
                select p, v, g from PlayerEntity p
                left join VacationEntity v on v.playerId = p.id and (v.endedAt is null or (v.startedAt >= ?2 and v.startedAt < ?3))
                left join GameEntity g on g.redPlayer.id = p.id or g.bluePlayer.id = p.id
                left join fetch g.redPlayer left join fetch g.bluePlayer
                where p.id = ?1
                order by g.createdAt desc, g.id desc""", Object[].class)
                .setParameter(1, playerId).setParameter(2, from).setParameter(3, to)
                .setHint(HibernateHints.HINT_READ_ONLY, true)
                .getResultList();
        if (rows.isEmpty()) {
            return null;
        }
        // One persistence context: a row read twice is the same object, so identity keeps each once, in the rows' order.
        Set<VacationEntity> vacations = new LinkedHashSet<>();
        Set<GameEntity> games = new LinkedHashSet<>();
        for (Object[] row : rows) {
            if (row[1] != null) {
                vacations.add((VacationEntity) row[1]);
            }
            if (row[2] != null) {
                games.add((GameEntity) row[2]);
            }
        }
        return new GamesListRows((PlayerEntity) rows.get(0)[0], List.copyOf(vacations), List.copyOf(games));
    }

    /** The id of the player in {@code seat} of the game, read as a number (no entity); empty when there is no such game. */
    public Optional<Long> playerIdInSeat(long gameId, Side seat) {
        String player = seat == Side.RED ? "g.redPlayer.id" : "g.bluePlayer.id";
        return entityManager.createQuery("select " + player + " from GameEntity g where g.id = ?1", Long.class)
                .setParameter(1, gameId).getResultStream().findFirst();
    }

    /** The game row with both players, unlocked; null when there is none. */
    public GameEntity find(long gameId) {
        return GameEntity.findWithPlayers(gameId);
    }

    /**
     * The rules game at the game's stored ply: from the row's snapshot when it is readable (it carries the setups, so
     * a move reads nothing but the game row), otherwise by replaying the moves. The game must have started.
     */
    public Game rulesNow(GameEntity game) {
        if (game.snapshot != null && Objects.equals(game.snapshotVersion, GameSnapshot.VERSION)) {
            Game restored = decode(game, game.snapshot, game.ply, "its row");
            if (restored != null) {
                return restored;
            }
        }
        return replay(game, game.ply);
    }

    /**
     * The rules game right after move {@code ply} (0: the start), as it stood then: an ending recorded later off the
     * board (resignation, agreed draw, timeout) is not in it. One read of the move row; the start is built from the
     * setups the game row's snapshot carries. The game must have started, and {@code ply} must be between 0 and the
     * game's ply.
     */
    public Game rulesAt(GameEntity game, int ply) {
        return rulesAt(game, ply, storedOnMove(game, ply) ? MoveEntity.snapshotAfter(game.id, ply) : null);
    }

    private Game rulesAt(GameEntity game, int ply, byte[] moveSnapshot) {
        if (ply == game.ply) {
            return rulesNow(game);
        }
        if (ply == 0) {
            return start(game, startingSetups(game));
        }
        Game restored = moveSnapshot == null ? null : decode(game, moveSnapshot, ply, "move " + ply);
        return restored != null ? restored : replay(game, ply);
    }

    /** A page of a game's history: the rules game right after the ply shown, and the moves of the page that holds it. */
    public record HistoryRows(Game rules, List<MoveEntity> moves) {
    }

    /**
     * The rules game right after move {@code ply}, as {@link #rulesAt(GameEntity, int)} gives it, and the moves from
     * {@code firstPly} to {@code lastPly} in order (a range of the primary key), read-only, in one statement: {@code ply}
     * is on that page, so its stored position comes with its row (only that row's; the others' stay unread). The game
     * must have started.
     */
    public HistoryRows historyAt(GameEntity game, int ply, int firstPly, int lastPly) {
        List<Object[]> rows = entityManager.createQuery("""
                        select m, case when m.ply = ?4 then m.snapshot end from MoveEntity m
                        where m.gameId = ?1 and m.ply between ?2 and ?3 order by m.ply""", Object[].class)
                .setParameter(1, game.id).setParameter(2, firstPly).setParameter(3, lastPly)
                .setParameter(4, storedOnMove(game, ply) ? ply : -1)
                .setHint(HibernateHints.HINT_READ_ONLY, true)
                .getResultList();
        List<MoveEntity> moves = new ArrayList<>(rows.size());
        byte[] moveSnapshot = null;
        for (Object[] row : rows) {
            moves.add((MoveEntity) row[0]);
            if (row[1] != null) {
                moveSnapshot = (byte[]) row[1];
            }
        }
        return new HistoryRows(rulesAt(game, ply, moveSnapshot), moves);
    }

    /** Whether the position at {@code ply} is read from its move row (not the game row, not the setups). */
    private static boolean storedOnMove(GameEntity game, int ply) {
        return ply != game.ply && ply != 0;
    }

    /**
     * The positions at these plies of these games, for work on many at once (an outbox batch): the move rows' stored
     * positions are read now in one query; each is decoded when first asked for, once however often it is asked for.
     */
    public Positions positions(Map<Long, GameEntity> games, Collection<GamePly> plies) {
        Set<GamePly> onMoves = new HashSet<>();
        for (GamePly at : plies) {
            GameEntity game = games.get(at.gameId());
            if (game != null && storedOnMove(game, at.ply())) {
                onMoves.add(at);
            }
        }
        return new Positions(MoveEntity.snapshotsAfter(onMoves));
    }

    /** Positions read ahead by {@link #positions}; {@link #at} answers as {@link #rulesAt(GameEntity, int)} does. */
    public final class Positions {

        private final Map<GamePly, byte[]> stored;
        private final Map<GamePly, Game> decoded = new HashMap<>();

        private Positions(Map<GamePly, byte[]> stored) {
            this.stored = stored;
        }

        /** The rules game right after move {@code ply}; a ply not read ahead is read now, as {@code rulesAt} would. */
        public Game at(GameEntity game, int ply) {
            GamePly key = new GamePly(game.id, ply);
            Game known = decoded.get(key);
            if (known == null) {
                known = stored.containsKey(key) ? rulesAt(game, ply, stored.get(key)) : rulesAt(game, ply);
                decoded.put(key, known);
            }
            return known;
        }
    }

    /**
     * {@code rules} with the game's recorded result, when it ended off the board (resignation, agreed draw, timeout):
     * such endings live on the game row, not in the position. Then every piece is revealed, as after any ending.
     */
    public static Game withRecordedResult(GameEntity game, Game rules) {
        Result recorded = game.result();
        return recorded != null && !rules.isOver() ? rules.withResult(recorded) : rules;
    }

    private Game decode(GameEntity game, byte[] snapshot, int ply, String where) {
        try {
            Game restored = GameSnapshot.decode(game.options(), snapshot);
            if (restored.ply() == ply && restored.variant() == game.variant) {
                return restored;
            }
            LOG.warnf("game %d: the snapshot of %s is at ply %d (%s), not %d (%s); replaying", game.id, where, restored.ply(),
                    restored.variant(), ply, game.variant);
        } catch (IllegalArgumentException unreadable) {
            LOG.warnf("game %d: the snapshot of %s is unreadable (%s); replaying", game.id, where, unreadable.getMessage());
        }
        return null;
    }

    /**
     * Both setups, for the start: from the game row's snapshot, which carries them (version 2), so the start costs no
     * read; from the setup rows when the snapshot is missing, unreadable or of a game set up from a position.
     */
    private Map<Side, Setup> startingSetups(GameEntity game) {
        Game now = game.snapshot != null && Objects.equals(game.snapshotVersion, GameSnapshot.VERSION)
                ? decode(game, game.snapshot, game.ply, "its row") : null;
        if (now == null || now.setup(Side.RED) == null || now.setup(Side.BLUE) == null) {
            return setups(game);
        }
        Map<Side, Setup> setups = new EnumMap<>(Side.class);
        setups.put(Side.RED, now.setup(Side.RED));
        setups.put(Side.BLUE, now.setup(Side.BLUE));
        return setups;
    }

    /** Both seats' stored setups, by seat; a seat that has not set up is missing. */
    public Map<Side, Setup> setups(GameEntity game) {
        Map<Side, Setup> setups = new EnumMap<>(Side.class);
        for (SetupEntity stored : SetupEntity.forGame(game.id)) {
            setups.put(stored.seat, Setup.parse(stored.seat, game.variant, stored.pieces).orThrow());
        }
        return setups;
    }

    /** The game at its start, from both setups. */
    public static Game start(GameEntity game, Map<Side, Setup> setups) {
        return Game.start(setups.get(Side.RED), setups.get(Side.BLUE), game.options());
    }

    /** The fallback: the game rebuilt from its setups and its moves up to {@code ply}. */
    private Game replay(GameEntity game, int ply) {
        Game rules = start(game, setups(game));
        for (MoveEntity move : MoveEntity.forGame(game.id, ply)) {
            rules = rules.apply(move.seat, new Move(Square.parse(move.fromSquare), Square.parse(move.toSquare))).gameOrThrow();
        }
        return rules;
    }

    /** Puts {@code rules} on the game row: its ply, whose move it is, and its snapshot. */
    public void storePosition(GameEntity game, Game rules) {
        game.ply = rules.ply();
        game.seatToMove = rules.sideToMove();
        game.snapshot = GameSnapshot.encode(rules);
        game.snapshotVersion = GameSnapshot.VERSION;
    }

    /**
     * Stores a move (with the position it led to, already on the game row by {@link #storePosition}), the game row and
     * the move's events (up to two), {@code toMover} for the seat that moved and then {@code toOpponent}, in one
     * statement ({@link MoveStatement}): a move is the hot path, and every statement is a round trip to the database.
     * An event is recorded only for a seat whose player's {@link MailMode} wants its kind (no confirmation in "your
     * turn only", no "your move" with the digest), as the players were read with the game's lock ({@link #lock}). The
     * notification rows take their ids in the order of the VALUES list, so the outbox's order by id still holds. Call
     * it after the game row has its new state (ply, deadline, status): the events record the facts as they stand then,
     * as {@link NotificationEntity#pending} does.
     */
    public void storeMove(GameEntity game, PlayedMove played, Instant now, NotificationKind toMover, NotificationKind toOpponent) {
        Side mover = played.side();
        List<MoveStatement.Event> events = new ArrayList<>(2);
        for (Side seat : List.of(mover, mover.opponent())) {
            NotificationKind kind = seat == mover ? toMover : toOpponent;
            if (game.isComputer(seat)) {
                forComputer(game, seat, now);
            } else if (game.player(seat).mailMode.wants(kind)) {
                events.add(new MoveStatement.Event(seat, kind, SeatPage.of(game, seat),
                        NotificationEntity.deadlineNamedBy(game, kind)));
            }
        }
        MoveStatement.write(entityManager.unwrap(SharedSessionContractImplementor.class), game, played, now, events);
        if (!events.isEmpty()) {
            NotificationsRecorded.fire();
        }
    }

    /**
     * Records an event of {@code kind} for {@code recipient}, with the facts as the game row stands now. The computer's
     * seat gets no mail: an event to it is work for it instead, when the game leaves it something to do.
     */
    public void notify(GameEntity game, Side recipient, NotificationKind kind, Instant now) {
        if (game.isComputer(recipient)) {
            forComputer(game, recipient, now);
            return;
        }
        NotificationEntity.pending(game, recipient, kind, now).persist();
    }

    /**
     * The same, charged to {@code player}'s share of the daily budget (the one whose own doing it answers or reports);
     * returns the row, its id assigned, or null for the computer's seat, which gets no mail.
     */
    public NotificationEntity notifyCharged(GameEntity game, Side recipient, NotificationKind kind, long player, Instant now) {
        if (game.isComputer(recipient)) {
            forComputer(game, recipient, now);
            return null;
        }
        NotificationEntity notification = NotificationEntity.pending(game, recipient, kind, now);
        notification.chargedPlayerId = player;
        notification.persist();
        return notification;
    }

    /**
     * What an event to the computer's seat becomes: work for it ({@link ComputerQueue}) when the game, as its row stands
     * now, has it to move or owes its answer to a draw offer and is not paused; nothing otherwise (its own move's
     * confirmation, the end). Resuming a paused game tells the computer, and so gives it its work back.
     */
    private void forComputer(GameEntity game, Side seat, Instant now) {
        if (game.status == GameStatus.PLAYING && game.pausedAt == null
                && (game.seatToMove == seat || game.drawOfferedBy == seat.opponent())) {
            computerQueue.enqueue(game.id, seat, game.ply, now);
        }
    }

    /** The moves of a game in order, up to and including {@code lastPly}. */
    public List<MoveEntity> moves(GameEntity game, int lastPly) {
        return MoveEntity.forGame(game.id, lastPly);
    }

    /**
     * The next game whose invitation lapsed, whose reminder is due or whose deadline passed, oldest first, locked for
     * this transaction; games another transaction holds are skipped ({@code SKIP LOCKED}), so several instances never
     * handle the same game, and so are games pushed back after a failure ({@link #pushBackDeadline}) until their
     * time. {@code only} limits the search to these games (null: every game). Null when none is due.
     */
    public GameEntity lockNextDueGame(Instant now, Collection<Long> only) {
        List<Long> among = new ArrayList<>(only == null ? List.of() : only);
        among.add(-1L); // keeps "in (...)" valid when the list is empty
        @SuppressWarnings("unchecked")
        List<GameEntity> due = entityManager.createNativeQuery("""
                select * from game
                where ((status in ('SETUP', 'PLAYING') and (deadline_at <= :now or remind_at <= :now))
                       or (status = 'INVITED' and invitation_expires_at <= :now))
                  and (deadline_retry_at is null or deadline_retry_at <= :now)
                  and (:everyGame or id in (:among))
                order by id
                limit 1
                for update skip locked""", GameEntity.class)
                .setParameter("now", now)
                .setParameter("everyGame", only == null)
                .setParameter("among", among)
                .getResultList();
        return due.isEmpty() ? null : due.get(0);
    }

    /** The player's games in setup or play, locked in id order (so two callers never wait on each other's games). */
    public List<GameEntity> lockRunningGamesOf(long playerId) {
        return GameEntity.find("(redPlayer.id = ?1 or bluePlayer.id = ?1) and status in ?2 order by id", playerId,
                List.of(GameStatus.SETUP, GameStatus.PLAYING)).withLock(LockModeType.PESSIMISTIC_WRITE).list();
    }

    /**
     * Locks both players' rows, in id order, reads them again, and sets the game's away flags ({@link GameEntity#away})
     * from their running vacations: for a game that starts running (an accepted invitation), which writes a player and
     * which no vacation marked while it was an invitation. The players {@link #lock} read with the game may be older
     * than the game's lock when it had to wait for it; writing one of them (all its columns) would undo what committed
     * meanwhile, a link epoch raised by "someone else has my links" for one. A vacation starts and ends under its
     * player's lock, so one happening now either committed first and is read here, or waits, and then finds this game
     * running and sets its flag.
     */
    public void lockPlayersOfStartingGame(GameEntity game) {
        lockPlayers(List.of(game.redPlayer, game.bluePlayer));
        Map<Long, VacationEntity> running = VacationEntity.running(List.of(game.redPlayer.id, game.bluePlayer.id));
        for (Side seat : Side.values()) {
            game.setAway(seat, running.containsKey(game.player(seat).id));
        }
    }

    /**
     * Locks the rows of these players, this transaction has met already (read with a game or a start request, or only
     * referred to), in id order, and reads each again under its lock: for a write of their columns, which Hibernate
     * writes back all at once, so the copy written must be the row as the lock found it, not as it was before the wait.
     * In id order, so two transactions that lock the same players this way may wait for each other but never deadlock.
     */
    public void lockPlayers(Collection<PlayerEntity> players) {
        List<PlayerEntity> inIdOrder = new ArrayList<>(players);
        inIdOrder.sort(Comparator.comparing(player -> player.id));
        for (PlayerEntity player : inIdOrder) {
            // Not refresh(player, PESSIMISTIC_WRITE): it would send no lock, for the player counts as locked already
            // (see GameEntity#lockWithPlayers), and a vacation starting at the same moment would not wait.
            PlayerEntity.lockByIdForWrite(player.id);
        }
    }

    /** Keeps a game whose deadline handling failed out of the deadline job's way until {@code retryAt}. */
    public void pushBackDeadline(long gameId, Instant retryAt) {
        entityManager.createNativeQuery("update game set deadline_retry_at = :retryAt where id = :id")
                .setParameter("retryAt", retryAt)
                .setParameter("id", gameId)
                .executeUpdate();
    }

    /** Finds or creates the player for {@code email}; a concurrent creation of the same address is absorbed by the unique key. */
    public PlayerEntity player(String email, String nameIfNew, Instant now) {
        return player(email, nameIfNew, null, now);
    }

    /**
     * {@link #player(String, String, Instant)}, a new player reading {@code languageIfNew} (a language code, or null for
     * not chosen yet). Like the name, an existing player's language is never changed here: whoever typed the address
     * may not be its owner.
     */
    public PlayerEntity player(String email, String nameIfNew, String languageIfNew, Instant now) {
        entityManager.createNativeQuery("""
                insert into player (email, display_name, numbering, created_at, language)
                values (:email, :name, 'MODERN', :now, cast(:language as text))
                on conflict (email) do nothing""")
                .setParameter("email", email)
                .setParameter("name", nameIfNew)
                .setParameter("now", now)
                .setParameter("language", languageIfNew)
                .executeUpdate();
        return PlayerEntity.findByEmail(email).orElseThrow();
    }

    /** Writes pending changes now, so a failing write is charged to the caller's step rather than to the commit. */
    public void flush() {
        entityManager.flush();
    }
}
