package flagpost.web.page;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import flagpost.game.DataRequests;
import flagpost.game.PlayerExport;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;

/**
 * The links that confirm a player's own requests about their data ({@link DataRequests}, asked on the games list through
 * {@link DataRequestResource}): the GET shows what will happen and changes nothing (mail scanners open every link), the
 * POST acts: the copy is downloaded as a JSON file, or the player is erased.
 */
@Path("/my-data")
public class PlayerDataResource {

    private final TokenPages pages;
    private final PageLanguages languages;
    private final DataRequests requests;
    private final ObjectMapper json;
    private final RenderedPages rendered;

    PlayerDataResource(TokenPages pages, PageLanguages languages, DataRequests requests, ObjectMapper json, RenderedPages rendered) {
        this.pages = pages;
        this.languages = languages;
        this.requests = requests;
        this.json = json;
        this.rendered = rendered;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance asked(String back);

        static native TemplateInstance confirm(boolean erase, String action);

        static native TemplateInstance erased();
    }

    @GET
    @Path("export/{token}")
    @Produces(MediaType.TEXT_HTML)
    public Response confirmExportPage(@PathParam("token") String token) {
        return confirmPage(token, LinkPurpose.DATA_EXPORT);
    }

    @GET
    @Path("erase/{token}")
    @Produces(MediaType.TEXT_HTML)
    public Response confirmErasePage(@PathParam("token") String token) {
        return confirmPage(token, LinkPurpose.DATA_ERASE);
    }

    private Response confirmPage(String token, LinkPurpose purpose) {
        LinkToken granted = pages.verify(token, purpose);
        requests.requireCurrent(granted);
        return HtmlResponses.html(languages.ofLink(granted), Response.Status.OK,
                Templates.confirm(purpose == LinkPurpose.DATA_ERASE, TokenPages.pathOf(purpose, token)));
    }

    @POST
    @Path("export/{token}")
    public Response export(@PathParam("token") String token) {
        PlayerExport.PlayerData data = requests.export(pages.verify(token, LinkPurpose.DATA_EXPORT));
        try {
            byte[] file = json.writerWithDefaultPrettyPrinter().writeValueAsString(data).getBytes(StandardCharsets.UTF_8);
            return Response.ok(file, MediaType.APPLICATION_JSON_TYPE.withCharset("UTF-8"))
                    .header("Content-Disposition", "attachment; filename=\"flagpost-my-data.json\"")
                    .build();
        } catch (JsonProcessingException failed) {
            throw new IllegalStateException("could not write a player's data as JSON", failed);
        }
    }

    @POST
    @Path("erase/{token}")
    @Produces(MediaType.TEXT_HTML)
    public Response erase(@PathParam("token") String token) {
        LinkToken granted = pages.verify(token, LinkPurpose.DATA_ERASE);
        // The page speaks the player's language, read before the erasure (which keeps it, but the link is spent).
        Language language = languages.ofLink(granted);
        requests.erase(granted);
        rendered.forgetAll(); // pages kept in memory may name the player: from now on each is rendered anew, without them
        return HtmlResponses.html(language, Response.Status.OK, Templates.erased());
    }
}
