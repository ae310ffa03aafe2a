/**
 * The words Flagpost says about a game, in one place for the pages, the emails and the API: dates and how long
 * is left, moves and battles, results, ranks and counts of pieces, a game's variant, time per move and rules.
 *
 * <p>Pure Java on the values of {@link flagpost.rules}, which in turn knows nothing of this package: the rules
 * keep only the sentences their own rejection reasons need ({@link flagpost.rules.Result#describe()}).
 * Nothing here reads the clock; a time left is worked out by the caller.
 */
package flagpost.words;
