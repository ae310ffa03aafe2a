package flagpost.support.english;

import flagpost.support.leaks.HtmlText;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds English in what a Spanish or Uzbek reader is shown: a page, an email's subject and parts, the API's sentences.
 * It looks for two things: English function words and common Flagpost words ({@link #ENGLISH_WORDS}: none of them is a
 * word of Spanish or Uzbek), and phrases only Flagpost's English says ({@link #ENGLISH_PHRASES}). Before it looks, it
 * masks what is the same in every language: the players' names, email addresses, URLs, link tokens, squares, moves,
 * setup letters, time zone ids, and the tokens of {@link #ALLOWED}.
 *
 * <p>Kept in one place so that whoever adds words to the bundles can run it over them: extend {@link #ALLOWED} for a
 * token that is rightly the same in every language (with why), {@link #ENGLISH_PHRASES} for an English sentence that
 * escaped once.
 */
public final class EnglishDetector {

    /**
     * Tokens that stay as they are in every language, masked before the scan: the server's and the game's names, the
     * archive format, the time zone, and the English reply commands, which work for every reader and which the Spanish and
     * Uzbek answers name as words to type.
     */
    public static final Set<String> ALLOWED = Set.of("Flagpost", "Stratego", "Gravon", "UTC", "XML",
            "accept", "decline", "draw", "resign", "board");

    /**
     * English words a Spanish or Uzbek sentence never holds: function words, and the words Flagpost's English says
     * most. Words that are also Spanish or Uzbek are left out: {@code no}, {@code me}, {@code he}, {@code has} ("has
     * perdido"), {@code red} ("tu red"), {@code general}, {@code error}; Uzbek {@code Marshal}.
     */
    public static final Set<String> ENGLISH_WORDS = Set.of("the", "and", "your", "yours", "you", "to", "of", "is", "not", "with", "here",
            "game", "games", "move", "moves", "this", "that", "for", "are", "was", "were", "will", "have", "had", "from", "been",
            "please", "our", "we", "they", "their", "them", "can", "cannot", "when", "what", "which", "would", "should", "could", "there",
            "into", "about", "after", "before", "again", "only", "still", "turn", "link", "links", "email", "emails", "page", "player",
            "players", "opponent", "pieces", "piece", "play", "played", "wait", "days", "hours", "minutes", "by", "it", "its", "an",
            "at", "if", "or", "on", "in", "up", "off", "out", "yet", "now", "who", "how", "why", "do", "does", "did", "be", "any",
            "all", "nothing", "something", "setup", "set", "blue", "rank", "unknown", "empty", "square", "classic",
            "duel", "barrage", "colonel", "major", "captain", "lieutenant", "sergeant", "miner", "scout", "spy",
            "bomb", "flag", "won", "lost", "win", "wins", "over", "ended", "invitation", "invites", "rematch", "vacation", "pause",
            "paused", "reminder", "deadline", "hello", "hi", "thanks", "sorry", "found", "request", "sent", "send", "open");

    /** Phrases only Flagpost's English says; a sentence that escaped once belongs here. */
    public static final List<String> ENGLISH_PHRASES = List.of("your move", "your turn", "set up your pieces", "open the game",
            "play again", "accept or decline", "two-squares rule", "more-squares rule", "days per move", "not found", "bad request",
            "method not allowed", "not acceptable", "unsupported media type", "internal server error", "service unavailable",
            "too many requests", "payload too large", "request entity too large", "uri too long", "forbidden", "gone", "conflict",
            "unprocessable");

    /** One piece of English: the word or phrase found and the text around it. */
    public record Hit(String found, String context) {

        @Override
        public String toString() {
            return "\"" + found + "\" in \u2026" + context + "\u2026";
        }
    }

    private static final Pattern EMAIL = Pattern.compile("[\\p{L}0-9._%+-]+@[\\p{L}0-9.-]+");
    private static final Pattern URL = Pattern.compile("(?:https?://|/)[^\\s\"'<>()]*[A-Za-z0-9_-]{12,}[^\\s\"'<>()]*|https?://[^\\s\"'<>()]+");
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{20,}(?:\\.[A-Za-z0-9_-]{10,})?");
    private static final Pattern MOVE = Pattern.compile("(?<![\\p{L}\\d])[a-j](?:10|[1-9])\\s*[-x\u2013\u00d7]\\s*[a-j](?:10|[1-9])(?![\\p{L}\\d])");
    private static final Pattern SQUARE = Pattern.compile("(?<![\\p{L}\\d])[a-jA-J](?:10|[1-9])(?![\\p{L}\\d])");
    private static final Pattern SETUP_LETTERS = Pattern.compile("(?<![\\p{L}\\d])[A-M?]{10,}(?![\\p{L}\\d])");
    /** A word: letters, with the Uzbek ʻ (U+02BB) and ʼ (U+02BC) and an apostrophe inside it. */
    private static final Pattern WORD = Pattern.compile("[\\p{L}](?:[\\p{L}\u02bb\u02bc'\u2019-]*[\\p{L}])?");
    private static final Pattern SCRIPT_OR_STYLE = Pattern.compile("(?is)<(script|style)\\b[^>]*>.*?</\\1\\s*>|<!--.*?-->");
    private static final Pattern TAG = Pattern.compile("<[A-Za-z][^>]*>");
    private static final Pattern ATTRIBUTE = Pattern.compile("([A-Za-z:_-]+)\\s*=\\s*(\"([^\"]*)\"|'([^']*)')");
    /** Attributes whose values a reader sees or hears, or a script shows (the pages' {@code data-} sentences). */
    private static final Set<String> READ_ATTRIBUTES = Set.of("title", "aria-label", "alt", "placeholder", "label", "content",
            "aria-description", "aria-roledescription");
    private static final Pattern BUTTON_TYPE = Pattern.compile("(?i)\\stype\\s*=\\s*[\"']?(submit|button|reset)\\b");
    /** A value that is a code, not words: upper case, digits, {@code _ - .}, or a lone lower-case word like {@code on}. */
    private static final Pattern CODE = Pattern.compile("[A-Z0-9_.,:;/ -]*|[a-z0-9_-]+");
    /** A hole a page's script fills ({@code @rank}). */
    private static final Pattern HOLE = Pattern.compile("@[A-Za-z]+");
    /** A time zone's id as the settings list it ({@code America/Port_of_Spain}, shown as "America/Port of Spain"). */
    private static final Pattern ZONE = Pattern.compile("\\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Brazil|Canada|Chile|"
            + "Europe|Indian|Mexico|Pacific|US|Etc)/[A-Za-z_/+-]+(?: (?:of|[A-Z][A-Za-z]*+)(?!/))*");

    private EnglishDetector() {
    }

    /** The English in {@code text}, after masking the names in {@code names} and what every language shares. */
    public static List<Hit> find(String text, Collection<String> names) {
        String masked = masked(text, names);
        String lower = masked.toLowerCase(Locale.ROOT);
        List<Hit> hits = new ArrayList<>();
        Matcher word = WORD.matcher(masked);
        while (word.find()) {
            String found = word.group().toLowerCase(Locale.ROOT);
            if (ENGLISH_WORDS.contains(found)) {
                hits.add(new Hit(word.group(), around(masked, word.start(), word.end())));
            }
        }
        for (String phrase : ENGLISH_PHRASES) {
            for (int at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
                boolean whole = (at == 0 || !Character.isLetter(lower.charAt(at - 1)))
                        && (at + phrase.length() == lower.length() || !Character.isLetter(lower.charAt(at + phrase.length())));
                if (whole) {
                    hits.add(new Hit(phrase, around(masked, at, at + phrase.length())));
                }
            }
        }
        return hits;
    }

    /** The English in an HTML page or part: its text, its title, and the attributes a reader sees or hears. */
    public static List<Hit> findInHtml(String html, Collection<String> names) {
        return find(readable(html), names);
    }

    /**
     * What a reader meets in an HTML document, as lines: the text between tags (scripts, styles and comments left out),
     * the values of the attributes a person sees or hears, a button's label, and the sentences the pages' scripts show
     * from {@code data-} attributes (their {@code @name} holes masked). A value that is only a code ({@code MARSHAL},
     * {@code EVERY_MOVE}) is data sent back or read by a script, never shown.
     */
    public static String readable(String html) {
        String visible = SCRIPT_OR_STYLE.matcher(html).replaceAll(" ");
        StringBuilder out = new StringBuilder(visible.length());
        Matcher tag = TAG.matcher(visible);
        while (tag.find()) {
            String element = tag.group().substring(1).split("[\\s/>]", 2)[0].toLowerCase(Locale.ROOT);
            boolean button = element.equals("input") && BUTTON_TYPE.matcher(tag.group()).find();
            Matcher attribute = ATTRIBUTE.matcher(tag.group());
            while (attribute.find()) {
                String name = attribute.group(1).toLowerCase(Locale.ROOT);
                String value = HtmlText.unescape(attribute.group(3) != null ? attribute.group(3) : attribute.group(4));
                boolean read = name.equals("value") ? button : READ_ATTRIBUTES.contains(name) || name.startsWith("data-");
                if (read && !CODE.matcher(value).matches()) {
                    out.append(HOLE.matcher(value).replaceAll(" \u2022 ")).append('\n');
                }
            }
        }
        out.append(HtmlText.text(HtmlText.TAG.matcher(visible).replaceAll("\n")));
        return out.toString();
    }

    /** {@code text} with names, addresses, links, tokens, squares, moves, setup letters and {@link #ALLOWED} blanked out. */
    static String masked(String text, Collection<String> names) {
        String masked = text;
        for (String name : names) {
            if (name != null && !name.isBlank()) {
                masked = masked.replace(name, " \u2022 ");
            }
        }
        masked = ZONE.matcher(masked).replaceAll(" \u2022 ");
        masked = EMAIL.matcher(masked).replaceAll(" \u2022 ");
        masked = URL.matcher(masked).replaceAll(" \u2022 ");
        masked = TOKEN.matcher(masked).replaceAll(" \u2022 ");
        masked = MOVE.matcher(masked).replaceAll(" \u2022 ");
        masked = SQUARE.matcher(masked).replaceAll(" \u2022 ");
        masked = SETUP_LETTERS.matcher(masked).replaceAll(" \u2022 ");
        Matcher word = WORD.matcher(masked);
        StringBuilder out = new StringBuilder(masked.length());
        while (word.find()) {
            boolean allowed = ALLOWED.stream().anyMatch(token -> token.equalsIgnoreCase(word.group()));
            word.appendReplacement(out, Matcher.quoteReplacement(allowed ? "\u2022" : word.group()));
        }
        word.appendTail(out);
        return out.toString();
    }

    private static String around(String text, int start, int end) {
        return text.substring(Math.max(0, start - 40), Math.min(text.length(), end + 40)).replaceAll("\\s+", " ");
    }
}
