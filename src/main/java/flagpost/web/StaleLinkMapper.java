package flagpost.web;

import flagpost.game.StaleLinkException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * A link its player turned off, found while a page or the API loaded its game: 403 in words with the fresh-link form
 * (the token is the path's, {@code /play/{token}} and the like), or the API's {@code STALE_LINK}.
 */
public class StaleLinkMapper {

    @ServerExceptionMapper
    public Response turnedOff(StaleLinkException stale, UriInfo uri) {
        if (uri.getPath().startsWith("/api/")) {
            return ApiExceptionMappers.error(403, "STALE_LINK", null, "This link was turned off: its player asked for new links. "
                    + "Use the play link from an email sent since, or ask for fresh links on the start page.");
        }
        return ErrorPages.staleLink(uri.getPathParameters().getFirst("token"));
    }
}
