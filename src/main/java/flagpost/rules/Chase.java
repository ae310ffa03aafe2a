package flagpost.rules;

/**
 * One player's continuous chase (docs/RULES.md §6), as the chaser's state. A chase starts with a
 * non-attacking move that ends next to an enemy piece (a threat), goes on while every reply moves a
 * just-threatened piece (evades) and every move of the chaser threatens again, and ends on anything
 * else or any attack. It remembers the positions after the chaser's moves since the chase began and
 * where the pieces that evaded stand now. Its size depends on the chase, never on the game's length.
 */
record Chase(Phase phase, Chain<Snapshot> positions, SquareSet evaded, SquareSet lastThreatened) {

    enum Phase {
        /** No chase by this player. */
        NONE,
        /** The chaser just threatened; the chase goes on only if the reply evades. */
        AWAITING_REPLY,
        /** The opponent evaded; the chaser is to move and the chase goes on if they threaten again. */
        CHASING
    }

    /** A position that occurred in the chase; the cells are the game's own immutable array. */
    record Snapshot(long hash, byte[] cells) {
    }

    static final Chase NONE = new Chase(Phase.NONE, Chain.empty(), SquareSet.EMPTY, SquareSet.EMPTY);

    /** The chaser moved without attacking and threatens {@code threatened} (possibly nothing). */
    Chase afterChaserMove(SquareSet threatened, long hash, byte[] cells) {
        if (threatened.isEmpty()) {
            return NONE;
        }
        Snapshot snapshot = new Snapshot(hash, cells);
        if (phase == Phase.CHASING) {
            return new Chase(Phase.AWAITING_REPLY, positions.prepend(snapshot), evaded, threatened);
        }
        return new Chase(Phase.AWAITING_REPLY, Chain.<Snapshot>empty().prepend(snapshot), SquareSet.EMPTY, threatened);
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

    boolean hasOccurred(long hash, byte[] cells) {
        for (Chain<Snapshot> node = positions; !node.isEmpty(); node = node.tail()) {
            Snapshot snapshot = node.head();
            if (snapshot.hash() == hash && Cells.samePosition(snapshot.cells(), cells)) {
                return true;
            }
        }
        return false;
    }
}
