package flagpost.rules;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A compact binary form of a game's whole state, so a stored game can be resumed without replaying
 * every move. It holds the variant and both setups (so resuming needs no other read: version 2), the
 * board, the repetition windows (bounded by the rules, not by the game's length), the last moves, the
 * battles (at most one per piece) and the captured pieces. The options are stored elsewhere and passed
 * back in. A snapshot of another {@link #VERSION} is refused: callers then rebuild the game from its
 * moves, which is always possible.
 */
public final class GameSnapshot {

    public static final int VERSION = 2;

    private static final Variant[] VARIANTS = Variant.values();

    private static final Ending[] ENDINGS = Ending.values();
    private static final int RANK_COUNT = Rank.values().length;
    private static final BattleOutcome[] OUTCOMES = BattleOutcome.values();

    private GameSnapshot() {
    }

    public static byte[] encode(Game game) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(VERSION);
            out.writeByte(game.variant().ordinal());
            // A game set up from a position (tests, puzzles) has no setups.
            boolean hasSetups = game.setup(Side.RED) != null && game.setup(Side.BLUE) != null;
            out.writeBoolean(hasSetups);
            if (hasSetups) {
                out.write(game.setup(Side.RED).toSetupString().getBytes(StandardCharsets.US_ASCII));
                out.write(game.setup(Side.BLUE).toSetupString().getBytes(StandardCharsets.US_ASCII));
            }
            out.writeInt(game.ply());
            out.writeByte(game.sideToMove().ordinal());
            Result result = game.result();
            out.writeByte(result == null ? -1 : result.ending().ordinal());
            out.writeByte(result == null || result.winner() == null ? -1 : result.winner().ordinal());
            out.write(game.position().cells());
            out.write(game.capturedCounts());
            for (Side side : Side.values()) {
                writeSideState(out, game.sideState(side));
            }
            List<PlayedMove> battles = game.battleChain().toList();
            out.writeShort(battles.size());
            for (PlayedMove battle : battles) {
                writePlayed(out, battle);
            }
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    /** Rebuilds a game from {@link #encode}'s bytes; throws IllegalArgumentException for anything else. */
    public static Game decode(GameOptions options, byte[] snapshot) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(snapshot))) {
            int version = in.readByte();
            if (version != VERSION) {
                throw new IllegalArgumentException("snapshot version " + version + ", this build reads " + VERSION);
            }
            int variantIndex = in.readByte();
            if (variantIndex < 0 || variantIndex >= VARIANTS.length) {
                throw new IllegalArgumentException("bad variant in snapshot: " + variantIndex);
            }
            Variant variant = VARIANTS[variantIndex];
            boolean hasSetups = in.readBoolean();
            Setup redSetup = hasSetups ? readSetup(in, Side.RED, variant) : null;
            Setup blueSetup = hasSetups ? readSetup(in, Side.BLUE, variant) : null;
            int ply = in.readInt();
            Side toMove = side(in.readByte());
            int ending = in.readByte();
            int winner = in.readByte();
            Result result = ending < 0 ? null : new Result(ENDINGS[ending], winner < 0 ? null : side(winner));
            byte[] cells = in.readNBytes(Square.COUNT);
            byte[] captured = in.readNBytes(Piece.COUNT);
            if (cells.length != Square.COUNT || captured.length != Piece.COUNT) {
                throw new IllegalArgumentException("snapshot is truncated");
            }
            requireValidCells(cells);
            // Red's state first, then Blue's: the order of Side.values() that encode writes them in.
            SideState red = readSideState(in, Side.RED);
            SideState blue = readSideState(in, Side.BLUE);
            Chain<PlayedMove> battles = Chain.empty();
            int battleCount = in.readShort();
            for (int i = 0; i < battleCount; i++) {
                battles = battles.prepend(readPlayed(in));
            }
            if (in.read() != -1) {
                throw new IllegalArgumentException("snapshot has trailing bytes");
            }
            GameBasis terms = new GameBasis(variant, options, new BothSides<>(redSetup, blueSetup));
            Game game = new Game(terms, Position.of(cells, toMove), new BothSides<>(red, blue), battles);
            // The game works out its ply and captured pieces from its moves; the stored ones are there for
            // the format, and must agree.
            if (game.ply() != ply) {
                throw new IllegalArgumentException("snapshot's ply " + ply + " disagrees with its last move");
            }
            if (!Arrays.equals(captured, game.capturedCounts())) {
                throw new IllegalArgumentException("snapshot's captured pieces disagree with its battles");
            }
            return result == null ? game : game.withResult(result);
        } catch (IOException | RuntimeException malformed) {
            if (malformed instanceof IllegalArgumentException illegal) {
                throw illegal;
            }
            throw new IllegalArgumentException("malformed snapshot: " + malformed, malformed);
        }
    }

    private static Setup readSetup(DataInputStream in, Side side, Variant variant) throws IOException {
        byte[] text = in.readNBytes(Setup.SIZE);
        if (text.length != Setup.SIZE) {
            throw new IllegalArgumentException("snapshot is truncated");
        }
        return Setup.parse(side, variant, new String(text, StandardCharsets.US_ASCII)).orThrow();
    }

    /** Every cell is empty or holds a real piece, and no piece stands on a lake. */
    private static void requireValidCells(byte[] cells) {
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i] & 0xFF;
            if (cell == 0) {
                continue;
            }
            int rank = cell & Cells.RANK_MASK;
            if (rank < 1 || rank > RANK_COUNT || Square.isLake(i)) {
                throw new IllegalArgumentException("snapshot has an impossible piece on " + Square.of(i));
            }
        }
    }

    private static void writeSideState(DataOutputStream out, SideState state) throws IOException {
        int[] twoSquares = state.twoSquares().packedMoves();
        out.writeByte(twoSquares.length);
        for (int move : twoSquares) {
            out.writeShort(move);
        }
        writeChase(out, state.chase());
        writePlayed(out, state.lastMove());
    }

    private static SideState readSideState(DataInputStream in, Side side) throws IOException {
        int[] twoSquares = new int[in.readByte()];
        for (int i = 0; i < twoSquares.length; i++) {
            twoSquares[i] = in.readShort();
        }
        Chase chase = readChase(in, side);
        PlayedMove lastMove = readPlayed(in);
        return new SideState(TwoSquaresWindow.ofPacked(twoSquares), chase, lastMove);
    }

    private static void writeChase(DataOutputStream out, Chase chase) throws IOException {
        out.writeByte(chase.phase().ordinal());
        out.writeLong(chase.evaded().low());
        out.writeLong(chase.evaded().high());
        out.writeLong(chase.lastThreatened().low());
        out.writeLong(chase.lastThreatened().high());
        List<Position> positions = chase.positions().toList();
        out.writeShort(positions.size());
        for (Position position : positions) {
            out.writeLong(position.hash());
            out.write(position.cells());
        }
    }

    /** A chase of {@code chaser}: its positions came after the chaser's moves, so the opponent is to move in them. */
    private static Chase readChase(DataInputStream in, Side chaser) throws IOException {
        Chase.Phase phase = Chase.Phase.values()[in.readByte()];
        SquareSet evaded = new SquareSet(in.readLong(), in.readLong());
        SquareSet lastThreatened = new SquareSet(in.readLong(), in.readLong());
        Chain<Position> positions = Chain.empty();
        int count = in.readShort();
        for (int i = 0; i < count; i++) {
            long hash = in.readLong();
            byte[] cells = in.readNBytes(Square.COUNT);
            if (cells.length != Square.COUNT) {
                throw new IllegalArgumentException("snapshot is truncated");
            }
            requireValidCells(cells);
            positions = positions.prepend(new Position(cells, chaser.opponent(), hash));
        }
        if (phase == Chase.Phase.NONE) {
            return Chase.NONE;
        }
        return new Chase(phase, positions, evaded, lastThreatened);
    }

    private static void writePlayed(DataOutputStream out, PlayedMove played) throws IOException {
        if (played == null) {
            out.writeInt(0);
            return;
        }
        out.writeInt(played.ply());
        out.writeByte(played.side().ordinal());
        out.writeByte(played.move().from().index());
        out.writeByte(played.move().to().index());
        Battle battle = played.battle();
        if (battle == null) {
            out.writeByte(-1);
        } else {
            out.writeByte(battle.outcome().ordinal());
            out.writeByte(battle.attacker().rank().ordinal());
            out.writeByte(battle.defender().rank().ordinal());
        }
    }

    private static PlayedMove readPlayed(DataInputStream in) throws IOException {
        int ply = in.readInt();
        if (ply == 0) {
            return null;
        }
        Side side = side(in.readByte());
        Move move = new Move(Square.of(in.readByte()), Square.of(in.readByte()));
        int outcome = in.readByte();
        Battle battle = null;
        if (outcome >= 0) {
            Rank attacker = Rank.ofIndex(in.readByte());
            Rank defender = Rank.ofIndex(in.readByte());
            battle = new Battle(Piece.of(side, attacker), Piece.of(side.opponent(), defender), OUTCOMES[outcome]);
        }
        return new PlayedMove(ply, side, move, battle);
    }

    private static Side side(int ordinal) {
        if (ordinal < 0 || ordinal > 1) {
            throw new IllegalArgumentException("bad side in snapshot: " + ordinal);
        }
        return Side.values()[ordinal];
    }
}
