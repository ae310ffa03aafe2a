package flagpost.support.leaks;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HTML read back the way a reader meets it, for the leak scans of mails and pages: character references
 * decoded, a no-break space as a space, runs of white space as one space. One place, so a scan cannot miss a
 * leak only because its copy of these rules forgot one.
 */
public final class HtmlText {

    /** A tag (or comment): what {@link #text} drops. */
    public static final Pattern TAG = Pattern.compile("<[^>]*>");

    /** A character reference: named, decimal or hexadecimal. */
    private static final Pattern REFERENCE = Pattern.compile("&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]*));");

    /** The named references the pages and mails use, and those a leak could hide a letter or a space behind. */
    private static final Map<String, String> NAMED = Map.of("lt", "<", "gt", ">", "quot", "\"", "apos", "'", "amp", "&", "nbsp", " ");

    /** White space as a browser folds it, plus the no-break and every other Unicode space (Zs, Zl, Zp). */
    private static final Pattern SPACES = Pattern.compile("[\\s\\p{Z}]+");

    private HtmlText() {
    }

    /**
     * Decodes every character reference in one pass ({@code &amp;lt;} stays {@code &lt;}) and maps a no-break
     * space, written or referenced, to a space. Unknown named references stay as they are.
     */
    public static String unescape(String html) {
        Matcher reference = REFERENCE.matcher(html);
        StringBuilder out = new StringBuilder(html.length());
        while (reference.find()) {
            String decoded;
            if (reference.group(1) != null || reference.group(2) != null) {
                int code = reference.group(1) != null ? Integer.parseInt(reference.group(1)) : Integer.parseInt(reference.group(2), 16);
                decoded = Character.isValidCodePoint(code) ? new String(Character.toChars(code)) : reference.group();
            } else {
                decoded = NAMED.getOrDefault(reference.group(3), reference.group());
            }
            reference.appendReplacement(out, Matcher.quoteReplacement(decoded));
        }
        reference.appendTail(out);
        return out.toString().replace('\u00a0', ' ');
    }

    /** Runs of white space (any kind, no-break included) as one space, trimmed. */
    public static String folded(String text) {
        return SPACES.matcher(text).replaceAll(" ").strip();
    }

    /** The words of an HTML fragment: every tag a space, references decoded, white space folded. */
    public static String text(String html) {
        return folded(unescape(TAG.matcher(html).replaceAll(" ")));
    }

    /**
     * The text of an inline fragment, such as what a board square holds ({@code ?<span>m</span>} reads "?m"): tags
     * dropped without a space, references decoded, white space folded.
     */
    public static String inlineText(String html) {
        return folded(unescape(TAG.matcher(html).replaceAll("")));
    }

    /**
     * An HTML fragment with its markup kept (tag names, attributes and their values) but references decoded and
     * white space folded: what a scan reads when an attribute may leak as much as the text.
     */
    public static String markup(String html) {
        return folded(unescape(html));
    }
}
