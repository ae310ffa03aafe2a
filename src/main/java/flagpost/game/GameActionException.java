package flagpost.game;

import flagpost.rules.Rejection;
import flagpost.rules.SetupProblem;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Sentence;
import java.util.List;

/**
 * A request the game service refuses, with a code the web layer maps to a status and a sentence for
 * the player. Thrown inside the service's transaction, so nothing of the request is stored (except a timeout the
 * refusal records, see {@link Problem#DEADLINE_PASSED}).
 *
 * <p>The sentence is a {@link Sentence}: the service does not know who will read it, so the page, email or API that
 * tells it says it in its reader's language ({@link #sentence(Language)}). {@link #getMessage()} is the English one,
 * for logs and the API's {@code message}.
 */
public class GameActionException extends RuntimeException {

    public enum Problem {
        /** The request itself is malformed (bad email, days out of range, unknown square…). */
        BAD_REQUEST,
        NOT_FOUND,
        /** The game is not in a state where this can be done (already accepted, over, not started…). */
        WRONG_STATE,
        /** The move was for a ply that has already been played: a repeated or late submit. */
        ALREADY_PLAYED,
        NOT_YOUR_TURN,
        /** The rules refused the move; {@link #reasonCode()} says why. */
        ILLEGAL_MOVE,
        /** The setup is not valid; {@link #details()} lists every problem. */
        INVALID_SETUP,
        /** The deadline had passed: the timeout is recorded (and kept), the action is not carried out. */
        DEADLINE_PASSED
    }

    private final Problem problem;
    private final transient Sentence sentence;
    private final String reasonCode;
    private final transient Rejection rejection;
    private final transient List<SetupProblem> setupProblems;

    /** A refusal in words the reader's language decides. */
    public GameActionException(Problem problem, Sentence sentence) {
        this(problem, sentence, null, null, List.of());
    }

    /** A refusal with an English sentence only (tests, and code that has no words of its own to offer). */
    public GameActionException(Problem problem, String message) {
        this(problem, language -> message, null, null, List.of());
    }

    /** The rules refused a move: {@link Problem#ILLEGAL_MOVE} with their reason, said in the reader's language. */
    static GameActionException illegalMove(Rejection rejection) {
        return new GameActionException(Problem.ILLEGAL_MOVE, language -> Refusals.rejection(language, rejection),
                rejection, rejection.reason().code(), List.of());
    }

    /** The setup is not valid: {@link Problem#INVALID_SETUP}, naming the first problem; {@link #details} lists all. */
    static GameActionException invalidSetup(List<SetupProblem> problems) {
        return new GameActionException(Problem.INVALID_SETUP,
                language -> Refusals.in(language).gameSetupUnusable(Refusals.problem(language, problems.get(0))),
                null, Problem.INVALID_SETUP.name(), problems);
    }

    private GameActionException(Problem problem, Sentence sentence, Rejection rejection, String reasonCode,
            List<SetupProblem> setupProblems) {
        super(sentence.in(Language.EN));
        this.problem = problem;
        this.sentence = sentence;
        this.rejection = rejection;
        this.reasonCode = reasonCode == null ? problem.name() : reasonCode;
        this.setupProblems = List.copyOf(setupProblems);
    }

    public Problem problem() {
        return problem;
    }

    /** The refusal in {@code language}; in English it is {@link #getMessage()}. */
    public String sentence(Language language) {
        return language == Language.EN ? getMessage() : sentence.in(language);
    }

    /** The rules' reason code for an illegal move (e.g. TWO_SQUARES_RULE); otherwise the problem's name. */
    public String reasonCode() {
        return reasonCode;
    }

    /** The rules' rejection of an illegal move, with its facts; null for any other refusal. */
    public Rejection rejection() {
        return rejection;
    }

    /** Every problem of an invalid setup, in English; empty for any other refusal. */
    public List<String> details() {
        return details(Language.EN);
    }

    /** Every problem of an invalid setup, in {@code language}; empty for any other refusal. */
    public List<String> details(Language language) {
        return Refusals.problems(language, setupProblems);
    }
}
