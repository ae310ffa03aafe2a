package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.words.ReplyCommand.Accept;
import flagpost.words.ReplyCommand.Board;
import flagpost.words.ReplyCommand.Decline;
import flagpost.words.ReplyCommand.Draw;
import flagpost.words.ReplyCommand.MoveCommand;
import flagpost.words.ReplyCommand.Resign;
import flagpost.words.ReplyCommand.SetupCommand;
import flagpost.rules.Move;
import flagpost.words.Language;
import flagpost.words.ReplyCommand;
import flagpost.words.ReplyCommands;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every way a command may be written, and the prose, quotes and signatures that must not read as one. */
class ReplyParserTest {

    private static final String SETUP = "BCDDEEEEFFFFGGGGHHHHIIIIIJJJJJJJJKKKKKLM";

    static Stream<Arguments> commandForms() {
        return Stream.of(
                Arguments.of("e3-e4", move("e3", "e4")),
                Arguments.of("e3 e4", move("e3", "e4")),
                Arguments.of("e3xe4", move("e3", "e4")),
                Arguments.of("e3Xe4", move("e3", "e4")),
                Arguments.of("E3E4", move("e3", "e4")),
                Arguments.of("e3e4", move("e3", "e4")),
                Arguments.of("e3 - e4", move("e3", "e4")),
                Arguments.of("e3:e4", move("e3", "e4")),
                Arguments.of("e3\u2013e4", move("e3", "e4")),
                Arguments.of("j10-j9", move("j10", "j9")),
                Arguments.of("a10a9", move("a10", "a9")),
                Arguments.of("A1-A10", move("a1", "a10")),
                Arguments.of("  b4-b5  ", move("b4", "b5")),
                Arguments.of("e3-e4.", move("e3", "e4")),
                Arguments.of("e3-e4, your turn!", move("e3", "e4")),
                Arguments.of("e3-e4 your turn", move("e3", "e4")),
                Arguments.of("move e3-e4", move("e3", "e4")),
                Arguments.of("Move: e3-e4", move("e3", "e4")),
                Arguments.of("play E3 E4", move("e3", "e4")),
                Arguments.of("*e3-e4*", move("e3", "e4")),
                Arguments.of("resign", new Resign()),
                Arguments.of("RESIGN", new Resign()),
                Arguments.of("Resign.", new Resign()),
                Arguments.of("Resign, well played", new Resign()),
                Arguments.of("I resign", new Resign()),
                Arguments.of("resign please", new Resign()),
                Arguments.of("I give up!", new Resign()),
                Arguments.of("draw", new Draw()),
                Arguments.of("Draw?", new Draw()),
                Arguments.of("Offer a draw", new Draw()),
                Arguments.of("accept the draw", new Draw()),
                Arguments.of("Accept draw offer.", new Draw()),
                Arguments.of("decline", new Decline()),
                Arguments.of("Decline the draw", new Decline()),
                Arguments.of("decline invitation", new Decline()),
                Arguments.of("No thanks", new Decline()),
                Arguments.of("accept", new Accept()),
                Arguments.of("Accept invitation", new Accept()),
                Arguments.of("yes", new Accept()),
                Arguments.of("Yes!", new Accept()),
                Arguments.of("yes please", new Accept()),
                Arguments.of("Join", new Accept()),
                Arguments.of("board", new Board()),
                Arguments.of("Send me the board, thanks", new Board()),
                Arguments.of("show board", new Board()),
                Arguments.of(SETUP, new SetupCommand(SETUP)),
                Arguments.of("BCDDEEEEFF FFGGGGHHHH IIIIIJJJJJ JJJKKKKKLM", new SetupCommand(SETUP)),
                Arguments.of("setup " + SETUP, new SetupCommand(SETUP)),
                Arguments.of("Setup: " + SETUP, new SetupCommand(SETUP)),
                Arguments.of("BCDDEEEEFF\nFFGGGGHHHH\nIIIIIJJJJJ\nJJJKKKKKLM", new SetupCommand(SETUP)),
                Arguments.of("NOPPQQQQRR RRSSSSTTTT UUUUUVVVVV VVVWWWWWXY",
                        new SetupCommand("NOPPQQQQRRRRSSSSTTTTUUUUUVVVVVVVVWWWWWXY")),
                Arguments.of("setup bcddeeeeffffgggghhhhiiiiijjjjjjjjkkkkklm",
                        new SetupCommand("bcddeeeeffffgggghhhhiiiiijjjjjjjjkkkkklm")));
    }

