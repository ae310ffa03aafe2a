package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.words.ReplyCommand;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.BinaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Flagpost email (each kind's example in mail-examples, so a new kind is covered the day its example lands),
 * quoted in every client shape under a reply of "thanks", reads no command. Commands are planted in each quoted email,
 * and {@link #thePlantedCommandsReadWhenNotQuoted} proves they would be read, so the test fails if stripping breaks. The
 * same emails in every language, their players renamed "Resign." and "Draw", quoted without markers under attributions
 * no client rule knows, read no command either, by the lines of the email being answered ({@link AnsweredEmail}).
 */
class QuotedFlagpostMailTest {

    /** Planted at the top of each quoted email: its own signature would hide anything planted at the end. */
    private static final String PLANTED_TEXT = "e3-e4\nresign\ndraw\n";
    private static final String PLANTED_HTML = "<p>e3-e4</p><div>resign</div>draw<br>";
    private static final List<ReplyCommand> PLANTED = List.of(
            new ReplyCommand.MoveCommand(flagpost.rules.Move.of("e3", "e4")), new ReplyCommand.Resign(), new ReplyCommand.Draw());
    private static final String FROM = "Flagpost <flagpost@flagpost.example>";
    private static final String HEADERS = "From: " + FROM + "\nSent: Monday, March 2, 2026 10:00 AM\n"
            + "To: bob@example.com\nSubject: Flagpost: Alice vs Bob\n\n";

    /** A reply of "thanks" around a quoted plain text, as each client writes it. */
    private static final List<Shape> PLAIN_SHAPES = List.of(
            new Shape("gmail", (reply, quoted) -> reply + "\n\nOn Mon, 2 Mar 2026 at 10:00, " + FROM + " wrote:\n\n" + quote(quoted)),
            new Shape("gmail wrapped", (reply, quoted) -> reply + "\n\nOn Mon, 2 Mar 2026 at 10:00, Flagpost <\nflagpost@flagpost.example> wrote:\n\n" + quote(quoted)),
            new Shape("outlook", (reply, quoted) -> reply + "\n\n________________________________\n" + HEADERS + quoted),
            new Shape("outlook original message", (reply, quoted) -> reply + "\n\n-----Original Message-----\n" + HEADERS + quoted),
            new Shape("apple forwarded", (reply, quoted) -> reply + "\n\nBegin forwarded message:\n\n" + HEADERS + quoted),
            new Shape("iphone", (reply, quoted) -> reply + "\n\nSent from my iPhone\n\n> On 2 Mar 2026, at 10:00, " + FROM + " wrote:\n> \n" + quote(quoted)),
            new Shape("android", (reply, quoted) -> reply + "\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>\n" + HEADERS + quoted),
            new Shape("french", (reply, quoted) -> reply + "\n\nLe lun. 2 mars 2026 \u00e0 10:00, " + FROM + " a \u00e9crit :\n" + quote(quoted)),
            new Shape("german", (reply, quoted) -> reply + "\n\nAm Mo., 2. M\u00e4rz 2026 um 10:00 Uhr schrieb " + FROM + ":\n" + quote(quoted)));

    /** The same for a quoted HTML body. */
    private static final List<Shape> HTML_SHAPES = List.of(
            new Shape("gmail html", (reply, quoted) -> "<div dir=\"ltr\">" + reply + "</div><br><div class=\"gmail_quote\">"
                    + "<div class=\"gmail_attr\">On Mon, 2 Mar 2026 at 10:00, Flagpost &lt;flagpost@flagpost.example&gt; wrote:<br></div>"
                    + "<blockquote class=\"gmail_quote\">" + quoted + "</blockquote></div>"),
            new Shape("apple html", (reply, quoted) -> "<body>" + reply + "<br><div><br><blockquote type=\"cite\"><div>On 2 Mar 2026, "
                    + "at 10:00, Flagpost &lt;flagpost@flagpost.example&gt; wrote:</div><br><div>" + quoted + "</div></blockquote></div></body>"),
            new Shape("outlook html", (reply, quoted) -> "<p class=\"MsoNormal\">" + reply + "</p><div style=\"border-top:solid #E1E1E1 1.0pt\">"
                    + "<p><b>From:</b> Flagpost &lt;flagpost@flagpost.example&gt;<br><b>Sent:</b> Monday, March 2, 2026 10:00 AM<br>"
                    + "<b>To:</b> bob@example.com<br><b>Subject:</b> Flagpost</p></div>" + quoted),
            new Shape("outlook android html", (reply, quoted) -> "<div dir=\"auto\">" + reply + "</div><hr><div id=\"divRplyFwdMsg\">"
                    + "<b>From:</b> Flagpost<br><b>Sent:</b> Monday<br></div>" + quoted));

    static Stream<Arguments> quotedExamples() throws Exception {
        Stream.Builder<Arguments> cases = Stream.builder();
        for (Path example : examples()) {
            MimeMessage message = load(example);
            String plain = PLANTED_TEXT + MessageText.of(message);
            String html = PLANTED_HTML + htmlOf(message);
            String kind = example.getFileName().toString();
            for (Shape shape : PLAIN_SHAPES) {
                cases.add(Arguments.of(kind + " / " + shape.name(), shape.wrap().apply("thanks", plain)));
            }
            for (Shape shape : HTML_SHAPES) {
                cases.add(Arguments.of(kind + " / " + shape.name(), MessageText.fromHtml(shape.wrap().apply("thanks", html))));
            }
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quotedExamples")
    void aThanksQuotingAnyFlagpostEmailReadsNoCommand(String shape, String replyText) {
        ReplyReading reading = ReplyParser.read(replyText);
        assertEquals(List.of(), reading.commands(), shape);
        assertEquals("thanks", reading.newText(), shape);
    }

    /** The negative control: the planted commands are found when the email is pasted in unquoted. */
    @Test
    void thePlantedCommandsReadWhenNotQuoted() throws Exception {
        for (Path example : examples()) {
            MimeMessage message = load(example);
            assertEquals(PLANTED, ReplyParser.read("thanks\n" + PLANTED_TEXT + MessageText.of(message)).commands(),
                    example.toString());
            assertEquals(PLANTED, ReplyParser.read(MessageText.fromHtml("thanks<br>" + PLANTED_HTML + htmlOf(message)))
                    .commands(), example.toString());
        }
    }

    // --- Quoted without markers -----------------------------------------------------------------------------------

    /** The names Flagpost's emails begin lines with, renamed to names that read as commands, as could be set before. */
    private static String commandNames(String text) {
        return text.replace("Alice", "Resign.").replace("Bob", "Draw");
    }

    private static final String TRAVELLING = "Sorry, I am travelling until Monday.";

    /** Attribution lines of no client the parser knows: nothing in them says where the quote begins. */
    private static final List<String> UNKNOWN_ATTRIBUTIONS = List.of(
            "----- Flagpost <flagpost@flagpost.example> 07.12.2026 13:29 -----",
            "Flagpost <flagpost@flagpost.example> | 2026-12-07 13:29",
            "");

    /**
     * Attribution lines with someone's "wrote" in the shapes of clients and languages the parser knew nothing of before;
     * tried on the English emails only, since the email's own language does not change how its attribution reads.
     */
    private static final List<String> WROTE_ATTRIBUTIONS = List.of(
            "\"Flagpost\" <flagpost@flagpost.example> wrote on 07/12/2026 13:29:01:",
            "Flagpost/ACME@ACME wrote on 12/07/2026 01:29:01 PM:",
            "-----\"Flagpost\" <flagpost@flagpost.example> wrote: -----",
            "Flagpost wrote on 07.12.2026 13:29",
            "2026-yil 7-dek, dush 13:29 Flagpost <flagpost@flagpost.example> yozdi:",
            "El lun, 7 dic 2026 a las 13:29, Flagpost (<flagpost@flagpost.example>) escribi\u00f3:",
            "Den 7 dec. 2026 13:29 skrev Flagpost <flagpost@flagpost.example>:",
            "W dniu 7.12.2026 o 13:29 Flagpost <flagpost@flagpost.example> napisa\u0142:",
            "Flagpost schrieb am 07.12.2026 um 13:29:",
            "Le 07/12/2026 \u00e0 13:29, Flagpost a \u00e9crit :");

    static Stream<Arguments> unmarkedExamples() throws Exception {
        Stream.Builder<Arguments> cases = Stream.builder();
        for (Path example : allLanguageExamples()) {
            MimeMessage message = load(example);
            String text = commandNames(MessageText.of(message));
            String html = commandNames(htmlOf(message));
            AnsweredEmail answered = new AnsweredEmail(AnsweredEmail.linesOf(List.of(text, MessageText.fromHtml(html))),
                    List.of("Resign.", "Draw"));
            String kind = example.getParent().getFileName() + "/" + example.getFileName();
            for (String attribution : UNKNOWN_ATTRIBUTIONS) {
                String plain = TRAVELLING + "\n\n" + attribution + "\n" + text;
                cases.add(Arguments.of(kind + " / plain under '" + attribution + "'", plain, answered));
                String rich = MessageText.fromHtml("<div>" + TRAVELLING + "</div><br><div>" + attribution + "</div><div>" + html + "</div>");
                cases.add(Arguments.of(kind + " / html under '" + attribution + "'", rich, answered));
            }
            for (String attribution : example.getParent().getFileName().toString().equals("mail-examples") ? WROTE_ATTRIBUTIONS : List.<String>of()) {
                cases.add(Arguments.of(kind + " / plain under '" + attribution + "', nothing known of the email",
                        TRAVELLING + "\n\n" + attribution + "\n" + text, AnsweredEmail.UNKNOWN));
            }
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unmarkedExamples")
    void anyFlagpostEmailQuotedWithoutMarkersReadsNoCommandEvenWhenItsNamesReadAsCommands(String shape, String replyText,
            AnsweredEmail answered) {
        ReplyReading reading = ReplyParser.read(replyText, answered);
        assertEquals(List.of(), reading.commands(), shape + ": " + reading.commandLines());
    }

    /**
     * Each guard alone, the email's own lines or the command-like names, keeps every email quiet; and the negative
     * control: with neither and no attribution known, the renamed emails do read commands.
     */
    @Test
    void theAnsweredEmailsLinesAndItsNamesEachGuardAloneAndWithNeitherTheQuoteActs() throws Exception {
        int acting = 0;
        for (Path example : allLanguageExamples()) {
            MimeMessage message = load(example);
            String text = commandNames(MessageText.of(message));
            String reply = TRAVELLING + "\n\n" + UNKNOWN_ATTRIBUTIONS.get(0) + "\n" + text;
            assertEquals(List.of(), ReplyParser.read(reply, new AnsweredEmail(AnsweredEmail.linesOf(List.of(text)), List.of())).commands(),
                    example + ", its lines");
            assertEquals(List.of(), ReplyParser.read(reply, new AnsweredEmail(Set.of(), List.of("Resign.", "Draw"))).commands(),
                    example + ", its names");
            if (!ReplyParser.read(reply).commands().isEmpty()) {
                acting++;
            }
        }
        assertTrue(acting >= 30, "renamed emails that would act, quoted under an unknown attribution: " + acting);
    }

    private static List<Path> allLanguageExamples() throws IOException, URISyntaxException {
        Path folder = Path.of(QuotedFlagpostMailTest.class.getResource("/mail-examples").toURI());
        try (Stream<Path> files = Files.walk(folder)) {
            return withReplyHintsWhereTheyDiffer(files);
        }
    }

    @Test
    void everyKindHasAnExample() throws Exception {
        assertFalse(examples().size() < 10, "mail-examples should hold every kind's example: " + examples());
    }

    private static List<Path> examples() throws IOException, URISyntaxException {
        Path folder = Path.of(QuotedFlagpostMailTest.class.getResource("/mail-examples").toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return withReplyHintsWhereTheyDiffer(files);
        }
    }

    /**
     * The examples, each email as a server that reads replies writes it where there is such a variant: it holds every
     * line of the one without and the lines saying how to reply, which quoted must read no command either.
     */
    private static List<Path> withReplyHintsWhereTheyDiffer(Stream<Path> files) {
        List<Path> all = files.filter(file -> file.toString().endsWith(".eml")).sorted().toList();
        return all.stream().filter(file -> !all.contains(file.resolveSibling(file.getFileName().toString().replace(".eml", ".replies.eml"))))
                .collect(Collectors.toList());
    }

    private static MimeMessage load(Path example) throws Exception {
        try (InputStream in = Files.newInputStream(example)) {
            return new MimeMessage(Fixtures.session(), in);
        }
    }

    private static String htmlOf(MimeMessage message) throws Exception {
        Multipart alternative = (Multipart) message.getContent();
        for (int i = 0; i < alternative.getCount(); i++) {
            BodyPart part = alternative.getBodyPart(i);
            if (part.isMimeType("text/html")) {
                return (String) part.getContent();
            }
        }
        throw new AssertionError("no HTML part");
    }

    private static String quote(String text) {
        return text.lines().map(line -> line.isEmpty() ? ">" : "> " + line).collect(Collectors.joining("\n"));
    }

    private record Shape(String name, BinaryOperator<String> wrap) {
    }
}
