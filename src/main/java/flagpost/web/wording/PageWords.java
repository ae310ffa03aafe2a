package flagpost.web.wording;

import flagpost.words.Bundles;
import flagpost.words.Language;
import flagpost.words.Markup;
import io.quarkus.qute.TemplateExtension;
import java.util.ArrayList;
import java.util.List;

/**
 * The page bundle ({@link PageBundle}) for Java view code, and the language picker the start and invitation pages
 * show. Templates read the bundle directly ({@code {page:key}}); Java asks {@link #of} with the page's language.
 */
public final class PageWords {

    private PageWords() {
    }

    /** The page words in {@code language}, as {@link Bundles} finds them. */
    public static PageBundle of(Language language) {
        return Bundles.of(PageBundle.class, language);
    }

    /**
     * {@code {name.escaped}}: the text HTML-escaped, for a parameter of a message that holds markup and is therefore
     * printed with {@code .raw} (the message itself is ours; a name is a player's and must not become markup).
     */
    @TemplateExtension
    static String escaped(String text) {
        return text == null ? "" : Markup.escape(text);
    }

    /**
     * The language picker: a link per language, each in its own name, back to the page at {@code path} with
     * {@code ?lang=}; {@code current} is the page's language, marked, and sent along by the form's hidden field.
     */
    public record Picker(String path, Language current) {

        public record Choice(String code, String name, String href, boolean current) {
        }

        public List<Choice> choices() {
            List<Choice> choices = new ArrayList<>();
            for (Language language : Language.values()) {
                choices.add(new Choice(language.code(), language.nativeName(), path + "?lang=" + language.code(), language == current));
            }
            return choices;
        }

        /** The code the form's hidden {@code language} field carries: the language the player read the page in. */
        public String code() {
            return current.code();
        }
    }
}
