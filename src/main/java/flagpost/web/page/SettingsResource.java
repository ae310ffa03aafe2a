package flagpost.web.page;

import flagpost.game.DigestSchedule;
import flagpost.game.Players;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.Numbering;
import flagpost.store.MailMode;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PageLanguages;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Terms;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A player's settings, opened from their games list with the same link (it speaks for the player, not for one game):
 * their name, how ranks are numbered, and which mail they want ({@link MailMode}). GET changes nothing; each form
 * POSTs, and answers 303 back here with what was saved, so a reload posts nothing again.
 */
@Path("/games/{token}/settings")
public class SettingsResource {

    /** What the "saved" notice may name; anything else in the query is ignored. */
    private static final Set<String> SAVED = Set.of("name", "numbering", "mail", "language");

    /** The zones' labels per language, worked out once: about 600 zones, each name looked up in the locale's data. */
    private static final Map<Language, List<String>> ZONE_LABELS = new ConcurrentHashMap<>();

    private final TokenPages pages;
    private final Players players;
    private final PageLanguages languages;

    SettingsResource(TokenPages pages, Players players, PageLanguages languages) {
        this.pages = pages;
        this.players = players;
        this.languages = languages;
    }

    /** One radio button of a choice on the page. */
    public record Choice(String value, String label, String explanation, boolean chosen) {
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance settings(String gamesPath, Players.Settings settings, String saved, List<Choice> languages,
                List<Choice> numberings, List<Choice> mailModes, List<Choice> hours, List<Choice> zones);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token, @QueryParam("saved") String saved) {
        Players.Settings settings = players.settings(pages.verify(token, LinkPurpose.GAMES_LIST));
        Language shown = languages.of(settings.language());
        PageBundle words = PageWords.of(shown);
        return HtmlResponses.html(shown, Response.Status.OK, Templates.settings(TokenPages.pathOf(LinkPurpose.GAMES_LIST, token), settings,
                saved != null && SAVED.contains(saved) ? saved : null, languages(shown), numberings(words, settings.numbering()),
                mailModes(words, settings.mailMode()), hours(settings.digestHour()), zones(shown, settings.digestZone())));
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
            Language language = languages.ofLink(granted);
            return ErrorPages.page(language, Response.Status.BAD_REQUEST, Refusals.in(language).errorUnknownNumberingTitle(),
                    Terms.numberingChoices(language));
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
            Language language = languages.ofLink(granted);
            return ErrorPages.page(language, Response.Status.BAD_REQUEST, Refusals.in(language).errorUnknownMailTitle(),
                    Refusals.in(language).errorUnknownMail());
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
        Language chosen = PageInput.language(code == null ? "" : code, () -> languages.ofLink(granted)); // a missing choice is refused like a wrong one
        players.setLanguage(granted.subjectId(), chosen);
        return saved(token, "language");
    }

    /** The page again, saying what was saved. */
    static Response saved(String token, String what) {
        return HtmlResponses.seeOther(pathOf(token) + "?saved=" + what);
    }

    static String pathOf(String gamesListToken) {
        return TokenPages.pathOf(LinkPurpose.GAMES_LIST, gamesListToken) + "/settings";
    }

    /**
     * Every language, each in its own name (a reader who cannot read the page's language still finds theirs); the page's
     * language, which is the player's own once chosen, is selected.
     */
    private static List<Choice> languages(Language current) {
        List<Choice> choices = new ArrayList<>();
        for (Language offered : Language.values()) {
            choices.add(new Choice(offered.code(), offered.nativeName(), null, offered == current));
        }
        return choices;
    }

    private static List<Choice> numberings(PageBundle words, Numbering current) {
        return List.of(new Choice(Numbering.MODERN.name(), words.settingsModern(), words.settingsModernExplained(), current == Numbering.MODERN),
                new Choice(Numbering.CLASSIC.name(), words.settingsClassic(), words.settingsClassicExplained(), current == Numbering.CLASSIC));
    }

    private static List<Choice> mailModes(PageBundle words, MailMode current) {
        List<Choice> choices = new ArrayList<>();
        for (MailMode mode : MailMode.values()) {
            String label = switch (mode) {
                case EVERY_MOVE -> words.settingsEveryMove();
                case YOUR_TURN -> words.settingsYourTurn();
                case DIGEST -> words.settingsDigest();
            };
            String explanation = switch (mode) {
                case EVERY_MOVE -> words.settingsEveryMoveExplained();
                case YOUR_TURN -> words.settingsYourTurnExplained();
                case DIGEST -> words.settingsDigestExplained();
            };
            choices.add(new Choice(mode.name(), label, explanation, mode == current));
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

    private static List<Choice> zones(Language language, String current) {
        List<String> labels = ZONE_LABELS.computeIfAbsent(language, SettingsResource::zoneLabels);
        List<String> zones = DigestSchedule.zones();
        List<Choice> choices = new ArrayList<>(zones.size());
        for (int i = 0; i < zones.size(); i++) {
            choices.add(new Choice(zones.get(i), labels.get(i), null, zones.get(i).equals(current)));
        }
        return choices;
    }

    /**
     * Each zone by its IANA name ("America/New York"), which is what players search the list by; other languages add the
     * zone's name in the language where Java knows one ("America/New York (hora del este de Norteamérica)").
     */
    private static List<String> zoneLabels(Language language) {
        List<String> labels = new ArrayList<>();
        for (String zone : DigestSchedule.zones()) {
            String label = zone.replace('_', ' ');
            if (language != Language.EN) {
                // Java's Uzbek data writes oʻ/gʻ with U+2018; the pages write them with U+02BB.
                String named = ZoneId.of(zone).getDisplayName(TextStyle.FULL, language.locale()).replace('\u2018', '\u02BB');
                if (!named.equals(zone) && !named.equals(ZoneId.of(zone).getDisplayName(TextStyle.FULL, Locale.ENGLISH))) {
                    label += " (" + named + ")";
                }
            }
            labels.add(label);
        }
        return List.copyOf(labels);
    }
}
