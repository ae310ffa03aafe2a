package flagpost.inbound;

import flagpost.words.ReplyCommand.Draw;
import flagpost.words.ReplyCommand.MoveCommand;
import flagpost.words.ReplyCommand.SetupCommand;
import flagpost.words.ReplyCommand;
import flagpost.words.ReplyCommands;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a reply email asks for. Pure: text in, {@link ReplyReading} out.
 *
 * <h2>The new text</h2>
 * Only what the player wrote is read; everything a mail client copied in is removed first, so that the squares, setup
 * letters and words like "draw" in a quoted Flagpost email are never read as commands:
 * <ul>
 * <li>quoted lines (starting with {@code >}, as plain-text clients quote and as {@link MessageText#fromHtml} writes a
 *     {@code <blockquote>});</li>
 * <li>the attribution line above a quote, in any client's or language's shape: any line with someone's "wrote"
 *     ("a écrit", "escribió", "schrieb", "yozdi", … {@code WROTE} below) that ends in a colon or names a date after
 *     it ("On Mon, 30 Nov 2026 at 10:02, Flagpost &lt;…&gt; wrote:", Lotus Notes' "Bob/ACME wrote on 07/12/2026
 *     13:29:01:", "Am … schrieb …:"), also wrapped over up to three lines; "I wrote:" is the player's own. When the
 *     quote below it is marked with {@code >}, reading goes on after the quote (a reply written below or between
 *     quotes); when it is not, everything below is the quoted email and is dropped;</li>
 * <li>every line that repeats a line of the email being answered ({@link AnsweredEmail}: its stored text, and the
 *     names of the game's players that read as commands), which a client may copy in without markers under an
 *     attribution nobody knows;</li>
 * <li>everything from the first of these on: Outlook's "-----Original Message-----" (and its translations), its
 *     "From: … / Sent: … / To: … / Subject: …" header block, the line of underscores above that block (also what
 *     {@code <hr>} becomes), "Begin forwarded message:" and "---------- Forwarded message ---------", the signature
 *     separator {@code -- }, and the sign-off lines phone clients add ("Sent from my iPhone", "Get Outlook for
 *     Android", "Envoyé de mon iPhone", …).</li>
 * </ul>
 * Top-posting, the common case on phones, is the command on top and the whole quoted email below it.
 *
 * <h2>Commands</h2>
 * Each line of the new text is read on its own by {@link ReplyCommands#readLine}: a move, a word command in any of
 * the three languages, or a setup (see there); four lines of ten setup letters read as one setup.
 *
 * <p>Every command found is listed, in order; the first one acts ({@link ReplyReading#first()}) and the caller tells
 * the player the others were ignored.
 *
 * <p>Example: the text {@code "e3-e4\n\nOn Mon, 30 Nov 2026 at 10:02, Flagpost <p@flagpost.example> wrote:\n> Alice
 * attacked a6xa7 (move 11).\n> Draw offered."} reads as one {@link MoveCommand} (e3-e4), with new text "e3-e4"; the
 * quoted a6xa7 and "Draw" are not read.
 */
public final class ReplyParser {

    /** Reading stops here: a reply's own text is a few lines, and pasted novels are not read to the end. */
    static final int MAX_CHARS = 64 * 1024;

    /**
     * The verb of an attribution line in the languages and clients we know of, as a whole word: any line with one that
     * ends in a colon (or names a date after it, as Lotus Notes' "Bob wrote on 07/12/2026 13:29:01") heads a quote,
     * whatever its shape around the verb.
     */
    private static final Pattern WROTE = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:wrote|writes|a écrit|a ecrit|escribió|escribio|schrieb|schreef|ha scritto|escreveu|yozdi|yozgan"
                    + "|skrev|kirjoitti|napisał|napisała|napisal|napsal|napísal|napisao|írta|irta|έγραψε|написал|написала|написав"
                    + "|yazdı|yazdi|a scris|va escriure|kirjutas|rašė|rakstīja|wrote the following|写道|寫道|が書きました)(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** "I wrote:", "what we wrote:": the player's own words, never a client's attribution, which names someone else. */
    private static final Pattern OWN_WORDS = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:i|we)\\s+(?:wrote|writes)(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE);
    private static final Pattern ENDS_AS_ATTRIBUTION = Pattern.compile(".*[:\uff1a]\\s*-*\\s*$", Pattern.DOTALL);
    private static final Pattern DATE_AFTER = Pattern.compile("^\\s*(?:on|am|le|el|em|il|op|at|den|dne|dnia)?\\s*\\S{0,12}\\d{1,4}[./-]\\d{1,2}",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ORIGINAL_MESSAGE = Pattern.compile(
            "^-{2,}\\s*(?:original message|ursprüngliche nachricht|message d'origine|mensaje original|"
                    + "messaggio originale|oorspronkelijk bericht|forwarded message|message transféré|"
                    + "mensaje reenviado|weitergeleitete nachricht)\\s*-{2,}$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern FORWARDED = Pattern.compile(
            "^(?:begin forwarded message|début du message réexpédié|anfang der weitergeleiteten nachricht|"
                    + "inicio del mensaje reenviado)\\s*:$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HEADER_FROM = Pattern.compile(
            "^\\*?(?:from|von|de|da|van)\\s*:\\*?\\s*\\S.*", Pattern.CASE_INSENSITIVE);
    private static final Pattern HEADER_OTHER = Pattern.compile(
            "^\\*?(?:sent|date|to|cc|subject|gesendet|datum|an|betreff|envoyé|à|objet|enviado|para|asunto|"
                    + "inviato|oggetto|verzonden|aan|onderwerp)\\s*:.*",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern UNDERSCORES = Pattern.compile("^_{10,}$");
    private static final Pattern SIGN_OFF = Pattern.compile(
            "^(?:sent from my .{1,40}|sent from (?:outlook|mail|yahoo mail|gmail|proton ?mail).{0,40}"
                    + "|get outlook for .{1,60}|envoyé de mon .{1,40}|von meinem .{1,40} gesendet"
                    + "|enviado desde mi .{1,40}|inviato da .{1,40}|verzonden vanaf mijn .{1,40}"
                    + "|sent with proton mail.{0,40})$",
            Pattern.CASE_INSENSITIVE);

    private ReplyParser() {
    }

    /** Reads the reply's plain text (or the text made from its HTML when it has no plain part). */
    public static ReplyReading read(String bodyText) {
        return read(bodyText, AnsweredEmail.UNKNOWN);
    }

    /**
     * {@link #read(String)}, also reading as quoted every line that repeats a line of the email being answered, which
     * a client may have copied in without {@code >} and under an attribution nobody knows.
     */
    public static ReplyReading read(String bodyText, AnsweredEmail answered) {
        List<String> newLines = newLines(bodyText == null ? "" : bodyText, answered);
        List<ReplyCommand> commands = new ArrayList<>();
        List<String> commandLines = new ArrayList<>();
        for (int i = 0; i < newLines.size(); i++) {
            String line = newLines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            if (startsSetupRows(newLines, i)) {
                List<String> rows = newLines.subList(i, i + 4).stream().map(String::strip).toList();
                commands.add(new SetupCommand(String.join("", rows)));
                commandLines.add(String.join(" ", rows));
                i += 3;
                continue;
            }
            ReplyCommand command = ReplyCommands.readLine(line);
            if (command != null) {
                commands.add(command);
                commandLines.add(line);
            }
        }
        return new ReplyReading(String.join("\n", newLines).strip(), commands, commandLines);
    }

    /** The lines the player wrote, in order: see the class comment for what is removed. */
    static List<String> newLines(String bodyText) {
        return newLines(bodyText, AnsweredEmail.UNKNOWN);
    }

    private static List<String> newLines(String bodyText, AnsweredEmail answered) {
        String text = bodyText.length() > MAX_CHARS ? bodyText.substring(0, MAX_CHARS) : bodyText;
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').replace('\u00a0', ' ')
                .replace("\ufeff", "").replace("\u200b", "").split("\n", -1);
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (isQuoted(line) || answered.repeats(line)) {
                continue;
            }
            if (endsNewText(lines, i)) {
                break;
            }
            int attribution = attributionLines(lines, i);
            if (attribution > 0) {
                int next = nextNonBlank(lines, i + attribution);
                if (next < lines.length && isQuoted(lines[next])) {
                    i += attribution - 1;
                    continue;
                }
                break;
            }
            kept.add(line);
        }
        while (!kept.isEmpty() && kept.get(kept.size() - 1).isBlank()) {
            kept.remove(kept.size() - 1);
        }
        return kept;
    }

    private static boolean isQuoted(String line) {
        return line.stripLeading().startsWith(">");
    }

    private static boolean endsNewText(String[] lines, int i) {
        String line = lines[i];
        String stripped = line.strip();
        if (line.equals("-- ") || stripped.equals("--")) {
            return true;
        }
        if (ORIGINAL_MESSAGE.matcher(stripped).matches() || FORWARDED.matcher(stripped).matches()
                || UNDERSCORES.matcher(stripped).matches() || SIGN_OFF.matcher(stripped).matches()) {
            return true;
        }
        return HEADER_FROM.matcher(stripped).matches() && headerFollows(lines, i + 1);
    }

    /** Outlook's quoted header block: "From:" with "Sent:", "To:" or "Subject:" on one of the next lines. */
    private static boolean headerFollows(String[] lines, int from) {
        for (int j = from; j < Math.min(lines.length, from + 4); j++) {
            if (HEADER_OTHER.matcher(lines[j].strip()).matches()) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many lines (1 to 3) the attribution starting at line i spans, or 0 when line i does not start one. A line that
     * only runs into an attribution starting on the next line is the player's own ("thanks" just above "Bob wrote:").
     */
    private static int attributionLines(String[] lines, int i) {
        StringBuilder joined = new StringBuilder(lines[i].strip());
        for (int span = 1; span <= 3 && i + span <= lines.length; span++) {
            if (span > 1) {
                String more = lines[i + span - 1].strip();
                if (more.isEmpty() || isQuoted(more)) {
                    return 0;
                }
                joined.append(' ').append(more);
            }
            if (joined.length() > 300) {
                return 0;
            }
            if (isAttribution(joined.toString())) {
                return span > 1 && attributionLines(lines, i + 1) > 0 ? 0 : span;
            }
        }
        return 0;
    }

    /** Any "wrote" of someone else's that ends in a colon or names a date after it: see {@link #WROTE}. */
    static boolean isAttribution(String text) {
        Matcher verb = WROTE.matcher(text);
        while (verb.find()) {
            if (OWN_WORDS.matcher(text.substring(Math.max(0, verb.start() - 4), verb.end())).find()) {
                continue;
            }
            if (ENDS_AS_ATTRIBUTION.matcher(text).matches() || DATE_AFTER.matcher(text.substring(verb.end())).find()) {
                return true;
            }
        }
        return false;
    }

    private static int nextNonBlank(String[] lines, int from) {
        int j = from;
        while (j < lines.length && lines[j].isBlank()) {
            j++;
        }
        return j;
    }

    /** Whether line i starts four rows of ten setup letters on consecutive lines. */
    private static boolean startsSetupRows(List<String> lines, int i) {
        if (i + 4 > lines.size()) {
            return false;
        }
        for (int row = 0; row < 4; row++) {
            if (!ReplyCommands.isSetupRow(lines.get(i + row))) {
                return false;
            }
        }
        return true;
    }

}
