package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.rules.Square;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import jakarta.ws.rs.core.Response;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.function.Supplier;

/** Form and query input of the board pages, read strictly: anything odd is null, never an exception. */
final class PageInput {

    private PageInput() {
    }

    /** A ply as a page carries it: 0 to 999,999,999; null for anything else (missing, negative, not a number, huge). */
    static Integer ply(String text) {
        if (text == null || !text.strip().matches("\\d{1,9}")) {
            return null;
        }
        return Integer.valueOf(text.strip());
    }

    /** A square typed or filled in, like {@code e4} or {@code E4}; null for anything else. */
    static Square square(String text) {
        return text == null ? null : Square.parseOrNull(text.strip());
    }


    /** A date as a date input sends it, {@code 2026-12-04}; null for anything else (missing, malformed, out of range). */
    static LocalDate date(String text) {
        if (text == null || !text.strip().matches("\\d{4}-\\d{2}-\\d{2}")) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException notADate) {
            return null;
        }
    }

    /** The refusal in words, saying that nothing changed; named first where the reason alone would be terse. */
    static String sentence(Language language, GameActionException refused) {
        return switch (refused.problem()) {
            // The heading, as a sentence of its own, before the explanation: Flagpost's languages all end one with "."
            case ALREADY_PLAYED, ILLEGAL_MOVE -> ErrorPages.title(language, refused) + ". " + ErrorPages.explanation(language, refused);
            default -> ErrorPages.explanation(language, refused);
        };
    }

    /**
     * The language a form's {@code language} field chooses (the pickers send {@code en}, {@code es} or {@code uz});
     * {@code null} when the form has no such field. Any other value is refused with a 400 page in {@code pageLanguage}
     * (asked only then) before anything is saved: a form that names a language Flagpost does not speak was not made by one of its pages.
     */
    static Language language(String value, Supplier<Language> pageLanguage) {
        if (value == null) {
            return null;
        }
        for (Language language : Language.values()) {
            if (language.code().equals(value.strip())) {
                return language;
            }
        }
        Language language = pageLanguage.get();
        RefusalBundle say = Refusals.in(language);
        throw new PageRefusal(ErrorPages.page(language, Response.Status.BAD_REQUEST, say.errorUnknownLanguageTitle(), say.errorUnknownLanguage()));
    }
}
