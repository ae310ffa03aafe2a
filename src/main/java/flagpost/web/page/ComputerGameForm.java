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
import java.util.ArrayList;
import java.util.List;

/**
 * The form "play against the computer" (form#computer-game on {@code /computer}) as typed: every field a string, so a
 * refused form is shown again as the player left it, and turned into a {@link NewComputerGame} only when every field
 * parses. The game service checks the rest (the address, the name, the days).
 */
public record ComputerGameForm(String creatorName, String creatorEmail, String level, String variant, String daysPerMove,
        String colour) {

    /** The levels offered to people, in the order the form lists them. */
    static final List<Level> LEVELS = List.of(Level.EASY, Level.NORMAL);

    /** What the page offers before anything is typed: level normal, Classic, three days per move, colour by lot. */
    public static ComputerGameForm blank() {
        return new ComputerGameForm("", "", Level.NORMAL.code(), Variant.CLASSIC.name(), Integer.toString(NewGame.DEFAULT_DAYS_PER_MOVE),
                SeatChoice.RANDOM.name());
    }

    public ComputerGameForm {
        creatorName = StartFormFields.echo(creatorName);
        creatorEmail = StartFormFields.echo(creatorEmail);
        level = StartFormFields.echo(level);
        variant = StartFormFields.echo(variant);
        daysPerMove = StartFormFields.echo(daysPerMove);
        colour = StartFormFields.echo(colour);
    }

    /** The request for the game service; a field that does not parse throws {@link NewGameForm.FormProblem}. */
    NewComputerGame toRequest() {
        Level chosenLevel = LEVELS.stream().filter(offered -> offered.code().equals(level.strip())).findFirst()
                .orElseThrow(() -> new NewGameForm.FormProblem(reader -> Refusals.in(reader).gameChooseComputerLevel()));
        Variant chosenVariant = StartFormFields.variant(variant);
        SeatChoice chosenColour = StartFormFields.colour(colour);
        int days = StartFormFields.daysPerMove(daysPerMove);
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
        return StartFormFields.variants(language, variant);
    }

    public List<NewGameForm.Choice> colours(Language language) {
        return StartFormFields.colours(language, colour);
    }
}
