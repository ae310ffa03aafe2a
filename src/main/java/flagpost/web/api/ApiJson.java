package flagpost.web.api;

import flagpost.game.Play.MoveReceipt;
import flagpost.rules.Battle;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import flagpost.words.Language;
import flagpost.words.Results;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON the API answers with. Every record is built from a {@link PlayerView} (or from what the
 * service returns to the mover), never from the rules game, so an answer can hold only what its seat
 * may know. Ranks, sides and endings are written by their stable codes (e.g. {@code MARSHAL}, {@code RED}).
 */
public final class ApiJson {

    private ApiJson() {
    }

    /** One seat's view of a game. {@code sideToMove} and {@code deadline} are null when nobody is to move. */
    record GameView(long game, String seat, String variant, int ply, String sideToMove, boolean yourTurn, ResultJson result,
            List<PieceJson> board, MoveJson lastRedMove, MoveJson lastBlueMove, List<MoveJson> battles,
            Map<String, Map<String, Integer>> captured, String deadline) {

        static GameView of(long gameId, PlayerView view, Instant deadline, Language language) {
            List<PieceJson> board = new ArrayList<>();
            for (int i = 0; i < Square.COUNT; i++) {
                Square square = Square.of(i);
                ViewPiece piece = view.pieceAt(square);
                if (piece != null) {
                    board.add(new PieceJson(square.name(), piece.side().code(), code(piece.rank()), piece.moved(), piece.revealed(),
                            piece.knownScout()));
                }
            }
            Map<String, Map<String, Integer>> captured = new LinkedHashMap<>();
            for (Side seat : Side.values()) {
                Map<String, Integer> lost = new LinkedHashMap<>();
                view.captured(seat).forEach((rank, count) -> {
                    if (count != null && count > 0) {
                        lost.put(rank.code(), count);
                    }
                });
                captured.put(seat.code(), lost);
            }
            boolean over = view.isOver();
            return new GameView(gameId, view.viewer().code(), view.variant().code(), view.ply(),
                    over ? null : view.sideToMove().code(), view.isViewersTurn(), ResultJson.of(view.result(), language), board,
                    MoveJson.of(view.lastMove(Side.RED)), MoveJson.of(view.lastMove(Side.BLUE)),
                    view.battles().stream().map(MoveJson::of).toList(), captured,
                    over || deadline == null ? null : deadline.toString());
        }
    }

    /** A piece on the board; {@code rank} is null when the viewer does not know it. */
    record PieceJson(String square, String side, String rank, boolean moved, boolean revealed, boolean knownScout) {
    }

    /** A played move; {@code ply} counts from 1 (Red's first move); {@code battle} is null for a move to an empty square. */
    record MoveJson(int ply, String side, String move, BattleJson battle) {

        static MoveJson of(PlayedMove played) {
            return played == null ? null
                    : new MoveJson(played.ply(), played.side().code(), played.notation(), BattleJson.of(played.battle()));
        }
    }

    /** A battle: both ranks are known to both players once it has happened. */
    record BattleJson(String attacker, String defender, String outcome) {

        static BattleJson of(Battle battle) {
            return battle == null ? null
                    : new BattleJson(battle.attacker().rank().code(), battle.defender().rank().code(), battle.outcome().code());
        }
    }

    /** How a game ended; {@code winner} is null for a draw; {@code description} says it in the player's language. */
    record ResultJson(String ending, String winner, String description) {

        static ResultJson of(Result result, Language language) {
            return result == null ? null
                    : new ResultJson(result.ending().code(), result.winner() == null ? null : result.winner().code(),
                            Results.plain(language, result));
        }
    }

    /** The body of {@code POST /api/games/{token}/moves}: the move and the number of moves played when it was chosen. */
    record MoveRequest(String move, Integer ply) {
    }

    /** The answer to an accepted move: the move as played, the ply now, and the result if it ended the game. */
    record MovePlayed(MoveJson played, int ply, ResultJson result) {

        static MovePlayed of(MoveReceipt receipt, Language language) {
            return new MovePlayed(MoveJson.of(receipt.played()), receipt.ply(), ResultJson.of(receipt.result(), language));
        }
    }

    /**
     * Every refusal: a stable code, the rules' reason for an illegal move (else null), the sentence for people in
     * English ({@code message}, as it always was), and the same sentence in the player's language ({@code sentence},
     * whose language code is {@code language}; in English it equals {@code message}).
     */
    public record Error(String error, String reason, String message, String language, String sentence) {
    }

    static String code(Rank rank) {
        return rank == null ? null : rank.code();
    }
}
