package flagpost.web;

import flagpost.rules.Piece;
import flagpost.rules.Square;
import flagpost.support.leaks.Knowledge;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON view's board ({@code GET /api/games/{token}}, field {@code board}) against what its seat may know,
 * as worked out by {@link Knowledge}: a rank exactly where the seat may know it, a piece exactly where one stands,
 * and "revealed" or "knownScout" exactly for the pieces either side knows. For {@link ApiLeakTest} and
 * {@link EveryPageLeakTest}.
 */
final class ApiLeakScan {

    private ApiLeakScan() {
    }

    static List<String> boardProblems(List<Map<String, Object>> board, Knowledge knowledge) {
        List<String> problems = new ArrayList<>();
        String where = "api (" + knowledge.viewer() + ", ply " + knowledge.ply() + ")";
        Map<String, Map<String, Object>> shownAt = new HashMap<>();
        for (Map<String, Object> piece : board) {
            if (shownAt.put(String.valueOf(piece.get("square")), piece) != null) {
                problems.add(where + ": " + piece.get("square") + " twice");
            }
        }
        for (int i = 0; i < Square.COUNT; i++) {
            Square square = Square.of(i);
            Piece piece = knowledge.pieceAt(square);
            Map<String, Object> shown = shownAt.remove(square.name());
            String seen = where + ", " + square.name() + ": " + shown;
            if (piece == null) {
                if (shown != null) {
                    problems.add(seen + ", but the square is empty");
                }
                continue;
            }
            if (shown == null) {
                problems.add(seen + ", but " + piece + " stands there");
                continue;
            }
            if (!piece.side().code().equals(shown.get("side"))) {
                problems.add(seen + ", but the piece is " + piece.side().code());
            }
            Object rank = knowledge.mayKnow(square) ? piece.rank().code() : null;
            if (rank == null ? shown.get("rank") != null : !rank.equals(shown.get("rank"))) {
                problems.add(seen + ", rank expected " + rank);
            }
            boolean publiclyKnown = knowledge.known().contains(square);
            if (publiclyKnown != (Boolean.TRUE.equals(shown.get("revealed")) || Boolean.TRUE.equals(shown.get("knownScout")))) {
                problems.add(seen + ", known to both sides: " + publiclyKnown);
            }
        }
        shownAt.keySet().forEach(square -> problems.add(where + ": " + square + " is not a square"));
        return problems;
    }
}
