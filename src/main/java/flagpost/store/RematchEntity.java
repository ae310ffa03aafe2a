package flagpost.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import org.hibernate.jpa.HibernateHints;

/**
 * A rematch: the new game proposed at the end of a finished one, between the same two players with the same terms and
 * the colours swapped. At most one per finished game (its primary key). The new game is an invited game like any
 * other; its creator is the player who proposed.
 */
@Entity
@Table(name = "rematch")
public class RematchEntity extends PanacheEntityBase {

    @Id
    @Column(name = "finished_game_id")
    public Long finishedGameId;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "finished_game_id", insertable = false, updatable = false)
    public GameEntity finishedGame;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "new_game_id", nullable = false)
    public GameEntity newGame;

    @Column(name = "proposed_at", nullable = false)
    public Instant proposedAt;

    /** The rematch of this finished game with its new game loaded, or null when none was proposed. */
    public static RematchEntity ofFinishedGame(long finishedGameId) {
        return find("from RematchEntity r join fetch r.newGame where r.finishedGameId = ?1", finishedGameId).firstResult();
    }

    /**
     * The rematches {@code gameId} takes part in, both games loaded and the finished game's players (whose names it
     * shows since both accepted): the one that replays it, and the one it replays (it is the new game of at most one).
     * One query for a page that links both ways, read-only (a page changes nothing). Both conditions are on the rematch
     * row's own columns ({@code fk(r.newGame)}, not the joined game's id), so each is a probe of one of its two indexes.
     */
    public static List<RematchEntity> around(long gameId) {
        return find("from RematchEntity r join fetch r.newGame join fetch r.finishedGame f join fetch f.redPlayer join fetch f.bluePlayer "
                + "where r.finishedGameId = ?1 or fk(r.newGame) = ?1", gameId)
                .withHint(HibernateHints.HINT_READ_ONLY, true).list();
    }
}
