package flagpost.store;

import flagpost.rules.GameOptions;
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

/**
 * A start request from the public form: the game as typed, waiting for the click in the confirmation email to the
 * creator's address. The colour is kept as the form's choice (RED, BLUE or RANDOM), drawn at confirmation.
 */
@Entity
@Table(name = "invitation_request")
public class InvitationRequestEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "creator_id", nullable = false)
    public PlayerEntity creator;

    /** The invited opponent; null for a game against the computer ({@link #computerLevel}). */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "opponent_id")
    public PlayerEntity opponent;

    /** For a game against the computer, its level ({@code flagpost.bot.Level#code()}); null for a game against a person. */
    @Column(name = "computer_level")
    public String computerLevel;

    @Column(name = "creator_name", nullable = false)
    public String creatorName;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Variant variant;

    @Embedded
    OptionColumns optionColumns = new OptionColumns();

    @Column(name = "days_per_move", nullable = false)
    public int daysPerMove;

    @Column(nullable = false)
    public String colour;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    public Instant expiresAt;

    @Column(name = "notification_id")
    public Long notificationId;

    /** The game it became once confirmed; null before. */
    @Column(name = "game_id")
    public Long gameId;

    /**
     * The name the confirmed game will carry: what was typed, for an address whose owner has not confirmed one yet
     * (their first confirmation makes it theirs); else the name the owner chose, whatever a stranger typed.
     */
    public String nameOfGame() {
        return creator.confirmedAt == null ? creatorName : creator.displayName;
    }

    public GameOptions options() {
        return optionColumns.options();
    }

    public void setOptions(GameOptions options) {
        optionColumns = OptionColumns.of(options);
    }

    /** The request, its row locked until the transaction ends; null when there is none. */
    public static InvitationRequestEntity lockById(long id) {
        return findById(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** The request whose confirmation email is this notification; null when there is none. */
    public static InvitationRequestEntity forNotification(long notificationId) {
        return find("notificationId", notificationId).firstResult();
    }
}
