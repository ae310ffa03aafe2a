package flagpost.mail;

import flagpost.words.Bundles;
import flagpost.words.Language;
import flagpost.words.Markup;
import io.quarkus.qute.TemplateExtension;

/**
 * How the HTML mail templates hand values to a {@link NoticeBundle} sentence they print raw (the sentence may carry
 * markup, such as a bold name): every value goes in escaped, so a name like {@code <b>Eve</b>} still reads as text.
 * Also where Java finds the notice words in a reader's language.
 */
final class NoticeHtml {

    private NoticeHtml() {
    }

    /** The notice words in {@code language} (English for none), as {@link Bundles} finds them. */
    static NoticeBundle words(Language language) {
        return Bundles.of(NoticeBundle.class, language);
    }

    /** {@code text} escaped for HTML, as Qute escapes a value in an HTML template. */
    @TemplateExtension
    static String htmlEscaped(String text) {
        return Markup.escape(text);
    }

    /** {@code text} escaped and in bold: {@code <strong>Alice</strong>}. */
    @TemplateExtension
    static String htmlStrong(String text) {
        return "<strong>" + Markup.escape(text) + "</strong>";
    }
}