    @ParameterizedTest(name = "\"{0}\" reads as {1}")
    @MethodSource("commandForms")
    void everyWrittenFormReadsAsItsCommand(String text, ReplyCommand expected) {
        ReplyReading reading = ReplyParser.read(text);
        assertEquals(List.of(expected), reading.commands());
        assertEquals(Optional.of(expected), reading.first());
    }

    /** Spanish and Uzbek, as players write them: accents left out, any apostrophe for the oʻ mark, opening marks. */
    static Stream<Arguments> spanishAndUzbekForms() {
        return Stream.of(
                Arguments.of("me rindo", new Resign()),
                Arguments.of("Me rindo, bien jugado", new Resign()),
                Arguments.of("¡Me rindo!", new Resign()),
                Arguments.of("Abandono.", new Resign()),
                Arguments.of("abandono la partida", new Resign()),
                Arguments.of("Me retiro", new Resign()),
                Arguments.of("me doy por vencida", new Resign()),
                Arguments.of("tablas", new Draw()),
                Arguments.of("¿Tablas?", new Draw()),
                Arguments.of("Te ofrezco tablas", new Draw()),
                Arguments.of("Acepto las tablas, gracias", new Draw()),
                Arguments.of("empate", new Draw()),
                Arguments.of("Acepto el empate.", new Draw()),
                Arguments.of("rechazo", new Decline()),
                Arguments.of("Rechazo las tablas", new Decline()),
                Arguments.of("Rechazo la invitacion", new Decline()),
                Arguments.of("No, gracias", new Decline()),
                Arguments.of("No acepto.", new Decline()),
                Arguments.of("acepto", new Accept()),
                Arguments.of("Acepto la invitación. ¡Suerte!", new Accept()),
                Arguments.of("Sí", new Accept()),
                Arguments.of("si, por supuesto", new Accept()),
                Arguments.of("Me apunto", new Accept()),
                Arguments.of("tablero", new Board()),
                Arguments.of("Tablero por favor", new Board()),
                Arguments.of("Envíame el tablero", new Board()),
                Arguments.of("enviame el tablero", new Board()),
                Arguments.of("Muéstrame el tablero, gracias", new Board()),
                Arguments.of("taslim boʻlaman", new Resign()),
                Arguments.of("Taslim bo'laman, yaxshi oʻynadingiz", new Resign()),
                Arguments.of("taslim bo`laman", new Resign()),
                Arguments.of("taslim bo‘laman", new Resign()),
                Arguments.of("taslim bo’laman", new Resign()),
                Arguments.of("taslim bolaman", new Resign()),
                Arguments.of("Taslim.", new Resign()),
                Arguments.of("taslimman", new Resign()),
                Arguments.of("durang", new Draw()),
                Arguments.of("Durang?", new Draw()),
                Arguments.of("Durang taklif qilaman", new Draw()),
                Arguments.of("durangga roziman", new Draw()),
                Arguments.of("Durangni qabul qilaman, rahmat", new Draw()),
                Arguments.of("rad etaman", new Decline()),
                Arguments.of("Qabul qilmayman", new Decline()),
                Arguments.of("Durangni rad etaman", new Decline()),
                Arguments.of("Yoʻq, rahmat", new Decline()),
                Arguments.of("yo'q rahmat", new Decline()),
                Arguments.of("qabul qilaman", new Accept()),
                Arguments.of("Qabul qilaman!", new Accept()),
                Arguments.of("roziman", new Accept()),
                Arguments.of("Xo'p", new Accept()),
                Arguments.of("xop", new Accept()),
                Arguments.of("taxta", new Board()),
                Arguments.of("Taxtani koʻrsating, iltimos", new Board()),
                Arguments.of("taxtani yuboring", new Board()),
                Arguments.of("taxta iltimos", new Board()),
                Arguments.of("«acepto»", new Accept()),
                Arguments.of("\"accept\" please", new Accept()),
                Arguments.of("«taslim boʻlaman».", new Resign()),
                Arguments.of("\u201ce3-e4\u201d", move("e3", "e4")));
    }

