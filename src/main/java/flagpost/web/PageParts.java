package flagpost.web;

import flagpost.game.GameSummary;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
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

    /** A setup drawn as rows of rank symbols, from the viewer's chair like the board. */
    record SetupGrid(String whose, String sideClass, String setupString, List<List<Lost>> rows) {
    }

    /** "Alice (Red) vs Bob (Blue)". */
    static String title(GameSummary summary) {
        return summary.redName() + " (Red) vs " + summary.blueName() + " (Blue)";
    }

    /** "Classic Stratego, 3 days per move. You play Blue." */
    static String about(GameSummary summary) {
        return summary.variant().displayName() + " Stratego, " + summary.daysPerMove() + (summary.daysPerMove() == 1 ? " day" : " days")
                + " per move. You play " + summary.seat().displayName() + ".";
    }

    static String nameOf(GameSummary summary, Side side) {
        return side == Side.RED ? summary.redName() : summary.blueName();
    }

    /** Both sides' losses, the viewer's first. Every lost piece fought, so its rank is known to both. */
    static List<Losses> losses(PlayerView view, GameSummary summary, Numbering numbering) {
        List<Losses> all = new ArrayList<>();
        for (Side side : List.of(view.viewer(), view.viewer().opponent())) {
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

    /** Both setups once the game is over (the view holds the opponent's only then); empty before. */
    static List<SetupGrid> setups(PlayerView view, GameSummary summary, Numbering numbering) {
        if (view.opponentSetup() == null) {
            return List.of();
        }
        List<SetupGrid> grids = new ArrayList<>();
        for (Setup setup : List.of(view.opponentSetup(), view.ownSetup())) {
            boolean red = view.viewer() == Side.RED;
            List<List<Lost>> rows = new ArrayList<>();
            int low = setup.side() == Side.RED ? 1 : 7;
            for (int row = 0; row < 4; row++) {
                int rank = red ? low + 3 - row : low + row;
                List<Lost> cells = new ArrayList<>();
                for (int column = 0; column < 10; column++) {
                    Rank piece = setup.placement().get(Square.at(red ? column : 9 - column, rank));
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
