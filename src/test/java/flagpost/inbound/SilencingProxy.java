package flagpost.inbound;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP proxy on loopback in front of a real server, which can make the server fall silent on the connections open
 * now: from then on nothing the server says reaches the client, as with a server that hangs or a connection that dies
 * without a word. Connections made later pass as usual.
 */
final class SilencingProxy implements AutoCloseable {

    private final ServerSocket listening;
    private final int serverPort;
    private final List<Connection> open = new CopyOnWriteArrayList<>();

    private SilencingProxy(int serverPort) throws IOException {
        this.serverPort = serverPort;
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(this::accept, "silencing-proxy");
        accepting.setDaemon(true);
        accepting.start();
    }

    static SilencingProxy to(int serverPort) throws IOException {
        return new SilencingProxy(serverPort);
    }

    int port() {
        return listening.getLocalPort();
    }

    /** Nothing more the server says on the connections open now reaches their clients; what clients send still goes. */
    void silenceOpenConnections() {
        open.forEach(connection -> connection.silenced = true);
    }

    int connections() {
        return open.size();
    }

    @Override
    public void close() throws IOException {
        listening.close();
        for (Connection connection : open) {
            connection.close();
        }
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
                Connection connection = new Connection(client, server);
                open.add(connection);
                pump(client.getInputStream(), server.getOutputStream(), () -> false);
                pump(server.getInputStream(), client.getOutputStream(), () -> connection.silenced);
            } catch (IOException closed) {
                return;
            }
        }
    }

    private interface Silence {
        boolean now();
    }

    private static void pump(InputStream from, OutputStream to, Silence silence) {
        Thread pumping = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try {
                for (int read; (read = from.read(buffer)) >= 0; ) {
                    if (!silence.now()) {
                        to.write(buffer, 0, read);
                        to.flush();
                    }
                }
            } catch (IOException closed) {
                // either side went away: the other pump ends with it
            }
        }, "silencing-proxy-pump");
        pumping.setDaemon(true);
        pumping.start();
    }

    private static final class Connection {
        final Socket client;
        final Socket server;
        volatile boolean silenced;

        Connection(Socket client, Socket server) {
            this.client = client;
            this.server = server;
        }

        void close() throws IOException {
            client.close();
            server.close();
        }
    }
}