    @ParameterizedTest(name = "\"{0}\" reads as {1}")
    @MethodSource("spanishAndUzbekForms")
    void spanishAndUzbekWordsReadAsTheirCommands(String text, ReplyCommand expected) {
        assertEquals(List.of(expected), ReplyParser.read(text).commands());
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Language.class)
    void everyWordOfEveryLanguageReadsAsItsCommandAloneAndBeforePunctuation(Language language) {
        for (ReplyCommand command : List.of(new Resign(), new Draw(), new Decline(), new Accept(), new Board())) {
            for (String word : ReplyCommands.wordsOf(language, command)) {
                assertEquals(List.of(command), ReplyParser.read(word).commands(), language + ": " + word);
                assertEquals(List.of(command), ReplyParser.read(word.toUpperCase(language.locale()) + ".").commands(), language + ": " + word);
                assertEquals(List.of(command), ReplyParser.read(word + ", thanks\n\n> e3-e4").commands(), language + ": " + word);
                assertEquals(List.of(), ReplyParser.read("> " + word).commands(), language + ", quoted: " + word);
                assertEquals(List.of(), ReplyParser.read(word + "x").commands(), language + ", run on: " + word);
            }
        }
        assertEquals(ReplyCommands.wordsOf(language, new Resign()).get(0), ReplyCommands.wordOf(language, new Resign()));
    }

    @ParameterizedTest(name = "\"{0}\" reads as nothing")
    @ValueSource(strings = {
            "no me rindo nunca",
            "No me rindo",
            "¿Me rindo? Jamás",
            "resígnate a perder",
            "Resígnate",
            "abandono la idea de atacar",
            "me retiro a dormir",
            "tablas no, gracias",
            "Tablas nunca",
            "tablero de ajedrez",
            "aceptable",
            "acepto que fue una buena jugada",
            "Si quieres, juguemos mañana",
            "rechazo totalmente tu idea",
            "Empate sería justo",
            "taslim boʻlmayman",
            "Hech qachon taslim boʻlmayman",
            "durang emas",
            "Durang boʻlsa yaxshi",
            "taxtaga qarang",
            "qabul qilish qiyin",
            "Ha, qabul",
            "Ha!",
            "Rad!",
            "rad",
            "\"Draw\" would be fair",
            "«Tablas» sería justo",
            "«tablas», «me rindo» o «tablero».",
            "\"draw\", \"resign\" or \"board\".",
    })
    void spanishAndUzbekProseReadsAsNothing(String text) {
        assertEquals(List.of(), ReplyParser.read(text).commands());
    }

