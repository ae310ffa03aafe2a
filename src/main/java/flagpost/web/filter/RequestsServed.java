package flagpost.web.filter;

import flagpost.game.ServingLoad;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/**
 * Times every request of the pages, the API and the static files, from its arrival on the router to the end of its
 * answer (refusals by the pages, failures and dropped connections included), and tells {@link ServingLoad}, so the computer's thinkers
 * know when people are waiting. The management interface (metrics, health) has its own router: a scrape is nobody waiting.
 */
@ApplicationScoped
public class RequestsServed {

    @Inject
    ServingLoad load;

    void install(@Observes Router router) {
        // Right after the request id and the URI check (a line that is no URI is refused before, cheaply), before any page.
        router.route().order(Integer.MIN_VALUE + 1).handler(this::time);
    }

    private void time(RoutingContext context) {
        long arrived = System.nanoTime();
        context.addEndHandler(ended -> load.served(System.nanoTime() - arrived));
        context.next();
    }
}
