package flagpost.web.filter;

import flagpost.game.StaleLinkException;
import flagpost.web.api.ApiExceptionMappers;
import flagpost.web.page.ErrorPages;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.Refusals;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * A link its player turned off, found while a page or the API loaded its game: 403 in words with the fresh-link form
 * (the token is the path's, {@code /play/{token}} and the like), or the API's {@code STALE_LINK}.
 */
public class StaleLinkMapper {

    private final PageLanguages languages;

    @Inject
    public StaleLinkMapper(PageLanguages languages) {
        this.languages = languages;
    }

    @ServerExceptionMapper
    public Response turnedOff(StaleLinkException stale, UriInfo uri) {
        Language language = languages.ofFailed(uri);
        if (uri.getPath().startsWith("/api/")) {
            return ApiExceptionMappers.error(language, 403, "STALE_LINK", null, lang -> Refusals.in(lang).apiStaleLink());
        }
        return ErrorPages.staleLink(language, uri.getPathParameters().getFirst("token"));
    }
}
