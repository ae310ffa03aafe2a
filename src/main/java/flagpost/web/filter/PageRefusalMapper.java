package flagpost.web.filter;

import flagpost.web.page.PageRefusal;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Answers a {@link PageRefusal} with the page it carries. */
public class PageRefusalMapper {

    @ServerExceptionMapper
    public Response refused(PageRefusal refusal) {
        return refusal.page();
    }
}
