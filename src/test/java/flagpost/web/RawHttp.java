package flagpost.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Requests exactly as written, byte for byte, over a socket of their own: a path with a broken escape ({@code %zz}),
 * which every HTTP client library refuses to send, or a body cut short in the middle of a multipart part.
 */
final class RawHttp {

    /** An answer: status, headers (names in lower case), and the body with any chunked framing undone. */
    record Answer(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        String contentType() {
            return String.valueOf(header("content-type")).toLowerCase(Locale.ROOT);
        }
    }

    private RawHttp() {
    }

    /**
     * Sends one request with {@code Connection: close} and reads the answer to its end. {@code headers} are written as
     * given, one per line ("Name: value"); a body gets a {@code Content-Length} of its real size unless they name one.
     */
    static Answer send(int port, String method, String path, Map<String, String> headers, byte[] body) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(30_000);
            StringBuilder head = new StringBuilder(method).append(' ').append(path).append(" HTTP/1.1\r\n");
            head.append("Host: localhost:").append(port).append("\r\n");
            head.append("Connection: close\r\n");
            headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
            if (body != null && headers.keySet().stream().noneMatch(name -> name.equalsIgnoreCase("Content-Length"))) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            head.append("\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (body != null) {
                out.write(body);
            }
            out.flush();
            return read(socket.getInputStream());
        } catch (IOException failed) {
            throw new UncheckedIOException(method + " " + path, failed);
        }
    }

    private static Answer read(InputStream in) throws IOException {
        byte[] all = in.readAllBytes();
        String raw = new String(all, StandardCharsets.ISO_8859_1);
        int end = raw.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new IOException("no complete answer: " + raw);
        }
        String[] lines = raw.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
        }
        byte[] body = java.util.Arrays.copyOfRange(all, end + 4, all.length);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = unchunk(body);
        }
        return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
    }

    private static byte[] unchunk(byte[] chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (at < chunked.length) {
            int lineEnd = indexOf(chunked, at);
            String size = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int length = Integer.parseInt(size, 16);
            if (length == 0) {
                break;
            }
            out.write(chunked, lineEnd + 2, length);
            at = lineEnd + 2 + length + 2;
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i + 1 < bytes.length; i++) {
            if (bytes[i] == '\r' && bytes[i + 1] == '\n') {
                return i;
            }
        }
        return bytes.length;
    }
}
