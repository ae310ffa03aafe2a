package flagpost.words;

import flagpost.rules.Move;
import flagpost.rules.Rejection;
import flagpost.rules.SetupProblem;
import flagpost.rules.Side;
import java.util.List;

/**
 * Refusals in words, in the reader's language: the rules' rejection of a move, a setup's problems, and the refusal
 * sentences of the {@link RefusalBundle} bundle. The rules keep their English sentence ({@code message()}) for
 * logs and the API's {@code message}; this renders the same sentence from the facts they carry, in any language.
 */
public final class Refusals {

    private Refusals() {
    }

    /** The refusal sentences in {@code language}. */
    public static RefusalBundle in(Language language) {
        return Bundles.of(RefusalBundle.class, language);
    }

    /** Why the rules refused a move, in {@code language}; in English it is the rules' own {@code message()}. */
    public static String rejection(Language language, Rejection rejection) {
        if (language == Language.EN || rejection.from() == null) {
            return rejection.message(); // the rules' own English; one built without facts has no other words
        }
        return fromFacts(language, rejection);
    }

    /** A rejection's sentence rebuilt from its facts alone, English included (tests hold that to the rules' message). */
    public static String fromFacts(Language language, Rejection rejection) {
        RefusalBundle say = in(language);
        String from = String.valueOf(rejection.from());
        String to = String.valueOf(rejection.to());
        return switch (rejection.reason()) {
            case GAME_OVER -> say.moveGameOver(Results.plain(language, rejection.result()));
            case NOT_YOUR_TURN -> say.moveNotYourTurn(Terms.colour(language, rejection.turn()));
            case NO_PIECE -> say.moveNoPiece(from);
            case NOT_YOUR_PIECE -> say.moveNotYourPiece(from);
            case PIECE_CANNOT_MOVE -> say.movePieceCannotMove(Ranks.name(language, rejection.rank()), from);
            case NOT_IN_A_LINE -> rejection.standsStill() ? say.moveStandsStill() : say.moveNotInALine(from, to);
            case LAKE -> say.moveLake(to);
            case TOO_FAR -> say.moveTooFar(Ranks.name(language, rejection.rank()));
            case PATH_BLOCKED -> rejection.blockedByLake()
                    ? say.movePathLake(rejection.at().toString())
                    : say.movePathPiece(rejection.at().toString());
            case OWN_PIECE -> say.moveOwnPiece(Ranks.name(language, rejection.rank()), to);
            case RANGE_ATTACK_NOT_ALLOWED -> say.moveRangeAttack();
            case TWO_SQUARES_RULE -> say.moveTwoSquares(rejection.limit());
            case MORE_SQUARES_RULE -> say.moveMoreSquares();
        };
    }

    /** One problem of a setup, in {@code language}; in English it is the rules' own {@code message()}. */
    public static String problem(Language language, SetupProblem problem) {
        if (language == Language.EN || problem.side() == null) {
            return problem.message(); // the rules' own English; one built without facts has no other words
        }
        return fromFacts(language, problem);
    }

    /** A setup problem's sentence rebuilt from its facts alone, English included (tests hold that to the rules' message). */
    public static String fromFacts(Language language, SetupProblem problem) {
        RefusalBundle say = in(language);
        String rank = problem.rank() == null ? "" : Ranks.name(language, problem.rank());
        String square = String.valueOf(problem.square());
        return switch (problem.code()) {
            case WRONG_LENGTH -> say.setupWrongLength(problem.expected(), problem.count());
            case UNKNOWN_LETTER -> say.setupUnknownLetter(problem.count(), square, problem.letter());
            case LAKE -> say.setupLake(rank, square);
            case OUTSIDE_SETUP_AREA -> say.setupOutsideArea(rank, square, Terms.colour(language, problem.side()),
                    problem.side() == Side.RED ? 1 : 7, problem.side() == Side.RED ? 4 : 10);
            case TOO_MANY -> say.setupTooMany(Terms.variant(language, problem.variant()), problem.expected(),
                    Ranks.count(language, problem.expected(), problem.rank()), rank, problem.count());
            case TOO_FEW -> say.setupTooFew(Terms.variant(language, problem.variant()), problem.expected(),
                    Ranks.count(language, problem.expected(), problem.rank()), rank, problem.count());
            case EMPTY_SQUARE -> say.setupEmptySquares(problem.count());
        };
    }

    /** Every problem of a setup, in {@code language}, in the order the rules found them. */
    public static List<String> problems(Language language, List<SetupProblem> problems) {
        return problems.stream().map(problem -> problem(language, problem)).toList();
    }

    /** Why a typed text is not a move ({@link Move#parse}), in {@code language}; in English the rules' own sentence. */
    public static String parseError(Language language, Move.ParsedMove parsed) {
        if (language == Language.EN || parsed.problem() == null) {
            return parsed.error();
        }
        return fromFacts(language, parsed);
    }

    /** Why a text is not a move, rebuilt from the problem alone, English included (tests hold that to the rules' error). */
    public static String fromFacts(Language language, Move.ParsedMove parsed) {
        RefusalBundle say = in(language);
        return switch (parsed.problem()) {
            case EMPTY -> say.parseEmpty();
            case TOO_LONG -> say.parseTooLong();
            case NOT_A_MOVE -> say.parseNotAMove(parsed.text());
            case NOT_A_SQUARE -> say.parseNotASquare(parsed.text());
        };
    }
}
