package flagpost.web;

import flagpost.words.Language;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The game pages' words ({@link PlayMessages}) in one language, for view code written in Java. Bundles are built at
 * build time and never change, so each language's is looked up once and kept.
 */
final class PlayWords {

    private static final Map<Language, PlayMessages> BUNDLES = new ConcurrentHashMap<>();

    private PlayWords() {
    }

    static PlayMessages of(Language language) {
        return BUNDLES.computeIfAbsent(language, asked -> MessageBundles.get(PlayMessages.class, Localized.Literal.of(asked.code())));
    }
}
