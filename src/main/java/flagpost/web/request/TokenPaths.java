package flagpost.web.request;

import java.util.List;

/**
 * The path prefixes of pages and API calls whose URL holds a signed token: such a response is never cached or
 * indexed, and such a path is never logged whole.
 */
public final class TokenPaths {

    public static final List<String> PREFIXES = List.of("/api/games/", "/play/", "/setup/", "/history/", "/games/",
            "/invitation/", "/unsubscribe/", "/confirm/", "/do-not-invite/", "/watch/",
            "/dev/"); // the dev inbox lists emails whose links act for players: never cached either

    private TokenPaths() {
    }

    public static boolean holdsToken(String path) {
        for (String prefix : PREFIXES) { // a loop, not a stream: every answer asks
            if (path.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
