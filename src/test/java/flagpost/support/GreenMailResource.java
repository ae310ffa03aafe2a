package flagpost.support;

import com.icegreen.greenmail.Managers;
import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.server.AbstractServer;
import com.icegreen.greenmail.server.ProtocolHandler;
import com.icegreen.greenmail.smtp.SmtpServer;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.UncheckedIOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Arrays;
import java.net.Socket;
import java.net.SocketException;
import java.util.Map;

/**
 * One in-process GreenMail (SMTP and IMAP on free ports) for the whole test suite, and the settings that
 * point Flagpost's SMTP sender at it. Register it on a test class with
 * {@code @WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)}: every test
 * class then shares the one Quarkus start. Fields annotated {@link InjectGreenMail} receive the server.
 *
 * <p>The ports are kept across {@code stop()} and {@code start()}, so a test can take the mail server away
 * and bring it back where Flagpost expects it. A restart forgets the mail it had received.
 */
public class GreenMailResource implements QuarkusTestResourceLifecycleManager {

    /** Marks a {@link GreenMail} field of a test class to receive the suite's server. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface InjectGreenMail {
    }

    private PinnedPortGreenMail greenMail;

    @Override
    public Map<String, String> start() {
        greenMail = new PinnedPortGreenMail(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
        greenMail.withConfiguration(GreenMailConfiguration.aConfig().withDisabledAuthentication());
        greenMail.start();
        return Map.of(
                "flagpost.mail.smtp.host", "127.0.0.1",
                "flagpost.mail.smtp.port", Integer.toString(greenMail.getSmtp().getPort()),
                "flagpost.mail.smtp.security", "NONE",
                "flagpost.test.imap.port", Integer.toString(greenMail.getImap().getPort()));
    }

    @Override
    public void stop() {
        if (greenMail != null) {
            greenMail.stop();
        }
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(greenMail, new TestInjector.AnnotatedAndMatchesType(InjectGreenMail.class, GreenMail.class));
    }

    /**
     * GreenMail's services with its SMTP server replaced by one with Nagle's algorithm off, as a real mail server
     * behaves (see SmtpMailSender). Call from a GreenMail subclass's {@code createServices}.
     */
    public static Map<String, AbstractServer> withNoDelaySmtp(Map<String, AbstractServer> services, ServerSetup[] setups,
            Managers managers) {
        for (ServerSetup setup : setups) {
            if (setup.getProtocol().equals(ServerSetup.PROTOCOL_SMTP)) {
                services.put(setup.getProtocol(), new SmtpServer(setup, managers) {
                    @Override
                    protected ProtocolHandler createProtocolHandler(Socket client) {
                        try {
                            client.setTcpNoDelay(true);
                        } catch (SocketException closed) {
                            throw new UncheckedIOException(closed);
                        }
                        return super.createProtocolHandler(client);
                    }
                });
            }
        }
        return services;
    }

    /** A GreenMail that keeps the ports its first start chose, so stop() and start() bring it back on them. */
    static final class PinnedPortGreenMail extends GreenMail {

        PinnedPortGreenMail(ServerSetup[] setups) {
            super(setups);
        }

        @Override
        protected Map<String, AbstractServer> createServices(ServerSetup[] setups, Managers managers) {
            return withNoDelaySmtp(super.createServices(setups, managers), setups, managers);
        }

        @Override
        public synchronized void start() {
            super.start();
            config = Arrays.stream(config)
                    .map(setup -> setup.isDynamicPort() ? setup.port(services.get(setup.getProtocol()).getPort()) : setup)
                    .toArray(ServerSetup[]::new);
        }
    }
}
