package flagpost.links;

/**
 * Lowercase base32 (RFC 4648 alphabet, no padding), for tokens that must survive a mail system changing their case:
 * letters and the digits 2–7 only. Decoding takes the canonical spelling only (the unused low bits zero), so a token
 * has exactly one spelling, as link tokens do.
 */
final class Base32 {

    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

    private Base32() {
    }

    static String encode(byte[] bytes) {
        StringBuilder out = new StringBuilder((bytes.length * 8 + 4) / 5);
        int buffer = 0;
        int bits = 0;
        for (byte b : bytes) {
            buffer = buffer << 8 | (b & 0xff);
            bits += 8;
            while (bits >= 5) {
                out.append(ALPHABET.charAt(buffer >> (bits - 5) & 31));
                bits -= 5;
            }
        }
        if (bits > 0) {
            out.append(ALPHABET.charAt(buffer << (5 - bits) & 31));
        }
        return out.toString();
    }

    /** The bytes of a canonical lowercase base32 text, or null when it is not one. */
    static byte[] decode(String text) {
        int length = text.length() * 5 / 8;
        if ((length * 8 + 4) / 5 != text.length()) {
            return null;
        }
        byte[] out = new byte[length];
        int buffer = 0;
        int bits = 0;
        int at = 0;
        for (int i = 0; i < text.length(); i++) {
            int value = ALPHABET.indexOf(text.charAt(i));
            if (value < 0) {
                return null;
            }
            buffer = buffer << 5 | value;
            bits += 5;
            if (bits >= 8) {
                out[at++] = (byte) (buffer >> (bits - 8));
                bits -= 8;
            }
        }
        if ((buffer & ((1 << bits) - 1)) != 0) {
            return null;
        }
        return out;
    }
}
