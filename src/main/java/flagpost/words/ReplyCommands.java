package flagpost.words;

import flagpost.rules.Move;
import flagpost.rules.Setup;
import java.text.Normalizer;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The commands a reply email can give, in the words of every language, and reading one line of a player's own text
 * into one. Below the game, so the inbound reader, the emails that teach the words and the name check
 * ({@code game.Players}: no name may read as a command) share one list. Which lines are the player's own is the
 * inbound reader's business ({@code flagpost.inbound.ReplyParser}).
 *
 * <p>Each line is read on its own, case-insensitively; a command must <b>begin</b> its line. In order:
 * <ul>
 * <li>a move: two squares a1…j10 with {@code -}, {@code x}, {@code :}, spaces or nothing between ({@code e3-e4},
 *     {@code e3 e4}, {@code e3xe4}, {@code E3E4}, {@code j10-j9}), optionally after "move" or "play". The squares are
 *     read by {@link Move#parse}. Since two squares cannot be mistaken for prose, any text may follow after a space
 *     or punctuation ({@code e3-e4 your turn!}); a square run on into letters or digits ({@code e3-e4x},
 *     {@code e3-e45}) is not a move, and squares in the middle of a line ({@code I thought about e3-e4}) are not
 *     read;</li>
 * <li>a word command: resign ("resign", "I resign", "give up", "concede"), draw ("draw", "draw?", "offer a draw",
 *     "accept the draw", …), decline ("decline", "decline the draw", "decline invitation", "no thanks", …), accept
 *     ("accept", "yes", "join", "accept invitation", …) and board ("board", "show board", "send me the board", …), and
 *     the same in Spanish ("me rindo", "abandono", "¿tablas?", "acepto las tablas", "rechazo", "no, gracias", "acepto",
 *     "sí", "tablero", "envíame el tablero", …) and Uzbek ("taslim boʻlaman", "durang", "durangga roziman", "rad etaman",
 *     "qabul qilmayman", "qabul qilaman", "xoʻp", "taxta", "taxtani koʻrsating", …), each language's from every player;
 *     the full lists are {@code WORDS} below. Words are compared without case, accents or apostrophes ({@link #folded}),
 *     so "envia el tablero" and "taslim bo'laman" read, and without quotation marks around them
 *     ({@code «acepto»}, as the emails show them);</li>
 * <li>a setup: 40 letters A–Y (or {@code .} for an empty square) as one word or as four rows of ten (on one line or
 *     on four consecutive lines), optionally after "setup"; after "setup" any letters are taken, so that a mistyped
 *     setup reaches {@code Setups} and gets its reason rather than being ignored.</li>
 * </ul>
 * <b>Prose is not a command.</b> A word command reads only when nothing but punctuation, a courtesy ("please",
 * "thanks", "thank you", "por favor", "gracias", "iltimos", "rahmat") or text after punctuation follows it: "Resign."
 * and "Resign, well played" resign, as do "Me rindo, bien jugado" and "Taslim boʻlaman, yaxshi oʻynadingiz";
 * "resign yourself to losing", "no me rindo nunca", "resígnate a perder", "taslim boʻlmayman" and "I don't want a
 * draw" do nothing, and a question ("Resign?", "¿Me rindo?") is not an order, except "draw?" ("¿tablas?",
 * "durang?"), which is how players have always offered draws. A bare "no" is not read as decline (too many sentences
 * start with it), while "yes" is read as accept; "accept" alone is {@link ReplyCommand.Accept} and the caller
 * may take it as accepting a standing draw offer when there is no invitation to accept. Setup letters are read
 * without a "setup" prefix only in upper case (Gravon's letters), so four ten-letter words of prose are not a setup.
 */
public final class ReplyCommands {

    private static final String SQUARE = "[a-j](?:10|[1-9])";
    private static final Pattern MOVE = Pattern.compile(
            "^(?:(?:move|play)\\s*:?\\s*)?(" + SQUARE + "\\s*(?:[-x:]\\s*)?" + SQUARE + ")(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE);

    /** Apostrophes players type for the Uzbek oʻ/gʻ mark and the tutuq belgisi: all read as none. */
    private static final Pattern APOSTROPHES = Pattern.compile("['`\u00b4\u2018\u2019\u02bb\u02bc\u02b9]");
    private static final String QUOTES = "\"\u201c\u201d\u201e\u00ab\u00bb";
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    /**
     * The command words of each language, the first of each list the one the emails teach ({@link #wordOf}). Every
     * language's words are read from every player, whatever language they read: a Spanish word from a player who reads
     * English acts, since no word below means anything else in another of the lists. Left out on purpose: a bare "no"
     * (too many sentences start with it), Uzbek "ha" (yes), which is laughter in every language ("Ha! nice try" must not
     * accept a draw), and "rad" alone (decline), which is English slang for "great".
     */
    private static final Map<Language, Map<ReplyCommand, List<String>>> WORDS = Map.of(
            Language.EN, Map.of(
                    new ReplyCommand.Resign(), List.of("resign", "i resign", "resign game", "resign the game", "resign this game",
                            "give up", "i give up", "concede", "i concede"),
                    new ReplyCommand.Draw(), List.of("draw", "offer draw", "offer a draw", "i offer a draw", "propose a draw",
                            "accept draw", "accept the draw", "accept draw offer", "accept the draw offer", "i accept the draw",
                            "agree draw", "agree to a draw", "draw agreed"),
                    new ReplyCommand.Decline(), List.of("decline", "i decline", "decline draw", "decline the draw", "decline draw offer",
                            "decline the draw offer", "decline invitation", "decline the invitation", "refuse", "no thanks",
                            "no thank you"),
                    new ReplyCommand.Accept(), List.of("accept", "i accept", "accept invitation", "accept the invitation", "yes", "join",
                            "join game", "join the game"),
                    new ReplyCommand.Board(), List.of("board", "show board", "show the board", "show me the board", "send board",
                            "send the board", "send me the board", "send my board")),
            // Spanish, read without its accents (players often leave them out: "envia", "invitacion"): "tablas" is the
            // chess word for a draw, "empate" the everyday one; "abandono" is how a chess player resigns.
            Language.ES, Map.of(
                    new ReplyCommand.Resign(), List.of("me rindo", "yo me rindo", "abandono", "abandono la partida", "me retiro",
                            "me retiro de la partida", "rendirse", "me doy por vencido", "me doy por vencida"),
                    new ReplyCommand.Draw(), List.of("tablas", "ofrezco tablas", "te ofrezco tablas", "propongo tablas", "acepto tablas",
                            "acepto las tablas", "aceptar tablas", "aceptar las tablas", "tablas aceptadas", "de acuerdo con las tablas",
                            "empate", "ofrezco empate", "ofrezco un empate", "te ofrezco un empate", "propongo un empate",
                            "acepto el empate", "aceptar el empate"),
                    new ReplyCommand.Decline(), List.of("rechazo", "rechazar", "lo rechazo", "rechazo las tablas", "rechazar las tablas",
                            "rechazo el empate", "rechazo la invitación", "rechazar la invitación", "no acepto", "no, gracias",
                            "no gracias", "declino", "declino la invitación"),
                    new ReplyCommand.Accept(), List.of("acepto", "aceptar", "yo acepto", "acepto la invitación", "aceptar la invitación",
                            "acepto el desafío", "acepto la partida", "sí", "me apunto", "me uno", "juguemos"),
                    new ReplyCommand.Board(), List.of("tablero", "ver tablero", "ver el tablero", "quiero ver el tablero", "muéstrame el tablero",
                            "muestra el tablero", "mostrar tablero", "mostrar el tablero", "envíame el tablero", "envía el tablero",
                            "enviar tablero", "enviar el tablero", "mándame el tablero", "manda el tablero")),
            // Uzbek in the Latin script, read with or without the oʻ/gʻ mark and whatever apostrophe stands for it
            // ("bo'laman", "bo`laman", "bolaman").
            Language.UZ, Map.of(
                    new ReplyCommand.Resign(), List.of("taslim boʻlaman", "men taslim boʻlaman", "taslim", "taslimman", "men taslimman",
                            "oʻyinni topshiraman"),
                    new ReplyCommand.Draw(), List.of("durang", "durang taklif qilaman", "durangni taklif qilaman", "durang taklif etaman",
                            "durangga roziman", "durangni qabul qilaman", "durang qabul qilaman", "durangga rozi"),
                    new ReplyCommand.Decline(), List.of("rad etaman", "rad etish", "men rad etaman", "qabul qilmayman", "taklifni rad etaman",
                            "durangni rad etaman", "durangni qabul qilmayman", "taklifni qabul qilmayman", "yoʻq, rahmat",
                            "yoʻq rahmat", "rozi emasman"),
                    new ReplyCommand.Accept(), List.of("qabul qilaman", "men qabul qilaman", "qabul", "taklifni qabul qilaman", "roziman",
                            "men roziman", "xoʻp", "qatnashaman", "oʻynayman"),
                    new ReplyCommand.Board(), List.of("taxta", "taxtani koʻrsat", "taxtani koʻrsating", "taxtani yubor", "taxtani yuboring",
                            "taxtani koʻrsatib yuboring", "taxtani koʻrmoqchiman")));

    /** Every phrase of every language as {@link #folded} reads it, longest first, so "accept the draw" is read before "accept". */
    private static final List<Map.Entry<String, ReplyCommand>> PHRASES = WORDS.values().stream()
            .flatMap(words -> words.entrySet().stream())
            .flatMap(entry -> entry.getValue().stream().map(phrase -> Map.entry(folded(phrase), entry.getKey())))
            .distinct()
            .sorted(Comparator.comparingInt((Map.Entry<String, ReplyCommand> entry) -> entry.getKey().length()).reversed())
            .toList();

    /** What may follow a command word and leave it a command, in every language: "Resign, thanks", "Tablero, por favor". */
    private static final List<String> COURTESIES = List.of("please", "thanks", "thank you", "por favor", "gracias", "muchas gracias",
            "iltimos", "rahmat", "katta rahmat");

    private static final Pattern SETUP_PREFIX = Pattern.compile("^setup\\s*:?\\s+", Pattern.CASE_INSENSITIVE);
    private static final Pattern SETUP_ROW = Pattern.compile("[A-Y.]{10}");
    private static final Pattern SETUP_WHOLE = Pattern.compile("[A-Y.]{40}");
    private static final Pattern SETUP_ANY_LETTERS = Pattern.compile("[\\p{L}.]+");

    private ReplyCommands() {
    }

    /** Whether a line is one row of ten setup letters, as a setup written over four lines has them. */
    public static boolean isSetupRow(String line) {
        return SETUP_ROW.matcher(line.strip()).matches();
    }

    private static ReplyCommand.SetupCommand readSetup(String line) {
        Matcher prefix = SETUP_PREFIX.matcher(line);
        if (prefix.find()) {
            String rest = line.substring(prefix.end()).strip();
            String[] words = rest.split("\\s+");
            for (String word : words) {
                if (!SETUP_ANY_LETTERS.matcher(word).matches()) {
                    return null;
                }
            }
            String letters = String.join("", words);
            return letters.length() >= Setup.SIZE / 2 ? new ReplyCommand.SetupCommand(letters) : null;
        }
        if (SETUP_WHOLE.matcher(line).matches()) {
            return new ReplyCommand.SetupCommand(line);
        }
        String[] words = line.split("\\s+");
        if (words.length != 4) {
            return null;
        }
        for (String word : words) {
            if (!SETUP_ROW.matcher(word).matches()) {
                return null;
            }
        }
        return new ReplyCommand.SetupCommand(String.join("", words));
    }

    /**
     * Whether a name, shown at the start of a line in an email ("Resign. moved b7-b6", "Draw, your move"), would read
     * as a command there: alone, or followed by punctuation.
     */
    public static boolean readsAsCommand(String name) {
        return name != null && !name.isBlank() && (readLine(name) != null || readLine(name.strip() + ",") != null);
    }

    /** The command a line of new text begins with, or null. */
    public static ReplyCommand readLine(String rawLine) {
        String line = unquoted(unwrap(rawLine.strip().replace('\u2013', '-').replace('\u2014', '-')));
        Matcher move = MOVE.matcher(line);
        if (move.find()) {
            Move.ParsedMove parsed = Move.parse(move.group(1));
            if (parsed.isValid()) {
                return new ReplyCommand.MoveCommand(parsed.move());
            }
        }
        ReplyCommand.SetupCommand setup = readSetup(line);
        if (setup != null) {
            return setup;
        }
        String lower = folded(line);
        for (Map.Entry<String, ReplyCommand> phrase : PHRASES) {
            if (lower.startsWith(phrase.getKey()) && onlyCourtesyFollows(lower.substring(phrase.getKey().length()),
                    phrase.getValue() instanceof ReplyCommand.Draw)) {
                return phrase.getValue();
            }
        }
        return null;
    }

    /**
     * A line as the command words are compared with it: lower case, accents and apostrophes dropped, whitespace
     * collapsed, and without the Spanish opening marks ("¿Tablas?" reads as "tablas?", "¡Me rindo!" as "me rindo!").
     */
    static String folded(String line) {
        String plain = MARKS.matcher(Normalizer.normalize(line.toLowerCase(Locale.ROOT), Normalizer.Form.NFD)).replaceAll("");
        plain = APOSTROPHES.matcher(plain).replaceAll("").replaceAll("\\s+", " ").strip();
        int start = 0;
        while (start < plain.length() && (plain.charAt(start) == '\u00bf' || plain.charAt(start) == '\u00a1')) {
            start++;
        }
        return plain.substring(start).stripLeading();
    }

    /**
     * The word a reader of {@code language} is taught for {@code command} (the first of its list): "resign", "me
     * rindo", "taslim boʻlaman". Only the word commands have one.
     */
    public static String wordOf(Language language, ReplyCommand command) {
        List<String> words = WORDS.get(language).get(command);
        if (words == null) {
            throw new IllegalArgumentException("no word is taught for " + command);
        }
        return words.get(0);
    }

    /** Every word and phrase of {@code language} that reads as {@code command}, as written (accents and marks kept). */
    public static List<String> wordsOf(Language language, ReplyCommand command) {
        return WORDS.get(language).get(command);
    }

    /**
     * Drops the quotation marks around a command copied from an email ({@code "accept"}, {@code «acepto» por favor}),
     * when they are the line's only ones: a quoted word followed by prose ({@code "Draw" would be fair}) stays prose, and
     * the tail of an email's sentence that a client wrapped ({@code «tablas», «me rindo» o «tablero».}) is no command.
     */
    private static String unquoted(String line) {
        if (line.isEmpty() || QUOTES.indexOf(line.charAt(0)) < 0) {
            return line;
        }
        int close = -1;
        for (int i = 1; i < line.length(); i++) {
            if (QUOTES.indexOf(line.charAt(i)) >= 0) {
                if (close >= 0) {
                    return line;
                }
                close = i;
            }
        }
        return close < 0 ? line : (line.substring(1, close) + line.substring(close + 1)).strip();
    }

    /** Drops the emphasis a plain-text client writes for bold or italic: {@code *resign*}, {@code _draw_}. */
    private static String unwrap(String line) {
        int start = 0;
        int end = line.length();
        while (start < end && (line.charAt(start) == '*' || line.charAt(start) == '_')) {
            start++;
        }
        while (end > start && (line.charAt(end - 1) == '*' || line.charAt(end - 1) == '_')) {
            end--;
        }
        return line.substring(start, end).strip();
    }

    /**
     * Whether what follows a command word leaves it a command: nothing, punctuation (then anything), or a courtesy.
     * A letter or digit straight after is another word ("drawing"); a word after a space is prose.
     */
    private static boolean onlyCourtesyFollows(String rest, boolean questionAllowed) {
        if (rest.isEmpty()) {
            return true;
        }
        char next = rest.charAt(0);
        if (Character.isLetterOrDigit(next) || next == '\'' || next == '\u2019') {
            return false;
        }
        String after = rest.strip();
        if (after.isEmpty()) {
            return true;
        }
        char first = after.charAt(0);
        if (first == '?') {
            return questionAllowed;
        }
        if (Character.isLetterOrDigit(first)) {
            for (String courtesy : COURTESIES) {
                if (after.startsWith(courtesy) && onlyCourtesyFollows(after.substring(courtesy.length()), false)) {
                    return true;
                }
            }
            return false;
        }
        return true;
    }
}
