package flagpost.words;

import flagpost.rules.Side;
import flagpost.rules.GameOptions;
import flagpost.rules.Variant;
import java.util.List;

/** What a game is played as: its variant, the time per move, the rules options. */
public final class Terms {

    private Terms() {
    }

    /** "Classic Stratego". */
    public static String game(Variant variant) {
        return variant.displayName() + " Stratego";
    }

    /** "Classic Stratego, 3 days per move". */
    public static String game(Variant variant, int daysPerMove) {
        return game(variant) + ", " + daysPerMove(daysPerMove);
    }

    /** "Classic (40 pieces each)". */
    public static String army(Variant variant) {
        return variant.displayName() + " (" + variant.armySize() + " pieces each)";
    }

    /** "1 day per move", "3 days per move". */
    public static String daysPerMove(int days) {
        return days == 1 ? "1 day per move" : days + " days per move";
    }

    /** What the numbering switch asks for when it is sent a numbering it does not know: ranks as kinds, no piece's. */
    public static String numberingChoices() {
        return "Choose \"10 high\" (10 is the Marshal) or \"1 high\" (1 is the Marshal). Nothing was changed.";
    }

    /** The rules options, one sentence each, official ones marked as such. */
    public static List<String> options(GameOptions options) {
        return List.of(
                options.twoSquaresLimit() == 3
                        ? "Two-squares rule: a piece may go back and forth between two squares 3 times in a row (official)."
                        : "Two-squares rule, lenient: a piece may go back and forth between two squares 5 times in a row.",
                options.scoutAttacksAtRange()
                        ? "Scouts may move several squares and attack in the same move (official)."
                        : "Scouts may not attack at the end of a move of several squares.",
                options.hasPlyCap()
                        ? "The game is a draw after " + options.plyCap() + " moves (both sides counted)."
                        : "No move limit.");
    }

    /** {@link #game} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String game(Language language, Variant variant) {
        return game(variant);
    }

    /** {@link #game} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String game(Language language, Variant variant, int daysPerMove) {
        return game(variant, daysPerMove);
    }

    /** {@link #army} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String army(Language language, Variant variant) {
        return army(variant);
    }

    /** {@link #daysPerMove} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String daysPerMove(Language language, int days) {
        return daysPerMove(days);
    }

    /** {@link #numberingChoices} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String numberingChoices(Language language) {
        return numberingChoices();
    }

    /** {@link #options} in {@code language}. (English only until the bundles land; issue 16.) */
    public static List<String> options(Language language, GameOptions options) {
        return options(options);
    }

    /** A side's name in {@code language}: "Red", "Rojo". (English only until the bundles land; issue 16.) */
    public static String side(Language language, Side side) {
        return side.displayName();
    }

    /** A variant's name in {@code language}: "Classic". (English only until the bundles land; issue 16.) */
    public static String variant(Language language, Variant variant) {
        return variant.displayName();
    }
}
