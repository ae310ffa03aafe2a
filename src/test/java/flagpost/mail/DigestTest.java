package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Digests;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.NotificationKind;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import flagpost.support.leaks.Knowledge;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The daily digest on the test clock: Bob plays Blue in two games and chose one email a day at 08:00 in Europe/Berlin
 * (07:00 UTC in winter). It is recorded at his hour and not before, once a day however many instances ask, only while a
 * game waits for him, and lists both games, each with Bob's own board and a fresh link to play it, through the leak scan.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class DigestTest {

    private static final String BERLIN = "Europe/Berlin";
    private static final Pattern PLAY_LINK = Pattern.compile("https?://[^\\s\"<>]+?/play/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");
    private static final Setup RED = Setup.parse(Side.RED, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
    private static final Setup BLUE = Setup.parse(Side.BLUE, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    Digests digests;

    @Inject
    StoreProbe store;

    @Inject
    OutboxRows outbox;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void oneDigestADayAtThePlayersHourListingEveryGameThatWaitsWithItsOwnBoard() throws Exception {
        outbox.drain();
        String bob = ServiceGames.uniqueEmail("bob");
        long first = gameAgainst(bob);
        long second = gameAgainst(bob);
        long bobId = ServiceGames.playerId(first, Side.BLUE);
        players.setMail(bobId, MailMode.DIGEST, 8, BERLIN);
        long idle = ServiceGames.startedClassicGame(); // Dave plays Blue and chose the digest, but Red has not moved
        long daveId = ServiceGames.playerId(idle, Side.BLUE);
        players.setMail(daveId, MailMode.DIGEST, 8, BERLIN);
        List<Long> ours = List.of(bobId, daveId);
        int rowsBefore = store.notifications(first).size();

        play.move(first, Side.RED, 0, Move.of("e4", "e5"));
        play.move(second, Side.RED, 0, Move.of("f4", "f5"));
        assertEquals(rowsBefore, store.notifications(first).size(), "no your-move email to a player who chose the digest");

        advanceToBerlin(7, 59);
        assertEquals(0, digests.process(ours), "not before his hour");
        clock.advance(Duration.ofMinutes(2));
        assertEquals(1, twoInstancesAtOnce(ours), "two instances at his hour record one digest");
        assertEquals(0, digests.process(ours), "not twice on one day");
        outbox.drain();

        List<MimeMessage> mails = digestsTo(bob); // beside the invitations, setup requests and starts, which still come
        assertEquals(1, mails.size());
        MimeMessage digest = mails.get(0);
        assertTrue(digest.getSubject().startsWith("Flagpost: your move in 2 games ("), digest.getSubject());
        String text = GreenMailInbox.parts(digest).get(0).text().replace("\r\n", "\n"); // as sent over SMTP
        String html = GreenMailInbox.parts(digest).get(1).text();
        // Each game's part: its own board as Bob knows it, and a fresh link that plays Bob's seat of that game.
        List<Long> games = List.of(first, second);
        List<String> htmlParts = sections(html, "<h2");
        List<String> textParts = sections(text, "\n== ");
        assertEquals(2, htmlParts.size());
        assertEquals(2, textParts.size());
        List<Long> linked = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            long game = games.get(i);
            Move redMove = game == first ? Move.of("e4", "e5") : Move.of("f4", "f5");
            Knowledge bobKnows = Knowledge.of(RED, BLUE, List.of(redMove), 1, Side.BLUE, false);
            // Equal deadlines: the games come in id order, so each part belongs to the game of the same position.
            assertEquals(List.of(), LeakCheck.htmlProblems(bobKnows, htmlParts.get(i), Numbering.MODERN, 1), "html of game " + game);
            assertEquals(List.of(), LeakCheck.textProblems(bobKnows, textParts.get(i), Numbering.MODERN, 1), "text of game " + game);
            Matcher link = PLAY_LINK.matcher(htmlParts.get(i));
            assertTrue(link.find(), "a play link for game " + game);
            TokenCheck.Valid valid = assertInstanceOf(TokenCheck.Valid.class, links.verify(link.group(1), LinkPurpose.PLAY));
            assertEquals(Side.BLUE, valid.token().seat());
            linked.add(valid.token().gameId());
        }
        assertEquals(games, linked);
        assertEquals(List.of(), digestsTo(ServiceGames.emailOf(idle, Side.BLUE)), "nothing waits for Dave: no digest");

        clock.advance(Duration.ofDays(1));
        assertEquals(1, digests.process(ours), "the next day, at his hour, again: both games still wait");
        play.move(first, Side.BLUE, 1, Move.of("e7", "e6"));
        play.move(second, Side.BLUE, 1, Move.of("f7", "f6"));
        clock.advance(Duration.ofDays(1));
        assertEquals(0, digests.process(ours), "no game waits for him: no digest");
        outbox.drain();
    }

    @Test
    void theDigestIsRecordedOnlyOnceTheHourHasComeInThePlayersOwnZone() {
        // 08:00 in Tokyo is 23:00 UTC the day before: the same instant that is 00:00 in Berlin.
        String bob = ServiceGames.uniqueEmail("bob");
        long game = gameAgainst(bob);
        play.move(game, Side.RED, 0, Move.of("e4", "e5"));
        long bobId = ServiceGames.playerId(game, Side.BLUE);
        players.setMail(bobId, MailMode.DIGEST, 8, "Asia/Tokyo");
        ZonedDateTime tokyo = clock.instant().atZone(ZoneId.of("Asia/Tokyo"));
        ZonedDateTime beforeEight = tokyo.getHour() < 7 ? tokyo.withHour(7).withMinute(59) : tokyo.plusDays(1).withHour(7).withMinute(59);
        clock.advance(Duration.between(tokyo, beforeEight));
        assertEquals(0, digests.process(List.of(bobId)));
        clock.advance(Duration.ofMinutes(1));
        assertEquals(1, digests.process(List.of(bobId)));
        outbox.drain();
    }

    /** A started Classic game: a new Red player against {@code blueEmail}; Red to move. */
    private long gameAgainst(String blueEmail) {
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), blueEmail, SeatChoice.RED));
        invitations.accept(id, "Bob");
        flagpost.game.Setups setups = io.quarkus.arc.Arc.container().instance(flagpost.game.Setups.class).get();
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        return id;
    }



    /** The digests in {@code address}'s inbox. */
    private List<MimeMessage> digestsTo(String address) throws jakarta.mail.MessagingException {
        List<MimeMessage> digests = new ArrayList<>();
        for (MimeMessage message : GreenMailInbox.to(greenMail, address)) {
            if (message.getSubject().startsWith("Flagpost: your move in ")) {
                digests.add(message);
            }
        }
        return digests;
    }

    /** Moves the test clock on to the next {@code hour:minute} in Berlin. */
    private void advanceToBerlin(int hour, int minute) {
        ZonedDateTime now = clock.instant().atZone(ZoneId.of(BERLIN));
        ZonedDateTime then = now.withHour(hour).withMinute(minute).withSecond(0).withNano(0);
        if (!then.isAfter(now)) {
            then = then.plusDays(1);
        }
        clock.advance(Duration.between(now, then));
    }

    /** Two runs of the digest at once, as two instances would: how many digests they recorded together. */
    private int twoInstancesAtOnce(List<Long> players) throws Exception {
        CyclicBarrier together = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Callable<Integer> run = () -> {
                together.await();
                return digests.process(players);
            };
            Future<Integer> one = pool.submit(run);
            Future<Integer> other = pool.submit(run);
            return one.get() + other.get();
        } finally {
            pool.shutdownNow();
        }
    }

    /** The parts of a mail body that begin at each {@code marker}, the last one to the end. */
    private static List<String> sections(String body, String marker) {
        List<String> parts = new ArrayList<>();
        int at = body.indexOf(marker);
        while (at >= 0) {
            int next = body.indexOf(marker, at + marker.length());
            parts.add(body.substring(at, next < 0 ? body.length() : next));
            at = next;
        }
        return parts;
    }
}
