package flagpost.mail;

import flagpost.words.Language;
import io.quarkus.qute.TemplateExtension;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.util.EnumMap;
import java.util.Map;

/**
 * How the HTML mail templates hand values to a {@link NoticeMessages} sentence they print raw (the sentence may carry
 * markup, such as a bold name): every value goes in escaped, so a name like {@code <b>Eve</b>} still reads as text.
 * Also where Java finds the notice words in a reader's language.
 */
final class NoticeHtml {

    private static final Map<Language, NoticeMessages> BUNDLES = new EnumMap<>(Language.class);

    private NoticeHtml() {
    }

    /** The notice words in {@code language} (English for none), one bundle instance per language. */
    static NoticeMessages words(Language language) {
        Language in = language == null ? Language.EN : language;
        synchronized (BUNDLES) {
            return BUNDLES.computeIfAbsent(in, l -> MessageBundles.get(NoticeMessages.class, Localized.Literal.of(l.code())));
        }
    }

    /** {@code text} escaped for HTML, as Qute escapes a value in an HTML template. */
    @TemplateExtension
    static String htmlEscaped(String text) {
        return escape(text);
    }

    /** {@code text} escaped and in bold: {@code <strong>Alice</strong>}. */
    @TemplateExtension
    static String htmlStrong(String text) {
        return "<strong>" + escape(text) + "</strong>";
    }

    /** The characters Qute's HTML escaper replaces, replaced the same way, so English output stays byte for byte. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
