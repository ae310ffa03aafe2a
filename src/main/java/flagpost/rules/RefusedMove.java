package flagpost.rules;

/** A move the board would allow but a repetition rule forbids now, with the rule's refusal. */
public record RefusedMove(Move move, Rejection rejection) {
}
