package flagpost.web;

import flagpost.game.DigestSchedule;
import flagpost.game.Players;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.Numbering;
import flagpost.store.MailMode;
import flagpost.words.Language;
import flagpost.words.Terms;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A player's settings, opened from their games list with the same link (it speaks for the player, not for one game):
 * their name, how ranks are numbered, and which mail they want ({@link MailMode}). GET changes nothing; each form
 * POSTs, and answers 303 back here with what was saved, so a reload posts nothing again.
 */
@Path("/games/{token}/settings")
public class SettingsResource {

    /** What the "saved" notice may name; anything else in the query is ignored. */
    private static final Set<String> SAVED = Set.of("name", "numbering", "mail", "language");

    @Inject
    TokenPages pages;

    @Inject
    Players players;

    /** The page's language: the player's own, read with their settings. */
    @Inject
    PageLanguage language;

    /** One radio button of a choice on the page. */
    public record Choice(String value, String label, String explanation, boolean chosen) {
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance settings(String gamesPath, Players.Settings settings, String saved, List<Choice> numberings,
                List<Choice> mailModes, List<Choice> hours, List<Choice> zones);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token, @QueryParam("saved") String saved) {
        Players.Settings settings = players.settings(pages.verify(token, LinkPurpose.GAMES_LIST));
        language.use(settings.language());
        return Pages.html(Response.Status.OK, Templates.settings(TokenPages.pathOf(LinkPurpose.GAMES_LIST, token), settings,
                saved != null && SAVED.contains(saved) ? saved : null, numberings(settings.numbering()), mailModes(settings.mailMode()),
                hours(settings.digestHour()), zones(settings.digestZone())));
    }

    @POST
    @Path("numbering")
    @Produces(MediaType.TEXT_HTML)
    public Response numbering(@PathParam("token") String token, @FormParam("numbering") String numbering) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        Numbering chosen;
        try {
            chosen = Numbering.valueOf(numbering == null ? "" : numbering);
        } catch (IllegalArgumentException unknown) {
            return ErrorPages.page(Response.Status.BAD_REQUEST, "Unknown numbering", Terms.numberingChoices());
        }
        players.setNumbering(granted.subjectId(), chosen);
        return saved(token, "numbering");
    }

    @POST
    @Path("mail")
    @Produces(MediaType.TEXT_HTML)
    public Response mail(@PathParam("token") String token, @FormParam("mode") String mode, @FormParam("hour") String hour,
            @FormParam("zone") String zone) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        MailMode chosen;
        int digestHour;
        try {
            chosen = MailMode.valueOf(mode == null ? "" : mode);
            digestHour = Integer.parseInt(hour == null ? "" : hour.strip());
        } catch (IllegalArgumentException unknown) {
            return ErrorPages.page(Response.Status.BAD_REQUEST, "Unknown mail choice",
                    "Choose every move, your turn only or a daily digest, and the digest's hour from the list.");
        }
        players.setMail(granted.subjectId(), chosen, digestHour, zone);
        return saved(token, "mail");
    }

    /**
     * The language every page and email speaks to the player from now on; the page answers in it at once. The value
     * is a language code ({@code en}, {@code es}, {@code uz}); anything else, or none, is refused and nothing saved.
     */
    @POST
    @Path("language")
    @Produces(MediaType.TEXT_HTML)
    public Response language(@PathParam("token") String token, @FormParam("language") String code) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        Language chosen = PageLanguage.formField(code == null ? "" : code); // a missing choice is refused like a wrong one
        players.setLanguage(granted.subjectId(), chosen);
        return saved(token, "language");
    }

    /** The page again, saying what was saved. */
    static Response saved(String token, String what) {
        return Pages.seeOther(pathOf(token) + "?saved=" + what);
    }

    static String pathOf(String gamesListToken) {
        return TokenPages.pathOf(LinkPurpose.GAMES_LIST, gamesListToken) + "/settings";
    }

    private static List<Choice> numberings(Numbering current) {
        return List.of(new Choice(Numbering.MODERN.name(), "10 high", "10 is the Marshal, 1 the Spy", current == Numbering.MODERN),
                new Choice(Numbering.CLASSIC.name(), "1 high", "1 is the Marshal, S the Spy", current == Numbering.CLASSIC));
    }

    private static List<Choice> mailModes(MailMode current) {
        List<Choice> choices = new ArrayList<>();
        for (MailMode mode : MailMode.values()) {
            choices.add(new Choice(mode.name(), mode.label(), mode.explanation(), mode == current));
        }
        return choices;
    }

    private static List<Choice> hours(int current) {
        List<Choice> choices = new ArrayList<>();
        for (int hour = 0; hour < 24; hour++) {
            choices.add(new Choice(Integer.toString(hour), String.format("%02d:00", hour), null, hour == current));
        }
        return choices;
    }

    private static List<Choice> zones(String current) {
        List<Choice> choices = new ArrayList<>();
        for (String zone : DigestSchedule.zones()) {
            choices.add(new Choice(zone, zone.replace('_', ' '), null, zone.equals(current)));
        }
        return choices;
    }
}
