package flagpost.words;

import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** What a game is played as: its sides, variant, time per move, rules options, and the two numberings of ranks. */
public final class Terms {

    private Terms() {
    }

    /** A seat's colour as a reader sees it: "Red", "Rojo", "Qizil". */
    public static String colour(Language language, Side seat) {
        WordBundle words = Words.of(language);
        return seat == Side.RED ? words.sideRed() : words.sideBlue();
    }

    /**
     * The computer player's name at a level ({@code easy} or {@code normal}, the codes of {@code flagpost.bot.Level}):
     * "Flagpost (computer, normal)", "Flagpost (ordenador, normal)", "Flagpost (kompyuter, oʻrta)".
     */
    public static String computer(Language language, String levelCode) {
        WordBundle words = Words.of(language);
        return switch (levelCode) {
            case "easy" -> words.computerEasy();
            case "normal" -> words.computerNormal();
            default -> throw new IllegalArgumentException("no name for the computer at level " + levelCode);
        };
    }

    /**
     * Every name {@link #computer} gives in {@code language}: what no person may call themselves. Kept beside that
     * switch, so a new level's name is reserved where it is written.
     */
    public static List<String> computerNames(Language language) {
        return List.of(computer(language, "easy"), computer(language, "normal"));
    }

    /** The name of a player whose data was erased: "deleted player", "jugador borrado", "oʻchirilgan oʻyinchi". */
    public static String deletedPlayer(Language language) {
        return Words.of(language).deletedPlayer();
    }

    /** A variant's name: "Classic", "Clásico", "Klassik". */
    public static String variant(Language language, Variant variant) {
        WordBundle words = Words.of(language);
        return switch (variant) {
            case CLASSIC -> words.variantClassic();
            case DUEL -> words.variantDuel();
            case BARRAGE -> words.variantBarrage();
        };
    }

    /** "Classic Stratego", "Stratego Clásico". */
    public static String game(Language language, Variant variant) {
        return Words.of(language).termGame(variant(language, variant));
    }

    /** "Classic Stratego, 3 days per move", "Stratego Clásico, 3 días por movimiento". */
    public static String game(Language language, Variant variant, int daysPerMove) {
        if (language == null || daysPerMove < 1 || daysPerMove > KEPT_DAYS_PER_MOVE) {
            return Words.of(language).termGameDays(variant(language, variant), daysPerMove);
        }
        // On every page of a game: made once per language, variant and time per move, then kept.
        return GAME_DAYS.computeIfAbsent(new GameDays(language, variant, daysPerMove),
                key -> Words.of(language).termGameDays(variant(language, variant), daysPerMove));
    }

    private static final int KEPT_DAYS_PER_MOVE = 60;

    private record GameDays(Language language, Variant variant, int daysPerMove) {
    }

    private static final Map<GameDays, String> GAME_DAYS = new ConcurrentHashMap<>();

    /** "Classic (40 pieces each)", "Clásico (40 piezas cada uno)". */
    public static String army(Language language, Variant variant) {
        return Words.of(language).termArmy(variant(language, variant), variant.armySize());
    }

    /** "1 day per move", "3 days per move"; "3 días por movimiento"; "har yurishga 3 kun". */
    public static String daysPerMove(Language language, int days) {
        return Words.of(language).termDaysPerMove(days);
    }

    /** What the numbering switch asks for when it is sent a numbering it does not know: ranks as kinds, no piece's. */
    public static String numberingChoices(Language language) {
        return Words.of(language).termNumberingChoices();
    }

    /** A numbering's name on its switch and the settings page: "10 high", "1 high". */
    public static String numbering(Language language, Numbering numbering) {
        WordBundle words = Words.of(language);
        return numbering == Numbering.CLASSIC ? words.numberingClassic() : words.numberingModern();
    }

    /** What a numbering means, for its button's title: "10 is the Marshal, 1 the Spy". */
    public static String numberingExplained(Language language, Numbering numbering) {
        WordBundle words = Words.of(language);
        return numbering == Numbering.CLASSIC ? words.numberingClassicExplained() : words.numberingModernExplained();
    }

    /** The label before the two numberings: "Ranks:". */
    public static String numberingLabel(Language language) {
        return Words.of(language).numberingLabel();
    }

    /** The rules options, one sentence each, official ones marked as such. */
    public static List<String> options(Language language, GameOptions options) {
        WordBundle words = Words.of(language);
        return List.of(
                options.twoSquaresLimit() == 3 ? words.optionTwoSquaresOfficial() : words.optionTwoSquaresLenient(),
                options.scoutAttacksAtRange() ? words.optionScoutsAttackAtRange() : words.optionScoutsStopBeforeAttacking(),
                options.hasPlyCap() ? words.optionMoveLimit(options.plyCap()) : words.optionNoMoveLimit());
    }

}
