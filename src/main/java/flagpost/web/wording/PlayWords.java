package flagpost.web.wording;

import flagpost.words.Bundles;
import flagpost.words.Language;

/** The game pages' words ({@link PlayMessages}) in one language, for view code written in Java. */
public final class PlayWords {

    private PlayWords() {
    }

    /** The play words in {@code language}, as {@link Bundles} finds them. */
    public static PlayMessages of(Language language) {
        return Bundles.of(PlayMessages.class, language);
    }
}
