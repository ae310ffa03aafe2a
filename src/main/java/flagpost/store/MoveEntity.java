package flagpost.store;

import flagpost.rules.BattleOutcome;
import flagpost.rules.Rank;
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

/** One played move and, for an attack, its battle. */
@Entity
@Table(name = "move")
@IdClass(MoveEntity.Key.class)
public class MoveEntity extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public Long gameId;

    @Id
    @Column(name = "ply")
    public Integer ply;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Side seat;

    @Column(name = "from_square", nullable = false)
    public String fromSquare;

    @Column(name = "to_square", nullable = false)
    public String toSquare;

    @Enumerated(EnumType.STRING)
    @Column(name = "attacker_rank")
    public Rank attackerRank;

    @Enumerated(EnumType.STRING)
    @Column(name = "defender_rank")
    public Rank defenderRank;

    @Enumerated(EnumType.STRING)
    @Column(name = "battle_outcome")
    public BattleOutcome battleOutcome;

    @Column(name = "played_at", nullable = false)
    public Instant playedAt;

    /** The moves of a game in order, up to and including {@code lastPly}. */
    public static List<MoveEntity> forGame(long gameId, int lastPly) {
        return list("gameId = ?1 and ply <= ?2 order by ply", gameId, lastPly);
    }

    /** The composite primary key (game, ply). */
    public static class Key implements Serializable {
        public Long gameId;
        public Integer ply;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(gameId, key.gameId) && Objects.equals(ply, key.ply);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, ply);
        }
    }
}
