package flagpost.game;

import java.util.List;

/**
 * A request the game service refuses, with a code the web layer maps to a status and a sentence for
 * the player. Thrown inside the service's transaction, so nothing of the request is stored (except a timeout the
 * refusal records, see {@link Problem#DEADLINE_PASSED}).
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
    private final String reasonCode;
    private final List<String> details;

    public GameActionException(Problem problem, String message) {
        this(problem, message, null, List.of());
    }

    public GameActionException(Problem problem, String message, String reasonCode, List<String> details) {
        super(message);
        this.problem = problem;
        this.reasonCode = reasonCode == null ? problem.name() : reasonCode;
        this.details = List.copyOf(details);
    }

    public Problem problem() {
        return problem;
    }

    /** The rules' reason code for an illegal move (e.g. TWO_SQUARES_RULE); otherwise the problem's name. */
    public String reasonCode() {
        return reasonCode;
    }

    public List<String> details() {
        return details;
    }
}
