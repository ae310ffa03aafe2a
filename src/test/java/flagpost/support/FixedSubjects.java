package flagpost.support;

/**
 * The English subjects of the two emails to addresses typed into the start form, which have fixed words (issue 12):
 * nothing typed on the form reaches a stranger's subject line. The words themselves live in the mail bundle.
 */
public final class FixedSubjects {

    /** The invitation's. */
    public static final String INVITATION = "An invitation to play Stratego on Flagpost";

    /** The start confirmation's. */
    public static final String CONFIRM = "Confirm your game on Flagpost";

    private FixedSubjects() {
    }
}
