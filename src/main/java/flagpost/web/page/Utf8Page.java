package flagpost.web.page;

import io.quarkus.qute.TemplateInstance;
import java.util.Arrays;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

/**
 * A page rendered straight into UTF-8 bytes, part by part as Qute produces it, for the response body.
 *
 * <p>Why not {@code TemplateInstance.render()}: that collects the page in one {@code StringBuilder}, which holds a byte a
 * character only while every character so far is Latin-1. The first character beyond it ("…", an Uzbek "ʻ") turns the
 * whole buffer into two bytes a character, and the page is then copied into a {@code String} and encoded once more for
 * the response. Here each part is encoded as it comes into the rendering thread's own buffer, kept from one page to
 * the next, and the page is copied out of it once: a page allocates its bytes once (the body), whatever its
 * characters. (Before, a buffer per page sized by the template's last page and a copy trimmed to the page's length
 * were a sixth of what a play page allocated.)
 */
final class Utf8Page implements Consumer<String> {

    private static final int SMALLEST = 32_768;

    /** A thread keeps a buffer up to this size; a larger one (a rare huge page) is dropped after its page. */
    private static final int LARGEST_KEPT = 1 << 18;

    /**
     * Each thread's buffer. A page is rendered on the thread that asks for it, which waits for the render to end
     * ({@link #render}), so no two pages share one; {@link #inUse} covers a page rendered while another is.
     */
    private static final ThreadLocal<Utf8Page> BUFFER = ThreadLocal.withInitial(Utf8Page::new);

    private byte[] bytes = new byte[SMALLEST];
    private int length;
    private boolean inUse;

    /** The page's bytes in UTF-8. */
    static byte[] render(TemplateInstance page) {
        Utf8Page kept = BUFFER.get();
        Utf8Page out = kept.inUse ? new Utf8Page() : kept;
        out.inUse = true;
        out.length = 0;
        try {
            page.consume(out).toCompletableFuture().join();
            return Arrays.copyOf(out.bytes, out.length);
        } catch (CompletionException failed) {
            // as render() would: the template's own exception, not the future's wrapper
            if (failed.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw failed;
        } finally {
            out.inUse = false;
            if (out.bytes.length > LARGEST_KEPT) {
                out.bytes = new byte[SMALLEST];
            }
        }
    }

    @Override
    public void accept(String part) {
        append(part);
    }

    /** {@link #accept} for any characters, so that markup kept in a buffer (a board's) is not copied into a String first. */
    void append(CharSequence part) {
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
