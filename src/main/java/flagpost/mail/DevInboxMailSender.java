package flagpost.mail;

import org.jboss.logging.Logger;

/**
 * Dev mode without an SMTP host: nothing leaves the machine. A message counts as delivered and the dev
 * inbox page ({@code /dev/inbox}) shows it from its outbox row, where the dispatcher stored it.
 */
public class DevInboxMailSender implements MailSender {

    private static final Logger LOG = Logger.getLogger(DevInboxMailSender.class);

    private final String inboxUrl;

    public DevInboxMailSender(String baseUrl) {
        this.inboxUrl = (baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl) + "/dev/inbox";
    }

    public String describe() {
        return "the dev inbox at " + inboxUrl + " (no flagpost.mail.smtp.host set; nothing leaves this machine)";
    }

    @Override
    public Batch openBatch() {
        return new Batch() {
            @Override
            public void send(MailMessage message) throws MailException {
                MimeConversion.check(message); // what SMTP would refuse, the dev inbox refuses too
                LOG.infof("dev inbox: \"%s\" to %s — read it at %s", message.subject(), message.to(), inboxUrl);
            }

            @Override
            public void close() {
            }
        };
    }
}
