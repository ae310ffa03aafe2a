package flagpost.rules;

import static flagpost.rules.GameAsserts.play;

/**
 * Two small positions, each played to the point where one more move is refused by a repetition rule: the
 * two-squares rule and docs/RULES.md's worked case of the more-squares rule. Shared by the tests that need a
 * real repetition refusal.
 */
final class RepetitionPositions {

    /** Red: Lieutenant e3. Blue: a Sergeant j9 and its Flag, far away. */
    static final String TWO_SQUARES = """
                a b c d e f g h i j
            10  . . . . . . . . . f
             9  . . . . . . . . . t
             8  . . . . . . . . . .
             7  . . . . . . . . . .
             6  . . ~ ~ . . ~ ~ . .
             5  . . ~ ~ . . ~ ~ . .
             4  . . . . . . . . . .
             3  . . . . L . . . . .
             2  . . . . . . . . . .
             1  . . . . . . . . . F
            """;

    /** docs/RULES.md's worked case of the more-squares rule (see MoreSquaresRuleTest). */
    static final String CHASE = """
                a b c d e f g h i j
            10  . . . . . . . . . f
             9  . . . . . . . . . .
             8  . . . . . . . . . .
             7  . . . . . . . . . .
             6  . . ~ ~ . . ~ ~ . .
             5  . . ~ ~ . . ~ ~ . .
             4  . m . . . . . . . .
             3  . . . . . . . . . .
             2  . C . . . . . . . .
             1  . . . . . . . . . F
            """;

    private RepetitionPositions() {
    }

    /** The Lieutenant has gone e3-e4-e3-e4: e4-e3 would be its fourth move between the two squares. */
    static Game shuttled() {
        return play(TextBoard.game(TWO_SQUARES), "e3-e4", "j9-j8", "e4-e3", "j8-i8", "e3-e4", "i8-i9");
    }

    /** The Colonel has chased the Major round to c3: c3-b3 would repeat the position the chase began in. */
    static Game chased() {
        return play(TextBoard.game(CHASE), "b2-b3", "b4-c4", "b3-c3", "c4-d4", "c3-d3", "d4-c4", "d3-c3", "c4-b4");
    }
}
