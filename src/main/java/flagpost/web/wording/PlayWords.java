package flagpost.web.wording;

import flagpost.words.Bundles;
import flagpost.words.Language;

/** The game pages' words ({@link PlayBundle}) in one language, for view code written in Java. */
public final class PlayWords {

    private PlayWords() {
    }

    /** The play words in {@code language}, as {@link Bundles} finds them. */
    public static PlayBundle of(Language language) {
        return Bundles.of(PlayBundle.class, language);
    }
}
