package flagpost.web;

import flagpost.game.GameSummary;
import flagpost.rules.BoardLayout;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.words.Terms;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Pieces of the play and history pages that both build the same way. */
final class PageParts {

    private PageParts() {
    }

    /** The pieces one side has lost, for {@code #captured}. */
    record Losses(String whose, String sideClass, List<Lost> pieces) {
    }

    record Lost(String symbol, String name, int count) {

        public boolean several() {
            return count > 1;
        }
    }

    /** A setup drawn as rows of rank symbols, from the viewer's chair like the board ({@link BoardLayout}). */
    record SetupGrid(String whose, String sideClass, String setupString, List<List<Lost>> rows) {
    }

    /** "Alice (Red) vs Bob (Blue)". */
    static String title(GameSummary summary) {
        return summary.redName() + " (Red) vs " + summary.blueName() + " (Blue)";
    }

    /** "Classic Stratego, 3 days per move. You play Blue.", or to a spectator, that they watch. */
    static String about(GameSummary summary) {
        return Terms.game(summary.variant(), summary.daysPerMove()) + (summary.seat() == null
                ? ". You are watching: you see only what both players have seen, and everything once the game is over."
                : ". You play " + summary.seat().displayName() + ".");
    }

    static String nameOf(GameSummary summary, Side side) {
        return side == Side.RED ? summary.redName() : summary.blueName();
    }

    /** Both sides' losses, the viewer's (a spectator's: Red's) first. Every lost piece fought, so its rank is known to both. */
    static List<Losses> losses(PlayerView view, GameSummary summary, Numbering numbering) {
        List<Losses> all = new ArrayList<>();
        for (Side side : List.of(view.chair(), view.chair().opponent())) {
            List<Lost> pieces = new ArrayList<>();
            for (Map.Entry<Rank, Integer> lost : view.captured(side).entrySet()) {
                if (lost.getValue() > 0) {
                    pieces.add(new Lost(lost.getKey().symbol(numbering), lost.getKey().displayName(), lost.getValue()));
                }
            }
            String whose = side == view.viewer() ? "You lost" : nameOf(summary, side) + " lost";
            all.add(new Losses(whose, side == Side.RED ? "red" : "blue", List.copyOf(pieces)));
        }
        return List.copyOf(all);
    }

    /** Both setups once the game is over (the view holds the far side's only then); empty before. */
    static List<SetupGrid> setups(PlayerView view, GameSummary summary, Numbering numbering) {
        Side far = view.chair().opponent();
        if (view.setup(far) == null) {
            return List.of();
        }
        BoardLayout layout = BoardLayout.of(view.chair());
        List<SetupGrid> grids = new ArrayList<>();
        for (Setup setup : List.of(view.setup(far), view.setup(far.opponent()))) {
            List<List<Lost>> rows = new ArrayList<>();
            for (int row = 0; row < BoardLayout.SIZE; row++) {
                if (!Setup.isInSetupArea(setup.side(), layout.square(row, 0))) {
                    continue;
                }
                List<Lost> cells = new ArrayList<>();
                for (int column = 0; column < BoardLayout.SIZE; column++) {
                    Rank piece = setup.rankAt(layout.square(row, column));
                    cells.add(piece == null ? new Lost("", "empty", 0) : new Lost(piece.symbol(numbering), piece.displayName(), 1));
                }
                rows.add(List.copyOf(cells));
            }
            String whose = setup.side() == view.viewer() ? "Your setup" : nameOf(summary, setup.side()) + "'s setup";
            grids.add(new SetupGrid(whose, setup.side() == Side.RED ? "red" : "blue", setup.toSetupString(), List.copyOf(rows)));
        }
        return List.copyOf(grids);
    }
}
