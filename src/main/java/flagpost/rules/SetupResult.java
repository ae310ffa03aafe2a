package flagpost.rules;

import java.util.List;

/** Either a valid setup or the list of everything wrong with it. */
public record SetupResult(Setup setup, List<SetupProblem> problems) {

    public SetupResult {
        problems = List.copyOf(problems);
    }

    static SetupResult accepted(Setup setup) {
        return new SetupResult(setup, List.of());
    }

    static SetupResult rejected(List<SetupProblem> problems) {
        return new SetupResult(null, problems);
    }

    public boolean isValid() {
        return setup != null;
    }

    /** The setup, or an exception listing the problems; for callers that already trust their input. */
    public Setup orThrow() {
        if (setup == null) {
            throw new IllegalArgumentException("invalid setup: " + problems);
        }
        return setup;
    }
}
