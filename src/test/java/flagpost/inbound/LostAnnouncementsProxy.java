package flagpost.inbound;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * A TCP proxy on loopback in front of a real IMAP server that loses what the server announces during an IDLE (its
 * untagged {@code EXISTS} and {@code RECENT} lines), as a server with a stale count or a box in between can: the IDLE
 * goes on as if no mail had come. Everything else passes unchanged, so a new SELECT still counts the folder right.
 */
final class LostAnnouncementsProxy implements AutoCloseable {

    private static final Pattern ANNOUNCEMENT = Pattern.compile("\\* \\d+ (EXISTS|RECENT)\\r?\\n");
    private static final Pattern IDLE_COMMAND = Pattern.compile("\\S+ IDLE\\r?\\n", Pattern.CASE_INSENSITIVE);

    private final ServerSocket listening;
    private final int serverPort;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final AtomicInteger lost = new AtomicInteger();

    private LostAnnouncementsProxy(int serverPort) throws IOException {
        this.serverPort = serverPort;
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(this::accept, "lost-announcements-proxy");
        accepting.setDaemon(true);
        accepting.start();
    }

    static LostAnnouncementsProxy to(int serverPort) throws IOException {
        return new LostAnnouncementsProxy(serverPort);
    }

    int port() {
        return listening.getLocalPort();
    }

    /** How many announcements were lost so far. */
    int lost() {
        return lost.get();
    }

    @Override
    public void close() throws IOException {
        listening.close();
        for (Socket socket : open) {
            socket.close();
        }
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
                open.add(client);
                open.add(server);
                AtomicBoolean idling = new AtomicBoolean();
                pump(client.getInputStream(), server.getOutputStream(), line -> {
                    if (IDLE_COMMAND.matcher(line).matches()) {
                        idling.set(true);
                    }
                    return true;
                });
                pump(server.getInputStream(), client.getOutputStream(), line -> {
                    if (!idling.get()) {
                        return true;
                    }
                    if (ANNOUNCEMENT.matcher(line).matches()) {
                        lost.incrementAndGet();
                        return false;
                    }
                    if (!line.startsWith("+") && !line.startsWith("*")) {
                        idling.set(false); // the tagged answer that ends the IDLE
                    }
                    return true;
                });
            } catch (IOException closed) {
                return;
            }
        }
    }

    private interface LineFilter {
        /** Whether the line (with its line break) passes. */
        boolean passes(String line);
    }

    /** Forwards line by line, byte for byte, each line as the filter says. */
    private static void pump(InputStream from, OutputStream to, LineFilter filter) {
        Thread pumping = new Thread(() -> {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            try {
                for (int read; (read = from.read(buffer)) >= 0; ) {
                    for (int i = 0; i < read; i++) {
                        line.write(buffer[i]);
                        if (buffer[i] == '\n') {
                            if (filter.passes(line.toString(StandardCharsets.ISO_8859_1))) {
                                line.writeTo(to);
                            }
                            line.reset();
                        }
                    }
                    if (line.size() > 0 && from.available() == 0) {
                        line.writeTo(to); // an unfinished line (a literal's bytes): never an announcement
                        line.reset();
                    }
                    to.flush();
                }
            } catch (IOException closed) {
                // either side went away: the other pump ends with it
            }
        }, "lost-announcements-pump");
        pumping.setDaemon(true);
        pumping.start();
    }
}
