package flagpost.web;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.Response;
import java.net.URI;

/**
 * Answers of the pages around a game (start, invitation, my games, fresh links). They are all
 * {@code no-store}, token paths or not: a re-shown form holds what someone typed (addresses, names), and
 * a confirmation page is about one person's request, so neither belongs in a shared or back-button cache.
 */
final class FrontPages {

    private FrontPages() {
    }

    static Response page(Response.Status status, TemplateInstance page) {
        return page(status.getStatusCode(), page);
    }

    static Response page(int status, TemplateInstance page) {
        return Response.status(status).type(TokenPages.HTML_UTF8).header("Cache-Control", "no-store").entity(page.render()).build();
    }

    /** POST/redirect/GET: the answer to a successful form, so reloading the page it leads to posts nothing again. */
    static Response seeOther(String path) {
        return Response.seeOther(URI.create(path)).header("Cache-Control", "no-store").build();
    }
}
