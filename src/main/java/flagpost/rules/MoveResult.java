package flagpost.rules;

/** The answer to applying a move: the new game and what happened, or the reason it was refused. */
public sealed interface MoveResult permits MoveResult.Accepted, MoveResult.Rejected {

    record Accepted(Game game, PlayedMove played) implements MoveResult {
    }

    record Rejected(Rejection rejection) implements MoveResult {
    }

    default boolean isAccepted() {
        return this instanceof Accepted;
    }

    /** The new game; throws when the move was refused (for callers that only feed legal moves). */
    default Game gameOrThrow() {
        if (this instanceof Accepted accepted) {
            return accepted.game();
        }
        throw new IllegalStateException("move refused: " + ((Rejected) this).rejection());
    }
}
