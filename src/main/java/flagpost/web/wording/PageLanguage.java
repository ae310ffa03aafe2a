package flagpost.web.wording;

import flagpost.game.Players;
import flagpost.links.LinkToken;
import flagpost.web.page.ErrorPages;
import flagpost.web.page.PageRefusal;
import flagpost.words.Language;
import io.quarkus.arc.Unremovable;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;

/**
 * The language the page being served answers in. A page opened from a player's link answers in that player's
 * language; any other page, and a player who has not chosen a language yet, in the one asked for by {@code ?lang=}
 * (the pickers' links), else the browser's {@code Accept-Language}, else (for an invitee) the inviter's, else English.
 * {@link Pages#html} renders every page in it.
 *
 * <p>How the player's language gets here: a page that loads its player anyway (the play page, the setup page...) hands
 * it over with {@link #use(Language)}, at no cost. {@link TokenPages} (and the link pages that verify their token
 * themselves) call {@link #openedBy(LinkToken)} as soon as the link checks out, so a page that never reaches that load,
 * such as an error page about a bad field, still answers in its player's language: it is then read from the database
 * once, when the page first asks for its language, and only if no {@code use} call has given it by then.
 */
@RequestScoped
@Unremovable // looked up by Pages.html, which is static
public class PageLanguage {

    private static final Logger LOG = Logger.getLogger(PageLanguage.class);

    /** The HTTP request being served; none when a page is rendered outside one (a test calling ErrorPages). */
    @Inject
    CurrentVertxRequest currentRequest;

    @Inject
    Players players;

    /** The player's own language, once known; null while unknown or not chosen. */
    private Language chosen;

    /** The inviter's, for an invitee who has not chosen: read only when the request asks for no language itself. */
    private Language otherwise;

    /** The link the page was opened from, until its player's language has been given or looked up. */
    private LinkToken link;

    /** The page's language: the player's if known, else the request's, else the inviter's, else English. */
    public Language current() {
        lookUpLinkPlayer();
        if (chosen != null) {
            return chosen;
        }
        Language requested = requested();
        if (requested != null) {
            return requested;
        }
        return otherwise != null ? otherwise : Language.EN;
    }

    /** What the request itself asks for, {@code ?lang=} before {@code Accept-Language}; {@code null} for neither. */
    public Language requested() {
        Language asked = asked();
        HttpServerRequest request = request();
        return asked != null || request == null ? asked : Language.ofAcceptLanguage(request.getHeader("Accept-Language"));
    }

    /** What a language picker's link asks for ({@code ?lang=es}), or {@code null}. */
    public Language asked() {
        HttpServerRequest request = request();
        return request == null ? null : Language.ofCode(request.getParam("lang"));
    }

    private HttpServerRequest request() {
        RoutingContext routing = currentRequest.getCurrent();
        return routing == null ? null : routing.request();
    }

    /**
     * Answers in {@code language}, the page's player's own; {@code null} (a player who has not chosen) keeps the
     * request's. Either way the player's language is known from now on, so nothing is looked up for it.
     */
    public void use(Language language) {
        use(language, null);
    }

    /**
     * {@link #use(Language)} for an invited player: {@code inviter}'s language is read when the invitee has chosen none
     * and the request asks for none either, since their invitation came in it.
     */
    public void use(Language language, Language inviter) {
        link = null;
        if (language != null) {
            chosen = language;
        }
        otherwise = inviter;
    }

    /**
     * The page was opened from this player's (or this request's) link: unless a {@link #use} call gives the player's
     * language first, it is read when the page's language is first asked for. Spectators' watch links name no player.
     */
    public void openedBy(LinkToken granted) {
        if (chosen == null && otherwise == null) {
            link = granted;
        }
    }

    /**
     * The language a form's {@code language} field chooses (the pickers send {@code en}, {@code es} or {@code uz});
     * {@code null} when the form has no such field. Any other value is refused with a 400 page before anything is
     * saved: a form that names a language Flagpost does not speak was not made by one of its pages.
     */
    public static Language formField(String value) {
        if (value == null) {
            return null;
        }
        for (Language language : Language.values()) {
            if (language.code().equals(value.strip())) {
                return language;
            }
        }
        throw new PageRefusal(ErrorPages.page(Response.Status.BAD_REQUEST, ErrorPages.say().errorUnknownLanguageTitle(),
                ErrorPages.say().errorUnknownLanguage()));
    }

    private void lookUpLinkPlayer() {
        if (link == null) {
            return;
        }
        LinkToken toRead = link;
        link = null;
        try {
            Players.LinkLanguages languages = players.languagesOf(toRead);
            chosen = languages.own();
            otherwise = languages.inviter();
        } catch (RuntimeException unreadable) {
            // This runs while a page is being rendered, maybe the page saying the database is unreachable: a language
            // it could not read must not turn that page into another failure. The request's language will do.
            LOG.debugf("the language of a %s link's player could not be read: %s", toRead.purpose(), unreadable);
        }
    }
}
