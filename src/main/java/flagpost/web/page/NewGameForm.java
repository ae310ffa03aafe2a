package flagpost.web.page;

import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.rules.GameOptions;
import flagpost.rules.Variant;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Sentence;
import java.util.ArrayList;
import java.util.List;

/**
 * The start form (form#new-game on {@code /}) as typed: every field a string, so a refused form is shown
 * again exactly as the player left it (escaped by the template), and turned into a {@link NewGame} only
 * when every field parses. The game service checks the rest (addresses, names, days).
 */
public record NewGameForm(String creatorName, String creatorEmail, String opponentEmail, String variant, String daysPerMove,
        String colour, boolean lenientTwoSquares, boolean noRangeAttack, String moveLimit) {

    /** Move limits offered (plies, both sides counted); "" is no limit. */
    static final List<String> MOVE_LIMITS = List.of("", "500", "1000", "2000");

    /** One option of a select or radio group. */
    public record Choice(String value, String label, boolean chosen) {
    }

    /** What the page offers before anything is typed: Classic, three days per move, colour by lot, standard rules. */
    public static NewGameForm blank() {
        return new NewGameForm("", "", "", Variant.CLASSIC.name(), Integer.toString(NewGame.DEFAULT_DAYS_PER_MOVE),
                SeatChoice.RANDOM.name(), false, false, "");
    }

    public NewGameForm {
        creatorName = StartFormFields.echo(creatorName);
        creatorEmail = StartFormFields.echo(creatorEmail);
        opponentEmail = StartFormFields.echo(opponentEmail);
        variant = StartFormFields.echo(variant);
        daysPerMove = StartFormFields.echo(daysPerMove);
        colour = StartFormFields.echo(colour);
        moveLimit = StartFormFields.echo(moveLimit);
    }

    /** The request for the game service; a field that does not parse throws {@link FormProblem} saying which. */
    NewGame toNewGame() {
        Variant chosenVariant = StartFormFields.variant(variant);
        SeatChoice chosenColour = StartFormFields.colour(colour);
        int days = StartFormFields.daysPerMove(daysPerMove);
        if (!MOVE_LIMITS.contains(moveLimit.strip())) {
            throw new FormProblem(language -> Refusals.in(language).formChooseMoveLimit());
        }
        int plyCap = moveLimit.isBlank() ? 0 : Integer.parseInt(moveLimit.strip());
        GameOptions options = new GameOptions(lenientTwoSquares ? 5 : 3, !noRangeAttack, plyCap);
        return new NewGame(creatorName, creatorEmail, opponentEmail, chosenVariant, options, days, chosenColour);
    }

    /** The variants offered, in the page's language: "Classic (40 pieces each)". */
    public List<Choice> variants(Language language) {
        return StartFormFields.variants(language, variant);
    }

    public List<Choice> colours(Language language) {
        return StartFormFields.colours(language, colour);
    }

    public List<Choice> moveLimits(Language language) {
        PageBundle words = PageWords.of(language);
        List<Choice> choices = new ArrayList<>();
        for (String limit : MOVE_LIMITS) {
            choices.add(new Choice(limit, limit.isEmpty() ? words.startNoLimit() : words.startDrawAfter(limit), limit.equals(moveLimit)));
        }
        return choices;
    }

    /** A field that does not parse; its sentence is for the player, in the page's language. */
    static final class FormProblem extends RuntimeException {

        private final transient Sentence sentence;

        FormProblem(Sentence sentence) {
            super(sentence.in(Language.EN), null, false, false);
            this.sentence = sentence;
        }

        String sentence(Language language) {
            return sentence.in(language);
        }
    }
}
