package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.words.ReplyCommand.Accept;
import flagpost.words.ReplyCommand.Board;
import flagpost.words.ReplyCommand.Draw;
import flagpost.words.ReplyCommand.MoveCommand;
import flagpost.words.ReplyCommand.Resign;
import flagpost.rules.Move;
import flagpost.words.ReplyCommand;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replies as real clients write them (src/test/resources/replies), each quoting a real Flagpost email: what the player
 * wrote is read, and nothing of the quoted email, though it is full of squares, "draw" and "accept".
 */
class ReplyFixturesTest {

    private static final String YOUR_MOVE_BAIT = "a6xa7";
    private static final String DRAW_OFFER_BAIT = "Accept or decline it on the game page";

    static Stream<Arguments> personalReplies() {
        return Stream.of(
                Arguments.of("gmail.eml", List.of(move("j7", "j6")), YOUR_MOVE_BAIT),
                Arguments.of("gmail-thanks.eml", List.of(), DRAW_OFFER_BAIT),
                Arguments.of("outlook.eml", List.of(new Resign()), YOUR_MOVE_BAIT),
                Arguments.of("outlook-original-message.eml", List.of(), "Set up by Thursday"),
                Arguments.of("apple-mail.eml", List.of(new Draw()), YOUR_MOVE_BAIT),
                Arguments.of("apple-forwarded.eml", List.of(), "Red moves first"),
                Arguments.of("thunderbird.eml", List.of(new Draw()), DRAW_OFFER_BAIT),
                Arguments.of("iphone.eml", List.of(move("b7", "b6")), YOUR_MOVE_BAIT),
                Arguments.of("outlook-android.eml", List.of(new Board()), YOUR_MOVE_BAIT),
                Arguments.of("html-only.eml", List.of(new Accept()), "Accept or decline"),
                Arguments.of("latin1-base64.eml", List.of(move("c7", "c6")), YOUR_MOVE_BAIT),
                Arguments.of("several-commands.eml", List.of(move("e9", "e8"), new Draw(), new Resign()), YOUR_MOVE_BAIT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("personalReplies")
    void readsWhatThePlayerWroteAndNothingOfTheQuotedEmail(String fixture, List<ReplyCommand> expected, String bait)
            throws Exception {
        MimeMessage message = Fixtures.reply(fixture);
        String text = MessageText.of(message);
        ReplyReading reading = ReplyParser.read(text);

        assertEquals(expected, reading.commands(), fixture + " read " + reading.newText());
        assertTrue(text.contains(bait), fixture + " must quote a Flagpost email for this test to mean anything");
        assertFalse(reading.newText().contains(bait), fixture + " kept quoted text: " + reading.newText());
        assertTrue(reading.newText().length() < 200, fixture + " kept too much: " + reading.newText());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("personalReplies")
    void aPersonsReplyIsNotAutomatic(String fixture) {
        assertEquals(java.util.Optional.empty(), AutomaticMail.why(Fixtures.reply(fixture)));
    }

    /** Clients write the same reply twice; the HTML part, read alone, must say the same as the plain one. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("personalReplies")
    void theHtmlPartReadsLikeThePlainPart(String fixture, List<ReplyCommand> expected) throws Exception {
        Part html = firstPart(Fixtures.reply(fixture), "text/html");
        if (html == null) {
            return;
        }
        ReplyReading reading = ReplyParser.read(MessageText.fromHtml((String) html.getContent()));
        assertEquals(expected, reading.commands(), fixture + " HTML read " + reading.newText());
        assertTrue(reading.newText().length() < 200, fixture + " HTML kept too much: " + reading.newText());
    }

    @Test
    void theSeveralCommandsAreQuotedBackLineByLine() throws Exception {
        ReplyReading reading = ReplyParser.read(MessageText.of(Fixtures.reply("several-commands.eml")));
        assertEquals(List.of("e9-e8", "draw", "resign"), reading.commandLines());
        assertEquals(move("e9", "e8"), reading.first().orElseThrow());
    }

    @Test
    void latin1InBase64IsDecoded() throws Exception {
        ReplyReading reading = ReplyParser.read(MessageText.of(Fixtures.reply("latin1-base64.eml")));
        assertTrue(reading.newText().contains("Tr\u00e8s bien jou\u00e9, Alice ! \u00c0 bient\u00f4t."), reading.newText());
    }

    @Test
    void windows1252InQuotedPrintableIsDecoded() throws Exception {
        ReplyReading reading = ReplyParser.read(MessageText.of(Fixtures.reply("outlook-original-message.eml")));
        assertEquals("Thanks \u2013 I\u2019ll set up tonight.\n\nBob", reading.newText());
    }

    @Test
    void htmlOnlyMailKeepsItsWordsAndDropsItsScript() throws Exception {
        ReplyReading reading = ReplyParser.read(MessageText.of(Fixtures.reply("html-only.eml")));
        assertEquals("Yes, count me in \u2014 I've wanted a game for ages!\n\nCarol", reading.newText());
    }

    @Test
    void aBottomPostedReplyIsReadBelowTheQuoteAndAboveTheSignature() throws Exception {
        ReplyReading reading = ReplyParser.read(MessageText.of(Fixtures.reply("thunderbird.eml")));
        assertEquals("accept the draw\n\nAlice", reading.newText());
    }

    private static Part firstPart(Part part, String type) throws Exception {
        if (part.isMimeType(type)) {
            return part;
        }
        if (part.isMimeType("multipart/*")) {
            Multipart multipart = (Multipart) part.getContent();
            for (int i = 0; i < multipart.getCount(); i++) {
                BodyPart child = multipart.getBodyPart(i);
                Part found = firstPart(child, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static MoveCommand move(String from, String to) {
        return new MoveCommand(Move.of(from, to));
    }

    static {
        assertNotNull(Fixtures.session());
    }
}
