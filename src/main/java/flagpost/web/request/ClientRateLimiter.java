package flagpost.web.request;

import flagpost.game.GameConfig;
import flagpost.game.LinkRequestConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts the requests of each client address to the forms that send email to an address typed in
 * (start a game, "email me my games", "email me a fresh link") in fixed windows, in memory and per
 * instance: a brake on one client hammering the forms, not an exact quota (for the "email me" forms,
 * the per-address limit in the database is the one that protects an inbox). The client address is the socket's, unless Quarkus
 * is told the app sits behind a proxy ({@code quarkus.http.proxy.proxy-address-forwarding}), in which
 * case Quarkus takes it from the forwarding headers.
 */
@ApplicationScoped
public class ClientRateLimiter {

    /** Past this many tracked clients, finished windows are dropped before a new one is added. */
    private static final int SWEEP_ABOVE = 10_000;

    /** The forms counted, each with its own limit and windows. */
    public enum Form {
        /** "Email me my games" and "email me a fresh link" ({@code flagpost.link-requests.per-client-*}). */
        LINK_REQUESTS,
        /** Starting a game, which emails an invitation ({@code flagpost.games.new-games-per-client-*}). */
        NEW_GAMES
    }

    private record Window(Instant start, int count) {
    }

    private record Key(Form form, String client) {
    }

    private final Map<Key, Window> windows = new ConcurrentHashMap<>();
    private final Clock clock;
    private final LinkRequestConfig linkRequests;
    private final GameConfig games;

    @Inject
    public ClientRateLimiter(Clock clock, LinkRequestConfig linkRequests, GameConfig games) {
        this.clock = clock;
        this.linkRequests = linkRequests;
        this.games = games;
    }

    /** Counts one request from {@code client} to {@code form}; false when it is over the limit for the current window. */
    public boolean allow(Form form, String client) {
        Instant now = clock.instant();
        if (windows.size() > SWEEP_ABOVE) {
            windows.entrySet().removeIf(entry -> !now.isBefore(entry.getValue().start().plus(window(entry.getKey().form()))));
        }
        Window window = windows.compute(new Key(form, client == null ? "" : client), (key, current) ->
                current == null || !now.isBefore(current.start().plus(window(form)))
                        ? new Window(now, 1) : new Window(current.start(), current.count() + 1));
        return window.count() <= limit(form);
    }

    /** How long a refused client should wait, for Retry-After. */
    public long retryAfterSeconds(Form form) {
        return window(form).toSeconds();
    }

    private Duration window(Form form) {
        return form == Form.NEW_GAMES ? games.newGamesPerClientWindow() : linkRequests.perClientWindow();
    }

    private int limit(Form form) {
        return form == Form.NEW_GAMES ? games.newGamesPerClientLimit() : linkRequests.perClientLimit();
    }
}
