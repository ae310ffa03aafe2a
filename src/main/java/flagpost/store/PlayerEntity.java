package flagpost.store;

import flagpost.rules.Numbering;
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
import java.time.Instant;
import java.util.Optional;

/** A person, known only by email address. */
@Entity
@Table(name = "player")
public class PlayerEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    /** Lower case, trimmed: see {@link #normaliseEmail}. */
    @Column(nullable = false)
    public String email;

    @Column(name = "display_name", nullable = false)
    public String displayName;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Numbering numbering;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    /** When the address's owner first used one of its own links for a POST; null while unconfirmed. */
    @Column(name = "confirmed_at")
    public Instant confirmedAt;

    public static String normaliseEmail(String email) {
        return email.strip().toLowerCase(java.util.Locale.ROOT);
    }

    public static Optional<PlayerEntity> findByEmail(String email) {
        return find("email", normaliseEmail(email)).firstResultOptional();
    }

    /** The player with this address, its row locked until the transaction ends. */
    public static Optional<PlayerEntity> lockByEmail(String email) {
        return find("email", normaliseEmail(email)).withLock(LockModeType.PESSIMISTIC_WRITE).firstResultOptional();
    }

    /** The player, its row locked until the transaction ends; null when there is none. */
    public static PlayerEntity lockById(long id) {
        return findById(id, LockModeType.PESSIMISTIC_WRITE);
    }
}
