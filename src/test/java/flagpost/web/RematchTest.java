package flagpost.web;

import static flagpost.web.StartAndInvitationPageTest.link;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Deadlines;
import flagpost.game.GameQueries;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.Rematches;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.mail.OutboxRows;
import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.RowRace;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * "Play again" at the end of a game (issue 15): proposed from the finished game's page, answered from the invitation
 * page of the new game, with the same terms and the colours swapped, one game however the two players click, and links
 * both ways between the two games, each for the player's own seat.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class RematchTest {

    private static final Pattern REMATCH_OF = Pattern.compile("id=\"rematch-of\"><a href=\"(/history/[^\"]+)\"");
    private static final Pattern GO_REMATCH = Pattern.compile("id=\"go-rematch\" class=\"[^\"]*\" href=\"(/[a-z]+/[^\"]+)\"");
    private static final GameOptions ODD_OPTIONS = GameOptions.DEFAULT.withTwoSquaresLimit(5).withScoutAttacksAtRange(false).withPlyCap(400);

    @Inject
    Invitations invitations;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    Rematches rematches;

    @Inject
    Deadlines deadlines;

    @Inject
    LinkService links;

    @Inject
    OutboxRows outbox;

    @Inject
    StoreProbe store;

    @Inject
    FrontProbe probe;

    @Inject
    PlayerRows playerRows;

    @Inject
    GameQueries queries;

    @Inject
    TestClock clock;

    @Inject
    DataSource dataSource;

    @InjectGreenMail
    GreenMail greenMail;

    /** A game of Alice (Red) and Bob (Blue) with unusual terms, which Bob resigned. */
    private record Finished(long id, String alice, String bob) {
    }

    private Finished finishedGame() {
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(new NewGame("Alice", alice, bob, Variant.CLASSIC, ODD_OPTIONS, 5, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        play.resign(id, Side.BLUE);
        outbox.drain(); // so that the mail a test reads last is the one its own step sent
        return new Finished(id, alice, bob);
    }

    @Test
    void playAgainFromTheGameOverEmailMailsTheOpponentWhoAcceptsIntoTheSameTermsWithColoursSwapped() throws Exception {
        Finished game = finishedGame();
        players.setNumbering(game.id(), Side.BLUE, Numbering.CLASSIC);
        outbox.drain();

        // The game-over email's "Play again" opens the finished game's page; the button there is a POST.
        MimeMessage over = last(game.alice());
        assertTrue(over.getSubject().endsWith("game over"), over.getSubject());
        String alicePlay = link(over, "play");
        assertEquals(game.id(), verified(alicePlay, LinkPurpose.PLAY).gameId());
        given().get(alicePlay).then().statusCode(200)
                .body(containsString("id=\"play-again\""))
                .body(containsString("action=\"" + alicePlay + "/rematch\""))
                .body(containsString("Propose another game to Bob: the same terms, with the colours swapped."));
        assertEquals(0, rematchOf(game.id()), "opening the page proposes nothing");

        post(alicePlay + "/rematch").statusCode(303).header("Location", containsString(alicePlay));
        long next = rematchOf(game.id());
        assertNotEquals(0, next);
        given().get(alicePlay).then().statusCode(200)
                .body(containsString("You proposed a rematch; Bob has until "))
                .body(not(containsString("id=\"play-again\"")));

        outbox.drain();
        MimeMessage proposal = last(game.bob());
        assertTrue(proposal.getSubject().endsWith("a rematch?"), proposal.getSubject());
        String text = GreenMailInbox.parts(proposal).get(0).text();
        assertTrue(text.contains("Alice proposes a rematch: another game of Classic Stratego, 5 days per move, with the colours swapped, "
                + "so this time you would play Red."), text);
        assertTrue(GreenMailInbox.header(proposal, "List-Unsubscribe").contains("/do-not-invite/"), "a proposal is an invitation");
        String invitation = link(proposal, "invitation");
        LinkToken bobsInvitation = verified(invitation, LinkPurpose.INVITATION);
        assertEquals(next, bobsInvitation.gameId());
        assertEquals(Side.RED, bobsInvitation.seat());
        given().get(invitation).then().statusCode(200).body(containsString("id=\"accept\""));
        post(invitation + "/accept").statusCode(303);

        GameEntity old = store.game(game.id());
        GameEntity rematch = store.game(next);
        assertEquals(GameStatus.SETUP, rematch.status);
        assertEquals(old.variant, rematch.variant);
        assertEquals(ODD_OPTIONS, rematch.options());
        assertEquals(5, rematch.daysPerMove);
        assertEquals(Side.BLUE, rematch.creatorSeat, "Alice proposed, from Blue now");
        assertEquals(game.bob(), playerRows.emailOf(next, Side.RED));
        assertEquals(game.alice(), playerRows.emailOf(next, Side.BLUE));
        assertEquals(Numbering.CLASSIC, queries.settings(next, Side.RED).summary().numbering(), "Bob keeps his numbering");
        outbox.drain();
        assertTrue(last(game.alice()).getSubject().endsWith("set up your pieces"));
        assertTrue(last(game.bob()).getSubject().endsWith("set up your pieces"));

        // Links both ways, each for the player's own seat.
        setups.submit(next, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(next, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        String newHistory = "/history/" + links.issue(LinkPurpose.HISTORY, next, Side.BLUE, 0);
        String back = first(REMATCH_OF, given().get(newHistory).then().statusCode(200)
                .body(containsString("Rematch of your game against Bob")).extract().asString());
        LinkToken backToken = verified(back, LinkPurpose.HISTORY);
        assertEquals(game.id(), backToken.gameId());
        assertEquals(Side.RED, backToken.seat(), "Alice was Red in the old game");
        given().get(back).then().statusCode(200).body(containsString("The rematch is on: you play Blue."));
        String forward = first(GO_REMATCH, given().get(back).then().extract().asString());
        LinkToken forwardToken = verified(forward, LinkPurpose.PLAY);
        assertEquals(next, forwardToken.gameId());
        assertEquals(Side.BLUE, forwardToken.seat());
        String fromPlayPage = first(GO_REMATCH, given().get(alicePlay).then().statusCode(200)
                .body(containsString("Go to the rematch")).extract().asString());
        assertEquals(new SeatOf(next, Side.BLUE), SeatOf.of(verified(fromPlayPage, LinkPurpose.PLAY)));
        String bobsOldHistory = "/history/" + links.issue(LinkPurpose.HISTORY, game.id(), Side.BLUE, 0);
        assertEquals(new SeatOf(next, Side.RED), SeatOf.of(verified(first(GO_REMATCH, given().get(bobsOldHistory).then().statusCode(200)
                .body(containsString("you play Red")).extract().asString()), LinkPurpose.PLAY)));
    }

    @Test
    void aDeclinedProposalTellsTheProposerAndIsNotProposedAgain() throws Exception {
        Finished game = finishedGame();
        String alicePlay = playPath(game.id(), Side.RED);
        post(alicePlay + "/rematch").statusCode(303);
        long next = rematchOf(game.id());
        outbox.drain();
        post(link(last(game.bob()), "invitation") + "/decline").statusCode(303);
        assertEquals(GameStatus.DECLINED, store.game(next).status);

        outbox.drain();
        MimeMessage declined = last(game.alice());
        assertTrue(declined.getSubject().endsWith("invitation declined"), declined.getSubject());
        // The new game names its invited player by their address until they accept, as every invitation does.
        String bobAsInvited = game.bob().substring(0, game.bob().indexOf('@'));
        assertTrue(GreenMailInbox.parts(declined).get(0).text().contains(bobAsInvited + " declined your invitation to a game of Classic Stratego"));
        given().get(alicePlay).then().statusCode(200).body(containsString("Bob declined the rematch."))
                .body(not(containsString("id=\"play-again\"")));
        post(alicePlay + "/rematch").statusCode(409).body(containsString("Bob declined the rematch, so it is not proposed again."));
        given().get(playPath(game.id(), Side.BLUE)).then().statusCode(200).body(containsString("You declined the rematch."));
        assertEquals(1, probe.count("select count(*) from notification where kind = 'REMATCH' and game_id = " + next));
    }

    @Test
    void aLapsedProposalTellsTheProposer() throws Exception {
        Finished game = finishedGame();
        rematches.propose(game.id(), Side.RED);
        long next = rematchOf(game.id());
        clock.advance(Duration.ofDays(7).plusMinutes(1));
        deadlines.process(List.of(next));
        assertEquals(GameStatus.LAPSED, store.game(next).status);
        outbox.drain();
        assertTrue(last(game.alice()).getSubject().endsWith("invitation lapsed"));
        post(playPath(game.id(), Side.BLUE) + "/rematch").statusCode(409).body(containsString("lapsed unanswered"));
        given().get(playPath(game.id(), Side.RED)).then().statusCode(200).body(containsString("The rematch proposal lapsed unanswered."));
    }

    @Test
    void bothPlayingAgainStartsOneGameAndASecondClickSaysItIsProposed() throws Exception {
        Finished game = finishedGame();
        String alicePlay = playPath(game.id(), Side.RED);
        String bobPlay = playPath(game.id(), Side.BLUE);
        post(alicePlay + "/rematch").statusCode(303);
        long next = rematchOf(game.id());
        post(alicePlay + "/rematch").statusCode(409).body(containsString("You have already proposed a rematch; Bob has until "));
        given().get(bobPlay).then().statusCode(200)
                .body(containsString("Alice proposes a rematch, with the colours swapped: you would play Red."))
                .body(containsString("id=\"play-again\""));

        String setup = post(bobPlay + "/rematch").statusCode(303).extract().header("Location");
        assertEquals(new SeatOf(next, Side.RED), SeatOf.of(verified(setup.substring(setup.indexOf("/setup/")), LinkPurpose.SETUP)));
        assertEquals(GameStatus.SETUP, store.game(next).status);
        assertEquals(next, rematchOf(game.id()));
        assertEquals(1, probe.count("select count(*) from rematch where finished_game_id = " + game.id()));
        post(bobPlay + "/rematch").statusCode(303).header("Location", containsString(bobPlay));
        assertEquals(1, probe.count("select count(*) from game where created_at >= (select created_at from game where id = " + next
                + ") and (red_player_id, blue_player_id) = (select red_player_id, blue_player_id from game where id = " + next + ")"));
    }

    @RepeatedTest(3)
    void bothPlayingAgainAtOnceStartsOneGame() throws Exception {
        Finished game = finishedGame();
        List<Object> outcomes = RowRace.race(dataSource, game.id(), () -> rematches.propose(game.id(), Side.RED),
                () -> rematches.propose(game.id(), Side.BLUE));

        List<Rematches.Outcome> done = outcomes.stream().map(o -> assertInstanceOf(Rematches.Proposal.class, o, outcomes.toString()).outcome())
                .sorted().toList();
        assertEquals(List.of(Rematches.Outcome.PROPOSED, Rematches.Outcome.ACCEPTED), done);
        long next = rematchOf(game.id());
        assertEquals(GameStatus.SETUP, store.game(next).status);
        assertEquals(1, probe.count("select count(*) from rematch where finished_game_id = " + game.id()));
        assertEquals(1, probe.count("select count(*) from notification where kind = 'REMATCH' and game_id = " + next));
    }

    @Test
    void onlyASeatOfTheFinishedGameWithACurrentPlayLinkCanPropose() {
        Finished game = finishedGame();
        String token = links.issue(LinkPurpose.PLAY, game.id(), Side.RED, 0);
        String forged = token.substring(0, token.length() - 4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
        post("/play/" + forged + "/rematch").statusCode(403).body(containsString("class=\"problem\""));
        String history = links.issue(LinkPurpose.HISTORY, game.id(), Side.RED, 0);
        post("/play/" + history + "/rematch").statusCode(403);
        post("/history/" + history + "/rematch").statusCode(404); // a history link has nothing to post to
        given().redirects().follow(false).header("Sec-Fetch-Site", "cross-site").post("/play/" + token + "/rematch").then().statusCode(403);
        // A stranger's own finished game proposes a rematch of that game only, to that game's other player.
        Finished strangers = finishedGame();
        post(playPath(strangers.id(), Side.RED) + "/rematch").statusCode(303);
        assertEquals(0, rematchOf(game.id()));
        assertEquals(strangers.bob(), playerRows.emailOf(rematchOf(strangers.id()), Side.RED));
        // A link its player turned off cannot propose either.
        store.execute("update player set link_epoch = link_epoch + 1 where email = '" + game.alice() + "'");
        post("/play/" + token + "/rematch").statusCode(403).body(containsString("turned off"));
        assertEquals(0, rematchOf(game.id()));
    }

    @Test
    void aGameThatIsNotOverCannotBeReplayedAndSaysWhy() {
        long id = ServiceGames.startedClassicGame();
        String red = playPath(id, Side.RED);
        given().get(red).then().statusCode(200).body(not(containsString("id=\"play-again\"")));
        post(red + "/rematch").statusCode(409).body(containsString("A rematch can be proposed once this game is over; it is still being played."));
        assertEquals(0, rematchOf(id));
    }

    @Test
    void noProposalReachesAPlayerWhoAskedNeverToBeInvitedButTheyMayProposeThemselves() throws Exception {
        Finished game = finishedGame();
        String neverInvite = "/do-not-invite/" + links.issue(LinkPurpose.DO_NOT_INVITE, probe.playerId(game.bob()), null, 0);
        post(neverInvite).statusCode(200);
        outbox.drain();
        int before = GreenMailInbox.to(greenMail, game.bob()).size();

        post(playPath(game.id(), Side.RED) + "/rematch").statusCode(409)
                .body(containsString("Bob has asked never to be invited to a game on Flagpost, rematches included, so no proposal was sent."));
        assertEquals(0, rematchOf(game.id()));
        outbox.drain();
        assertEquals(before, GreenMailInbox.to(greenMail, game.bob()).size());

        post(playPath(game.id(), Side.BLUE) + "/rematch").statusCode(303);
        outbox.drain();
        assertTrue(last(game.alice()).getSubject().endsWith("a rematch?"));
    }

    /** A game and a seat, to compare what a link names. */
    private record SeatOf(long gameId, Side seat) {
        static SeatOf of(LinkToken token) {
            return new SeatOf(token.gameId(), token.seat());
        }
    }

    private String playPath(long gameId, Side seat) {
        return "/play/" + links.issue(LinkPurpose.PLAY, gameId, seat, 0);
    }

    private long rematchOf(long gameId) {
        return probe.count("select coalesce(max(new_game_id), 0) from rematch where finished_game_id = " + gameId);
    }

    private LinkToken verified(String path, LinkPurpose purpose) {
        TokenCheck check = links.verify(path.substring(path.lastIndexOf('/') + 1), purpose);
        return assertInstanceOf(TokenCheck.Valid.class, check, path).token();
    }

    private MimeMessage last(String address) {
        List<MimeMessage> messages = GreenMailInbox.to(greenMail, address);
        return messages.get(messages.size() - 1);
    }

    private static String first(Pattern pattern, String html) {
        Matcher matcher = pattern.matcher(html);
        assertTrue(matcher.find(), pattern + " in\n" + html);
        return matcher.group(1).replace("&#x2F;", "/");
    }

    private static ValidatableResponse post(String path) {
        return given().redirects().follow(false).post(path).then();
    }
}
