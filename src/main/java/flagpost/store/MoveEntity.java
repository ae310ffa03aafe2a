package flagpost.store;

import flagpost.rules.BattleOutcome;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.FetchType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import jakarta.persistence.TypedQuery;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;

/** One played move and, for an attack, its battle. */
@Entity
@Table(name = "move")
@IdClass(MoveEntity.Key.class)
public class MoveEntity extends PanacheEntityBase {

    @Id
    @Column(name = "game_id")
    public Long gameId;

    @Id
    @Column(name = "ply", columnDefinition = "move_ply")
    public Integer ply;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, columnDefinition = "seat")
    public Side seat;

    @Column(name = "from_square", nullable = false, columnDefinition = "square_name")
    public String fromSquare;

    @Column(name = "to_square", nullable = false, columnDefinition = "square_name")
    public String toSquare;

    @Enumerated(EnumType.STRING)
    @Column(name = "attacker_rank", columnDefinition = "movable_rank")
    public Rank attackerRank;

    @Enumerated(EnumType.STRING)
    @Column(name = "defender_rank", columnDefinition = "piece_rank")
    public Rank defenderRank;

    @Enumerated(EnumType.STRING)
    @Column(name = "battle_outcome", columnDefinition = "battle_outcome")
    public BattleOutcome battleOutcome;

    @Column(name = "played_at", nullable = false)
    public Instant playedAt;

    /**
     * The position after this move ({@code flagpost.rules.GameSnapshot}), so the board of any ply is one read; null for
     * moves stored before migration V5. Lazy: the move lists of pages and exports never need it.
     */
    @Basic(fetch = FetchType.LAZY)
    @Column(name = "snapshot")
    public byte[] snapshot;

    /** The moves of a game in order, up to and including {@code lastPly}. */
    public static List<MoveEntity> forGame(long gameId, int lastPly) {
        return list("gameId = ?1 and ply <= ?2 order by ply", gameId, lastPly);
    }

    /** The stored position after move {@code ply}, or null when there is none (no such move, or stored before V5). */
    public static byte[] snapshotAfter(long gameId, int ply) {
        List<byte[]> found = getEntityManager()
                .createQuery("select m.snapshot from MoveEntity m where m.gameId = ?1 and m.ply = ?2", byte[].class)
                .setParameter(1, gameId)
                .setParameter(2, ply)
                .getResultList();
        return found.isEmpty() ? null : found.get(0);
    }

    /**
     * The stored positions after these moves, in one query; a move with none (no such move, or stored before V5) is
     * left out.
     */
    public static Map<GamePly, byte[]> snapshotsAfter(Collection<GamePly> moves) {
        Map<GamePly, byte[]> found = new HashMap<>();
        if (moves.isEmpty()) {
            return found;
        }
        // One (game, ply) pair per condition, each a lookup of the primary key; at most an outbox batch of them.
        StringJoiner pairs = new StringJoiner(" or ");
        for (int i = 0; i < moves.size(); i++) {
            pairs.add("(m.gameId = ?" + (2 * i + 1) + " and m.ply = ?" + (2 * i + 2) + ")");
        }
        TypedQuery<Object[]> query = getEntityManager()
                .createQuery("select m.gameId, m.ply, m.snapshot from MoveEntity m where " + pairs, Object[].class);
        int position = 1;
        for (GamePly move : moves) {
            query.setParameter(position++, move.gameId());
            query.setParameter(position++, move.ply());
        }
        for (Object[] row : query.getResultList()) {
            if (row[2] != null) {
                found.put(new GamePly((Long) row[0], (Integer) row[1]), (byte[]) row[2]);
            }
        }
        return found;
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
