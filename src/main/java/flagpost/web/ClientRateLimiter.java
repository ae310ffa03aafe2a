package flagpost.web;

import flagpost.game.LinkRequestConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts the "email me" form requests of each client address in fixed windows, in memory and per
 * instance: a brake on one client hammering the forms, not an exact quota (the per-address limit in
 * the database is the one that protects an inbox). The client address is the socket's, unless Quarkus
 * is told the app sits behind a proxy ({@code quarkus.http.proxy.proxy-address-forwarding}), in which
 * case Quarkus takes it from the forwarding headers.
 */
@ApplicationScoped
public class ClientRateLimiter {

    /** Past this many tracked clients, finished windows are dropped before a new one is added. */
    private static final int SWEEP_ABOVE = 10_000;

    private record Window(Instant start, int count) {
    }

    private final Map<String, Window> windows = new ConcurrentHashMap<>();
    private final Clock clock;
    private final LinkRequestConfig config;

    @Inject
    public ClientRateLimiter(Clock clock, LinkRequestConfig config) {
        this.clock = clock;
        this.config = config;
    }

    /** Counts one request from {@code client}; false when it is over the limit for the current window. */
    public boolean allow(String client) {
        Instant now = clock.instant();
        if (windows.size() > SWEEP_ABOVE) {
            windows.values().removeIf(window -> !now.isBefore(window.start().plus(config.perClientWindow())));
        }
        Window window = windows.compute(client == null ? "" : client, (key, current) ->
                current == null || !now.isBefore(current.start().plus(config.perClientWindow()))
                        ? new Window(now, 1) : new Window(current.start(), current.count() + 1));
        return window.count() <= config.perClientLimit();
    }

    /** How long a refused client should wait, for Retry-After. */
    public long retryAfterSeconds() {
        return config.perClientWindow().toSeconds();
    }
}
