package flagpost.mail;

import flagpost.words.Bundles;
import flagpost.words.Language;

/**
 * The {@link MailBundle} of one language for Java code ({@link MailModel}, {@link MailHeaders}, {@link HtmlBoard}, the
 * answers to replies in {@code flagpost.inbound}), as {@link Bundles} finds them: Qute's bundle inside the
 * application, the same messages rendered from the annotations and localized files in plain unit tests of the pure
 * mail classes, where no container runs.
 */
public final class MailWords {

    private MailWords() {
    }

    /** The messages of {@code language}. */
    public static MailBundle of(Language language) {
        return Bundles.of(MailBundle.class, language);
    }
}
