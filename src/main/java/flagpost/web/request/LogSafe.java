package flagpost.web.request;

import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Text made fit for the log: no signed token in it. A token in a path or a log line is a bearer credential (whoever
 * reads the log could play that seat), so every path a log line names goes through {@link #path}, and every line the
 * log handlers write goes through {@link #text} ({@link NoTokensInTheLog}), whoever wrote it.
 */
public final class LogSafe {

    /**
     * What stands where a token was: ASCII, so a log written in a non-UTF-8 locale shows it, and starting with {@code <},
     * which no token segment may hold, so a line already hidden by {@link #path} and read again by the log filter keeps
     * what follows the placeholder.
     */
    static final String HIDDEN = "<hidden>";

    /** The segment after a token path's prefix ({@code /play/<token>}); the dev inbox's ids are not tokens. */
    private static final Pattern TOKEN_SEGMENT = Pattern.compile("(" + TokenPaths.PREFIXES.stream()
            .filter(prefix -> !prefix.equals("/dev/")).map(Pattern::quote).collect(Collectors.joining("|")) + ")[^/?#\\s\"'<>]+");
    /**
     * A token's shape anywhere (a form field, an exception's message): two runs of base64url letters joined by a dot, as
     * {@code LinkTokens} writes them. Class and host names are dotted too, but their parts are rarely this long.
     */
    private static final Pattern TOKEN_SHAPE = Pattern.compile("[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}");
    /**
     * The signed part of a reply or bounce address, {@code play+<token>@host} (the default separator): Hibernate's debug
     * lines print a stored email's headers, Reply-To and all, and a reply token acts for its seat as a link does.
     */
    private static final Pattern ADDRESS_TOKEN = Pattern.compile("(?<=\\+)[A-Za-z0-9_-]{16,}(?=@)");
    /** In a path, any segment this long: a forged or cut token in a path that is no token path at all. */
    private static final Pattern LONG_SEGMENT = Pattern.compile("/[^/?#]{20,}");

    private LogSafe() {
    }

    /** A request's path for a log line: token segments and any long segment hidden, the query left out. */
    public static String path(String path) {
        if (path == null) {
            return "";
        }
        int query = path.indexOf('?');
        String withoutQuery = query < 0 ? path : path.substring(0, query);
        return LONG_SEGMENT.matcher(text(withoutQuery)).replaceAll("/" + HIDDEN);
    }

    /** Any text with every token in it hidden: those in token paths and reply addresses, and anything shaped like one. */
    public static String text(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String paths = TOKEN_SEGMENT.matcher(text).replaceAll("$1" + HIDDEN);
        String addresses = ADDRESS_TOKEN.matcher(paths).replaceAll(HIDDEN);
        return TOKEN_SHAPE.matcher(addresses).replaceAll(HIDDEN);
    }
}
