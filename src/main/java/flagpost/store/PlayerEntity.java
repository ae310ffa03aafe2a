package flagpost.store;

import flagpost.rules.Numbering;
import flagpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import java.net.IDN;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A person, known only by email address; or the computer player (flagpost.bot), one row per level, with no address at
 * all, so nothing can mail it (see {@link #isComputer}).
 */
@Entity
@Table(name = "player")
public class PlayerEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    /**
     * Exactly the address mail is sent to: lower case, trimmed, the domain in ASCII (see {@link #normaliseEmail}); null
     * only for the computer player.
     */
    @Column
    public String email;

    /** The computer player's level ({@code flagpost.bot.Level#code()}: easy or normal); null for a person. */
    @Column(name = "computer_level")
    public String computerLevel;

    @Column(name = "display_name", nullable = false)
    public String displayName;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Numbering numbering;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    /**
     * Every link issued to this player carries this number; raising it ("someone else has my links") turns off
     * every link the player was sent before. See {@code flagpost.game.LinkEpochs}.
     */
    @Column(name = "link_epoch", nullable = false)
    public int linkEpoch;

    /**
     * The UTC year in which the player last started a vacation; null when they never did. A seat's page reads the
     * vacation table only when this is the current year or a player is away (game.Vacations#standing).
     */
    @Column(name = "vacation_year")
    public Integer vacationYear;

    /** Which mail about moves the player gets; game events come in every mode. */
    @Enumerated(EnumType.STRING)
    @Column(name = "mail_mode", nullable = false)
    public MailMode mailMode;

    /** With {@link MailMode#DIGEST}: the hour (0 to 23) of the player's day the digest leaves at. */
    @Column(name = "digest_hour", nullable = false)
    public int digestHour;

    /** With {@link MailMode#DIGEST}: the time zone (an IANA id, such as {@code Europe/Berlin}) of that hour. */
    @Column(name = "digest_zone", nullable = false)
    public String digestZone;

    /**
     * The player's language code ({@code flagpost.words.Language#code()}), or {@code null} until they choose one:
     * an invitee who has not answered reads the inviter's language, anyone else English.
     */
    @Column(name = "language")
    public String language;

    /**
     * Why mail to this address stopped (it bounced, or its owner reported our mail as spam), or null while mail goes.
     * Set by {@code flagpost.game.MailStops}; cleared when the owner comes back through one of their links.
     */
    @Enumerated(EnumType.STRING)
    @Column(name = "mail_stopped")
    public MailStop mailStopped;

    @Column(name = "mail_stopped_at")
    public Instant mailStoppedAt;

    /** The mail system's status for the stop, such as {@code 5.1.1}, or {@code abuse} for a complaint. */
    @Column(name = "mail_stopped_status")
    public String mailStoppedStatus;

    /** Whether this is the computer player: no address, never mailed, never counted among people. */
    public boolean isComputer() {
        return computerLevel != null;
    }

    /** The computer player of this level ({@code easy} or {@code normal}, made by migration V23); empty for another code. */
    public static Optional<PlayerEntity> computer(String levelCode) {
        return find("computerLevel", levelCode).firstResultOptional();
    }

    /** When the player was erased (address and name replaced by neutral ones); null for everyone else. */
    @Column(name = "erased_at")
    public Instant erasedAt;

    /** The name an erased player has everywhere: pages, the game records, the opponent's emails. */
    public static final String ERASED_NAME = "deleted player";

    /** The address an erased player's row keeps: unique, and under the reserved {@code .invalid} domain, never mailed. */
    public static String erasedAddress(long playerId) {
        return "deleted-" + playerId + "@erased.invalid";
    }

    public boolean erased() {
        return erasedAt != null;
    }

    /**
     * The start of the address ({@code bob@…}) for telling an opponent that mail to this player stopped; null while it
     * goes, and for an erased player, whose games are over and whose address is gone.
     */
    public String stoppedAddressHint() {
        return mailStopped == null || erased() ? null : localPartOf(email) + "@…";
    }

    /** The longest name a player may have. */
    public static final int MAX_NAME_LENGTH = 60;

    /** What a player is called who has not given a name: the local part of the address, cut to a name's length. */
    public static String localPartOf(String email) {
        int at = email.indexOf('@');
        String local = at < 0 ? email : email.substring(0, at);
        return local.length() > MAX_NAME_LENGTH ? local.substring(0, MAX_NAME_LENGTH) : local;
    }

    /** When the address's owner first used one of its own links for a POST; null while unconfirmed. */
    @Column(name = "confirmed_at")
    public Instant confirmedAt;

    /**
     * The stored form of a typed address: trimmed, lower case, and an international domain in its ASCII (IDNA) form, so
     * that {@code bob@bücher.de} and {@code bob@xn--bcher-kva.de} are one player and mail goes to the form every mail
     * server accepts. A domain IDNA refuses is left as typed, for the address checks to refuse.
     */
    public static String normaliseEmail(String email) {
        String lower = email.strip().toLowerCase(Locale.ROOT);
        int at = lower.lastIndexOf('@');
        if (at < 0) {
            return lower;
        }
        try {
            return lower.substring(0, at + 1) + IDN.toASCII(lower.substring(at + 1)).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException notADomain) {
            return lower;
        }
    }

    public static Optional<PlayerEntity> findByEmail(String email) {
        return find("email", normaliseEmail(email)).firstResultOptional();
    }

    /** The player with this address, its row locked until the transaction ends. */
    public static Optional<PlayerEntity> lockByEmail(String email) {
        return find("email", normaliseEmail(email)).withLock(LockModeType.PESSIMISTIC_WRITE).firstResultOptional();
    }

    /**
     * The player, its row locked until the transaction ends; null when there is none. Always one statement: Hibernate
     * counts a player fetched with a locked game ({@link GameStore#lock}) as locked too, though only the game's row
     * is, and for {@code findById(id, PESSIMISTIC_WRITE)} would then send nothing (a rematch's invitation limits, which
     * lock the opponent after the finished game, would not hold). A player already loaded keeps the state it was read
     * with, as with Hibernate's own lock.
     */
    public static PlayerEntity lockById(long id) {
        @SuppressWarnings("unchecked")
        List<PlayerEntity> locked = getEntityManager()
                .createNativeQuery("select * from player where id = :id for no key update", PlayerEntity.class)
                .setParameter("id", id)
                .getResultList();
        return locked.isEmpty() ? null : locked.get(0);
    }

    /**
     * {@link #lockById}, and the player read again under the lock: for a write of the player's columns in a transaction
     * that may hold a copy of them already (read with a game, a start request or a link's check), which
     * {@link #lockById} would hand back as it was read. Hibernate writes every column of a changed player back, so that
     * copy would put back whatever committed while the lock was awaited. One statement more than {@link #lockById}.
     */
    public static PlayerEntity lockByIdForWrite(long id) {
        PlayerEntity player = lockById(id);
        if (player != null) {
            getEntityManager().refresh(player);
        }
        return player;
    }

    /** The link epoch of the player with this id; empty when there is none. One indexed read of one column. */
    public static Optional<Integer> linkEpochOf(long playerId) {
        return getEntityManager().createQuery("select p.linkEpoch from PlayerEntity p where p.id = :id", Integer.class)
                .setParameter("id", playerId).getResultStream().findFirst();
    }

    /** The link epoch of the player sitting in {@code seat} of the game; empty when there is no such game. One read. */
    public static Optional<Integer> linkEpochInSeat(long gameId, Side seat) {
        String player = seat == Side.RED ? "g.redPlayer" : "g.bluePlayer";
        return getEntityManager().createQuery("select p.linkEpoch from GameEntity g join " + player + " p where g.id = :id", Integer.class)
                .setParameter("id", gameId).getResultStream().findFirst();
    }
}
