package flagpost.web.view;

import flagpost.game.GameSummary;
import flagpost.rules.BoardLayout;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Ranks;
import flagpost.words.Results;
import flagpost.words.Terms;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Pieces of the play and history pages that both build the same way. */
public final class PageParts {

    private PageParts() {
    }

    /** The pieces one side has lost, for {@code #captured}. */
    public record Losses(String whose, String sideClass, List<Lost> pieces) {
    }

    public record Lost(String symbol, String name, int count) {

        public boolean several() {
            return count > 1;
        }
    }

    /** A setup drawn as rows of rank symbols, from the viewer's chair like the board ({@link BoardLayout}). */
    public record SetupGrid(String whose, String sideClass, String setupString, List<List<Lost>> rows) {
    }

    /** "Alice (Red) vs Bob (Blue)". */
    static String title(Language language, GameSummary summary) {
        return PlayWords.of(language).gameTitle(summary.redName(), summary.blueName());
    }

    /** "Classic Stratego, 3 days per move. You play Blue.", or to a spectator, that they watch. */
    static String about(Language language, GameSummary summary) {
        PlayBundle words = PlayWords.of(language);
        String game = Terms.game(language, summary.variant(), summary.daysPerMove());
        return summary.seat() == null ? words.gameAboutSpectator(game) : words.gameAboutSeat(game, Terms.colour(language, summary.seat()));
    }

    /** The result told to the page's reader (a seat, or a spectator), or null while there is none. */
    static String result(Language language, GameSummary summary) {
        if (summary.result() == null) {
            return null;
        }
        return summary.seat() == null ? Results.toldToSpectator(language, summary.result(), summary.redName(), summary.blueName())
                : Results.toldTo(language, summary.result(), summary.seat(), summary.redName(), summary.blueName());
    }

    static String nameOf(GameSummary summary, Side seat) {
        return seat == Side.RED ? summary.redName() : summary.blueName();
    }

    /** Both sides' losses, the viewer's (a spectator's: Red's) first. Every lost piece fought, so its rank is known to both. */
    public static List<Losses> losses(Language language, PlayerView view, GameSummary summary, Numbering numbering) {
        PlayBundle words = PlayWords.of(language);
        List<Losses> all = new ArrayList<>();
        for (Side seat : List.of(view.chair(), view.chair().opponent())) {
            List<Lost> pieces = new ArrayList<>();
            for (Map.Entry<Rank, Integer> lost : view.captured(seat).entrySet()) {
                if (lost.getValue() > 0) {
                    pieces.add(new Lost(lost.getKey().symbol(numbering), Ranks.name(language, lost.getKey()), lost.getValue()));
                }
            }
            String whose = seat == view.viewer() ? words.capturedYouLost() : words.capturedNameLost(nameOf(summary, seat));
            all.add(new Losses(whose, seat == Side.RED ? "red" : "blue", List.copyOf(pieces)));
        }
        return List.copyOf(all);
    }

    /** Both setups once the game is over (the view holds the far side's only then); empty before. */
    public static List<SetupGrid> setups(Language language, PlayerView view, GameSummary summary, Numbering numbering) {
        PlayBundle words = PlayWords.of(language);
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
                    cells.add(piece == null ? new Lost("", words.setupsEmpty(), 0) : new Lost(piece.symbol(numbering), Ranks.name(language, piece), 1));
                }
                rows.add(List.copyOf(cells));
            }
            String whose = setup.side() == view.viewer() ? words.setupsYours() : words.setupsTheirs(nameOf(summary, setup.side()));
            grids.add(new SetupGrid(whose, setup.side() == Side.RED ? "red" : "blue", setup.toSetupString(), List.copyOf(rows)));
        }
        return List.copyOf(grids);
    }
}
