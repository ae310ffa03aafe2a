package flagpost.mail;

import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Chooses how mail leaves: SMTP when {@code flagpost.mail.smtp.host} is set; otherwise the dev inbox in dev
 * and test mode. A production server without an SMTP host does not start: its emails carry links that act
 * for a player, and must reach that player only.
 */
@ApplicationScoped
public class MailSenderProducer {

    private static final Logger LOG = Logger.getLogger(MailSenderProducer.class);

    enum Route { SMTP, DEV_INBOX }

    @Inject
    SmtpConfig smtp;

    @Inject
    Clock clock;

    @ConfigProperty(name = "flagpost.base-url")
    String baseUrl;

    @Inject
    MailConfig mailConfig;

    static Route route(Optional<String> host, LaunchMode mode) {
        if (host.filter(h -> !h.isBlank()).isPresent()) {
            return Route.SMTP;
        }
        if (mode == LaunchMode.NORMAL) {
            throw new IllegalStateException("No SMTP host is configured, so Flagpost cannot send its emails. Set flagpost.mail.smtp.host "
                    + "(env FLAGPOST_MAIL_SMTP_HOST) and, as your mail host needs, flagpost.mail.smtp.port, flagpost.mail.smtp.security "
                    + "(NONE, STARTTLS or TLS), flagpost.mail.smtp.username and flagpost.mail.smtp.password, and flagpost.mail.from. "
                    + "The README's \"Mail hosts\" (under \"Host it\") has settings for common hosts.");
        }
        return Route.DEV_INBOX;
    }

    @Produces
    @ApplicationScoped
    MailSender mailSender() {
        return switch (route(smtp.host(), LaunchMode.current())) {
            case SMTP -> new SmtpMailSender(smtp, clock);
            case DEV_INBOX -> new DevInboxMailSender(baseUrl);
        };
    }

    /** Fails the start in production without an SMTP host, and says once where mail goes. */
    void onStart(@Observes StartupEvent event) {
        String where = switch (route(smtp.host(), LaunchMode.current())) {
            case SMTP -> new SmtpMailSender(smtp, clock).describe();
            case DEV_INBOX -> new DevInboxMailSender(baseUrl).describe();
        };
        if (mailConfig.enabled()) {
            LOG.infof("Mail: sent through %s", where);
        } else {
            LOG.warnf("Mail: switched off (flagpost.mail.enabled=false); notifications wait in the outbox. When on, mail goes through %s",
                    where);
        }
    }
}
