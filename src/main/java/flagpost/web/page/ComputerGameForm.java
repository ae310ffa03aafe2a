package flagpost.web.page;

import flagpost.bot.Level;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.StartRequests.NewComputerGame;
import flagpost.rules.Variant;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Sentence;
import flagpost.words.Terms;
import java.util.ArrayList;
import java.util.List;

/**
 * The form "play against the computer" (form#computer-game on {@code /computer}) as typed: every field a string, so a
 * refused form is shown again as the player left it, and turned into a {@link NewComputerGame} only when every field
 * parses. The game service checks the rest (the address, the name, the days).
 */
public record ComputerGameForm(String creatorName, String creatorEmail, String level, String variant, String daysPerMove,
        String colour) {

    /** How much of a field is shown again: enough for any real value. */
    private static final int MAX_ECHO = 320;

    /** The levels offered to people, in the order the form lists them. */
    static final List<Level> LEVELS = List.of(Level.EASY, Level.NORMAL);

    /** What the page offers before anything is typed: level normal, Classic, three days per move, colour by lot. */
    public static ComputerGameForm blank() {
        return new ComputerGameForm("", "", Level.NORMAL.code(), Variant.CLASSIC.name(), Integer.toString(NewGame.DEFAULT_DAYS_PER_MOVE),
                SeatChoice.RANDOM.name());
    }

    public ComputerGameForm {
        creatorName = echo(creatorName);
        creatorEmail = echo(creatorEmail);
        level = echo(level);
        variant = echo(variant);
        daysPerMove = echo(daysPerMove);
        colour = echo(colour);
    }

    /** The request for the game service; a field that does not parse throws {@link NewGameForm.FormProblem}. */
    NewComputerGame toRequest() {
        Level chosenLevel = LEVELS.stream().filter(offered -> offered.code().equals(level.strip())).findFirst()
                .orElseThrow(() -> new NewGameForm.FormProblem(reader -> Refusals.in(reader).gameChooseComputerLevel()));
        Variant chosenVariant = enumValue(Variant.class, variant, reader -> Refusals.in(reader).gameChooseVariant());
        SeatChoice chosenColour = enumValue(SeatChoice.class, colour, reader -> Refusals.in(reader).formChooseColour());
        int days;
        try {
            days = Integer.parseInt(daysPerMove.strip());
        } catch (NumberFormatException notANumber) {
            throw new NewGameForm.FormProblem(reader -> Refusals.in(reader).formDaysPerMove());
        }
        return new NewComputerGame(creatorName, creatorEmail, chosenLevel, chosenVariant, days, chosenColour);
    }

    /** The levels, each with what it does, in the page's language. */
    public List<NewGameForm.Choice> levels(Language language) {
        PageBundle words = PageWords.of(language);
        List<NewGameForm.Choice> choices = new ArrayList<>();
        for (Level offered : LEVELS) {
            String label = offered == Level.EASY ? words.computerLevelEasy() : words.computerLevelNormal();
            choices.add(new NewGameForm.Choice(offered.code(), label, offered.code().equals(level)));
        }
        return choices;
    }

    /** The variants offered, in the page's language: "Classic (40 pieces each)". */
    public List<NewGameForm.Choice> variants(Language language) {
        PageBundle words = PageWords.of(language);
        List<NewGameForm.Choice> choices = new ArrayList<>();
        for (Variant offered : Variant.values()) {
            choices.add(new NewGameForm.Choice(offered.name(), words.startVariantChoice(Terms.variant(language, offered), offered.armySize()),
                    offered.name().equals(variant)));
        }
        return choices;
    }

    public List<NewGameForm.Choice> colours(Language language) {
        PageBundle words = PageWords.of(language);
        return List.of(new NewGameForm.Choice(SeatChoice.RED.name(), words.startColourRed(), SeatChoice.RED.name().equals(colour)),
                new NewGameForm.Choice(SeatChoice.BLUE.name(), words.startColourBlue(), SeatChoice.BLUE.name().equals(colour)),
                new NewGameForm.Choice(SeatChoice.RANDOM.name(), words.startColourEither(), SeatChoice.RANDOM.name().equals(colour)));
    }

    private static String echo(String typed) {
        if (typed == null) {
            return "";
        }
        return typed.length() > MAX_ECHO ? typed.substring(0, MAX_ECHO) : typed;
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String typed, Sentence problem) {
        try {
            return Enum.valueOf(type, typed.strip());
        } catch (IllegalArgumentException unknown) {
            throw new NewGameForm.FormProblem(problem);
        }
    }
}
