package flagpost.web;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * Pages opened from a signed link. The token is in the URL, so the page must not leak it to another
 * site through the Referer header, and no cache may keep it.
 */
final class TokenPages {

    static final String HTML_UTF8 = MediaType.TEXT_HTML + ";charset=UTF-8";

    private TokenPages() {
    }

    static Response page(Response.Status status, TemplateInstance page) {
        return Response.status(status)
                .type(HTML_UTF8)
                .header("Referrer-Policy", "no-referrer")
                .header("Cache-Control", "no-store")
                .header("X-Robots-Tag", "noindex")
                .entity(page.render())
                .build();
    }
}
