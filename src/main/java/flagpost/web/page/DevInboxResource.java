package flagpost.web.page;

import flagpost.mail.DevInbox;
import flagpost.inbound.DevInboxReplies;
import flagpost.inbound.InboundOutcome;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Markup;
import io.quarkus.arc.profile.UnlessBuildProfile;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.runtime.LaunchMode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code /dev/inbox}: every email the outbox sent, newest first, each shown with its HTML part (links
 * clickable) and its text part, so one person can play both seats on one machine. Not in production:
 * the class is left out of a prod build, and answers 404 should it ever run in a production launch.
 * The emails carry links that act for a player; they must never be readable by anyone else.
 */
@UnlessBuildProfile("prod")
@Path("/dev/inbox")
public class DevInboxResource {

    private static final int LIST_LIMIT = 200;
    private static final Pattern URL = Pattern.compile("https?://[^\\s<>\"']+");

    private final DevInbox inbox;
    private final DevInboxReplies replies;
    private final PageLanguages languages;

    DevInboxResource(DevInbox inbox, DevInboxReplies replies, PageLanguages languages) {
        this.inbox = inbox;
        this.replies = replies;
        this.languages = languages;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(List<DevInbox.Email> emails, String to, int limit);

        static native TemplateInstance email(DevInbox.Email email, RawString textWithLinks, InboundOutcome replied);
    }

    @GET
    @Produces(HtmlResponses.HTML_UTF8)
    public Response list(@QueryParam("to") String to) {
        requireDevelopment();
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.list(inbox.list(to, LIST_LIMIT), to == null ? "" : to, LIST_LIMIT));
    }

    @GET
    @Path("{id}")
    @Produces(HtmlResponses.HTML_UTF8)
    public Response email(@PathParam("id") long id) {
        requireDevelopment();
        DevInbox.Email email = inbox.find(id).orElseThrow(NotFoundException::new);
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.email(email, linkify(email.message().text()), null));
    }

    /** The reply form under an email: replies as its recipient, through the same handling as a reply by email. */
    @POST
    @Path("{id}/reply")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(HtmlResponses.HTML_UTF8)
    public Response reply(@PathParam("id") long id, @FormParam("text") String text) {
        requireDevelopment();
        InboundOutcome outcome = replies.reply(id, text).orElseThrow(NotFoundException::new);
        DevInbox.Email email = inbox.find(id).orElseThrow(NotFoundException::new);
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.email(email, linkify(email.message().text()), outcome));
    }

    private static void requireDevelopment() {
        if (LaunchMode.current() == LaunchMode.NORMAL) {
            throw new NotFoundException();
        }
    }

    /** The text part as HTML: escaped, with its URLs made into links. */
    static RawString linkify(String text) {
        StringBuilder html = new StringBuilder();
        Matcher url = URL.matcher(text);
        int at = 0;
        while (url.find()) {
            html.append(Markup.escape(text.substring(at, url.start())));
            String href = Markup.escape(url.group());
            html.append("<a href=\"").append(href).append("\" target=\"_top\">").append(href).append("</a>");
            at = url.end();
        }
        html.append(Markup.escape(text.substring(at)));
        return new RawString(html.toString());
    }
}
