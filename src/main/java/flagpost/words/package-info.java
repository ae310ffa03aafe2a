/**
 * The words Flagpost says about a game, in one place for the pages, the emails and the API: dates and how long
 * is left, moves and battles, results, ranks and counts of pieces, sides, a game's variant, time per move, rules
 * and the two numberings, and the words of a board square.
 *
 * <p><b>Languages.</b> Every function takes the reader's {@link flagpost.words.Language} first (English, Spanish,
 * Uzbek in the Latin script) and answers in it; pass the language of the player who reads the page or receives the
 * email, never the other player's. The words themselves live in one Qute message bundle, {@link
 * flagpost.words.WordBundle} (namespace {@code words}): English as each message's annotation, Spanish and Uzbek in
 * {@code src/main/resources/messages/words_es.properties} and {@code words_uz.properties}. Each message is a whole
 * sentence with named parameters, so each language orders its own words ("Bob's Captain", "el Capitán de Bob",
 * "Bobning Kapitani"); Java adds only punctuation (a square's name and a colon, a rank's symbol in brackets, the
 * commas of a list). Ranks have seven forms each, because Spanish agrees in gender ("una Bomba roja") and Uzbek
 * changes a word's ending for "your" and "Bob's" ("Bayrogʻingiz", "Bobning Bayrogʻi"). Dates use the JDK's
 * month and day names for the language's locale, in the order of the language's pattern in the bundle. Moves stay
 * squares ({@code e3-e4}) in every language; {@code docs/RULES.md} stays English.
 *
 * <p>Every bundle of Flagpost, in any language, comes from {@link Bundles#of}: Quarkus's own bundle while the
 * application runs, the same messages rendered by a standalone Qute engine in plain code and plain unit tests.
 * {@code Words} and {@link Squares} keep every rank's forms and every square phrase as strings, since a board writes
 * a hundred labels per page.
 *
 * <p>Pure Java on the values of {@link flagpost.rules}, which in turn knows nothing of this package, plus Qute for the
 * bundle: the rules keep only the English sentences their own rejection reasons and logs need
 * ({@link flagpost.rules.Result#describe()}, {@code displayName()}). Nothing here reads the clock; a time left is
 * worked out by the caller.
 *
 * <p>The refusals: {@link RefusalBundle} holds every refusal and error sentence (bundle {@code refusals}), which
 * {@link Refusals} says in a language from the facts a refusal carries ({@link flagpost.rules.Rejection}, setup
 * problems, {@link Sentence}s of the game service).
 */
package flagpost.words;
