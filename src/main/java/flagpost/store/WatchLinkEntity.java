package flagpost.store;

import flagpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * A game's read-only watch link (migration V13): on while {@code createdAt} is set, and good for tokens carrying
 * {@code epoch}. Turning it off raises the epoch, so every copy of the old link fails at once.
 */
@Entity
@Table(name = "watch_link")
public class WatchLinkEntity extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public Long gameId;

    @Column(nullable = false)
    public int epoch;

    /** When the live link was made, and the moment its tokens are issued at; null while the link is off. */
    @Column(name = "created_at")
    public Instant createdAt;

    @Enumerated(EnumType.STRING)
    @Column(name = "created_by")
    public Side createdBy;

    public boolean isOn() {
        return createdAt != null;
    }

    /** Whether a watch token carrying {@code tokenEpoch} still works. */
    public boolean admits(int tokenEpoch) {
        return isOn() && epoch == tokenEpoch;
    }
}
