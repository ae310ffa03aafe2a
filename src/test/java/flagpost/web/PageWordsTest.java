package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.game.StartRequests;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The account and invitation pages in Spanish and Uzbek (the page bundle, {@link PageBundle}), and the language
 * pickers: on the start and invitation pages a link per language in its own name with the page's own marked and a
 * hidden {@code language} field in the form; on the settings page a select with the page's language chosen.
 *
 * <p>A page opened from a player's link answers in the player's stored language once they have one; these tests set
 * that column and ask for the same language with {@code ?lang=}, so they read the page's words whichever way the page
 * resolves its language. (Which language wins is {@code PageLanguageTest}'s subject.)
 */
@QuarkusTest
class PageWordsTest {

    @Inject
    LinkService links;

    @Inject
    Invitations invitations;

    @Inject
    StartRequests startRequests;

    @Inject
    StoreProbe store;

    @Inject
    FrontProbe probe;

    @Test
    void theFrontPageSpeaksSpanishFromTheBrowsersLanguageAndMarksItInThePicker() {
        given().header("Accept-Language", "es-ES,es;q=0.9,en;q=0.5").get("/").then().statusCode(200)
                .body(containsString("<h1>Juega al Stratego con un amigo, un correo cada vez</h1>"))
                .body(containsString("<h2>Empezar una partida</h2>"))
                .body(containsString("Regla de las 2 casillas flexible"))
                .body(containsString("Los Exploradores no pueden atacar"))
                .body(containsString("piezas por bando)</option>"))
                .body(containsString("value=\"RED\"> Rojo (mueve primero)</label>"))
                .body(containsString(">Enviar la invitación</button>"))
                .body(containsString("No compartas tus enlaces"))
                .body(containsString("<input type=\"hidden\" name=\"language\" value=\"es\">"))
                .body(containsString("<a href=\"/?lang=en\" lang=\"en\" hreflang=\"en\">English</a>"))
                .body(containsString("<a href=\"/?lang=es\" lang=\"es\" hreflang=\"es\" aria-current=\"true\">Español</a>"))
                .body(containsString("<a href=\"/?lang=uz\" lang=\"uz\" hreflang=\"uz\">Oʻzbekcha</a>"))
                .body(containsString("<nav class=\"languages\" aria-label=\"Idioma\">"))
                .body(not(containsString("Send the invitation")))
                .body(not(containsString("Your opponent")));
    }

    @Test
    void theFrontPageSpeaksUzbekWhenThePickerAsksForIt() {
        given().header("Accept-Language", "es").get("/?lang=uz").then().statusCode(200)
                .body(containsString("<h2>Oʻyin boshlash</h2>"))
                .body(containsString("Yumshoq ikki katak qoidasi"))
                .body(containsString("Razvedkachilar uzoq yurish oxirida hujum qila olmaydi"))
                .body(containsString("Farqi yoʻq: qurʼa tashlansin"))
                .body(containsString("<input type=\"hidden\" name=\"language\" value=\"uz\">"))
                .body(containsString("<a href=\"/?lang=uz\" lang=\"uz\" hreflang=\"uz\" aria-current=\"true\">Oʻzbekcha</a>"))
                .body(containsString("<a href=\"/?lang=es\" lang=\"es\" hreflang=\"es\">Español</a>"))
                .body(not(containsString("Start a game")));
    }

    @Test
    void theEnglishFrontPageMarksEnglishAndCarriesIt() {
        given().get("/").then().statusCode(200)
                .body(containsString("<h1>Play Stratego with a friend, one email at a time</h1>"))
                .body(containsString("<a href=\"/?lang=en\" lang=\"en\" hreflang=\"en\" aria-current=\"true\">English</a>"))
                .body(containsString("<input type=\"hidden\" name=\"language\" value=\"en\">"))
                .body(containsString("<option value=\"CLASSIC\" selected>Classic (40 pieces each)</option>"))
                .body(containsString("<option value=\"1000\">Draw after 1000 moves</option>"))
                .body(containsString("Flagpost keeps your games; every turn arrives by email with your own link."));
    }

    @Test
    void theInvitationSpeaksTheInviteesLanguageAndItsPickerLeadsBackToTheSameInvitation() {
        long game = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                Variant.CLASSIC, GameOptions.DEFAULT, 3, SeatChoice.RED));
        String page = "/invitation/" + links.issue(LinkPurpose.INVITATION, game, Side.BLUE, 0);
        given().get(page + "?lang=es").then().statusCode(200)
                .body(containsString("<h1>Alice te invita a una partida de Stratego</h1>"))
                .body(containsString("<dt>Te invita</dt><dd>Alice</dd>"))
                .body(containsString("Es lo que verá Alice."))
                .body(containsString(">Aceptar y colocar mis piezas</button>"))
                .body(containsString("<input type=\"hidden\" name=\"language\" value=\"es\">"))
                .body(containsString("<a href=\"" + page + "?lang=uz\" lang=\"uz\" hreflang=\"uz\">Oʻzbekcha</a>"))
                .body(containsString("<a href=\"" + page + "?lang=es\" lang=\"es\" hreflang=\"es\" aria-current=\"true\">Español</a>"));
        given().get(page + "?lang=uz").then().statusCode(200)
                .body(containsString("<title>Alicedan taklifnoma · Flagpost</title>"))
                .body(containsString("<h1>Alice sizni Stratego oʻyiniga taklif qilmoqda</h1>"))
                .body(containsString(">Qabul qilish va donalarimni joylashtirish</button>"))
                .body(containsString("<input type=\"hidden\" name=\"language\" value=\"uz\">"));
    }

    @Test
    void myGamesSpeakTheirPlayersLanguage() {
        long game = ServiceGames.startedClassicGame();
        speaks(game, Side.RED, "uz");
        speaks(game, Side.BLUE, "es");
        given().get(gamesList(game, Side.RED) + "?lang=uz").then().statusCode(200)
                .body(containsString("<h1>Oʻyinlaringiz, Alice</h1>"))
                .body(containsString("<th scope=\"col\">Raqib</th>"))
                .body(containsString(">Navbat sizda</td>"))
                .body(containsString(">Yurishingizni qiling</a>"))
                .body(containsString(">Havolalarim boshqa birovda</button>"));
        given().get(gamesList(game, Side.BLUE) + "?lang=es").then().statusCode(200)
                .body(containsString("<h1>Tus partidas, Bob</h1>"))
                .body(containsString(">Le toca a Alice</td>"))
                .body(containsString(">Ver el tablero</a>"))
                .body(containsString("Tus ajustes: tu nombre, la numeración y qué correos recibes"));
    }

    @Test
    void theSettingsSpeakThePlayersLanguageAndOfferEveryLanguageWithTheirsChosen() {
        long game = ServiceGames.startedClassicGame();
        speaks(game, Side.RED, "es");
        given().get(gamesList(game, Side.RED) + "/settings?lang=es").then().statusCode(200)
                .body(containsString("<h1>Tus ajustes, Alice</h1>"))
                .body(containsString("10 es el Mariscal, 1 la Espía"))
                .body(containsString("<strong>Solo tu turno</strong>"))
                .body(containsString("<label for=\"language\">El idioma de tus páginas y tus correos</label>"))
                .body(containsString("<select id=\"language\" name=\"language\">"))
                .body(containsString("<option value=\"es\" lang=\"es\" selected>Español</option>"))
                .body(containsString("<option value=\"en\" lang=\"en\">English</option>"))
                .body(containsString("<option value=\"uz\" lang=\"uz\">Oʻzbekcha</option>"))
                .body(containsString("<option value=\"Europe/Madrid\">Europe/Madrid (hora de Europa central)</option>"));
        speaks(game, Side.BLUE, "uz");
        given().get(gamesList(game, Side.BLUE) + "/settings?lang=uz").then().statusCode(200)
                .body(containsString("<h1>Sozlamalaringiz, Bob</h1>"))
                .body(containsString("10 — Marshal, 1 — Josus"))
                .body(containsString("<strong>Kunlik xulosa</strong>"))
                .body(containsString("<option value=\"uz\" lang=\"uz\" selected>Oʻzbekcha</option>"))
                .body(containsString("<option value=\"Asia/Tashkent\">Asia/Tashkent (Oʻzbekiston vaqti)</option>"));
    }

    @Test
    void theEnglishSettingsOfferTheLanguagesWithEnglishChosen() {
        long game = ServiceGames.startedClassicGame();
        String list = gamesList(game, Side.RED);
        given().get(list + "/settings").then().statusCode(200)
                .body(containsString("<form id=\"your-language\" method=\"post\" action=\"" + list + "/settings/language\" class=\"card\">"))
                .body(containsString("<label for=\"language\">The language of your pages and emails</label>"))
                .body(containsString("<option value=\"en\" lang=\"en\" selected>English</option>"))
                .body(containsString("<option value=\"es\" lang=\"es\">Español</option>"));
    }

    @Test
    void theUnsubscribePageEscapesNamesOnceInEveryLanguage() {
        long game = invitations.create(new NewGame("Al <i>&</i> \"Co\"", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"),
                Variant.CLASSIC, GameOptions.DEFAULT, 3, SeatChoice.RED));
        invitations.accept(game, "Bob");
        String page = "/unsubscribe/" + links.issue(LinkPurpose.UNSUBSCRIBE, game, Side.BLUE, 0);
        String escaped = "<strong>Al &lt;i&gt;&amp;&lt;/i&gt; &quot;Co&quot;</strong>";
        given().get(page).then().statusCode(200)
                .body(containsString("<p>Game " + game + ": " + escaped + " vs <strong>Bob</strong>.</p>"));
        given().get(page + "?lang=es").then().statusCode(200)
                .body(containsString("<p>Partida " + game + ": " + escaped + " contra <strong>Bob</strong>.</p>"))
                .body(containsString("<h1>Menos correos de esta partida</h1>"))
                .body(not(containsString("<i>&")));
        given().get(page + "?lang=uz").then().statusCode(200)
                .body(containsString("<p>Oʻyin " + game + ": " + escaped + " va <strong>Bob</strong>.</p>"))
                .body(containsString("Eslatmalar va tasdiqlarni toʻxtatish"));
    }

    @Test
    void theConfirmationAndNoMoreInvitationsPagesSpeakSpanishAndUzbek() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        startRequests.start(new NewGame("Alice", alice, bob, Variant.DUEL, GameOptions.DEFAULT, 3, SeatChoice.RED));
        long request = probe.count("select r.id from invitation_request r join player p on p.id = r.creator_id where p.email = '" + alice + "'");
        String confirm = "/confirm/" + links.issue(LinkPurpose.CONFIRM_START, request, null, 0);
        given().get(confirm + "?lang=es").then().statusCode(200)
                .body(containsString("<h1>Confirma tu partida</h1>"))
                .body(containsString("contra <strong>" + bob + "</strong>, empezada con el nombre <strong>Alice</strong>."))
                .body(containsString(">Confirmar y enviar la invitación</button>"));
        given().get(confirm + "?lang=uz").then().statusCode(200)
                .body(containsString("<strong>" + bob + "</strong> bilan"))
                .body(containsString(">Tasdiqlash va taklifnomani yuborish</button>"));

        String neverInvite = "/do-not-invite/" + links.issue(LinkPurpose.DO_NOT_INVITE, probe.playerId(bob), null, 0);
        given().get(neverInvite + "?lang=es").then().statusCode(200)
                .body(containsString("<h1>No más invitaciones</h1>"))
                .body(containsString(">No invitar nunca más a esta dirección</button>"));
        given().get(neverInvite + "?lang=uz").then().statusCode(200)
                .body(containsString(">Bu manzilni boshqa hech qachon taklif qilmang</button>"));
    }

    @Test
    void theLinkRequestPagesSpeakTheBrowsersLanguage() {
        page("/my-games/sent", "es").body(containsString("<h1>Revisa tu correo</h1>"))
                .body(containsString("Si esa dirección tiene partidas en Flagpost"))
                .body(containsString("<a href=\"/\">Volver a Flagpost</a>"));
        page("/links/sent", "uz").body(containsString("<h1>Pochtangizni tekshiring</h1>"))
                .body(containsString("<a href=\"/\">Flagpostga qaytish</a>"));
        page("/links/turned-off", "es").body(containsString("<h1>Tus enlaces antiguos ya no funcionan</h1>"));
        page("/started", "uz").body(containsString("<h1>Pochtangizni tekshiring</h1>"))
                .body(containsString("spam jildini tekshiring"));
    }

    private static ValidatableResponse page(String path, String language) {
        return given().header("Accept-Language", language).get(path).then().statusCode(200);
    }

    /** The player in {@code seat} has chosen {@code code}: what their own links' pages answer in once the column is read. */
    private void speaks(long game, Side seat, String code) {
        store.execute("update player set language = '" + code + "' where id = " + ServiceGames.playerId(game, seat));
    }

    private String gamesList(long game, Side seat) {
        return LinkService.pathOf(LinkPurpose.GAMES_LIST) + links.issue(LinkPurpose.GAMES_LIST, ServiceGames.playerId(game, seat), null, 0);
    }
}
