package flagpost.web.page;

import jakarta.ws.rs.core.Response;

/**
 * A page request that cannot be served, carrying the friendly page that says why (see {@link ErrorPages}).
 * Thrown by page resources before anything changes; {@link PageRefusalMapper} answers with the page.
 */
public final class PageRefusal extends RuntimeException {

    private final transient Response page;

    public PageRefusal(Response page) {
        super(null, null, false, false);
        this.page = page;
    }

    public Response page() {
        return page;
    }
}
