package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.FixedSubjects;
import flagpost.game.Deadlines;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.Rematches;
import flagpost.game.Setups;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.leaks.Knowledge;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Games played through the service, every notification composed as the dispatcher composes it:
 * both parts, subject, threading per recipient, links that act for that seat and purpose only, the
 * board exactly when the game is on, and names that cannot inject anything.
 */
@QuarkusTest
class MailComposerTest {

    private static final String DOMAIN = "flagpost.localhost";
    private static final Pattern TEXT_URL = Pattern.compile("https?://[^\\s<>\"]+");
    private static final Pattern HREF = Pattern.compile("href=\"([^\"]+)\"");
    private static final ScriptedGame SCRIPT = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 3_000);

    @Inject
    Deadlines deadlines;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    Rematches rematches;

    @Inject
    Setups setups;

    @Inject
    MailProbe probe;

    @Inject
    LinkService links;

    @Inject
    TestClock clock;

    @Test
    void aGameFromInvitationToResignationMailsEveryStepWithBothPartsThreadedPerRecipient() {
        String alice = ServiceGames.uniqueEmail("alice");
        long id = invitations.create(new NewGame("Alice", alice, ServiceGames.uniqueEmail("bob"),
                Variant.BARRAGE, GameOptions.DEFAULT, 3, SeatChoice.RED));
        invitations.accept(id, "Bob");
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // every kind a game can send, confirmations included
        clock.advance(Duration.ofDays(2).plusMinutes(1)); // setup reminders to both
        deadlines.process(List.of(id));
        setups.submit(id, Side.RED, SCRIPT.red().toSetupString());
        setups.submit(id, Side.BLUE, SCRIPT.blue().toSetupString());
        int ply = 0;
        for (; ply < 6; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, SCRIPT.moves().get(ply));
            clock.advance(Duration.ofHours(1));
        }
        play.offerDraw(id, Side.RED);
        play.declineDraw(id, Side.BLUE);
        clock.advance(Duration.ofDays(2).plusMinutes(1)); // Red is to move and is reminded
        deadlines.process(List.of(id));
        play.resign(id, Side.RED);

        List<MailProbe.Composed> mails = probe.composeAll(id);
        Set<NotificationKind> kinds = EnumSet.noneOf(NotificationKind.class);
        mails.forEach(m -> kinds.add(m.kind()));
        assertEquals(EnumSet.complementOf(EnumSet.of(NotificationKind.INVITATION_DECLINED, NotificationKind.INVITATION_LAPSED,
                NotificationKind.GAME_CANCELLED, NotificationKind.FRESH_LINKS, NotificationKind.MY_GAMES, NotificationKind.INVITATION_CONFIRM,
                NotificationKind.REPLY_REFUSED, NotificationKind.VACATION_STARTED, NotificationKind.VACATION_ENDED, NotificationKind.PAUSE_ASKED, NotificationKind.PAUSE_DECLINED,
                NotificationKind.GAME_PAUSED, NotificationKind.GAME_RESUMED, NotificationKind.DAILY_DIGEST, NotificationKind.REMATCH, NotificationKind.GAME_CANCELLED_BY_HOST,
                NotificationKind.DATA_EXPORT_CONFIRM, NotificationKind.DATA_ERASE_CONFIRM)),
                kinds); // fresh links and games lists only on request, the start confirmation before any game, refusals only by reply, vacations
                // and pauses when asked for, the digest only to who chose it, a rematch in the next game, a host's cancellation never here

        // Bob's "Play again": the proposal is the new game's first mail, Bob now Red, Alice invited (so shown by her address).
        long rematch = rematches.propose(id, Side.BLUE).newGameId();
        List<MailProbe.Composed> proposal = probe.composeAll(rematch);
        assertEquals(List.of(NotificationKind.REMATCH), proposal.stream().map(MailProbe.Composed::kind).toList());
        assertEveryMailIsWellFormed(rematch, proposal, "Bob", localPart(alice));

        assertEveryMailIsWellFormed(id, mails, "Alice", "Bob");
        // This game's subjects in full, as a reader sees them in the inbox, each the first time it was sent (the first
        // reminder is a setup reminder, and Red's move-played confirmation precedes Blue's your-move).
        assertEquals(List.of("An invitation to play Stratego on Flagpost", "Flagpost: Alice vs Bob — set up your pieces",
                "Flagpost: Alice vs Bob — reminder: your turn", "Flagpost: Alice vs Bob — the game has started",
                "Flagpost: Alice vs Bob — move played", "Flagpost: Alice vs Bob — your move", "Flagpost: Alice vs Bob — draw offered",
                "Flagpost: Alice vs Bob — draw declined", "Flagpost: Alice vs Bob — game over"), mails.stream().map(m -> m.mail().subject()).distinct().toList());

        MailProbe.Composed reminder = mails.stream().filter(m -> m.kind() == NotificationKind.REMINDER && m.ply() == 6).findFirst().orElseThrow();
        assertEquals(Side.RED, reminder.to());
        // Move 6 was played, an hour passed, then two days and a minute: 22 h 59 min of the three days are left.
        assertTrue(reminder.mail().text().contains("you have about 23 hours left"), reminder.mail().text());
        MailProbe.Composed setupReminder = mails.stream().filter(m -> m.kind() == NotificationKind.REMINDER && m.ply() == 0).findFirst()
                .orElseThrow();
        assertTrue(setupReminder.mail().text().contains("You have not placed your pieces yet"), setupReminder.mail().text());
        MailProbe.Composed over = mails.get(mails.size() - 1);
        assertEquals(NotificationKind.GAME_OVER, over.kind());
        assertTrue(over.mail().text().contains("Alice won: you resigned.") || over.mail().text().contains("You won: Alice resigned."));
    }

    @Test
    void aDeclinedALapsedACancelledAndAnUnstartedResignedGameEachTellTheRightPerson() {
        String bob = ServiceGames.uniqueEmail("bob");
        long declined = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.BLUE));
        invitations.decline(declined);
        String dan = ServiceGames.uniqueEmail("dan");
        long lapsed = invitations.create(NewGame.classic("Carol", ServiceGames.uniqueEmail("carol"), dan, SeatChoice.RED));
        long cancelled = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        long resignedInSetup = ServiceGames.acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        setups.submit(resignedInSetup, Side.RED, ServiceGames.CLASSIC_SETUP);
        play.resign(resignedInSetup, Side.BLUE);
        clock.advance(Duration.ofDays(7).plusMinutes(1));
        deadlines.process(List.of(declined, lapsed, cancelled, resignedInSetup));

        List<MailProbe.Composed> declinedMails = probe.composeAll(declined);
        assertEquals(List.of(NotificationKind.INVITATION, NotificationKind.INVITATION_DECLINED), declinedMails.stream().map(MailProbe.Composed::kind).toList());
        assertEquals(Side.BLUE, declinedMails.get(1).to(), "the creator, who sat Blue, hears of it");
        // An invitee who never answered is called by the local part of their address.
        assertEveryMailIsWellFormed(declined, declinedMails, localPart(bob), "Alice");

        List<MailProbe.Composed> lapsedMails = probe.composeAll(lapsed);
        assertEquals(NotificationKind.INVITATION_LAPSED, lapsedMails.get(1).kind());
        assertEveryMailIsWellFormed(lapsed, lapsedMails, "Carol", localPart(dan));

        List<MailProbe.Composed> cancelledMails = probe.composeAll(cancelled);
        assertEquals(List.of(NotificationKind.GAME_CANCELLED, NotificationKind.GAME_CANCELLED),
                cancelledMails.stream().filter(m -> m.kind() == NotificationKind.GAME_CANCELLED).map(MailProbe.Composed::kind).toList());
        assertEveryMailIsWellFormed(cancelled, cancelledMails, "Alice", "Bob");

        List<MailProbe.Composed> resignedMails = probe.composeAll(resignedInSetup);
        assertEveryMailIsWellFormed(resignedInSetup, resignedMails, "Alice", "Bob");
        MailProbe.Composed over = resignedMails.get(resignedMails.size() - 1);
        assertEquals(NotificationKind.GAME_OVER, over.kind());
        assertTrue(over.mail().text().contains(over.to() == Side.RED ? "You won: Bob resigned." : "Alice won: you resigned."),
                over.mail().text());
    }

    @Test
    void mailRecordedBeforeAnOffBoardEndingShowsWhatWasKnownThenAndTheEndShowsEverything() {
        long id = ServiceGames.startedGame(Variant.BARRAGE, GameOptions.DEFAULT, SCRIPT.red(), SCRIPT.blue());
        for (int ply = 0; ply < 4; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, SCRIPT.moves().get(ply));
        }
        play.offerDraw(id, Side.BLUE);
        play.acceptDraw(id, Side.RED); // ends the game at ply 4, after the your-move mail to Red at ply 4

        for (MailProbe.Composed composed : probe.composeAll(id)) {
            if (composed.ply() != 4) {
                continue;
            }
            boolean end = composed.kind() == NotificationKind.GAME_OVER;
            Knowledge knowledge = Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), 4, composed.to(), end);
            assertEquals(List.of(), LeakCheck.problems(knowledge, composed.mail(), Numbering.MODERN, 1), composed.kind() + " to " + composed.to());
            String board = composed.mail().text().replace(flagpost.rules.AsciiBoard.legend(Numbering.MODERN), "");
            if (!end) {
                assertTrue(board.contains("[ ?]"), "still hidden in the " + composed.kind() + " mail");
            } else {
                assertFalse(board.contains("[ ?]") || board.contains("[?m]"), "everything shows once it is over");
                assertTrue(composed.mail().text().contains("The game is a draw: you both agreed to it."));
            }
        }
    }

    @Test
    void eachPlayerSeesTheirOwnNumbering() {
        long id = ServiceGames.startedGame(Variant.BARRAGE, GameOptions.DEFAULT, SCRIPT.red(), SCRIPT.blue());
        players.setNumbering(id, Side.BLUE, Numbering.CLASSIC);
        play.move(id, Side.RED, 0, SCRIPT.moves().get(0));
        for (MailProbe.Composed composed : probe.composeAll(id)) {
            if (composed.ply() != 1) {
                continue;
            }
            Numbering numbering = composed.to() == Side.BLUE ? Numbering.CLASSIC : Numbering.MODERN;
            Knowledge knowledge = Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), 1, composed.to(), false);
            assertEquals(List.of(), LeakCheck.problems(knowledge, composed.mail(), numbering, 1), composed.to().toString());
            assertTrue(composed.mail().text().contains(composed.to() == Side.BLUE ? "1 Marshal … 9 Scout" : "10 Marshal … 2 Scout"));
        }
    }

    @Test
    void hostileNamesAreEscapedInHtmlAndCannotAddHeaders() {
        long id = invitations.create(new NewGame("<script>alert(1)</script>", ServiceGames.uniqueEmail("eve"), ServiceGames.uniqueEmail("mallory"),
                Variant.BARRAGE, GameOptions.DEFAULT, 3, SeatChoice.RED));
        probe.rawDisplayName(id, Side.BLUE, "Eve\r\nBcc: x@y\u0085\u202E & \"Jerry\" <b>");
        invitations.accept(id, null);
        setups.submit(id, Side.RED, SCRIPT.red().toSetupString());
        setups.submit(id, Side.BLUE, SCRIPT.blue().toSetupString());
        play.move(id, Side.RED, 0, SCRIPT.moves().get(0));

        List<MailProbe.Composed> mails = probe.composeAll(id);
        for (MailProbe.Composed composed : mails) {
            MailMessage mail = composed.mail();
            assertDoesNotThrow(() -> MimeConversion.check(mail), "the sender's own checks pass");
            assertEquals(composed.kind() == NotificationKind.INVITATION ? FixedSubjects.INVITATION
                    : "Flagpost: <script>alert(1)</script> vs Eve Bcc: x@y & \"Jerry\" <b> — " + expectedSubjectEnd(composed.kind()),
                    mail.subject());
            for (String header : headerValues(mail)) {
                assertFalse(header.chars().anyMatch(c -> c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == 0x202E),
                        "a control character in " + header);
            }
            String html = mail.html();
            assertFalse(html.contains("<script"), html);
            assertFalse(html.contains("<b>"));
            assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped, if only in the title: " + html);
            if (composed.to() == Side.RED && composed.kind() != NotificationKind.INVITATION) {
                assertTrue(html.contains("Eve Bcc: x@y &amp; &quot;Jerry&quot; &lt;b&gt;"), html);
                assertTrue(mail.text().contains("Eve Bcc: x@y & \"Jerry\" <b>"), "text is not escaped, just one line: " + mail.text());
            }
            for (String line : mail.text().split("\n")) {
                assertFalse(line.startsWith("Bcc:"), "a name cannot start a line of its own");
            }
        }
    }

    // ----------------------------------------------------------------------------------------------

    /**
     * How a game's subject ends for each kind, written out here rather than read from {@link MailHeaders}, so that a
     * changed wording shows up as a failing test, not as a test that agrees with whatever the product says.
     */
    private static String expectedSubjectEnd(NotificationKind kind) {
        return switch (kind) {
            case INVITATION -> "an invitation to play";
            case INVITATION_DECLINED -> "invitation declined";
            case INVITATION_LAPSED -> "invitation lapsed";
            case SETUP_NEEDED -> "set up your pieces";
            case GAME_STARTED -> "the game has started";
            case YOUR_MOVE -> "your move";
            case MOVE_PLAYED -> "move played";
            case DRAW_OFFERED -> "draw offered";
            case DRAW_DECLINED -> "draw declined";
            case REMINDER -> "reminder: your turn";
            case GAME_OVER -> "game over";
            case GAME_CANCELLED -> "game cancelled";
            case GAME_CANCELLED_BY_HOST -> "game cancelled by the host";
            case FRESH_LINKS -> "a fresh link";
            case VACATION_STARTED -> "your opponent is on vacation";
            case VACATION_ENDED -> "your opponent is back";
            case PAUSE_ASKED -> "pause asked for";
            case PAUSE_DECLINED -> "pause declined";
            case GAME_PAUSED -> "game paused";
            case GAME_RESUMED -> "game resumed";
            case MY_GAMES, INVITATION_CONFIRM, DAILY_DIGEST, DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> throw new AssertionError(kind
                    + " mails are about no one game and have subjects of their own");
            case REPLY_REFUSED -> throw new AssertionError("a refusal answer has the subject of the reply it answers");
            case REMATCH -> "a rematch?";
        };
    }

    private static String localPart(String email) {
        return email.substring(0, email.indexOf('@'));
    }

    /** The checks every mail of every game must pass. */
    private void assertEveryMailIsWellFormed(long gameId, List<MailProbe.Composed> mails, String red, String blue) {
        Map<Side, String> previous = new EnumMap<>(Side.class);
        Map<Side, Map<LinkPurpose, String>> tokensBySeat = new EnumMap<>(Side.class);
        boolean started = false;
        int startedMailsWithSettings = 0;
        for (MailProbe.Composed composed : mails) {
            MailMessage mail = composed.mail();
            String what = composed.kind() + " to " + composed.to() + " at move " + composed.ply();
            started |= composed.kind() == NotificationKind.GAME_STARTED;

            assertEquals(composed.kind() == NotificationKind.INVITATION ? FixedSubjects.INVITATION // no typed text to a stranger
                    : "Flagpost: " + red + " vs " + blue + " — " + expectedSubjectEnd(composed.kind()), mail.subject(), what);
            assertDoesNotThrow(() -> MimeConversion.check(mail), what + ": the sender's own checks pass");
            assertEquals(composed.email(), mail.to(), what);
            assertEquals("Flagpost <flagpost@localhost>", mail.from());
            assertNull(mail.replyTo());
            String messageId = "<n" + composed.id() + ".g" + gameId + "@" + DOMAIN + ">";
            assertEquals(messageId, mail.messageId(), what);
            assertEquals(previous.get(composed.to()), mail.inReplyTo(), what + ": answers the previous mail to the same player");
            List<String> references = new ArrayList<>();
            references.add("<g" + gameId + "@" + DOMAIN + ">");
            if (mail.inReplyTo() != null) {
                references.add(mail.inReplyTo());
            }
            assertEquals(references, mail.references(), what);
            previous.put(composed.to(), messageId);
            assertEquals("auto-generated", mail.headers().get("Auto-Submitted"));
            assertEquals("List-Unsubscribe=One-Click", mail.headers().get("List-Unsubscribe-Post"));

            String footer = "Flagpost game " + gameId + ", move " + composed.ply();
            assertTrue(mail.text().contains(footer), what);
            assertTrue(mail.html().contains(footer), what);
            assertTrue(mail.html().startsWith("<!DOCTYPE html>"), what);
            String lower = mail.html().toLowerCase(Locale.ROOT);
            for (String banned : List.of("<script", "<style", "<img", "<svg", "<link", "<iframe", "javascript:", "class=\"")) {
                assertFalse(lower.contains(banned), what + " contains " + banned);
            }

            // Links: the same in both parts, each verifying for this seat and game and its own purpose only.
            Set<String> textUrls = urls(TEXT_URL.matcher(mail.text()), 0);
            Set<String> htmlUrls = urls(HREF.matcher(mail.html()), 1);
            assertEquals(textUrls, htmlUrls, what + ": both parts carry the same links");
            String unsubscribe = mail.headers().get("List-Unsubscribe");
            assertTrue(unsubscribe.startsWith("<") && unsubscribe.endsWith(">"));
            assertTrue(textUrls.contains(unsubscribe.substring(1, unsubscribe.length() - 1)), what + ": the unsubscribe link is also in the body");
            Set<LinkPurpose> purposes = EnumSet.noneOf(LinkPurpose.class);
            for (String url : textUrls) {
                LinkPurpose purpose = purposeOf(url);
                purposes.add(purpose);
                String page = url.endsWith("/settings") ? url.substring(0, url.length() - "/settings".length()) : url;
                String token = page.substring(page.lastIndexOf('/') + 1);
                LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, links.verify(token, purpose), what + " " + url).token();
                if (purpose == LinkPurpose.DO_NOT_INVITE) { // names the invited address, not a seat
                    assertTrue(composed.kind().invites(), what);
                    assertEquals(null, granted.seat(), what);
                    continue;
                }
                if (purpose == LinkPurpose.GAMES_LIST) { // the invitee's settings, where the name they play under changes
                    assertEquals(NotificationKind.GAME_STARTED, composed.kind(), what);
                    assertTrue(url.endsWith("/settings"), what + " " + url);
                    assertTrue(mail.text().contains("You play under the name " + (composed.to() == Side.RED ? red : blue)), what);
                    assertEquals(null, granted.seat(), what);
                    startedMailsWithSettings++;
                    continue;
                }
                assertEquals(gameId, granted.gameId(), what);
                assertEquals(composed.to(), granted.seat(), what + ": the link acts for the recipient's seat only");
                for (LinkPurpose other : LinkPurpose.values()) {
                    if (other != purpose) {
                        assertEquals(new TokenCheck.Invalid(TokenCheck.Failure.WRONG_PURPOSE), links.verify(token, other), what + " as " + other);
                    }
                }
                String earlier = tokensBySeat.computeIfAbsent(composed.to().opponent(), s -> new HashMap<>()).get(purpose);
                assertNotEquals(token, earlier, "never the other seat's token");
                tokensBySeat.computeIfAbsent(composed.to(), s -> new HashMap<>()).put(purpose, token);
            }
            purposes.remove(LinkPurpose.GAMES_LIST);
            assertEquals(expectedPurposes(composed.kind(), started), purposes, what);
            int boards = expectsBoard(composed.kind(), started) ? 1 : 0;
            assertEquals(boards, count(mail.html(), "aria-label=\"The board as " + composed.to().displayName() + " sees it\""), what + ": HTML boards");
            assertEquals(boards, count(mail.text(), "Your pieces show their rank"), what + ": text boards");
        }
        assertEquals(started ? 1 : 0, startedMailsWithSettings, "only the invitee's game-started mail links their settings");
    }

    private static boolean expectsBoard(NotificationKind kind, boolean started) {
        return switch (kind) {
            case GAME_STARTED, YOUR_MOVE, MOVE_PLAYED, DRAW_OFFERED, DRAW_DECLINED -> true;
            case REMINDER, GAME_OVER -> started;
            default -> false;
        };
    }

    private static Set<LinkPurpose> expectedPurposes(NotificationKind kind, boolean started) {
        // An invitation's (or rematch proposal's) unsubscribe link puts the address on the do-not-invite list; every other
        // one mutes the seat.
        Set<LinkPurpose> purposes = EnumSet.of(kind.invites() ? LinkPurpose.DO_NOT_INVITE : LinkPurpose.UNSUBSCRIBE);
        switch (kind) {
            case INVITATION, REMATCH -> purposes.add(LinkPurpose.INVITATION);
            case SETUP_NEEDED -> purposes.add(LinkPurpose.SETUP);
            case REMINDER -> purposes.add(started ? LinkPurpose.PLAY : LinkPurpose.SETUP);
            case GAME_STARTED, YOUR_MOVE, MOVE_PLAYED, DRAW_OFFERED, DRAW_DECLINED -> purposes.add(LinkPurpose.PLAY);
            case GAME_OVER -> {
                if (started) {
                    purposes.add(LinkPurpose.HISTORY);
                }
                purposes.add(LinkPurpose.PLAY); // "Play again"
            }
            default -> {
            }
        }
        return purposes;
    }

    private LinkPurpose purposeOf(String url) {
        for (LinkPurpose purpose : LinkPurpose.values()) {
            if (url.startsWith(links.baseUrl() + LinkService.pathOf(purpose))) {
                return purpose;
            }
        }
        throw new AssertionError("a link to no known page: " + url);
    }

    private static Set<String> urls(Matcher matcher, int group) {
        Set<String> urls = new LinkedHashSet<>();
        while (matcher.find()) {
            urls.add(matcher.group(group));
        }
        return urls;
    }

    private static int count(String text, String needle) {
        int count = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            count++;
        }
        return count;
    }

    private static List<String> headerValues(MailMessage mail) {
        List<String> values = new ArrayList<>(List.of(mail.from(), mail.to(), mail.subject(), mail.messageId()));
        if (mail.inReplyTo() != null) {
            values.add(mail.inReplyTo());
        }
        values.addAll(mail.references());
        mail.headers().forEach((name, value) -> {
            values.add(name);
            values.add(value);
        });
        return values;
    }
}
