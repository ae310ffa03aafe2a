package flagpost.words;

/**
 * A sentence that can be said in any language: what a refusal carries from where it is decided (the game service)
 * to whoever tells it to a person (a page, an email, the API), who alone knows the reader's language. Usually a
 * lambda over {@link Refusals#in(Language)}: {@code language -> Refusals.in(language).gameNoSuchGame()}.
 */
@FunctionalInterface
public interface Sentence {

    /** The sentence in {@code language}. */
    String in(Language language);
}
