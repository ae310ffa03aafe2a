package flagpost.mail;

import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Clock;
import java.util.Properties;
import javax.net.SocketFactory;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.jboss.logging.Logger;

/**
 * Sends over SMTP with Jakarta Mail (Eclipse Angus). Each batch opens one connection, sends every
 * message of the batch over it and closes it, whatever happens. A refusal the server marks as permanent
 * (a 5xx reply, e.g. an unknown recipient) is reported as permanent; everything else (no connection,
 * timeouts, 4xx replies, a dropped connection) as worth retrying.
 */
public class SmtpMailSender implements MailSender {

    private static final Logger LOG = Logger.getLogger(SmtpMailSender.class);

    private final Session session;
    private final String host;
    private final int port;
    private final String username;
    private final String password;
    private final SmtpConfig.Security security;
    private final Clock clock;

    /**
     * Plain sockets with Nagle's algorithm off. SMTP is a conversation of short lines; with Nagle on, the
     * last short write of a message (the "." that ends DATA) waits for the server's delayed ACK, about
     * 40 ms per message on Linux, which caps a connection at about 20 messages a second.
     */
    static final class NoDelaySocketFactory extends SocketFactory {

        static final NoDelaySocketFactory INSTANCE = new NoDelaySocketFactory();

        @Override
        public Socket createSocket() throws IOException {
            Socket socket = new Socket();
            socket.setTcpNoDelay(true);
            return socket;
        }

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            return connected(createSocket(), new InetSocketAddress(host, port), null);
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
            return connected(createSocket(), new InetSocketAddress(host, port), new InetSocketAddress(localHost, localPort));
        }

        @Override
        public Socket createSocket(InetAddress host, int port) throws IOException {
            return connected(createSocket(), new InetSocketAddress(host, port), null);
        }

