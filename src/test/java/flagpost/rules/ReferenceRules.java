package flagpost.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * docs/RULES.md §3–§8 written a second time, as plainly as possible and without the engine's shortcuts,
 * as an oracle for the property tests. It keeps the whole history, gives every piece an identity,
 * and decides the two-squares and chase rules from their definitions by walking back through the
 * history. Slow and mutable on purpose; only the public types of the engine are shared.
 */
final class ReferenceRules {

    /** One move as the rules see it; {@code threatened} holds the ids of enemy pieces next to {@code to} after a non-attack. */
    private record Step(Side side, int pieceId, int from, int to, boolean attack, Set<Integer> threatened, Piece[] positionAfter) {
    }

    private static final int[][] DIRECTIONS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

    private final GameOptions options;
    /** Piece id per square, 0 for empty. */
    private final int[] board = new int[100];
    private final List<Piece> pieces = new ArrayList<>(List.of(Piece.of(Side.RED, Rank.FLAG)));
    private final List<Boolean> moved = new ArrayList<>(List.of(false));
    private final List<Boolean> revealed = new ArrayList<>(List.of(false));
    private final List<Boolean> knownScout = new ArrayList<>(List.of(false));
    private final List<Step> history = new ArrayList<>();
    private final Map<Side, Map<Rank, Integer>> captured = new EnumMap<>(Side.class);
    private Side toMove = Side.RED;
    private Battle lastBattle;
    /** Answers worked out for the current state, dropped by every move. */
    private Set<Move> legalCache;
    private Result resultCache;
    private boolean resultKnown = true;

    ReferenceRules(GameOptions options, Map<Square, Piece> position, Side toMove) {
        this.options = options;
        this.toMove = toMove;
        position.forEach((square, piece) -> {
            pieces.add(piece);
            moved.add(false);
            revealed.add(false);
            knownScout.add(false);
            board[square.index()] = pieces.size() - 1;
        });
        captured.put(Side.RED, new EnumMap<>(Rank.class));
        captured.put(Side.BLUE, new EnumMap<>(Rank.class));
    }

    static ReferenceRules start(Setup red, Setup blue, GameOptions options) {
        Map<Square, Piece> position = new HashMap<>();
        red.placement().forEach((square, rank) -> position.put(square, Piece.of(Side.RED, rank)));
        blue.placement().forEach((square, rank) -> position.put(square, Piece.of(Side.BLUE, rank)));
        return new ReferenceRules(options, position, Side.RED);
    }

    // ------------------------------------------------------------------------------------------
    // §4 battles

    static BattleOutcome outcome(Rank attacker, Rank defender) {
        if (defender == Rank.FLAG) {
            return BattleOutcome.ATTACKER_WINS;
        }
        if (defender == Rank.BOMB) {
            return attacker == Rank.MINER ? BattleOutcome.ATTACKER_WINS : BattleOutcome.DEFENDER_WINS;
        }
        if (attacker == Rank.SPY && defender == Rank.MARSHAL) {
            return BattleOutcome.ATTACKER_WINS;
        }
        List<Rank> weakestFirst = List.of(Rank.SPY, Rank.SCOUT, Rank.MINER, Rank.SERGEANT, Rank.LIEUTENANT, Rank.CAPTAIN,
                Rank.MAJOR, Rank.COLONEL, Rank.GENERAL, Rank.MARSHAL);
        int difference = Integer.compare(weakestFirst.indexOf(attacker), weakestFirst.indexOf(defender));
        return difference > 0 ? BattleOutcome.ATTACKER_WINS : difference < 0 ? BattleOutcome.DEFENDER_WINS : BattleOutcome.BOTH_REMOVED;
    }

    // ------------------------------------------------------------------------------------------
    // §1 and §3 geometry

    private static boolean isLake(int file, int rank) {
        return (rank == 5 || rank == 6) && (file == 2 || file == 3 || file == 6 || file == 7);
    }

    private static int index(int file, int rank) {
        return (rank - 1) * 10 + file;
    }

    private Piece piece(int square) {
        return board[square] == 0 ? null : pieces.get(board[square]);
    }

    /** Every move the pieces of {@code side} could make by §3 alone, each as {from, to}. */
    private List<int[]> geometricMoves(Side side) {
        List<int[]> moves = new ArrayList<>();
        for (int from = 0; from < 100; from++) {
            addGeometricMoves(side, from, moves);
        }
        return moves;
    }

