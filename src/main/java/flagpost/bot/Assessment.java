package flagpost.bot;

/**
 * The computer's sober look at a game without searching: the material both sides still move with (the enemy's
 * worked out exactly from its army, its losses and what is in sight, with no guessing where its pieces stand), how
 * long since the last battle, and the strongest mover of each side. Draw offers and resigning rest on it.
 */
final class Assessment {

    /** No battle in this many plies: the game is going nowhere. */
    static final int DEAD_AFTER_PLIES = 200;

    private final double ownMovers;
    private final double enemyMovers;
    /** Rank ordinals of the strongest movers: the lower, the stronger (Marshal 0 to Spy 9). */
    private final int ownBest;
    private final int enemyBest;
    private final boolean ownSpy;
    private final boolean quiet;

    Assessment(Knowledge knowledge) {
        double own = 0;
        double enemy = 0;
        int ownStrongest = Board.RANKS;
        int enemyStrongest = Board.RANKS;
        boolean spy = false;
        for (int i = 0; i < knowledge.seen.length; i++) {
            int cell = knowledge.seen[i];
            int rank = knowledge.knownRank(i);
            if (rank < 0 || !Board.isMovable(rank)) {
                continue;
            }
            if (Board.owner(cell) == knowledge.me) {
                own += Evaluation.VALUE[rank];
                ownStrongest = Math.min(ownStrongest, rank);
                spy |= rank == Board.SPY;
            } else {
                enemy += Evaluation.VALUE[rank];
                enemyStrongest = Math.min(enemyStrongest, rank);
            }
        }
        double hidden = 0;
        int hiddenPieces = 0;
        int hiddenMovers = 0;
        for (int rank = 0; rank < Board.RANKS; rank++) {
            hiddenPieces += knowledge.hiddenCounts[rank];
            if (Board.isMovable(rank) && knowledge.hiddenCounts[rank] > 0) {
                hidden += Evaluation.VALUE[rank] * knowledge.hiddenCounts[rank];
                hiddenMovers += knowledge.hiddenCounts[rank];
                enemyStrongest = Math.min(enemyStrongest, rank);
            }
        }
        // In a game played from its start the unknown pieces are exactly the hidden ranks; a position set up by hand
        // may hold fewer, and then only their share of the hidden material counts.
        int unknown = knowledge.unknownCount();
        enemy += hiddenPieces <= unknown || hiddenMovers == 0 ? hidden : hidden * Math.min(unknown, hiddenMovers) / hiddenMovers;
        this.ownMovers = own;
        this.enemyMovers = enemy;
        this.ownBest = ownStrongest;
        this.enemyBest = enemyStrongest;
        this.ownSpy = spy;
        this.quiet = knowledge.ply - knowledge.lastBattlePly >= DEAD_AFTER_PLIES;
    }

    /** Clearly behind: less than two thirds of the enemy's moving material, and at least a Captain's worth less. */
    boolean isLosing() {
        return ownMovers < enemyMovers * 2 / 3 && enemyMovers - ownMovers >= Evaluation.VALUE[4];
    }

    /** Nothing has been fought for {@link #DEAD_AFTER_PLIES} plies, or neither side has a piece left to move. */
    boolean isDead() {
        return quiet || (ownMovers == 0 && enemyMovers == 0);
    }

    /**
     * Beyond saving: a quarter of the enemy's moving material or less, every own mover weaker than the enemy's
     * strongest, and no Spy to take an enemy Marshal.
     */
    boolean isHopeless() {
        boolean spyHope = ownSpy && enemyBest == Board.MARSHAL;
        return ownMovers * 4 <= enemyMovers && ownBest > enemyBest && !spyHope;
    }
}
