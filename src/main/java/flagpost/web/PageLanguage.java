package flagpost.web;

import flagpost.words.Language;
import io.vertx.core.http.HttpServerRequest;
import io.quarkus.arc.Unremovable;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;

/**
 * The language the page being served answers in. A page opened from a player's link answers in that player's
 * language ({@link #use(Language)}, called once the link's player is known); any other page, and a player who has
 * not chosen a language yet, in the one asked for by {@code ?lang=} (the pickers' links), else the browser's
 * {@code Accept-Language}, else English. {@link Pages#html} renders every page in it.
 */
@RequestScoped
@Unremovable // looked up by Pages.html, which is static
public class PageLanguage {

    @Inject
    HttpServerRequest request;

    private Language chosen;

    /** The page's language: the player's if {@link #use(Language) given}, else the request's, else English. */
    public Language current() {
        if (chosen != null) {
            return chosen;
        }
        return requested() != null ? requested() : Language.EN;
    }

    /** What the request itself asks for, {@code ?lang=} before {@code Accept-Language}; {@code null} for neither. */
    public Language requested() {
        Language asked = Language.ofCode(request.getParam("lang"));
        return asked != null ? asked : Language.ofAcceptLanguage(request.getHeader("Accept-Language"));
    }

    /** Answers in {@code language}, a player's own; {@code null} (a player who has not chosen) keeps the request's. */
    public void use(Language language) {
        if (language != null) {
            chosen = language;
        }
    }
}
