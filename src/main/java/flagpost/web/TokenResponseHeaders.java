package flagpost.web;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MultivaluedMap;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every answer to a path that carries a token (the JSON API), refusals included: the token must not
 * leave through the Referer header, and no cache may keep the answer.
 */
public class TokenResponseHeaders {

    @ServerResponseFilter
    public void addHeaders(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getUriInfo().getPath().startsWith("/api/games/")) {
            MultivaluedMap<String, Object> headers = response.getHeaders();
            headers.putSingle("Cache-Control", "no-store");
            headers.putSingle("Referrer-Policy", "no-referrer");
            headers.putSingle("X-Content-Type-Options", "nosniff");
        }
    }
}
