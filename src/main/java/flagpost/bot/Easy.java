package flagpost.bot;

import flagpost.rules.Move;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The {@link Level#EASY} player: it looks once at each legal move, on the board as its seat sees it. It takes an
 * enemy piece it knows it beats, keeps its pieces away from enemy pieces it knows beat them, probes unknown pieces
 * only with cheap ones, keeps a guard beside its own Flag, and otherwise moves forward. A little noise from the
 * seed breaks ties, so it does not play the same game twice.
 */
final class Easy {

    private Easy() {
    }

    static int choose(Knowledge knowledge, List<Move> legalMoves, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int ownFlag = -1;
        for (int i = 0; i < knowledge.seen.length; i++) {
            int cell = knowledge.seen[i];
            if (cell != 0 && Board.owner(cell) == knowledge.me && knowledge.knownRank(i) == Board.FLAG) {
                ownFlag = i;
            }
        }
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < legalMoves.size(); i++) {
            double score = score(knowledge, legalMoves.get(i), ownFlag) + random.nextDouble() * 3;
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    private static double score(Knowledge knowledge, Move move, int ownFlag) {
        int from = move.from().index();
        int to = move.to().index();
        int me = knowledge.me;
        int rank = knowledge.knownRank(from);
        int value = Evaluation.VALUE[rank];
        int target = knowledge.seen[to];
        double score = 0;
        if (target != 0) {
            int defender = knowledge.knownRank(to);
            if (defender < 0) {
                score += value <= 5 ? 6 : value <= 9 ? -5 : -30;
            } else {
                score += switch (Board.OUTCOME[rank][defender]) {
                    case 0 -> 100 + (defender == Board.FLAG ? 1000 : Evaluation.VALUE[defender]);
                    case 1 -> -200;
                    default -> Evaluation.VALUE[defender] >= value ? 20 : -50;
                };
                if (Board.OUTCOME[rank][defender] != 0) {
                    return score;
                }
            }
        } else {
            int gained = Board.rowFrom(me, to) - Board.rowFrom(me, from);
            score += gained > 0 ? 4 + Math.min(gained, 3) : gained == 0 ? 1 : -2;
        }
        if (threatened(knowledge, to, rank, from)) {
            score -= value + 10;
        }
        if (threatened(knowledge, from, rank, -1)) {
            score += value;
        }
        if (ownFlag >= 0 && Knowledge.isNeighbour(from, ownFlag) && guards(knowledge, ownFlag, from) == 0) {
            score -= 25;
        }
        return score;
    }

    /** Whether an enemy piece of known rank next to {@code square} beats a piece of {@code rank} standing there. */
    private static boolean threatened(Knowledge knowledge, int square, int rank, int ignore) {
        for (int step : Board.STEPS) {
            int next = square + step;
            if (next == ignore || !Board.onBoardStep(square, next, step)) {
                continue;
            }
            int cell = knowledge.seen[next];
            if (cell == 0 || Board.owner(cell) == knowledge.me) {
                continue;
            }
            int enemyRank = knowledge.knownRank(next);
            if (enemyRank >= 0 && Board.isMovable(enemyRank) && Board.OUTCOME[enemyRank][rank] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Own pieces next to the Flag other than the one on {@code leaving}. */
    private static int guards(Knowledge knowledge, int flag, int leaving) {
        int count = 0;
        for (int step : Board.STEPS) {
            int next = flag + step;
            if (next != leaving && Board.onBoardStep(flag, next, step)) {
                int cell = knowledge.seen[next];
                if (cell != 0 && Board.owner(cell) == knowledge.me) {
                    count++;
                }
            }
        }
        return count;
    }
}
