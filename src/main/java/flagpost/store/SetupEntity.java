package flagpost.store;

import flagpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** One seat's setup string (see flagpost.rules.Setup for its orientation). */
@Entity
@Table(name = "setup")
@IdClass(SetupEntity.Key.class)
public class SetupEntity extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public Long gameId;

    @Id
    @Enumerated(EnumType.STRING)
    @Column(name = "seat")
    public Side seat;

    @Column(nullable = false)
    public String pieces;

    @Column(name = "submitted_at", nullable = false)
    public Instant submittedAt;

    public static List<SetupEntity> forGame(long gameId) {
        return list("gameId", gameId);
    }

    /** The composite primary key (game, seat). */
    public static class Key implements Serializable {
        public Long gameId;
        public Side seat;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(gameId, key.gameId) && Objects.equals(seat, key.seat);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seat);
        }
    }
}
