package flagpost.web.request;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/**
 * The key a per-client limit counts under. One IPv6 subscriber gets a whole /64 (and can pick any address in it),
 * so IPv6 addresses count by their /64; an IPv4-mapped IPv6 address ({@code ::ffff:192.0.2.1}, what a dual-stack
 * socket reports for an IPv4 client) counts as the IPv4 address it is, never as a /64 shared by every IPv4 client.
 */
public final class ClientAddresses {

    /** An IP literal: IPv4 dotted digits, or hex, dots and colons with at least one colon (optionally in brackets, with a zone). */
    private static final Pattern IP_LITERAL = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}|\\[?[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*(%[^\\]]*)?]?");

    private ClientAddresses() {
    }

    /** The counting key of a client address as the socket or the forwarding headers give it. */
    public static String key(String address) {
        if (address == null || address.isBlank()) {
            return "";
        }
        String literal = address.strip();
        if (!IP_LITERAL.matcher(literal).matches()) {
            return literal;
        }
        literal = literal.replace("[", "").replace("]", "");
        int zone = literal.indexOf('%');
        if (zone >= 0) {
            literal = literal.substring(0, zone);
        }
        try {
            InetAddress parsed = InetAddress.getByName(literal); // a literal only: no name lookup
            if (parsed instanceof Inet6Address) {
                byte[] bytes = parsed.getAddress();
                StringBuilder prefix = new StringBuilder();
                for (int i = 0; i < 8; i += 2) {
                    prefix.append(Integer.toHexString(((bytes[i] & 0xff) << 8) | (bytes[i + 1] & 0xff))).append(':');
                }
                return prefix.append(":/64").toString();
            }
            return parsed.getHostAddress(); // IPv4, including the mapped form, which Java parses as IPv4
        } catch (UnknownHostException notAnAddress) {
            return literal;
        }
    }
}
