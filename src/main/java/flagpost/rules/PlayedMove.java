package flagpost.rules;

/**
 * What one accepted move did. {@code ply} counts from 1 (Red's first move); {@code battle} is null
 * when the move went to an empty square.
 */
public record PlayedMove(int ply, Side side, Move move, Battle battle) {

    public boolean isAttack() {
        return battle != null;
    }

    public String notation() {
        return move.notation(isAttack());
    }
}
