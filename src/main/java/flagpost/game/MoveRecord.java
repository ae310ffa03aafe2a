package flagpost.game;

import flagpost.rules.Battle;
import flagpost.rules.Move;
import flagpost.rules.Side;
import java.time.Instant;

/** One stored move as both players may see it: squares, and for an attack the battle with both ranks. */
public record MoveRecord(int ply, Side seat, Move move, Battle battle, Instant playedAt) {

    public String notation() {
        return move.notation(battle != null);
    }
}