    static Stream<Arguments> spanishAndUzbekQuotes() {
        String quoted = "> Alice atacó a6xa7 (movimiento 11).\n> tablas\n> me rindo\n> durang\n> taslim boʻlaman\n> acepto\n";
        return Stream.of(
                Arguments.of("gmail in spanish", "gracias\n\nEl lun, 30 nov 2026 a las 10:02, Flagpost (<flagpost@flagpost.example>) escribió:\n" + quoted),
                Arguments.of("spanish, unquoted", "gracias\n\nEl lun, 7 dic 2026 a las 13:29, Flagpost (<flagpost@flagpost.example>) escribió:\ntablas\nme rindo\n"),
                Arguments.of("uzbek", "rahmat\n\n2026-yil 7-dek, dush 13:29 Flagpost <flagpost@flagpost.example> yozdi:\n" + quoted),
                Arguments.of("uzbek, unquoted", "rahmat\n\n2026-yil 7-dek, dush 13:29 Flagpost <flagpost@flagpost.example> yozdi:\ndurang\ntaslim\n"),
                Arguments.of("spanish outlook", "gracias\n\n-----Mensaje original-----\nDe: Flagpost <flagpost@flagpost.example>\nEnviado: lunes\ntablas\n"),
                Arguments.of("spanish iphone", "gracias\n\nEnviado desde mi iPhone\n\nme rindo\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("spanishAndUzbekQuotes")
    void noSpanishOrUzbekWordBelowTheNewTextIsRead(String shape, String text) {
        ReplyReading reading = ReplyParser.read(text);
        assertEquals(List.of(), reading.commands(), shape);
    }

    @Test
    void aSpanishOrUzbekCommandAboveAQuoteIsReadAlone() {
        assertEquals(List.of(new Resign()), ReplyParser.read("Me rindo, bien jugado\n\nEl lun, 30 nov 2026 a las 10:02, Flagpost "
                + "(<flagpost@flagpost.example>) escribió:\n> tablas\n> e3-e4\n").commands());
        assertEquals(List.of(new Draw()), ReplyParser.read("Durang?\n\n2026-yil 7-dek, dush 13:29 Flagpost yozdi:\n> taslim\n> e3-e4\n")
                .commands());
    }

    @Test
    void aSpanishWordFromAnyPlayerAndTheEnglishOnesBesideItAreRead() {
        ReplyReading reading = ReplyParser.read("tablas\ndraw\ndurang");
        assertEquals(List.of(new Draw(), new Draw(), new Draw()), reading.commands());
    }

    @ParameterizedTest(name = "\"{0}\" reads as nothing")
    @ValueSource(strings = {
            "",
            "thanks",
            "I don't want a draw",
            "I thought about e3-e4 for a long time",
            "see e3-e4",
            "e3-e4x",
            "e3-e45",
            "e3-k4",
            "e11-e10",
            "e3",
            "resign yourself to losing, buddy",
            "Resign? Never!",
            "Resigned to my fate",
            "drawing a blank here",
            "Draw would be fair",
            "draw's a fine result",
            "Accept or decline it on the game page",
            "Boardgames are fun",
            "no",
            "Yes but not today",
            "The setup is BCDDEEEEFF and more",
            "BCDDEEEEFFFFGGGGHHHHIIIIIJJJJJJJJKKKKKL",
            "understand everything accomplish something",
            "setup is done",
            "> e3-e4",
            "  > resign",
            ">> draw",
    })
    void proseAndQuotesReadAsNothing(String text) {
        assertEquals(List.of(), ReplyParser.read(text).commands());
    }

    @Test
    void theFirstCommandActsAndAllAreListedInOrderWithTheirLines() {
        ReplyReading reading = ReplyParser.read("Hi Bob,\n\nb4-b5\nor maybe\nDraw?\nresign\n\nCheers, Alice");
        assertEquals(List.of(move("b4", "b5"), new Draw(), new Resign()), reading.commands());
        assertEquals(List.of("b4-b5", "Draw?", "resign"), reading.commandLines());
        assertEquals(Optional.of(move("b4", "b5")), reading.first());
    }

    @Test
    void nothingReadIsNoFirstCommand() {
        ReplyReading reading = ReplyParser.read("thanks, see you next game");
        assertEquals(Optional.empty(), reading.first());
        assertEquals("thanks, see you next game", reading.newText());
    }

    @Test
    void aSetupOnFourLinesIsQuotedBackAsOneLine() {
        ReplyReading reading = ReplyParser.read("My setup:\nBCDDEEEEFF\nFFGGGGHHHH\nIIIIIJJJJJ\nJJJKKKKKLM\n");
        assertEquals(List.of(new SetupCommand(SETUP)), reading.commands());
        assertEquals(List.of("BCDDEEEEFF FFGGGGHHHH IIIIIJJJJJ JJJKKKKKLM"), reading.commandLines());
    }

    @Test
    void threeSetupRowsAreNotASetup() {
        assertEquals(List.of(), ReplyParser.read("BCDDEEEEFF\nFFGGGGHHHH\nIIIIIJJJJJ\n\nJJJKKKKKLM").commands());
    }

    static Stream<Arguments> quotingShapes() {
        String quoted = "> Alice attacked a6xa7 (move 11).\n> e3-e4\n> Bob offers you a draw.\n> draw\n> resign\n";
        return Stream.of(
                Arguments.of("gmail", "thanks\n\nOn Mon, 30 Nov 2026 at 10:02, Flagpost <flagpost@flagpost.example> wrote:\n\n" + quoted),
                Arguments.of("gmail wrapped", "thanks\n\nOn Mon, 30 Nov 2026 at 10:02, Flagpost <\nflagpost@flagpost.example> wrote:\n" + quoted),
                Arguments.of("wrapped over three lines", "thanks\n\nOn Monday, 30 November 2026 at 10:02:17 UTC,\nFlagpost the Stratego server\n<flagpost@flagpost.example> wrote:\n" + quoted),
                Arguments.of("french", "merci\n\nLe lun. 30 nov. 2026 à 10:02, Flagpost <flagpost@flagpost.example> a écrit :\n" + quoted),
                Arguments.of("spanish", "gracias\n\nEl lun, 30 nov 2026 a las 10:02, Flagpost (<flagpost@flagpost.example>) escribió:\n" + quoted),
                Arguments.of("german", "danke\n\nAm Mo., 30. Nov. 2026 um 10:02 Uhr schrieb Flagpost <flagpost@flagpost.example>:\n" + quoted),
                Arguments.of("unquoted below an attribution", "thanks\n\nOn Mon, 30 Nov 2026 at 10:02, Flagpost <flagpost@flagpost.example> wrote:\n\nAlice attacked a6xa7.\ne3-e4\ndraw\n"),
                Arguments.of("lotus notes, unquoted", "thanks\n\n\"Flagpost\" <flagpost@flagpost.example> wrote on 07/12/2026 13:29:01:\n\nResign. moved b7-b6\ne3-e4\n"),
                Arguments.of("lotus notes, dashes", "thanks\n\n-----\"Flagpost\" <flagpost@flagpost.example> wrote: -----\nResign. moved b7-b6\n"),
                Arguments.of("a date after wrote, no colon", "thanks\n\nFlagpost wrote on 07.12.2026 13:29\nresign\n"),
                Arguments.of("uzbek, unquoted", "rahmat\n\n2026-yil 7-dek, dush 13:29 Flagpost <flagpost@flagpost.example> yozdi:\nResign. moved b7-b6\n"),
                Arguments.of("spanish, unquoted", "gracias\n\nEl lun, 7 dic 2026 a las 13:29, Flagpost (<flagpost@flagpost.example>) escribió:\nresign\n"),
                Arguments.of("german, unquoted", "danke\n\nAm Mo., 7. Dez. 2026 um 13:29 Uhr schrieb Flagpost <flagpost@flagpost.example>:\nresign\n"),
                Arguments.of("french, unquoted", "merci\n\nLe lun. 7 déc. 2026 à 13:29, Flagpost a écrit :\nresign\n"),
                Arguments.of("swedish, unquoted", "tack\n\nDen 7 dec. 2026 13:29 skrev Flagpost <flagpost@flagpost.example>:\nresign\n"),
                Arguments.of("an attribution without address", "thanks\n\nOn Monday Flagpost wrote:\nresign\n"),
                Arguments.of("outlook original message", "thanks\n\n-----Original Message-----\nFrom: Flagpost <flagpost@flagpost.example>\ne3-e4\ndraw\n"),
                Arguments.of("outlook header block", "thanks\n\n________________________________\nFrom: Flagpost <flagpost@flagpost.example>\nSent: Monday, November 30, 2026 10:02 AM\nTo: bob@example.com\nSubject: Flagpost: Alice vs Bob \u2014 your move\n\ne3-e4\ndraw\n"),
                Arguments.of("outlook header block without rule", "thanks\n\nFrom: Flagpost <flagpost@flagpost.example>\nSent: Monday, November 30, 2026 10:02 AM\n\ne3-e4\nresign\n"),
                Arguments.of("apple forwarded", "thanks\n\nBegin forwarded message:\n\nFrom: Flagpost <flagpost@flagpost.example>\ne3-e4\n"),
                Arguments.of("gmail forwarded", "thanks\n\n---------- Forwarded message ---------\nFrom: Flagpost <flagpost@flagpost.example>\ne3-e4\n"),
                Arguments.of("signature", "thanks\n-- \nBob\ne3-e4 is my favourite opening\nresign\n"),
                Arguments.of("signature without its space", "thanks\n--\ne3-e4\n"),
                Arguments.of("iphone", "thanks\n\nSent from my iPhone\n\ne3-e4\n"),
                Arguments.of("outlook for android", "thanks\n\nGet Outlook for Android\n\ne3-e4\n"),
                Arguments.of("french iphone", "merci\n\nEnvoyé de mon iPhone\ne3-e4\n"),
                Arguments.of("german iphone", "danke\n\nVon meinem iPhone gesendet\ne3-e4\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quotingShapes")
    void nothingBelowTheNewTextIsRead(String shape, String text) {
        ReplyReading reading = ReplyParser.read(text);
        assertEquals(List.of(), reading.commands(), shape);
        assertTrue(reading.newText().length() <= "gracias".length(), shape + ": " + reading.newText());
    }

    @Test
    void aCommandWrittenBelowAQuoteIsRead() {
        String text = "On Mon, 30 Nov 2026 at 10:02, Flagpost <flagpost@flagpost.example> wrote:\n"
                + "> Alice attacked a6xa7 (move 11).\n> draw\n\nb4-b5\n\n> Your deadline: Thursday.\n\ngood luck\n";
        ReplyReading reading = ReplyParser.read(text);
        assertEquals(List.of(move("b4", "b5")), reading.commands());
        assertEquals("b4-b5\n\n\ngood luck", reading.newText());
    }

    @Test
    void aPersonsOwnWroteIsNotAnAttribution() {
        ReplyReading reading = ReplyParser.read("Here is what I wrote:\ne3-e4");
        assertEquals(List.of(move("e3", "e4")), reading.commands());
    }

    @Test
    void theLineAboveAnAttributionIsStillThePlayersOwn() {
        ReplyReading reading = ReplyParser.read("e3-e4\nFlagpost <flagpost@flagpost.example> wrote on 07/12/2026 13:29:01:\nresign");
        assertEquals(List.of(move("e3", "e4")), reading.commands());
        assertEquals("e3-e4", reading.newText());
    }

    @Test
    void aLineThatRepeatsTheAnsweredEmailOrBeginsWithACommandLikeNameIsQuoted() {
        String email = "Hello Bob,\n\nResign. moved b7-b6 (move 12).\n\nIt is your move. Play it on the page, or reply with a move such as "
                + "e3-e4; your deadline is Thursday 10 December.";
        AnsweredEmail answered = new AnsweredEmail(AnsweredEmail.linesOf(List.of(email)), List.of("Resign.", "Bob"));
        String wrapped = "Hello Bob,\nResign. moved b7-b6 (move 12).\nIt is your move. Play it on the page, or reply with\na move such as e3-e4";

        assertEquals(List.of(new Resign()), ReplyParser.read("Sorry, travelling\n\nFlagpost 07.12.2026\n" + email).commands(),
                "the control: unknown to the parser, the quoted line acts");
        assertEquals(List.of(), ReplyParser.read("Sorry, travelling\n\nFlagpost 07.12.2026\n" + email, answered).commands());
        assertEquals(List.of(), ReplyParser.read("Sorry\n" + wrapped, answered).commands(), "a client's wrapping");
        assertEquals(List.of(), ReplyParser.read("Sorry\nResign. attacked c4 (move 14).", answered).commands(),
                "a line of another email with the same name");
        assertEquals(List.of(new Resign()), ReplyParser.read("resign\n\n" + email, answered).commands(), "the player's own resign");
        assertEquals(List.of(move("e3", "e4")), ReplyParser.read("e3-e4", new AnsweredEmail(Set.of("e3-e4 is a fine move"), List.of("E3")))
                .commands(), "a name that reads as no command guards nothing");
    }

    @Test
    void aNameReadsAsACommandAloneOrBeforePunctuation() {
        for (String name : List.of("Resign.", "resign", "Draw", "I give up!", "yes", "Board", "e3-e4", "*Accept*", "concede, thanks", "B2B3",
                "Tablas", "Me rindo", "Durang", "Taslim")) {
            assertTrue(ReplyCommands.readsAsCommand(name), name);
        }
        for (String name : List.of("Yes Man", "Drawsome", "Resignation", "Alice", "Bob Smith", "Board Games Fan", "E3", "Join us",
                "Tablas Ruiz", "Ha", "Rad", "Simón", "Rozimurod")) {
            assertFalse(ReplyCommands.readsAsCommand(name), name);
        }
    }

    @Test
    void aHugeBodyIsReadOnlyUpToTheCap() {
        String text = "thanks\n" + "x".repeat(ReplyParser.MAX_CHARS) + "\ne3-e4\n";
        ReplyReading reading = ReplyParser.read(text);
        assertEquals(List.of(), reading.commands());
        assertTrue(reading.newText().length() <= ReplyParser.MAX_CHARS);
    }

    @Test
    void nullReadsAsAnEmptyReply() {
        ReplyReading reading = ReplyParser.read(null);
        assertEquals("", reading.newText());
        assertEquals(List.of(), reading.commands());
    }

    private static MoveCommand move(String from, String to) {
        return new MoveCommand(Move.of(from, to));
    }
}
