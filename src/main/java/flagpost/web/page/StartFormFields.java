package flagpost.web.page;

import flagpost.game.SeatChoice;
import flagpost.rules.Variant;
import flagpost.web.page.NewGameForm.Choice;
import flagpost.web.page.NewGameForm.FormProblem;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Sentence;
import flagpost.words.Terms;
import java.util.ArrayList;
import java.util.List;

/**
 * The fields both start forms share ({@link NewGameForm} on {@code /}, {@link ComputerGameForm} on {@code /computer}):
 * the variant, the days per move and the colour, each kept as typed, parsed the same way, and offered in the same words.
 */
final class StartFormFields {

    /** How much of a field is shown again: enough for any real value, not a megabyte of someone's paste. */
    private static final int MAX_ECHO = 320;

    private StartFormFields() {
    }

    /** A typed field as it is shown again: null as empty, and cut at {@link #MAX_ECHO} characters. */
    static String echo(String typed) {
        if (typed == null) {
            return "";
        }
        return typed.length() > MAX_ECHO ? typed.substring(0, MAX_ECHO) : typed;
    }

    static Variant variant(String typed) {
        return enumValue(Variant.class, typed, language -> Refusals.in(language).gameChooseVariant());
    }

    static SeatChoice colour(String typed) {
        return enumValue(SeatChoice.class, typed, language -> Refusals.in(language).formChooseColour());
    }

    /** The days per move as a number; whether the game allows that many is the game service's to say. */
    static int daysPerMove(String typed) {
        try {
            return Integer.parseInt(typed.strip());
        } catch (NumberFormatException notANumber) {
            throw new FormProblem(language -> Refusals.in(language).formDaysPerMove());
        }
    }

    /** The variants offered, in the page's language: "Classic (40 pieces each)"; {@code typed} is chosen. */
    static List<Choice> variants(Language language, String typed) {
        PageBundle words = PageWords.of(language);
        List<Choice> choices = new ArrayList<>();
        for (Variant offered : Variant.values()) {
            choices.add(new Choice(offered.name(), words.startVariantChoice(Terms.variant(language, offered), offered.armySize()),
                    offered.name().equals(typed)));
        }
        return choices;
    }

    /** Red, blue or either, in the page's language; {@code typed} is chosen. */
    static List<Choice> colours(Language language, String typed) {
        PageBundle words = PageWords.of(language);
        return List.of(new Choice(SeatChoice.RED.name(), words.startColourRed(), SeatChoice.RED.name().equals(typed)),
                new Choice(SeatChoice.BLUE.name(), words.startColourBlue(), SeatChoice.BLUE.name().equals(typed)),
                new Choice(SeatChoice.RANDOM.name(), words.startColourEither(), SeatChoice.RANDOM.name().equals(typed)));
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String typed, Sentence problem) {
        try {
            return Enum.valueOf(type, typed.strip());
        } catch (IllegalArgumentException unknown) {
            throw new FormProblem(problem);
        }
    }
}
