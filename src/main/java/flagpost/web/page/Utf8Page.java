package flagpost.web.page;

import io.quarkus.qute.TemplateInstance;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * A page rendered straight into UTF-8 bytes, part by part as Qute produces it, for the response body.
 *
 * <p>Why not {@code TemplateInstance.render()}: that collects the page in one {@code StringBuilder}, which holds a byte a
 * character only while every character so far is Latin-1. The first character beyond it ("…", an Uzbek "ʻ") turns the
 * whole buffer into two bytes a character, and the page is then copied into a {@code String} and encoded once more for
 * the response. Here each part is encoded as it comes into a buffer sized by the template's last page, so a page
 * costs its bytes about twice (the buffer and the body), whatever its characters.
 */
final class Utf8Page implements Consumer<String> {

    private static final int SMALLEST = 4_096;
    private static final int LARGEST_HINT = 1 << 20;

    /** The size of each template's last page, so the next starts with a buffer it will not outgrow. */
    private static final Map<String, Integer> LAST_SIZE = new ConcurrentHashMap<>();

    private byte[] bytes;
    private int length;

    private Utf8Page(int capacity) {
        bytes = new byte[capacity];
    }

    /** The page's bytes in UTF-8. */
    static byte[] render(TemplateInstance page) {
        String template = page.getTemplate().getId();
        Utf8Page out = new Utf8Page(LAST_SIZE.getOrDefault(template, SMALLEST));
        try {
            page.consume(out).toCompletableFuture().join();
        } catch (CompletionException failed) {
            // as render() would: the template's own exception, not the future's wrapper
            if (failed.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw failed;
        }
        // a little headroom, so a page that grows by a few characters (a longer name) does not grow the buffer
        LAST_SIZE.put(template, Math.min(LARGEST_HINT, out.length + out.length / 8 + 64));
        return out.length == out.bytes.length ? out.bytes : Arrays.copyOf(out.bytes, out.length);
    }

    @Override
    public void accept(String part) {
        int size = part.length();
        ensure(length + size);
        for (int i = 0; i < size; i++) {
            char c = part.charAt(i);
            if (c < 0x80) {
                bytes[length++] = (byte) c;
            } else {
                ensure(length + 4 + (size - i));
                if (c < 0x800) {
                    bytes[length++] = (byte) (0xC0 | (c >> 6));
                    bytes[length++] = (byte) (0x80 | (c & 0x3F));
                } else if (Character.isHighSurrogate(c) && i + 1 < size && Character.isLowSurrogate(part.charAt(i + 1))) {
                    int code = Character.toCodePoint(c, part.charAt(++i));
                    bytes[length++] = (byte) (0xF0 | (code >> 18));
                    bytes[length++] = (byte) (0x80 | ((code >> 12) & 0x3F));
                    bytes[length++] = (byte) (0x80 | ((code >> 6) & 0x3F));
                    bytes[length++] = (byte) (0x80 | (code & 0x3F));
                } else if (Character.isSurrogate(c)) {
                    bytes[length++] = '?'; // a lone surrogate has no UTF-8 form; String.getBytes writes '?' too
                } else {
                    bytes[length++] = (byte) (0xE0 | (c >> 12));
                    bytes[length++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                    bytes[length++] = (byte) (0x80 | (c & 0x3F));
                }
            }
        }
    }

    private void ensure(int capacity) {
        if (capacity > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(capacity, bytes.length * 2));
        }
    }
}
