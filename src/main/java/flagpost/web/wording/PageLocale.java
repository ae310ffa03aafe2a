package flagpost.web.wording;

import flagpost.words.Language;
import io.quarkus.qute.TemplateExtension;
import io.quarkus.qute.TemplateInstance;
import java.util.Locale;

/**
 * {@code {locale:tag}}: the language tag of the locale a page is rendered in ({@link flagpost.web.page.HtmlResponses#html} sets it to
 * the language its caller found with {@link PageLanguages}), for {@code <html lang="...">}, so screen readers and browsers read the page in its language.
 */
final class PageLocale {

    private PageLocale() {
    }

    @TemplateExtension(namespace = "locale")
    static String tag(@TemplateExtension.TemplateAttribute(TemplateInstance.LOCALE) Object locale) {
        return locale instanceof Locale rendered ? rendered.toLanguageTag() : Language.EN.code();
    }
}
