package flagpost.game;

import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Sentence;

/**
 * Flagpost will not mail an address typed into the start form right now: it is on the do-not-invite list, or over
 * one of the caps of {@link InvitationConfig}. The message never says which, so the answer does not tell whether the
 * address plays here. Thrown inside the service's transaction, so nothing of the request is stored.
 * {@link #sentence(Language)} says it in the reader's language; {@link #getMessage()} is the English.
 */
public final class InvitationRefused extends RuntimeException {

    static final Sentence OPPONENT = language -> Refusals.in(language).gameCannotInviteOpponent();
    static final Sentence CREATOR = language -> Refusals.in(language).gameCannotMailCreator();

    private final transient Sentence sentence;

    InvitationRefused(Sentence sentence) {
        super(sentence.in(Language.EN), null, false, false);
        this.sentence = sentence;
    }

    /** The refusal in {@code language}. */
    public String sentence(Language language) {
        return sentence.in(language);
    }
}
