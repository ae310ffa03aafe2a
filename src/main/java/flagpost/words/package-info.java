/**
 * The words Flagpost says about a game, in one place for the pages, the emails and the API: dates and how long
 * is left, moves and battles, results, ranks and counts of pieces, a game's variant, time per move and rules.
 *
 * <p>Pure Java on the values of {@link flagpost.rules}, which in turn knows nothing of this package: the rules
 * keep only the sentences their own rejection reasons need ({@link flagpost.rules.Result#describe()}).
 * Nothing here reads the clock; a time left is worked out by the caller. The sentences of each language live in Qute
 * message bundles ({@code io.quarkus.qute.i18n}, the one framework import allowed here): {@link RefusalMessages} holds
 * every refusal and error sentence, which {@link Refusals} says from the facts a refusal carries.
 */
package flagpost.words;
