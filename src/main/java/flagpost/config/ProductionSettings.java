package flagpost.config;

import flagpost.links.LinkTokens;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What a production start needs before it may serve anyone: every setting a host must give, checked at once so
 * the host learns every missing or unsafe one from one failed start instead of one per start.
 *
 * <p>Each problem is one sentence naming the environment variable to set (and the property behind it). The
 * sentences never suggest writing a secret into a file of the repository: keys and passwords belong in the
 * environment (an env file outside the repository, the unit's or the container's environment).
 *
 * <p>Plain Java over a name-to-value function, so it runs while the configuration is being built
 * ({@link ProductionSettingsCheck}) and is tested without starting anything.
 */
public final class ProductionSettings {

    /** The host's explicit consent to the development database choice (probe 127.0.0.1:5432, else embedded). */
    static final String LOCAL_DATABASE_OPT_IN = "flagpost.db.local-fallback";

    private static final String KEY_PROPERTY_PREFIX = "flagpost.links.keys.";
    private static final String KEY_ENV_PREFIX = "FLAGPOST_LINKS_KEYS_";
    static final String ADMIN_KEY = "flagpost.admin.key";

    /** The shortest operator key accepted: as long as the 32 random bytes of a link key would be in hex, shorter than in base64. */
    static final int MIN_ADMIN_KEY_CHARACTERS = 32;

    /** Fewer different characters than this, and a key is a pattern ("aaaa…", "abab…"), whatever its length. */
    private static final int MIN_ADMIN_KEY_DISTINCT_CHARACTERS = 8;

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private ProductionSettings() {
    }

    /**
     * Every missing or unsafe production setting, in the order of the README's "Host it" table; empty when the
     * start may go on.
     *
     * @param config a setting's value by property name (or by environment name for {@code DB_URL}), null when unset
     * @param names every setting name the configuration knows, to find the signing keys, whose ids are the host's
     */
    public static List<String> problems(Function<String, String> config, Iterable<String> names) {
        List<String> problems = new ArrayList<>();
        checkDatabase(config, problems);
        checkSigningKeys(config, names, problems);
        checkBaseUrl(config.apply("flagpost.base-url"), problems);
        checkSmtp(config, problems);
        checkMailDomains(config, problems);
        checkInbound(config, problems);
        checkAdminKey(config.apply(ADMIN_KEY), problems);
        return problems;
    }

    /** The message a refused start prints: every problem, and where to read more. */
    public static String refusal(List<String> problems) {
        StringBuilder message = new StringBuilder("Flagpost will not start in production: ")
                .append(problems.size() == 1 ? "one setting is" : problems.size() + " settings are")
                .append(" missing or unsafe. Give them as environment variables (an env file outside the repository, or the "
                        + "service's or container's environment), then start again:");
        for (String problem : problems) {
            message.append("\n  - ").append(problem);
        }
        return message.append("\nEvery setting is listed in deploy/flagpost.env.example and in the README, \"Host it\".").toString();
    }

    private static void checkDatabase(Function<String, String> config, List<String> problems) {
        if (isSet(config.apply("DB_URL")) || isSet(config.apply("quarkus.datasource.jdbc.url"))) {
            return;
        }
        if ("true".equalsIgnoreCase(trimmed(config.apply(LOCAL_DATABASE_OPT_IN)))) {
            return;
        }
        problems.add("DB_URL (with DB_USER and DB_PASSWORD): no database is configured, e.g. "
                + "DB_URL=jdbc:postgresql://db.example.org:5432/flagpost. A production start never looks for a PostgreSQL "
                + "superuser on 127.0.0.1:5432 nor starts an embedded one, unless you ask for that with FLAGPOST_DB_LOCAL_FALLBACK=true.");
    }

    private static void checkSigningKeys(Function<String, String> config, Iterable<String> names, List<String> problems) {
        int keys = 0;
        for (String name : names) {
            String id = keyId(name);
            if (id == null) {
                continue;
            }
            String value = trimmed(config.apply(name));
            if (value == null) {
                continue;
            }
            keys++;
            byte[] key = LinkTokens.decodeKey(value);
            if (key == null) {
                problems.add(name + ": the link signing key \"" + id + "\" is not base64. Make one with: openssl rand -base64 32");
            } else if (key.length < LinkTokens.MIN_KEY_BYTES) {
                problems.add(name + ": the link signing key \"" + id + "\" has " + key.length + " bytes; it needs at least "
                        + LinkTokens.MIN_KEY_BYTES + ". Make one with: openssl rand -base64 32");
            }
        }
        if (keys == 0) {
            problems.add("FLAGPOST_LINKS_KEYS__K1_ (flagpost.links.keys.k1): no link signing key. Every link in every email is "
                    + "signed with it, and every instance needs the same one. Make one with: openssl rand -base64 32");
        }
    }

