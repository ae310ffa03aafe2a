package flagpost.support.leaks;

import flagpost.rules.Side;
import flagpost.rules.Square;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What every board format (the mail's text and HTML boards, the pages' board) must hold as a whole, whatever
 * its cells look like: each of the hundred squares once, laid out from the seat's chair (Red sees a10 top left,
 * Blue j1; a spectator sits in Red's), and exactly as many enemy pieces shown as unknown as the seat does not know. A board reader reports
 * each square it reads with {@link #saw}, then adds {@link #problems()}.
 */
public final class BoardTally {

    private final String part;
    private final Knowledge knowledge;
    private final Set<Square> seen = new HashSet<>();
    private final List<String> problems = new ArrayList<>();
    private Square first;
    private int unknownShown;

    /** {@code part} starts each problem ("text", "html", "play (RED, ply 4)"). */
    public BoardTally(String part, Knowledge knowledge) {
        this.part = part;
        this.knowledge = knowledge;
    }

    /** One square read from the board, in reading order (left to right, top to bottom). */
    public void saw(Square square, boolean shownAsUnknown) {
        if (first == null) {
            first = square;
        }
        if (!seen.add(square)) {
            problems.add(part + ": " + square + " twice");
        }
        if (shownAsUnknown) {
            unknownShown++;
        }
    }

    public List<String> problems() {
        List<String> all = new ArrayList<>(problems);
        if (seen.size() != Square.COUNT) {
            all.add(part + ": the board shows " + seen.size() + " distinct squares");
        } else {
            Square expected = Square.parse(knowledge.seat() == Side.RED ? "a10" : "j1");
            if (first != expected) {
                all.add(part + ": board not seen from " + knowledge.seat() + "'s chair (top left " + first + ")");
            }
        }
        if (unknownShown != knowledge.unknownEnemies()) {
            all.add(part + ": " + unknownShown + " unknown enemy cells, the seat knows " + knowledge.unknownEnemies()
                    + " enemies only as unknown");
        }
        return all;
    }
}
