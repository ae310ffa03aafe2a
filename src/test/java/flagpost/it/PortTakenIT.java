package flagpost.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A production start whose HTTP port is taken fails, and does nothing before it does: no mailbox is opened, no job
 * runs. The mailbox is a socket of the test's that counts who connects to it (a reader started would connect at
 * once); the jobs run every second from the first second, and every statement Hibernate runs is logged.
 */
class PortTakenIT {

    private static final String DATABASE = "flagpost_it_port_taken";

    @Test
    void aStartWhosePortIsTakenOpensNoMailboxAndRunsNoJob() throws Exception {
        try (ItDatabase database = ItDatabase.recreate(DATABASE);
                ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
                CountingSocket imap = new CountingSocket()) {
            byte[] key = new byte[32];
            new SecureRandom().nextBytes(key);
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("DB_URL", database.url());
            settings.put("DB_USER", ItDatabase.USER);
            settings.put("DB_PASSWORD", "");
            settings.put("FLAGPOST_BASE_URL", "https://flagpost.example");
            settings.put("FLAGPOST_MAIL_FROM", "Flagpost <play@flagpost.example>");
            settings.put("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN", "flagpost.example");
            settings.put("FLAGPOST_LINKS_KEYS__K1_", Base64.getEncoder().encodeToString(key));
            settings.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
            settings.put("FLAGPOST_MAIL_SMTP_PORT", Integer.toString(imap.port())); // never reached: nothing is due
            settings.put("FLAGPOST_MAIL_SMTP_SECURITY", "NONE");
            settings.put("FLAGPOST_INBOUND_HOST", "127.0.0.1");
            settings.put("FLAGPOST_INBOUND_PORT", Integer.toString(imap.port()));
            settings.put("FLAGPOST_INBOUND_TLS", "none");
            settings.put("FLAGPOST_INBOUND_USER", "play");
            settings.put("FLAGPOST_INBOUND_PASSWORD", "secret");
            settings.put("FLAGPOST_INBOUND_REPLY_ADDRESS", "play@flagpost.example");
            // Every statement Hibernate runs is logged: Flyway's migrations are not Hibernate's, so any line is a job's.
            settings.put("QUARKUS_HIBERNATE_ORM_LOG_SQL", "true");
            for (String job : List.of("DEADLINES", "OUTBOX", "DIGESTS", "SENT_BODIES")) {
                settings.put("FLAGPOST_JOBS_" + job + "_EVERY", "1s");
                settings.put("FLAGPOST_JOBS_" + job + "_DELAY", "1s");
            }

            PackagedFlagpost flagpost = PackagedFlagpost.start("port-taken", settings, taken.getLocalPort());
            Integer exit = flagpost.awaitExit(Duration.ofSeconds(90));

            assertNotNull(exit, "a start whose port is taken must exit:\n" + flagpost.logTail(40));
            assertNotEquals(0, exit, flagpost.logTail(40));
            assertTrue(flagpost.logLines("Port " + taken.getLocalPort()).size() + flagpost.logLines("in use").size() > 0,
                    "the start failed on its port:\n" + flagpost.logTail(40));
            assertEquals(0, imap.connections(), "the mailbox was opened by a start that could not serve:\n" + flagpost.logTail(40));
            assertEquals(List.of(), flagpost.logLines("Inbound: reading"), "the reader started");
            assertEquals(List.of(), flagpost.logLines("[Hibernate]"), "a job ran a query");

            // The same settings on a free port: the start serves, and both things looked for above are seen, so their
            // absence above means something.
            PackagedFlagpost serving = PackagedFlagpost.start("port-free", settings);
            try {
                serving.awaitReady(Duration.ofSeconds(120));
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while ((imap.connections() == 0 || serving.logLines("[Hibernate]").isEmpty()) && System.nanoTime() < deadline) {
                    Thread.sleep(200);
                }
                assertTrue(imap.connections() > 0, "a start that serves opens the mailbox:\n" + serving.logTail(40));
                assertTrue(!serving.logLines("[Hibernate]").isEmpty(), "a start that serves runs its jobs:\n" + serving.logTail(40));
            } finally {
                serving.kill();
            }
        }
    }

    /** A socket that accepts and counts connections and says nothing: a mailbox whose every visitor is seen. */
    private static final class CountingSocket implements AutoCloseable {
        private final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final AtomicInteger connections = new AtomicInteger();
        private final List<Socket> accepted = new ArrayList<>();
        private final Thread acceptor;

        CountingSocket() throws IOException {
            acceptor = new Thread(() -> {
                while (!socket.isClosed()) {
                    try {
                        Socket visitor = socket.accept();
                        connections.incrementAndGet();
                        synchronized (accepted) {
                            accepted.add(visitor);
                        }
                    } catch (SocketException closed) {
                        return;
                    } catch (IOException ignored) {
                        // the next accept tells
                    }
                }
            }, "counting-socket");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        int port() {
            return socket.getLocalPort();
        }

        int connections() {
            return connections.get();
        }

        @Override
        public void close() throws IOException {
            socket.close();
            synchronized (accepted) {
                for (Socket visitor : accepted) {
                    visitor.close();
                }
            }
        }
    }
}
