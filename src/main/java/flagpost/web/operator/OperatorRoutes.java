package flagpost.web.operator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import flagpost.game.GameActionException;
import flagpost.game.HostCancellations;
import flagpost.game.LinkEpochs;
import flagpost.game.PlayerErasure;
import flagpost.game.PlayerExport;
import flagpost.game.PlayerLookup;
import flagpost.game.PlayerLookup.PlayerReport;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.vertx.http.ManagementInterface;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The host's operator actions, on Quarkus's management interface (its own port, never the public one), behind the
 * operator key ({@link OperatorKey}). Without a key the routes are not registered at all, so every path answers 404.
 * The handlers only read the request and shape the answer: each action is one call to its use case in
 * {@code flagpost.game}, which owns the transaction. Every answer is a page in words, or the same as JSON when the
 * request accepts {@code application/json}; a player's export is always a JSON file.
 */
@ApplicationScoped
public class OperatorRoutes {

    private static final Logger LOG = Logger.getLogger(OperatorRoutes.class);
    private static final String JSON = "application/json";

    private final Optional<OperatorKey> key;
    private final ObjectMapper json;
    private final PlayerLookup lookup;
    private final HostCancellations cancellations;
    private final LinkEpochs linkEpochs;
    private final PlayerExport export;
    private final PlayerErasure erasure;

    @Inject
    public OperatorRoutes(@ConfigProperty(name = "flagpost.admin.key") Optional<String> key, ObjectMapper json, PlayerLookup lookup,
            HostCancellations cancellations, LinkEpochs linkEpochs, PlayerExport export, PlayerErasure erasure) {
        this.key = OperatorKey.of(key);
        this.json = json;
        this.lookup = lookup;
        this.cancellations = cancellations;
        this.linkEpochs = linkEpochs;
        this.export = export;
        this.erasure = erasure;
    }

    void register(@Observes ManagementInterface management) {
        if (key.isEmpty()) {
            LOG.info("Operator pages are off: FLAGPOST_ADMIN_KEY is not set");
            return;
        }
        Router router = management.router();
        router.route("/admin*").handler(this::requireKey);
        router.route("/admin*").handler(BodyHandler.create().setBodyLimit(16 * 1024));
        router.get("/admin").handler(context -> html(context, 200, OperatorPages.index()));
        router.get("/admin/players").blockingHandler(this::findPlayer, false);
        router.get("/admin/players/:player/export").blockingHandler(this::exportPlayer, false);
        router.post("/admin/players/:player/links-off").blockingHandler(this::endLinks, false);
        router.post("/admin/players/:player/erase").blockingHandler(this::erasePlayer, false);
        router.post("/admin/games/:game/cancel").blockingHandler(this::cancelGame, false);
        LOG.info("Operator pages are on, under /admin on the management interface");
    }

    /**
     * Refuses a request without the key (401, with the Basic challenge a browser answers by asking for it), and a POST a
     * page of another site sent (a browser that holds the key would send it along).
     */
    private void requireKey(RoutingContext context) {
        if (!key.orElseThrow().presentedIn(context.request().getHeader("Authorization"))) {
            context.response().putHeader("WWW-Authenticate", "Basic realm=\"Flagpost operator\", charset=\"UTF-8\"");
            plain(context, 401, "The operator key is missing or wrong.");
            return;
        }
        if (context.request().method() == HttpMethod.POST && crossSite(context)) {
            plain(context, 403, "A form from another site cannot act here.");
            return;
        }
        context.next();
    }

    private static boolean crossSite(RoutingContext context) {
        String fetchSite = context.request().getHeader("Sec-Fetch-Site");
        if (fetchSite != null && !fetchSite.equals("same-origin") && !fetchSite.equals("none")) {
            return true;
        }
        String origin = context.request().getHeader("Origin");
        String host = context.request().getHeader("Host");
        return origin != null && !origin.equals("null") && (host == null || !origin.replaceFirst("^https?://", "").equals(host));
    }

    private void findPlayer(RoutingContext context) {
        String address = context.request().getParam("address");
        if (address == null || address.isBlank()) {
            answer(context, 400, Map.of("error", "Give the player's address: ?address=…"), () -> OperatorPages.refused("Give the player's address."));
            return;
        }
        Optional<PlayerReport> found = inRequest(() -> lookup.byAddress(address));
        if (found.isEmpty()) {
            answer(context, 404, Map.of("error", "No player has this address."), () -> OperatorPages.noSuchPlayer(address));
            return;
        }
        answer(context, 200, found.get(), () -> OperatorPages.player(found.get()));
    }

