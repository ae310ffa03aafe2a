package flagpost.bot;

import flagpost.rules.Move;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The {@link Level#NORMAL} player: a determinised Monte Carlo search. Each round samples positions that fit what
 * the seat knows ({@link Knowledge#sample}), plays every candidate move in each of them (the same samples for every
 * candidate, so candidates are compared on equal terms) and then a short playout in which both sides take the
 * best capture they see or else make a random move that is not a losing attack, and scores the result
 * ({@link Evaluation}). After each round the weaker half of the candidates is dropped (successive halving), so
 * most of the budget goes to the moves that matter. The samples, not the real game, hold the hidden ranks.
 */
final class Search {

    static final int PLAYOUT_PLIES = 8;

    private final Knowledge knowledge;
    private final List<Move> legalMoves;
    private final SplittableRandom random;
    private final Budget budget;
    private final int[] buffer = new int[400];

    Search(Knowledge knowledge, List<Move> legalMoves, long seed, Budget budget) {
        this.knowledge = knowledge;
        this.legalMoves = legalMoves;
        this.random = new SplittableRandom(seed);
        this.budget = budget;
    }

    /** The index in the legal moves of the chosen move. */
    int choose() {
        int n = legalMoves.size();
        int[] candidates = new int[n];
        for (int i = 0; i < n; i++) {
            candidates[i] = i;
        }
        if (n == 1) {
            return 0;
        }
        double[] total = new double[n];
        int[] visits = new int[n];
        int rounds = 32 - Integer.numberOfLeadingZeros(n - 1);
        int perRound = Math.max(1, budget.iterations() / rounds);
        long start = budget.hasCap() ? budget.clock().getAsLong() : 0;
        int alive = n;
        boolean stopped = false;
        while (alive > 1 && !stopped) {
            int samples = Math.max(1, perRound / alive);
            for (int s = 0; s < samples && !stopped; s++) {
                Board sample = knowledge.sample(random);
                for (int c = 0; c < alive; c++) {
                    int index = candidates[c];
                    total[index] += playout(sample, legalMoves.get(index));
                    visits[index]++;
                }
                stopped = budget.hasCap() && budget.clock().getAsLong() - start > budget.capNanos();
            }
            sortByMean(candidates, alive, total, visits);
            alive = (alive + 1) / 2;
        }
        return candidates[0];
    }

    /** Best mean first; equal means keep the engine's order, so the result never depends on sorting details. */
    private static void sortByMean(int[] candidates, int alive, double[] total, int[] visits) {
        for (int i = 1; i < alive; i++) {
            int moving = candidates[i];
            double mean = total[moving] / visits[moving];
            int j = i - 1;
            while (j >= 0 && (total[candidates[j]] / visits[candidates[j]] < mean
                    || total[candidates[j]] / visits[candidates[j]] == mean && candidates[j] > moving)) {
                candidates[j + 1] = candidates[j];
                j--;
            }
            candidates[j + 1] = moving;
        }
    }

    private double playout(Board sample, Move move) {
        Board board = sample.copy();
        board.play(move.from().index(), move.to().index());
        for (int ply = 0; ply < PLAYOUT_PLIES && board.winner < 0; ply++) {
            playoutMove(board);
        }
        return Evaluation.of(board, knowledge.me);
    }

    /**
     * One move of the playout policy, or the end of the game when the side to move has none. Each side plays on what
     * it could know in that position (ranks revealed in battle or by a Scout's run), not on the sample's hidden
     * ranks: it takes the best capture of a piece it knows it beats, mostly; else sometimes it probes an unknown
     * piece with a cheap one; else it moves at random, shunning
     * known losing attacks, attacks on unknown pieces with a valuable piece, and retreats.
     */
    private void playoutMove(Board board) {
        int side = board.toMove;
        int count = board.moves(side, buffer);
        if (count == 0) {
            board.winner = 1 - side;
            return;
        }
        int best = -1;
        int bestGain = 0;
        int probes = 0;
        for (int i = 0; i < count; i++) {
            int gain = knownGain(board, buffer[i]);
            if (gain > bestGain) {
                bestGain = gain;
                best = i;
            }
            if (isProbe(board, buffer[i])) {
                probes++;
            }
        }
        int chosen;
        if (best >= 0 && random.nextInt(10) < 8) {
            chosen = buffer[best];
        } else if (probes > 0 && random.nextInt(10) < 3) {
            chosen = nthProbe(board, count, random.nextInt(probes));
        } else {
            chosen = buffer[random.nextInt(count)];
            for (int retry = 0; retry < 3 && isShunned(board, side, chosen); retry++) {
                chosen = buffer[random.nextInt(count)];
            }
        }
        board.play(chosen >> 8, chosen & 0xFF);
    }

    /** An attack on a piece the attacker cannot know, by a piece cheap enough to risk. */
    private static boolean isProbe(Board board, int move) {
        int target = board.cells[move & 0xFF];
        return target != 0 && (target & Board.REVEALED) == 0
                && Evaluation.VALUE[Board.rank(board.cells[move >> 8])] < 10;
    }

    private int nthProbe(Board board, int count, int n) {
        for (int i = 0; i < count; i++) {
            if (isProbe(board, buffer[i]) && n-- == 0) {
                return buffer[i];
            }
        }
        throw new IllegalStateException("fewer probes than counted");
    }

    private static boolean isShunned(Board board, int side, int move) {
        int target = board.cells[move & 0xFF];
        if (target == 0) {
            return isRetreat(side, move);
        }
        if ((target & Board.REVEALED) != 0) {
            return attackGain(board, move) < 0;
        }
        return Evaluation.VALUE[Board.rank(board.cells[move >> 8])] >= 10;
    }

    /** {@link #attackGain} when the attacker knows the target's rank; 0 otherwise. */
    private static int knownGain(Board board, int move) {
        int target = board.cells[move & 0xFF];
        return target != 0 && (target & Board.REVEALED) != 0 ? attackGain(board, move) : 0;
    }

    private static boolean isRetreat(int side, int move) {
        return Board.rowFrom(side, move & 0xFF) < Board.rowFrom(side, move >> 8);
    }

    /** What an attack wins (positive) or loses (negative) in material; 0 for a move to an empty square. */
    static int attackGain(Board board, int move) {
        int moving = board.cells[move >> 8];
        int target = board.cells[move & 0xFF];
        if (target == 0) {
            return 0;
        }
        int attacker = Board.rank(moving);
        int defender = Board.rank(target);
        if (defender == Board.FLAG) {
            return 1000;
        }
        return switch (Board.OUTCOME[attacker][defender]) {
            case 0 -> Evaluation.VALUE[defender] + 1;
            case 1 -> -Evaluation.VALUE[attacker] - 1;
            default -> Evaluation.VALUE[defender] - Evaluation.VALUE[attacker];
        };
    }
}
