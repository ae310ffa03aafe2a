package flagpost.web.operator;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.AddressOwners;
import flagpost.game.InvitationLimits;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.OutboxRows;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.PlayerEntity;
import flagpost.support.CapturedLog;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.words.Language;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The host's operator actions, end to end over HTTP on the management interface: find a player, cancel a game (both
 * told by email, each in their language), end a player's links, export a player's data, and erase a player, after which
 * no page, email, export or row of the database (the whole of it, dumped with pg_dump) holds the erased address or name,
 * while the opponent's game still reads sensibly. The public port has none of it.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OperatorActionsTest {

    static final String KEY = "operator-key-used-only-by-tests";

    @TestHTTPResource(value = "/", management = true)
    URL management;

    @TestHTTPResource("/")
    URL publicPort;

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    AddressOwners owners;

    @Inject
    InvitationLimits limits;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    EntityManager entityManager;

    @InjectGreenMail
    GreenMail greenMail;

    @ConfigProperty(name = "flagpost.db.name")
    String database;

    @Test
    void thePublicPortHasNoOperatorPages() {
        for (String path : List.of("admin", "admin/players?address=someone@example.com", "admin/players/1/export")) {
            given().header("Authorization", "Bearer " + KEY).when().get(publicPort + path).then().statusCode(404);
        }
        given().header("Authorization", "Bearer " + KEY).formParam("confirm", "erase")
                .when().post(publicPort + "admin/players/1/erase").then().statusCode(404);
    }

    @Test
    void withoutTheKeyOrWithAWrongOneNothingIsShownAndNothingIsDoneAndNoKeyIsLogged() {
        CapturedLog log = new CapturedLog(record -> true);
        log.listen();
        try {
            given().when().get(admin() + "").then().statusCode(401).header("WWW-Authenticate", org.hamcrest.Matchers.startsWith("Basic"));
            given().header("Authorization", "Bearer wrong-" + KEY).when().get(admin() + "").then().statusCode(401);
            given().header("Authorization", "Bearer " + KEY.substring(1)).when().get(admin() + "").then().statusCode(401);
            given().auth().preemptive().basic("host", KEY).when().get(admin() + "").then().statusCode(200);

            long game = ServiceGames.startedClassicGame();
            given().formParam("x", "y").when().post(admin() + "/games/" + game + "/cancel").then().statusCode(401);
            given().header("Authorization", "Bearer " + KEY).header("Origin", "https://evil.example")
                    .when().post(admin() + "/games/" + game + "/cancel").then().statusCode(403);
            assertEquals("PLAYING", status(game), "nothing was cancelled");
            operator().accept("application/json").when().post(admin() + "/games/" + game + "/cancel").then().statusCode(200);
        } finally {
            log.stop();
        }
        assertFalse(log.records().isEmpty(), "the log was listened to");
        String basic = java.util.Base64.getEncoder().encodeToString(("host:" + KEY).getBytes(StandardCharsets.UTF_8));
        for (LogRecord record : log.records()) {
            String line = new SimpleFormatter().format(record);
            assertFalse(line.contains(KEY.substring(1)) || line.contains(basic), "a log line holds the operator key: " + line);
        }
    }

    @Test
    void theHostCancelsAGameAndBothPlayersAreToldInTheirLanguages() {
        long game = ServiceGames.startedClassicGame();
        players.setLanguage(ServiceGames.playerId(game, Side.BLUE), Language.ES);
        outbox.drain();
        String red = ServiceGames.emailOf(game, Side.RED);
        String blue = ServiceGames.emailOf(game, Side.BLUE);

        JsonPath answer = operator().accept("application/json").when().post(admin() + "/games/" + game + "/cancel")
                .then().statusCode(200).extract().jsonPath();
        assertEquals("CANCELLED", answer.getString("status"));
        assertEquals("LAPSED", status(game));
        outbox.drain();

        assertEquals("Flagpost: Alice vs Bob — game cancelled by the host", subject(last(red)));
        assertTrue(text(last(red)).contains("The host of this Flagpost has cancelled your game against Bob."), text(last(red)));
        assertTrue(subject(last(blue)).endsWith("el anfitrión ha anulado la partida"), subject(last(blue)));
        assertTrue(text(last(blue)).contains("El anfitrión de este Flagpost ha anulado tu partida contra Alice."), text(last(blue)));

        operator().accept("application/json").when().post(admin() + "/games/" + game + "/cancel").then().statusCode(409);
        operator().when().post(admin() + "/games/99999999/cancel").then().statusCode(404);
    }

    @Test
    void theHostFindsAPlayerAndEndsTheirLinks() {
        long game = ServiceGames.startedClassicGame();
        String red = ServiceGames.emailOf(game, Side.RED);
        String playLink = links.url(LinkPurpose.PLAY, game, Side.RED, 0);
        given().when().get(playLink.replace("http://localhost:8080/", publicPort.toString())).then().statusCode(200);

        JsonPath found = operator().accept("application/json").queryParam("address", red.toUpperCase(Locale.ROOT))
                .when().get(admin() + "/players").then().statusCode(200).extract().jsonPath();
        assertEquals(red, found.getString("email"));
        assertEquals("Alice", found.getString("name"));
        assertEquals(0, found.getInt("linkEpoch"));
        assertNull(found.getString("mailStopped"));
        assertFalse(found.getBoolean("doNotInvite"));
        assertEquals(List.of("PLAYING"), found.getList("games.status"));
        assertEquals(List.of("Bob"), found.getList("games.opponent"));

        String page = operator().queryParam("address", red).when().get(admin() + "/players").then().statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/html")).extract().asString();
        assertTrue(page.contains("Alice</strong> &lt;" + red + "&gt;"), page);
        assertTrue(page.contains("Mail: goes") && page.contains("Link epoch: 0") && page.contains("<td>PLAYING</td>"), page);

        long player = found.getLong("playerId");
        JsonPath ended = operator().accept("application/json").when().post(admin() + "/players/" + player + "/links-off")
                .then().statusCode(200).extract().jsonPath();
        assertEquals(1, ended.getInt("linkEpoch"));
        given().when().get(playLink.replace("http://localhost:8080/", publicPort.toString())).then().statusCode(403);

        operator().accept("application/json").queryParam("address", "nobody-" + UUID.randomUUID() + "@example.com")
                .when().get(admin() + "/players").then().statusCode(404);
    }

    @Test
    void anErasedPlayerLeavesNoTraceAndTheOpponentsGameStillReadsSensibly() throws Exception {
        String name = "Quillon " + letters(8);
        String address = "quillon." + letters(10) + "@example.org";
        String bob = ServiceGames.uniqueEmail("bob");

        // A game they finished (it has a Gravon record), a game running, and a third still an invitation.
        long finished = startedGame(name, address, bob);
        play.resign(finished, Side.BLUE);
        long running = startedGame(name, address, bob);
        play.move(running, Side.RED, 0, Move.of("e4", "e5"));
        play.move(running, Side.BLUE, 1, Move.of("a7", "a6"));
        long invited = invitations.create(NewGame.classic(name, address, ServiceGames.uniqueEmail("carol"), SeatChoice.BLUE));
        long player = ServiceGames.playerId(running, Side.RED);
        owners.neverInvite(player);
        plantRecords(player, running, name, address);
        outbox.drain();
        assertFalse(GreenMailInbox.to(greenMail, address).isEmpty(), "the player was mailed before the erasure");

        // The export before: everything, with the address and the name.
        String before = operator().when().get(admin() + "/players/" + player + "/export").then().statusCode(200)
                .header("Content-Disposition", "attachment; filename=\"flagpost-player-" + player + ".json\"").extract().asString();
        JsonPath exported = JsonPath.from(before);
        assertEquals(address, exported.getString("player.email"));
        assertEquals(name, exported.getString("player.name"));
        assertTrue(exported.getBoolean("player.doNotInvite"));
        assertEquals(3, exported.getList("games").size());
        assertTrue(exported.getString("games[0].gravonRecord").contains(name), "the finished game's Gravon record");
        assertNull(exported.getString("games[1].gravonRecord"), "a running game has no record yet");
        assertFalse(exported.getList("emails").isEmpty());
        assertEquals("e4-e5", exported.getString("replies[0].command"));

        // Erasing asks for a confirmation, then ends the running game and the invitation.
        operator().formParam("confirm", "yes").when().post(admin() + "/players/" + player + "/erase").then().statusCode(400);
        JsonPath erased = operator().accept("application/json").formParam("confirm", "erase")
                .when().post(admin() + "/players/" + player + "/erase").then().statusCode(200).extract().jsonPath();
        assertEquals(2, erased.getInt("gamesEnded"));
        assertEquals("FINISHED", status(running));
        assertEquals("LAPSED", status(invited));
        int mailedBefore = GreenMailInbox.to(greenMail, address).size();
        outbox.drain();
        assertEquals(mailedBefore, GreenMailInbox.to(greenMail, address).size(), "nothing more goes to the erased address");

        // Bob is told the game is over, by a neutral name; his pages and the game's record read the same.
        MimeMessage over = last(bob);
        assertTrue(subject(over).contains("deleted player") && subject(over).endsWith("game over"), subject(over));
        assertTrue(text(over).contains("Your game against deleted player is over."), text(over));
        String history = page(links.url(LinkPurpose.HISTORY, running, Side.BLUE, 0));
        assertTrue(history.contains("deleted player"), history);
        long bobId = ServiceGames.playerId(running, Side.BLUE);
        QuarkusTransaction.requiringNew().run(() -> PlayerEntity.<PlayerEntity>findById(bobId).language = "es");
        String historyInSpanish = page(links.url(LinkPurpose.HISTORY, running, Side.BLUE, 0));
        assertTrue(historyInSpanish.contains("jugador borrado") && !historyInSpanish.contains("deleted player"),
                "a Spanish reader sees the erased player's name in Spanish:\n" + historyInSpanish);
        QuarkusTransaction.requiringNew().run(() -> PlayerEntity.<PlayerEntity>findById(bobId).language = null);
        String record = page(links.url(LinkPurpose.HISTORY, running, Side.BLUE, 0) + "/game.xml");
        assertTrue(record.contains("deleted player"), record);
        String list = page(links.url(LinkPurpose.GAMES_LIST, ServiceGames.playerId(running, Side.BLUE), null, 0));
        assertTrue(list.contains("deleted player"), list);

        // Nothing holds the address or the name any more: pages, emails composed since, the export, the database.
        List<String> traces = List.of(address, name, address.substring(0, address.indexOf('@')));
        String after = operator().when().get(admin() + "/players/" + player + "/export").then().statusCode(200).extract().asString();
        assertTrue(after.contains("\"deleted player\"") && after.contains(PlayerEntity.erasedAddress(player)), after);
        String hostPage = operator().queryParam("address", PlayerEntity.erasedAddress(player)).when().get(admin() + "/players")
                .then().statusCode(200).extract().asString();
        operator().accept("application/json").queryParam("address", address).when().get(admin() + "/players").then().statusCode(404);
        for (String trace : traces) {
            for (String text : List.of(after, history, record, list, hostPage, text(over), html(over), subject(over))) {
                assertFalse(text.toLowerCase(Locale.ROOT).contains(trace.toLowerCase(Locale.ROOT)), trace + " in:\n" + text);
            }
        }
        String dump = pgDump();
        assertTrue(dump.contains("deleted player"), "the dump is of this database");
        for (String trace : traces) {
            assertFalse(dump.toLowerCase(Locale.ROOT).contains(trace.toLowerCase(Locale.ROOT)), trace + " is still in the database:\n"
                    + dump.lines().filter(line -> line.toLowerCase(Locale.ROOT).contains(trace.toLowerCase(Locale.ROOT))).limit(5).toList());
        }

        // The opt-out outlived the erasure, as a keyed hash.
        assertTrue(QuarkusTransaction.requiringNew().call(() -> limits.doNotInvite(address)), "still never invited");
        assertFalse(QuarkusTransaction.requiringNew().call(() -> limits.doNotInvite("other-" + address)));

        // Erasing again changes nothing.
        assertTrue(operator().accept("application/json").formParam("confirm", "erase")
                .when().post(admin() + "/players/" + player + "/erase").then().statusCode(200).extract().jsonPath()
                .getBoolean("alreadyErased"));
    }

    @Test
    void aPlayerGetsTheirDataAndErasesThemselvesFromTheirGamesListEachConfirmedByEmail() {
        long game = ServiceGames.startedClassicGame();
        long alice = ServiceGames.playerId(game, Side.RED);
        String address = ServiceGames.emailOf(game, Side.RED);
        String list = links.url(LinkPurpose.GAMES_LIST, alice, null, 0).replace("http://localhost:8080/", publicPort.toString());
        assertTrue(given().when().get(list).then().statusCode(200).extract().asString().contains("/data/export\""));
        outbox.drain();

        // A copy: asked on the list, confirmed by the emailed link, whose GET changes nothing and whose POST downloads.
        String asked = given().when().post(list + "/data/export").then().statusCode(200).extract().asString();
        assertTrue(asked.contains("We have emailed a link to your address."), asked);
        outbox.drain();
        MimeMessage mail = last(address);
        assertEquals("Flagpost: confirm the copy of your data", subject(mail));
        String exportLink = linkIn(text(mail), "/my-data/export/");
        assertTrue(given().when().get(exportLink).then().statusCode(200).extract().asString().contains("Download my data"));
        JsonPath data = given().when().post(exportLink).then().statusCode(200)
                .header("Content-Disposition", org.hamcrest.Matchers.containsString("attachment")).extract().jsonPath();
        assertEquals(address, data.getString("player.email"));
        assertEquals(List.of(game), data.getList("games.game.gameId", Long.class));

        // The erasure: the same way; its page changes nothing, its POST erases, and the links stop working.
        given().when().post(list + "/data/erase").then().statusCode(200);
        outbox.drain();
        mail = last(address);
        assertEquals("Flagpost: confirm erasing your data", subject(mail));
        String eraseLink = linkIn(text(mail), "/my-data/erase/");
        assertTrue(given().when().get(eraseLink).then().statusCode(200).extract().asString().contains("This cannot be undone."));
        assertEquals("PLAYING", status(game), "the confirmation page changed nothing");
        String erased = given().when().post(eraseLink).then().statusCode(200).extract().asString();
        assertTrue(erased.contains("You are erased"), erased);
        assertEquals("FINISHED", status(game), "the running game ended as a resignation");
        assertEquals("deleted player", QuarkusTransaction.requiringNew().call(() -> PlayerEntity.<PlayerEntity>findById(alice).displayName));
        given().when().post(eraseLink).then().statusCode(org.hamcrest.Matchers.greaterThanOrEqualTo(400));
        given().when().get(list).then().statusCode(org.hamcrest.Matchers.greaterThanOrEqualTo(400));
    }

    // ------------------------------------------------------------------------------------------------------------

    private String linkIn(String text, String path) {
        java.util.regex.Matcher link = java.util.regex.Pattern.compile("https?://\\S+" + java.util.regex.Pattern.quote(path) + "\\S+").matcher(text);
        assertTrue(link.find(), "a " + path + " link in:\n" + text);
        return link.group().replaceFirst("^https?://[^/]+/", publicPort.toString());
    }

    /** The management interface's root: its URL as injected carries the management root path (/q), which ours is not under. */
    private String admin() {
        return management.getProtocol() + "://" + management.getHost() + ":" + management.getPort() + "/admin";
    }

    private io.restassured.specification.RequestSpecification operator() {
        return given().header("Authorization", "Bearer " + KEY);
    }

    @Test
    void erasingAShortNameLeavesTheMailOfPlayersWhoNeverMetThemAlone() {
        String bystander = "Banana " + letters(6); // holds "ana", the erased player's whole name
        long theirs = startedGame(bystander, ServiceGames.uniqueEmail("banana"), ServiceGames.uniqueEmail("dave"));
        long anas = startedGame("Ana", "ana." + letters(10) + "@example.org", ServiceGames.uniqueEmail("bob"));
        outbox.drain();
        long kept = storedBodies(theirs);
        assertTrue(kept > 0, "the bystanders' game has sent mail with its words kept");

        operator().accept("application/json").formParam("confirm", "erase")
                .when().post(admin() + "/players/" + ServiceGames.playerId(anas, Side.RED) + "/erase").then().statusCode(200);

        assertEquals(kept, storedBodies(theirs), "mail about a game Ana never played keeps its words");
    }

    private long storedBodies(long game) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) entityManager
                .createNativeQuery("select count(*) from notification where game_id = :game and body_text is not null")
                .setParameter("game", game).getSingleResult()).longValue());
    }

    private long startedGame(String name, String address, String opponent) {
        long id = invitations.create(NewGame.classic(name, address, opponent, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        return id;
    }

    /**
     * What the player's mail left elsewhere, as the inbound side records it: a reply from their address naming them, a
     * temporary failure report, a start request with the name they typed.
     */
    private void plantRecords(long player, long game, String name, String address) {
        QuarkusTransaction.requiringNew().run(() -> {
            entityManager.createNativeQuery("""
                    insert into inbound_message (message_id, received_at, sender, game_id, seat, state, command, outcome)
                    values (:id, :now, :sender, :game, 'RED', 'ACTED', 'e4-e5', :outcome)""")
                    .setParameter("id", "<reply-" + UUID.randomUUID() + "@example.org>")
                    .setParameter("now", Instant.now())
                    .setParameter("sender", address)
                    .setParameter("game", game)
                    .setParameter("outcome", "played for " + name + " <" + address + ">")
                    .executeUpdate();
            entityManager.createNativeQuery("""
                    insert into mail_trouble (player_id, reported_at, status) values (:player, :now, :status)""")
                    .setParameter("player", player)
                    .setParameter("now", Instant.now())
                    .setParameter("status", "4.2.2 mailbox of " + address + " full")
                    .executeUpdate();
        });
    }

    private String status(long game) {
        return QuarkusTransaction.requiringNew().call(() -> (String) entityManager
                .createNativeQuery("select status from game where id = :id").setParameter("id", game).getSingleResult());
    }

    private String page(String link) {
        Response response = given().when().get(link.replace("http://localhost:8080/", publicPort.toString()));
        assertEquals(200, response.statusCode(), link);
        return response.asString();
    }

    private MimeMessage last(String address) {
        List<MimeMessage> mails = GreenMailInbox.to(greenMail, address);
        assertFalse(mails.isEmpty(), "no mail to " + address);
        return mails.get(mails.size() - 1);
    }

    private static String subject(MimeMessage message) {
        try {
            return message.getSubject();
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }

    private static String text(MimeMessage message) {
        return GreenMailInbox.parts(message).get(0).text();
    }

    private static String html(MimeMessage message) {
        List<GreenMailInbox.Part> parts = GreenMailInbox.parts(message);
        return parts.get(parts.size() - 1).text();
    }

    private static String letters(int count) {
        Random random = new Random();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append((char) ('a' + random.nextInt(26)));
        }
        return out.toString();
    }

    /** The whole test database as SQL, as pg_dump writes it: every table, every row. */
    private String pgDump() throws IOException, InterruptedException {
        Process dump = new ProcessBuilder("pg_dump", "-h", "127.0.0.1", "-U", "postgres", "--no-owner", database)
                .redirectErrorStream(true).start();
        String sql = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(dump.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, dump.exitValue(), sql);
        assertNotNull(sql);
        return sql;
    }
}