    private void exportPlayer(RoutingContext context) {
        Long player = id(context, "player");
        if (player == null) {
            return;
        }
        act(context, () -> {
            PlayerExport.PlayerData data = export.export(player);
            context.response()
                    .putHeader("Content-Disposition", "attachment; filename=\"flagpost-player-" + player + ".json\"");
            send(context, 200, JSON + "; charset=utf-8", write(data));
        });
    }

    private void endLinks(RoutingContext context) {
        Long player = id(context, "player");
        if (player != null) {
            act(context, () -> {
                int epoch = linkEpochs.raiseByHost(player);
                answer(context, 200, Map.of("player", player, "linkEpoch", epoch), () -> OperatorPages.done("Links ended",
                        "Every link player " + player + " was sent before now has stopped working (link epoch " + epoch + ")."));
            });
        }
    }

    private void erasePlayer(RoutingContext context) {
        Long player = id(context, "player");
        if (player == null) {
            return;
        }
        if (!"erase".equals(context.request().getFormAttribute("confirm"))) {
            answer(context, 400, Map.of("error", "Send confirm=erase to erase a player."),
                    () -> OperatorPages.refused("Type erase in the box to confirm the erasure."));
            return;
        }
        act(context, () -> {
            PlayerErasure.Erased erased = erasure.erase(player);
            answer(context, 200, erased, () -> OperatorPages.done("Player erased", erased.alreadyErased()
                    ? "Player " + player + " was erased before; nothing changed."
                    : "Player " + player + " is erased; " + erased.gamesEnded() + " open game(s) ended."));
        });
    }

    private void cancelGame(RoutingContext context) {
        Long game = id(context, "game");
        if (game != null) {
            act(context, () -> {
                cancellations.cancel(game);
                answer(context, 200, Map.of("game", game, "status", "CANCELLED"), () -> OperatorPages.done("Game cancelled",
                        "Game " + game + " is cancelled; both players are told by email."));
            });
        }
    }

    /** Runs an action; a refusal of the use case becomes its status and its sentence (in English: this is the host's). */
    private void act(RoutingContext context, Runnable action) {
        try {
            inRequest(() -> {
                action.run();
                return null;
            });
        } catch (GameActionException refused) {
            answer(context, refused.problem() == GameActionException.Problem.NOT_FOUND ? 404 : 409, Map.of("error", refused.getMessage()), () -> OperatorPages.refused(refused.getMessage()));
        }
    }

    /**
     * Runs {@code work} in a request context: a Vert.x route on the management router is no JAX-RS request, so none is
     * active on its worker thread, and the use cases' beans may need one. Asked of the container, not injected: the CDI
     * {@code RequestContextController} is a dependent bean with one activation state per instance, so one injected into
     * this application-scoped bean would be shared by every request the worker threads serve at once; Arc's
     * {@code ManagedContext} activates the context on the calling thread alone.
     */
    private static <T> T inRequest(Supplier<T> work) {
        ManagedContext requestContext = Arc.container().requestContext();
        if (requestContext.isActive()) {
            return work.get();
        }
        requestContext.activate();
        try {
            return work.get();
        } finally {
            requestContext.terminate();
        }
    }

    private Long id(RoutingContext context, String name) {
        try {
            return Long.parseLong(context.pathParam(name));
        } catch (NumberFormatException notANumber) {
            answer(context, 404, Map.of("error", "No such " + name + "."), () -> OperatorPages.refused("No such " + name + "."));
            return null;
        }
    }

    private void answer(RoutingContext context, int status, Object asJson, Supplier<String> asPage) {
        String accept = context.request().getHeader("Accept");
        if (accept != null && accept.contains(JSON) && !accept.contains("text/html")) {
            send(context, status, JSON + "; charset=utf-8", write(asJson));
        } else {
            html(context, status, asPage.get());
        }
    }

    private String write(Object value) {
        try {
            return json.writerWithDefaultPrettyPrinter().writeValueAsString(value);
        } catch (JsonProcessingException failed) {
            throw new IllegalStateException("could not write the operator's JSON", failed);
        }
    }

    private static void html(RoutingContext context, int status, String page) {
        send(context, status, "text/html; charset=utf-8", page);
    }

    private static void plain(RoutingContext context, int status, String sentence) {
        send(context, status, "text/plain; charset=utf-8", sentence + "\n");
    }

    private static void send(RoutingContext context, int status, String type, String body) {
        context.response().setStatusCode(status)
                .putHeader("Content-Type", type)
                .putHeader("Cache-Control", "no-store")
                .putHeader("X-Content-Type-Options", "nosniff")
                .putHeader("Referrer-Policy", "no-referrer")
                .putHeader("Content-Security-Policy", "default-src 'none'; form-action 'self'; frame-ancestors 'none'")
                .end(body);
    }
}