    private void addGeometricMoves(Side side, int from, List<int[]> moves) {
        Piece piece = piece(from);
        if (piece == null || piece.side() != side || piece.rank() == Rank.BOMB || piece.rank() == Rank.FLAG) {
            return;
        }
        for (int[] direction : DIRECTIONS) {
            int file = from % 10;
            int rank = from / 10 + 1;
            for (int distance = 1; ; distance++) {
                file += direction[0];
                rank += direction[1];
                if (file < 0 || file > 9 || rank < 1 || rank > 10 || isLake(file, rank)) {
                    break;
                }
                Piece there = piece(index(file, rank));
                if (there == null) {
                    moves.add(new int[] {from, index(file, rank)});
                } else {
                    if (there.side() != side && (distance == 1 || options.scoutAttacksAtRange())) {
                        moves.add(new int[] {from, index(file, rank)});
                    }
                    break;
                }
                if (piece.rank() != Rank.SCOUT) {
                    break;
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------------
    // §5 the two-squares rule, from its definition

    /** The borders a straight move crosses, each as the pair of squares on either side of it. */
    private static Set<Integer> borders(int from, int to) {
        Set<Integer> borders = new HashSet<>();
        int step = from / 10 == to / 10 ? (to > from ? 1 : -1) : (to > from ? 10 : -10);
        for (int square = from; square != to; square += step) {
            borders.add(Math.min(square, square + step) * 100 + Math.max(square, square + step));
        }
        return borders;
    }

    private boolean breaksTwoSquares(Side side, int from, int to) {
        int limit = options.twoSquaresLimit();
        List<Step> previous = new ArrayList<>(limit);
        for (int i = history.size() - 1; i >= 0 && previous.size() < limit; i--) {
            Step step = history.get(i);
            if (step.side() != side) {
                continue;
            }
            if (step.pieceId() != board[from]) {
                return false;
            }
            previous.add(step);
        }
        if (previous.size() < limit) {
            return false;
        }
        Set<Integer> common = borders(from, to);
        for (Step step : previous) {
            common.retainAll(borders(step.from(), step.to()));
        }
        return !common.isEmpty();
    }

    /** Whether {@code side} can move by §3–§5 (the chase rule left out, as §7 says). */
    boolean canMove(Side side) {
        List<int[]> moves = new ArrayList<>();
        for (int from = 0; from < 100; from++) {
            moves.clear();
            addGeometricMoves(side, from, moves);
            for (int[] move : moves) {
                if (!breaksTwoSquares(side, move[0], move[1])) {
                    return true;
                }
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------------------------
    // §6 the chase rule, from its definitions

    /** Ids of the enemy pieces next to {@code to} once the piece on {@code from} has moved there. */
    private Set<Integer> threatenedBy(int from, int to) {
        Side mover = piece(from).side();
        Set<Integer> threatened = new HashSet<>();
        int file = to % 10;
        int rank = to / 10 + 1;
        for (int[] direction : DIRECTIONS) {
            int f = file + direction[0];
            int r = rank + direction[1];
            if (f < 0 || f > 9 || r < 1 || r > 10 || index(f, r) == from) {
                continue;
            }
            Piece there = piece(index(f, r));
            if (there != null && there.side() != mover) {
                threatened.add(board[index(f, r)]);
            }
        }
        return threatened;
    }

    /**
     * Where in the history the moves of {@code chaser}'s current continuous chase stand, oldest
     * first: walking back, each of the chaser's moves threatened, the reply after it moved a
     * just-threatened piece, and nobody attacked. Empty when the chaser is not chasing.
     */
    private List<Integer> currentChase(Side chaser) {
        List<Integer> chase = new ArrayList<>();
        for (int i = history.size() - 1; i >= 1; i -= 2) {
            Step reply = history.get(i);
            Step chasing = history.get(i - 1);
            if (reply.side() == chaser || chasing.side() != chaser || reply.attack() || chasing.attack()
                    || !chasing.threatened().contains(reply.pieceId())) {
                break;
            }
            chase.add(0, i - 1);
        }
        return chase;
    }

    private boolean breaksChaseRule(Side chaser, int from, int to) {
        if (board[to] != 0) {
            return false;
        }
        List<Integer> chase = currentChase(chaser);
        if (chase.isEmpty()) {
            return false;
        }
        Set<Integer> evaded = new HashSet<>();
        for (int chasing : chase) {
            evaded.add(history.get(chasing + 1).pieceId());
        }
        Set<Integer> threatened = threatenedBy(from, to);
        threatened.retainAll(evaded);
        if (threatened.isEmpty()) {
            return false;
        }
        Piece[] after = position();
        after[to] = after[from];
        after[from] = null;
        boolean repeats = chase.stream().anyMatch(chasing -> Arrays.equals(history.get(chasing).positionAfter(), after));
        Step previous = history.get(chase.get(chase.size() - 1));
        boolean stepBack = previous.pieceId() == board[from] && previous.from() == to && previous.to() == from;
        return repeats && !stepBack;
    }

    // ------------------------------------------------------------------------------------------
    // Legal moves and playing

    /**
     * Why {@code move} by the side to move is refused, or null when it is legal: the first rule it breaks, taken in the
     * order the reasons are listed (README, "The rules engine"): the game, the piece, the line, the target square, the
     * distance, the path, what stands on the target, the repetition rules. Worked out square by square here, without
     * the engine's cells or its move generation.
     */
    Rejection.Reason refusal(Move move) {
        if (result() != null) {
            return Rejection.Reason.GAME_OVER;
        }
        int fromFile = move.from().file();
        int fromRank = move.from().rank();
        int toFile = move.to().file();
        int toRank = move.to().rank();
        Piece piece = piece(index(fromFile, fromRank));
        if (piece == null) {
            return Rejection.Reason.NO_PIECE;
        }
        if (piece.side() != toMove) {
            return Rejection.Reason.NOT_YOUR_PIECE;
        }
        if (piece.rank() == Rank.BOMB || piece.rank() == Rank.FLAG) {
            return Rejection.Reason.PIECE_CANNOT_MOVE;
        }
        boolean sameFile = fromFile == toFile;
        boolean sameRank = fromRank == toRank;
        if (sameFile == sameRank) { // diagonal, or no move at all
            return Rejection.Reason.NOT_IN_A_LINE;
        }
        if (isLake(toFile, toRank)) {
            return Rejection.Reason.LAKE;
        }
        int distance = Math.abs(toFile - fromFile) + Math.abs(toRank - fromRank);
        if (distance > 1 && piece.rank() != Rank.SCOUT) {
            return Rejection.Reason.TOO_FAR;
        }
        int fileStep = Integer.signum(toFile - fromFile);
        int rankStep = Integer.signum(toRank - fromRank);
        for (int between = 1; between < distance; between++) {
            int file = fromFile + between * fileStep;
            int rank = fromRank + between * rankStep;
            if (isLake(file, rank) || piece(index(file, rank)) != null) {
                return Rejection.Reason.PATH_BLOCKED;
            }
        }
        Piece target = piece(index(toFile, toRank));
        if (target != null && target.side() == toMove) {
            return Rejection.Reason.OWN_PIECE;
        }
        if (target != null && distance > 1 && !options.scoutAttacksAtRange()) {
            return Rejection.Reason.RANGE_ATTACK_NOT_ALLOWED;
        }
        int from = index(fromFile, fromRank);
        int to = index(toFile, toRank);
        if (breaksTwoSquares(toMove, from, to)) {
            return Rejection.Reason.TWO_SQUARES_RULE;
        }
        if (breaksChaseRule(toMove, from, to)) {
            return Rejection.Reason.MORE_SQUARES_RULE;
        }
        return null;
    }

    Set<Move> legalMoves() {
        return result() != null ? Set.of() : movesAllowedNow();
    }

    /** The moves §3–§6 allow the side to move, whether or not the game has ended. */
    private Set<Move> movesAllowedNow() {
        if (legalCache == null) {
            legalCache = new HashSet<>();
            for (int[] move : geometricMoves(toMove)) {
                if (!breaksTwoSquares(toMove, move[0], move[1]) && !breaksChaseRule(toMove, move[0], move[1])) {
                    legalCache.add(new Move(Square.of(move[0]), Square.of(move[1])));
                }
            }
        }
        return legalCache;
    }

    /** How many of the side to move's geometric moves each repetition rule forbids now. */
    int[] forbiddenCounts() {
        int twoSquares = 0;
        int chase = 0;
        for (int[] move : geometricMoves(toMove)) {
            if (breaksTwoSquares(toMove, move[0], move[1])) {
                twoSquares++;
            } else if (breaksChaseRule(toMove, move[0], move[1])) {
                chase++;
            }
        }
        return new int[] {twoSquares, chase};
    }

    /** Plays a move already known to be legal; returns its battle or null. */
    Battle play(Move move) {
        int from = move.from().index();
        int to = move.to().index();
        int id = board[from];
        Side mover = toMove;
        Piece attacker = pieces.get(id);
        boolean attack = board[to] != 0;
        Set<Integer> threatened = attack ? Set.of() : threatenedBy(from, to);
        moved.set(id, true);
        if (move.distance() > 1) {
            knownScout.set(id, true);
        }
        Battle battle = null;
        board[from] = 0;
        if (!attack) {
            board[to] = id;
        } else {
            int defenderId = board[to];
            Piece defender = pieces.get(defenderId);
            BattleOutcome outcome = outcome(attacker.rank(), defender.rank());
            battle = new Battle(attacker, defender, outcome);
            revealed.set(id, true);
            revealed.set(defenderId, true);
            if (outcome != BattleOutcome.DEFENDER_WINS) {
                captured.get(defender.side()).merge(defender.rank(), 1, Integer::sum);
            }
            if (outcome != BattleOutcome.ATTACKER_WINS) {
                captured.get(mover).merge(attacker.rank(), 1, Integer::sum);
            }
            board[to] = switch (outcome) {
                case ATTACKER_WINS -> id;
                case DEFENDER_WINS -> defenderId;
                case BOTH_REMOVED -> 0;
            };
        }
        toMove = mover.opponent();
        history.add(new Step(mover, id, from, to, attack, threatened, position()));
        lastBattle = battle;
        legalCache = null;
        resultKnown = false;
        return battle;
    }

    /** docs/RULES.md §7 after a move of {@code mover}, then the optional ply cap. */
    private Result ending(Side mover, Battle battle) {
        if (battle != null && battle.defender().rank() == Rank.FLAG) {
            return Result.win(Ending.FLAG_CAPTURED, mover);
        }
        Side next = mover.opponent();
        boolean moverCanMove = canMove(mover);
        boolean nextCanMove = canMove(next);
        if (!moverCanMove && !nextCanMove) {
            return Result.draw(Ending.BOTH_UNABLE_TO_MOVE);
        }
        if (!moverCanMove) {
            return Result.win(Ending.UNABLE_TO_MOVE, next);
        }
        if (movesAllowedNow().isEmpty()) {
            return Result.win(Ending.UNABLE_TO_MOVE, mover);
        }
        if (options.hasPlyCap() && history.size() >= options.plyCap()) {
            return Result.draw(Ending.MOVE_LIMIT);
        }
        return null;
    }

    // ------------------------------------------------------------------------------------------
    // Reading the state

    private Piece[] position() {
        Piece[] position = new Piece[100];
        for (int square = 0; square < 100; square++) {
            position[square] = piece(square);
        }
        return position;
    }

    Piece pieceAt(Square square) {
        return piece(square.index());
    }

    /** The result after the last move (worked out on demand, since it is the costly part). */
    Result result() {
        if (!resultKnown) {
            resultCache = ending(toMove.opponent(), lastBattle);
            resultKnown = true;
        }
        return resultCache;
    }

    Side sideToMove() {
        return toMove;
    }

    Map<Rank, Integer> captured(Side side) {
        return captured.get(side);
    }

    /** The piece on a square as {@code viewer} may see it by §8, or null for an empty square. */
    ViewPiece viewOf(Side viewer, Square square, boolean gameOver) {
        int id = board[square.index()];
        if (id == 0) {
            return null;
        }
        Piece piece = pieces.get(id);
        boolean rankKnown = piece.side() == viewer || revealed.get(id) || knownScout.get(id) || gameOver;
        return new ViewPiece(piece.side(), rankKnown ? piece.rank() : null, moved.get(id), revealed.get(id), knownScout.get(id));
    }
}