    /** The key id of a signing-key setting, in either its property or its environment spelling; null for other names. */
    private static String keyId(String name) {
        if (name.startsWith(KEY_PROPERTY_PREFIX) && name.length() > KEY_PROPERTY_PREFIX.length()) {
            return name.substring(KEY_PROPERTY_PREFIX.length()).replace("\"", "");
        }
        if (name.startsWith(KEY_ENV_PREFIX) && name.length() > KEY_ENV_PREFIX.length()) {
            return name.substring(KEY_ENV_PREFIX.length()).replace("_", "").toLowerCase(Locale.ROOT);
        }
        return null;
    }

    private static void checkBaseUrl(String value, List<String> problems) {
        String baseUrl = trimmed(value);
        if (baseUrl == null) {
            problems.add("FLAGPOST_BASE_URL (flagpost.base-url): unset. It is the public address every emailed link starts with, "
                    + "e.g. https://flagpost.example.org");
            return;
        }
        URI uri;
        try {
            uri = new URI(baseUrl);
        } catch (URISyntaxException notAUrl) {
            problems.add("FLAGPOST_BASE_URL (flagpost.base-url): \"" + baseUrl + "\" is not a URL, e.g. https://flagpost.example.org");
            return;
        }
        String host = uri.getHost();
        if (!"https".equalsIgnoreCase(uri.getScheme()) || host == null) {
            problems.add("FLAGPOST_BASE_URL (flagpost.base-url): \"" + baseUrl + "\" must be an https:// address: every link "
                    + "carries a player's key to a game, and plain http shows it to everyone on the way");
        } else if (isLocal(host)) {
            problems.add("FLAGPOST_BASE_URL (flagpost.base-url): \"" + baseUrl + "\" points at this machine or a private "
                    + "network, so the links in emails would not open for the players. Give the public address.");
        }
    }

    private static void checkSmtp(Function<String, String> config, List<String> problems) {
        String host = trimmed(config.apply("flagpost.mail.smtp.host"));
        if (host == null) {
            problems.add("FLAGPOST_MAIL_SMTP_HOST (flagpost.mail.smtp.host): no SMTP server, so no email could leave. Set it "
                    + "with FLAGPOST_MAIL_SMTP_PORT, FLAGPOST_MAIL_SMTP_SECURITY (NONE, STARTTLS or TLS) and, if your server "
                    + "wants a login, FLAGPOST_MAIL_SMTP_USERNAME and FLAGPOST_MAIL_SMTP_PASSWORD.");
            return;
        }
        String security = trimmed(config.apply("flagpost.mail.smtp.security"));
        boolean plain = security != null && security.equalsIgnoreCase("NONE");
        if (plain && isSet(config.apply("flagpost.mail.smtp.password")) && !isLoopback(host)) {
            problems.add("FLAGPOST_MAIL_SMTP_SECURITY (flagpost.mail.smtp.security): NONE would send the SMTP password to "
                    + host + " unencrypted. Use STARTTLS (port 587) or TLS (port 465).");
        }
    }

    private static void checkMailDomains(Function<String, String> config, List<String> problems) {
        String from = trimmed(config.apply("flagpost.mail.from"));
        String fromDomain = from == null ? null : domainOf(from);
        if (fromDomain == null || isLocal(fromDomain)) {
            problems.add("FLAGPOST_MAIL_FROM (flagpost.mail.from): " + (from == null ? "unset" : "\"" + from + "\"")
                    + " is not an address mail servers accept mail from. Give one your SMTP server may send as, "
                    + "e.g. Flagpost <play@example.org>");
        }
        String messageIdDomain = trimmed(config.apply("flagpost.mail.message-id-domain"));
        if (messageIdDomain == null || isLocal(messageIdDomain)) {
            problems.add("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN (flagpost.mail.message-id-domain): "
                    + (messageIdDomain == null ? "unset" : "\"" + messageIdDomain + "\"")
                    + " is not a domain of yours. Give your sending domain, e.g. example.org, and never change it while games run "
                    + "(each game's emails are threaded by it).");
        }
    }

