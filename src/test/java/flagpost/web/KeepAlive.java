package flagpost.web;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One HTTP/1.1 keep-alive connection for a load driver: blocking, one request at a time, on the calling thread,
 * with nothing but a socket and two buffers, so the driver takes as little of the machine's CPU as it can (the JDK's
 * {@code HttpClient} took about 0.65 ms of CPU a request here, in three threads per request). Enough HTTP for
 * answers from our own server: a status line, headers, and a body framed by {@code Content-Length} or chunked. The
 * connection is opened on first use and again only when the server closes it; {@link #connections()} counts the
 * openings, so a benchmark can show that its connections were kept. Not thread-safe; not for anything but tests.
 */
final class KeepAlive implements Closeable {

    /** An answer: the status code and the body as UTF-8. */
    record Reply(int status, String body) {
    }

    private static final int TIMEOUT_MILLIS = 30_000;

    private final String host;
    private final int port;
    private final String source;
    private final byte[] buffer = new byte[16 * 1024];
    private int position;
    private int limit;
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private int connections;

    KeepAlive(String host, int port) {
        this(host, port, null);
    }

    /**
     * A connection from the local address {@code source} (a loopback address such as {@code 127.0.3.7}, so the server
     * sees another client), or from whatever the system picks when null.
     */
    KeepAlive(String host, int port, String source) {
        this.host = host;
        this.port = port;
        this.source = source;
    }

    /** How many times a connection was opened. */
    int connections() {
        return connections;
    }

    /** POSTs {@code json} to {@code path} (absolute, e.g. {@code /api/games/T/moves}) and reads the whole answer. */
    Reply post(String path, String json) throws IOException {
        return post(path, "application/json", json);
    }

    /** POSTs {@code text} of the given content type to {@code path} and reads the whole answer. */
    Reply post(String path, String contentType, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        String head = "POST " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nContent-Type: " + contentType + "\r\n"
                + "Accept: " + (contentType.equals("application/json") ? "application/json" : "text/html") + "\r\nContent-Length: "
                + body.length + "\r\n\r\n";
        byte[] headBytes = head.getBytes(StandardCharsets.ISO_8859_1);
        byte[] request = new byte[headBytes.length + body.length];
        System.arraycopy(headBytes, 0, request, 0, headBytes.length);
        System.arraycopy(body, 0, request, headBytes.length, body.length);
        if (socket == null) {
            open();
        }
        out.write(request);
        out.flush();
        return read();
    }

    /** GETs {@code path} (absolute, e.g. {@code /play/T}) and reads the whole answer. */
    Reply get(String path) throws IOException {
        byte[] request = ("GET " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nAccept: text/html\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        if (socket == null) {
            open();
        }
        out.write(request);
        out.flush();
        return read();
    }

    private void open() throws IOException {
        Socket opened = new Socket();
        try {
            opened.setTcpNoDelay(true);
            opened.setSoTimeout(TIMEOUT_MILLIS);
            if (source != null) {
                opened.bind(new InetSocketAddress(source, 0));
            }
            opened.connect(new InetSocketAddress(host, port), 10_000);
        } catch (IOException failed) {
            opened.close();
            throw failed;
        }
        socket = opened;
        in = opened.getInputStream();
        out = opened.getOutputStream();
        position = 0;
        limit = 0;
        connections++;
    }

    private Reply read() throws IOException {
        String statusLine = line();
        if (!statusLine.startsWith("HTTP/1.1 ") || statusLine.length() < 12) {
            throw new IOException("not an HTTP/1.1 status line: " + statusLine);
        }
        int status = Integer.parseInt(statusLine.substring(9, 12));
        int length = -1;
        boolean chunked = false;
        boolean close = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            int colon = header.indexOf(':');
            if (colon < 0) {
                throw new IOException("not a header: " + header);
            }
            String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = header.substring(colon + 1).trim();
            switch (name) {
                case "content-length" -> length = Integer.parseInt(value);
                case "transfer-encoding" -> chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
                case "connection" -> close = value.equalsIgnoreCase("close");
                default -> {
                    // not needed
                }
            }
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream(Math.max(length, 256));
        if (chunked) {
            for (int size = chunkSize(); size > 0; size = chunkSize()) {
                bytes(size, body);
                if (!line().isEmpty()) {
                    throw new IOException("no line end after a chunk");
                }
            }
            while (!line().isEmpty()) {
                // trailers
            }
        } else if (length >= 0) {
            bytes(length, body);
        } else {
            throw new IOException("an answer with neither Content-Length nor chunked encoding (status " + status + ")");
        }
        if (close) {
            close();
        }
        return new Reply(status, body.toString(StandardCharsets.UTF_8));
    }

    private int chunkSize() throws IOException {
        String line = line();
        int extension = line.indexOf(';');
        return Integer.parseInt((extension < 0 ? line : line.substring(0, extension)).trim(), 16);
    }

    /** The next line without its CRLF, read as Latin-1 (status line, headers and chunk sizes are ASCII). */
    private String line() throws IOException {
        StringBuilder line = new StringBuilder(64);
        while (true) {
            if (position == limit) {
                fill();
            }
            byte b = buffer[position++];
            if (b == '\n') {
                int end = line.length();
                return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
            }
            line.append((char) (b & 0xff));
            if (line.length() > 8_192) {
                throw new IOException("a header line longer than 8 kB");
            }
        }
    }

    private void bytes(int count, ByteArrayOutputStream into) throws IOException {
        int left = count;
        while (left > 0) {
            if (position == limit) {
                fill();
            }
            int n = Math.min(left, limit - position);
            into.write(buffer, position, n);
            position += n;
            left -= n;
        }
    }

    private void fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
            close();
            throw new IOException("the server closed the connection in the middle of an answer");
        }
        position = 0;
        limit = n;
    }

    @Override
    public void close() throws IOException {
        if (socket != null) {
            Socket closing = socket;
            socket = null;
            in = null;
            out = null;
            closing.close();
        }
    }
}
