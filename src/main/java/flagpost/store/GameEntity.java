package flagpost.store;

import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.LockModeType;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A stored game: its settings, players, where it stands, a snapshot of its position, and what mail each seat muted. */
@Entity
@Table(name = "game")
public class GameEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, columnDefinition = "game_variant")
    public Variant variant;

    @Embedded
    OptionColumns optionColumns = new OptionColumns();

    @Column(name = "days_per_move", nullable = false, columnDefinition = "days_per_move")
    public int daysPerMove;

    /**
     * The seed of the computer's setup and decisions in a game against it, drawn from a strong random source: never
     * shown, so no one can deal its hidden setup or foresee its moves. Null in a game between two people.
     */
    @Column(name = "computer_seed")
    public Long computerSeed;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, columnDefinition = "game_status")
    public GameStatus status;

    @Enumerated(EnumType.STRING)
    @Column(name = "creator_seat", nullable = false, columnDefinition = "seat")
    public Side creatorSeat;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "red_player_id", nullable = false)
    public PlayerEntity redPlayer;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "blue_player_id", nullable = false)
    public PlayerEntity bluePlayer;

    @Column(name = "invitation_expires_at")
    public Instant invitationExpiresAt;

    /** When the invited player accepted; null while they have not (see {@link #nameOf}). */
    @Column(name = "accepted_at")
    public Instant acceptedAt;

    @Column(nullable = false, columnDefinition = "count_from_zero")
    public int ply;

    @Enumerated(EnumType.STRING)
    @Column(name = "side_to_move", columnDefinition = "seat")
    public Side seatToMove;

    @Column(name = "deadline_at")
    public Instant deadlineAt;

    @Column(name = "remind_at")
    public Instant remindAt;

    /**
     * When the turn clock was stopped (game.TurnClock), or null while it runs; while stopped, {@link #deadlineAt} and
     * {@link #remindAt} are null and kept here, to be pushed by the time the clock stood still.
     */
    @Column(name = "clock_stopped_at")
    public Instant clockStoppedAt;

    @Column(name = "stopped_deadline_at")
    public Instant stoppedDeadlineAt;

    @Column(name = "stopped_remind_at")
    public Instant stoppedRemindAt;

    /** The seat that asked the other to pause the game, while that answer is awaited (game.Pauses). */
    @Enumerated(EnumType.STRING)
    @Column(name = "pause_asked_by", columnDefinition = "seat")
    public Side pauseAskedBy;

    /** Since when the game is paused by agreement; null while it is not. */
    @Column(name = "paused_at")
    public Instant pausedAt;

    /**
     * The game's read-only watch link (game.WatchLinks): on while {@code watchCreatedAt} is set, and good for tokens
     * carrying {@code watchEpoch}. Turning it off raises the epoch, so every copy of the old link fails at once.
     */
    @Column(name = "watch_epoch", nullable = false, columnDefinition = "count_from_zero")
    public int watchEpoch;

    /** When the live watch link was made, and the moment its tokens are issued at; null while the link is off. */
    @Column(name = "watch_created_at")
    public Instant watchCreatedAt;

    /** The seat that made the live watch link; null while it is off. */
    @Enumerated(EnumType.STRING)
    @Column(name = "watch_created_by", columnDefinition = "seat")
    public Side watchCreatedBy;

    @Enumerated(EnumType.STRING)
    @Column(name = "draw_offered_by", columnDefinition = "seat")
    public Side drawOfferedBy;

    @Enumerated(EnumType.STRING)
    @Column(name = "result_ending", columnDefinition = "game_ending")
    public Ending resultEnding;

    @Enumerated(EnumType.STRING)
    @Column(name = "result_winner", columnDefinition = "seat")
    public Side resultWinner;

    @Column(name = "snapshot")
    public byte[] snapshot;

    @Column(name = "snapshot_version")
    public Integer snapshotVersion;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    // What each seat chose through List-Unsubscribe (flagpost.mail.MailMuting): true, no more reminders or move
    // confirmations for this game. Read them with mailMuted(seat).

    @Column(name = "red_mail_muted", nullable = false)
    public boolean redMailMuted;

    @Column(name = "blue_mail_muted", nullable = false)
    public boolean blueMailMuted;

    // Whether each seat's player is on vacation, kept here by flagpost.game.Vacations while the game runs, so a new
    // turn learns it from the row it locked (flagpost.game.TurnClock). Read them with away(seat).

    @Column(name = "red_away", nullable = false)
    public boolean redAway;

    @Column(name = "blue_away", nullable = false)
    public boolean blueAway;

    /** Loads the game and locks its row until the transaction ends, without its players (see {@link #lockWithPlayers}). */
    public static GameEntity lockById(long id) {
        return findById(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /**
     * Loads the game with both players in one statement, locking the game's row only: a player's row is read, not
     * locked, so moves in a player's other games never wait for this one. The fetches must stay without an alias of
     * their own, or the lock would take the players' rows too. Hibernate nonetheless counts the fetched players as
     * locked: lock one with {@link PlayerEntity#lockById}, which always asks the database. When the lock waited, the
     * players are as they were before the wait; {@link GameStore#lockPlayersOfStartingGame} reads them again under
     * their own locks.
     */
    public static GameEntity lockWithPlayers(long id) {
        return find("from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer where g.id = ?1", id)
                .withLock(LockModeType.PESSIMISTIC_WRITE).<GameEntity>singleResultOptional().orElse(null);
    }

    /**
     * Loads the game with both players in one query. Every page names the players, and fetching them
     * lazily would cost two more round trips.
     */
    public static GameEntity findWithPlayers(long id) {
        return find("from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer where g.id = ?1", id).firstResult();
    }

    /** How many games the player has against the computer that are not over: in the setup or being played. */
    public static long unfinishedAgainstComputer(long playerId) {
        return ((Number) getEntityManager().createNativeQuery("""
                select count(*) from game g
                join player red on red.id = g.red_player_id
                join player blue on blue.id = g.blue_player_id
                where g.status in ('SETUP', 'PLAYING')
                  and ((g.red_player_id = :player and blue.computer_level is not null)
                       or (g.blue_player_id = :player and red.computer_level is not null))""")
                .setParameter("player", playerId)
                .getSingleResult()).longValue();
    }

    /** The games with both players, by id, in one query; an id with no game is left out. */
    public static Map<Long, GameEntity> findAllWithPlayers(Collection<Long> ids) {
        Map<Long, GameEntity> games = new HashMap<>();
        if (ids.isEmpty()) {
            return games;
        }
        List<GameEntity> found = list("from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer where g.id in ?1", ids);
        for (GameEntity game : found) {
            games.put(game.id, game);
        }
        return games;
    }

    /**
     * The seats that muted their mail ({@link #mailMuted}) in these games, by game id; a game where neither did is
     * left out. One query, reading only the flags. Native SQL: Hibernate translates an HQL query with a list parameter
     * again on every call, and the outbox asks this for every batch (a sixth of taking a batch, in a JFR profile).
     */
    public static Map<Long, Set<Side>> mutedSeats(Collection<Long> ids) {
        Map<Long, Set<Side>> muted = new HashMap<>();
        if (ids.isEmpty()) {
            return muted;
        }
        @SuppressWarnings("unchecked")
        List<Object[]> found = getEntityManager().createNativeQuery("""
                select id, red_mail_muted, blue_mail_muted from game
                where id in (:ids) and (red_mail_muted or blue_mail_muted)""")
                .setParameter("ids", ids)
                .getResultList();
        for (Object[] game : found) {
            Set<Side> seats = EnumSet.noneOf(Side.class);
            if ((Boolean) game[1]) {
                seats.add(Side.RED);
            }
            if ((Boolean) game[2]) {
                seats.add(Side.BLUE);
            }
            muted.put(((Number) game[0]).longValue(), seats);
        }
        return muted;
    }

    public GameOptions options() {
        return optionColumns.options();
    }

    public void setOptions(GameOptions options) {
        optionColumns = OptionColumns.of(options);
    }

    public PlayerEntity player(Side seat) {
        return seat == Side.RED ? redPlayer : bluePlayer;
    }

    /**
     * The seat's name as this game shows it to anyone. The invited player is shown by their address's local part until
     * they accept: a name they chose in other games would tell the creator, a stranger perhaps, that the address plays
     * here and what it calls itself.
     */
    public String nameOf(Side seat) {
        PlayerEntity player = player(seat);
        return seat != creatorSeat && acceptedAt == null && !player.erased() && !player.isComputer()
                ? PlayerEntity.localPartOf(player.email) : player.displayName;
    }

    /**
     * The seat the computer plays in this game, or null in a game between two people. The players come with the game
     * wherever it is loaded, so this reads nothing.
     */
    public Side computerSeat() {
        if (redPlayer.isComputer()) {
            return Side.RED;
        }
        return bluePlayer.isComputer() ? Side.BLUE : null;
    }

    /** Whether the computer plays {@code seat} of this game. */
    public boolean isComputer(Side seat) {
        return player(seat).isComputer();
    }

    /** Whether the seat muted the mail it can do without for this game. */
    public boolean mailMuted(Side seat) {
        return seat == Side.RED ? redMailMuted : blueMailMuted;
    }

    /** Mutes the seat's reminders and move confirmations; once muted, always muted. */
    public void muteMail(Side seat) {
        if (seat == Side.RED) {
            redMailMuted = true;
        } else {
            blueMailMuted = true;
        }
    }

    /** Whether the seat's player is on vacation (kept for running games only: see {@link #setAway}). */
    public boolean away(Side seat) {
        return seat == Side.RED ? redAway : blueAway;
    }

    /**
     * Records whether the seat's player is on vacation. Written when their vacation starts or ends, in each of their
     * running games, and when an invitation is accepted; a finished game keeps what it had.
     */
    public void setAway(Side seat, boolean away) {
        if (seat == Side.RED) {
            redAway = away;
        } else {
            blueAway = away;
        }
    }

    /** The result, or null while the game is not finished. */
    public Result result() {
        return resultEnding == null ? null : new Result(resultEnding, resultWinner);
    }

    public void setResult(Result result) {
        resultEnding = result.ending();
        resultWinner = result.winner();
    }
}
