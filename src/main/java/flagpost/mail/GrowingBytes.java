package flagpost.mail;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;

/**
 * A growing byte array, like {@link java.io.ByteArrayOutputStream} without its lock on every byte: what a whole message
 * is rendered into before one write to the SMTP transport ({@link MimeConversion}), and what a text part is encoded into
 * ({@link TextPartEncoding}), both a byte at a time.
 */
final class GrowingBytes extends OutputStream {

    private byte[] bytes;
    private int size;

    GrowingBytes(int capacity) {
        bytes = new byte[Math.max(16, capacity)];
    }

    @Override
    public void write(int b) {
        if (size == bytes.length) {
            bytes = Arrays.copyOf(bytes, size * 2);
        }
        bytes[size++] = (byte) b;
    }

    @Override
    public void write(byte[] from, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, from.length);
        if (size + length > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(size * 2, size + length));
        }
        System.arraycopy(from, offset, bytes, size, length);
        size += length;
    }

    /** CR LF. */
    void lineBreak() {
        write('\r');
        write('\n');
    }

    /** Everything written, in one write to {@code out}. */
    void writeTo(OutputStream out) throws IOException {
        out.write(bytes, 0, size);
    }

    /** A copy of everything written. */
    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }
}