    /**
     * Replies by email are optional, but half a setup is refused: a reply address with no mailbox read would invite
     * replies that nobody reads, and a mailbox without its login or reply address cannot work.
     */
    private static void checkInbound(Function<String, String> config, List<String> problems) {
        String host = trimmed(config.apply("flagpost.inbound.host"));
        boolean replyAddress = isSet(config.apply("flagpost.inbound.reply-address"));
        if (host == null) {
            if (replyAddress) {
                problems.add("FLAGPOST_INBOUND_HOST (flagpost.inbound.host): a reply address is set, so every email invites a reply, "
                        + "but no mailbox is read. Give the IMAP server of that mailbox (with FLAGPOST_INBOUND_USER and "
                        + "FLAGPOST_INBOUND_PASSWORD), or unset FLAGPOST_INBOUND_REPLY_ADDRESS to turn replies off.");
            }
            return;
        }
        if (!replyAddress) {
            problems.add("FLAGPOST_INBOUND_REPLY_ADDRESS (flagpost.inbound.reply-address): a mailbox is read, but no email names it. "
                    + "Give the mailbox's address, e.g. play@example.org (replies then go to play+<token>@example.org).");
        }
        if (!isSet(config.apply("flagpost.inbound.user"))) {
            problems.add("FLAGPOST_INBOUND_USER (flagpost.inbound.user): the IMAP login of the mailbox replies arrive in.");
        }
        boolean password = isSet(config.apply("flagpost.inbound.password"));
        if (!password) {
            problems.add("FLAGPOST_INBOUND_PASSWORD (flagpost.inbound.password): the password (or app password) of that login.");
        }
        String tls = trimmed(config.apply("flagpost.inbound.tls"));
        if (tls != null && tls.equalsIgnoreCase("none") && password && !isLoopback(host)) {
            problems.add("FLAGPOST_INBOUND_TLS (flagpost.inbound.tls): none would send the mailbox password to " + host
                    + " unencrypted. Use imaps (port 993) or starttls (port 143).");
        }
    }

    /**
     * The operator key is optional (without it the operator pages do not exist), but one that is set guards every
     * player's address, export and erasure, and is tried from the management port with nothing but guesses to slow a
     * guesser down: a short or patterned one is refused.
     */
    private static void checkAdminKey(String value, List<String> problems) {
        String key = trimmed(value);
        if (key == null) {
            return;
        }
        String advice = " Make one with: openssl rand -base64 32 (or unset it to turn the operator pages off).";
        if (key.length() < MIN_ADMIN_KEY_CHARACTERS) {
            problems.add("FLAGPOST_ADMIN_KEY (" + ADMIN_KEY + "): the operator key has " + key.length() + " characters; it needs at least "
                    + MIN_ADMIN_KEY_CHARACTERS + ", since it opens every player's address, data and erasure." + advice);
        } else if (key.codePoints().distinct().count() < MIN_ADMIN_KEY_DISTINCT_CHARACTERS) {
            problems.add("FLAGPOST_ADMIN_KEY (" + ADMIN_KEY + "): the operator key repeats a few characters, so it is easy to guess "
                    + "however long it is." + advice);
        }
    }

    /** The domain of a mailbox written {@code Name <user@domain>} or {@code user@domain}; null if it has none. */
    static String domainOf(String mailbox) {
        String address = mailbox;
        int open = mailbox.lastIndexOf('<');
        int close = mailbox.lastIndexOf('>');
        if (open >= 0 && close > open) {
            address = mailbox.substring(open + 1, close);
        }
        int at = address.lastIndexOf('@');
        if (at <= 0 || at == address.length() - 1) {
            return null;
        }
        return address.substring(at + 1).strip();
    }

    /**
     * Whether a host name is this machine or a private network: {@code localhost}, {@code *.localhost}, and IP literals
     * that are loopback, private, link-local, unique-local or unspecified. Names are never looked up: a start must not
     * depend on DNS, and a public name is the host's to give.
     */
    static boolean isLocal(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        if (h.endsWith(".")) {
            h = h.substring(0, h.length() - 1);
        }
        if (h.equals("localhost") || h.endsWith(".localhost") || h.endsWith(".local") || h.endsWith(".internal")
                || h.endsWith(".lan") || h.endsWith(".home.arpa") || !h.contains(".") && !h.contains(":")) {
            return true; // a bare name like "flagpost" only resolves inside some network
        }
        InetAddress ip = ipLiteral(h);
        if (ip == null) {
            return false;
        }
        if (ip.isLoopbackAddress() || ip.isSiteLocalAddress() || ip.isLinkLocalAddress() || ip.isAnyLocalAddress()) {
            return true;
        }
        byte[] bytes = ip.getAddress();
        boolean uniqueLocalV6 = bytes.length == 16 && (bytes[0] & 0xfe) == 0xfc; // fc00::/7
        boolean sharedV4 = bytes.length == 4 && (bytes[0] & 0xff) == 100 && (bytes[1] & 0xc0) == 64; // 100.64.0.0/10
        return uniqueLocalV6 || sharedV4;
    }

    private static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.equals("localhost")) {
            return true;
        }
        InetAddress ip = ipLiteral(h.startsWith("[") && h.endsWith("]") ? h.substring(1, h.length() - 1) : h);
        return ip != null && ip.isLoopbackAddress();
    }

    /** The address an IP literal names, without any lookup; null for a host name. */
    private static InetAddress ipLiteral(String host) {
        if (!IPV4.matcher(host).matches() && !host.contains(":")) {
            return null;
        }
        try {
            return InetAddress.getByName(host); // a literal: parsed, never resolved
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static boolean isSet(String value) {
        return trimmed(value) != null;
    }

    private static String trimmed(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