        @Override
        public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
            return connected(createSocket(), new InetSocketAddress(address, port), new InetSocketAddress(localAddress, localPort));
        }

        private static Socket connected(Socket socket, InetSocketAddress remote, InetSocketAddress local) throws IOException {
            if (local != null) {
                socket.bind(local);
            }
            socket.connect(remote);
            return socket;
        }
    }

    public SmtpMailSender(SmtpConfig config, Clock clock) {
        this.host = config.host().orElseThrow(() -> new IllegalArgumentException("flagpost.mail.smtp.host is not set"));
        this.port = config.effectivePort();
        this.username = config.username().filter(name -> !name.isBlank()).orElse(null);
        this.password = config.password().orElse(null);
        this.security = config.security();
        this.clock = clock;
        this.session = Session.getInstance(properties(config, host, port, username != null));
    }

    static Properties properties(SmtpConfig config, String host, int port, boolean auth) {
        Properties properties = new Properties();
        properties.setProperty("mail.transport.protocol", "smtp");
        properties.setProperty("mail.smtp.host", host);
        properties.setProperty("mail.smtp.port", Integer.toString(port));
        properties.setProperty("mail.smtp.connectiontimeout", Long.toString(config.connectTimeout().toMillis()));
        properties.setProperty("mail.smtp.timeout", Long.toString(config.readTimeout().toMillis()));
        properties.setProperty("mail.smtp.writetimeout", Long.toString(config.writeTimeout().toMillis()));
        properties.setProperty("mail.smtp.auth", Boolean.toString(auth));
        switch (config.security()) {
            case NONE -> properties.put("mail.smtp.socketFactory", NoDelaySocketFactory.INSTANCE);
            case STARTTLS -> {
                properties.put("mail.smtp.socketFactory", NoDelaySocketFactory.INSTANCE); // the plain socket STARTTLS upgrades
                properties.setProperty("mail.smtp.starttls.enable", "true");
                properties.setProperty("mail.smtp.starttls.required", "true"); // never fall back to plain text
                properties.setProperty("mail.smtp.ssl.checkserveridentity", "true");
            }
            case TLS -> {
                properties.setProperty("mail.smtp.ssl.enable", "true");
                properties.setProperty("mail.smtp.ssl.checkserveridentity", "true");
            }
        }
        config.trust().ifPresent(trust -> properties.setProperty("mail.smtp.ssl.trust", trust));
        config.heloName().ifPresent(name -> properties.setProperty("mail.smtp.localhost", name));
        config.envelopeFrom().ifPresent(from -> properties.setProperty("mail.smtp.from", from));
        return properties;
    }

    /** For the start-up log line: where mail goes, never the password. */
    public String describe() {
        return "SMTP " + host + ":" + port + " (" + switch (security) {
            case NONE -> "no TLS";
            case STARTTLS -> "STARTTLS";
            case TLS -> "TLS";
        } + (username == null ? "" : ", login " + username) + ")";
    }

    @Override
    public Batch openBatch() throws MailException {
        Transport transport;
        try {
            transport = session.getTransport("smtp");
            transport.connect(host, port, username, password);
        } catch (AuthenticationFailedException refused) {
            throw new MailException("the SMTP server " + host + ":" + port + " refused the login" + detail(refused)
                    + " (check flagpost.mail.smtp.username and .password)", false, refused);
        } catch (MessagingException unreachable) {
            throw new MailException("cannot connect to the SMTP server " + host + ":" + port + ": " + describe(unreachable), false, unreachable);
        }
        return new SmtpBatch(transport);
    }

    private final class SmtpBatch implements Batch {

        private final Transport transport;

        SmtpBatch(Transport transport) {
            this.transport = transport;
        }

        @Override
        public void send(MailMessage message) throws MailException {
            send(message, null);
        }

        @Override
        public void send(MailMessage message, String envelopeSender) throws MailException {
            MimeMessage mime = MimeConversion.toMime(session, message, envelopeSender, clock.instant());
            try {
                transport.sendMessage(mime, mime.getAllRecipients());
            } catch (MessagingException failed) {
                throw new MailException("sending " + message.messageId() + " to " + message.to() + " failed: " + describe(failed),
                        isPermanent(failed), failed);
            }
        }

        @Override
        public void close() {
            try {
                transport.close();
            } catch (MessagingException closing) {
                LOG.debugf("closing the SMTP connection to %s:%d: %s", host, port, closing.getMessage());
            }
        }
    }

    /** A 5xx reply to the message or to its only recipient: the server will not take this message. */
    static boolean isPermanent(MessagingException failed) {
        if (failed instanceof SMTPSendFailedException refused) {
            return isPermanentCode(refused.getReturnCode());
        }
        if (failed instanceof SendFailedException sendFailed) {
            for (Exception next = sendFailed.getNextException(); next != null;
                    next = next instanceof MessagingException m ? m.getNextException() : null) {
                if (next instanceof SMTPAddressFailedException addressFailed) {
                    return isPermanentCode(addressFailed.getReturnCode());
                }
                if (next instanceof SMTPSendFailedException refused) {
                    return isPermanentCode(refused.getReturnCode());
                }
            }
        }
        return false;
    }

    private static boolean isPermanentCode(int code) {
        return code >= 500 && code < 600;
    }

    private static String describe(MessagingException failed) {
        StringBuilder text = new StringBuilder(String.valueOf(failed.getMessage()).strip());
        Throwable cause = failed.getCause() != null ? failed.getCause() : failed.getNextException();
        if (cause != null && cause != failed && cause.getMessage() != null && !text.toString().contains(cause.getMessage())) {
            text.append(" (").append(cause.getClass().getSimpleName()).append(": ").append(cause.getMessage().strip()).append(')');
        }
        return MimeConversion.printable(text.toString());
    }

    private static String detail(MessagingException failed) {
        return failed.getMessage() == null || failed.getMessage().isBlank() ? "" : ": " + MimeConversion.printable(failed.getMessage().strip());
    }
}
