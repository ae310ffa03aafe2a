package flagpost.rules;

/**
 * One player's continuous chase (docs/RULES.md §6), as the chaser's state. A chase starts with a
 * non-attacking move that ends next to an enemy piece (a threat), goes on while every reply moves a
 * just-threatened piece (evades) and every move of the chaser threatens again, and ends on anything
 * else or any attack. It remembers the positions after the chaser's moves since the chase began and
 * where the pieces that evaded stand now. Its size depends on the chase, never on the game's length.
 */
record Chase(Phase phase, Chain<Position> positions, SquareSet evaded, SquareSet lastThreatened) {

    enum Phase {
        /** No chase by this player. */
        NONE,
        /** The chaser just threatened; the chase goes on only if the reply evades. */
        AWAITING_REPLY,
        /** The opponent evaded; the chaser is to move and the chase goes on if they threaten again. */
        CHASING
    }

    static final Chase NONE = new Chase(Phase.NONE, Chain.empty(), SquareSet.EMPTY, SquareSet.EMPTY);

    /**
     * The chaser moved without attacking, to {@code after}, and threatens {@code threatened} (possibly
     * nothing). The chase keeps the game's own position: positions are immutable.
     */
    Chase afterChaserMove(SquareSet threatened, Position after) {
        if (threatened.isEmpty()) {
            return NONE;
        }
        if (phase == Phase.CHASING) {
            return new Chase(Phase.AWAITING_REPLY, positions.prepend(after), evaded, threatened);
        }
        return new Chase(Phase.AWAITING_REPLY, Chain.<Position>empty().prepend(after), SquareSet.EMPTY, threatened);
    }

    /** The chased player replied without attacking, moving the piece on {@code from} to {@code to}. */
    Chase afterReply(int from, int to) {
        if (phase != Phase.AWAITING_REPLY || !lastThreatened.contains(from)) {
            return NONE;
        }
        return new Chase(Phase.CHASING, positions, evaded.without(from).with(to), SquareSet.EMPTY);
    }

    boolean isChasing() {
        return phase == Phase.CHASING;
    }

    /**
     * Whether moving the piece on {@code from} to the empty square {@code to} in position {@code now} would
     * recreate a position of this chase. Hashes first; the pieces only when a hash agrees.
     */
    boolean wouldRepeat(Position now, int from, int to) {
        long hash = now.hashAfterQuietMove(from, to);
        for (Chain<Position> node = positions; !node.isEmpty(); node = node.tail()) {
            Position earlier = node.head();
            if (earlier.hash() == hash && now.samePiecesAfterQuietMove(from, to, earlier)) {
                return true;
            }
        }
        return false;
    }
}
