package flagpost.support.bundles;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a Qute template the way the bundle and template checks need: its {@code {...}} tags apart from its literal
 * text, and the names a message template takes from its caller (its parameters). Not a Qute parser: enough of
 * Qute's syntax for messages and pages ({@code {name}}, {@code {a.b(c)}}, {@code {#if n == 1}}, {@code {#for x in xs}},
 * {@code {ns:fn(x)}}, {@code {! comment !}}, {@code \{} and a brace followed by a space as literal text).
 */
public final class QuteText {

    /** A tag of a template: where it starts and ends (exclusive) and what is between its braces. */
    public record Tag(int start, int end, String content) {
    }

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern STRING = Pattern.compile("'[^']*'|\"[^\"]*\"");
    /** Words of Qute's expression language and section names: never a parameter. */
    private static final Set<String> KEYWORDS = Set.of("if", "else", "for", "each", "let", "with", "when", "switch", "is", "case",
            "in", "ni", "not", "and", "or", "true", "false", "null", "eq", "ne", "gt", "ge", "lt", "le", "it", "include", "insert",
            "fragment", "set", "elvis", "ifTruthy", "orEmpty", "raw", "safe");

    private QuteText() {
    }

    /** The tags of {@code template} in order: expressions, sections, end tags and comments. */
    public static List<Tag> tags(String template) {
        List<Tag> tags = new ArrayList<>();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (c == '\\' && i + 1 < template.length()) {
                i += 2;
                continue;
            }
            if (c == '{' && i + 1 < template.length() && !Character.isWhitespace(template.charAt(i + 1)) && template.charAt(i + 1) != '{') {
                int end = template.startsWith("{!", i) ? template.indexOf("!}", i + 2) + 1 : closing(template, i);
                if (end <= 0) {
                    break;
                }
                tags.add(new Tag(i, end + 1, template.substring(i + 1, end)));
                i = end + 1;
                continue;
            }
            i++;
        }
        return tags;
    }

    /** The brace closing the tag opened at {@code open}, skipping string literals; -1 if none. */
    private static int closing(String template, int open) {
        char quote = 0;
        for (int i = open + 1; i < template.length(); i++) {
            char c = template.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '}') {
                return i;
            }
        }
        return -1;
    }

    /** {@code template} with every tag replaced by {@code replacement}, and Qute's escapes undone: the literal text. */
    public static String literal(String template, String replacement) {
        StringBuilder text = new StringBuilder();
        int from = 0;
        for (Tag tag : tags(template)) {
            text.append(template, from, tag.start()).append(replacement);
            from = tag.end();
        }
        text.append(template.substring(from));
        return text.toString().replaceAll("\\\\([{}])", "$1");
    }

    /**
     * The names a message template reads from its caller: the first identifier of each expression and of each
     * section's operands, not a keyword, a namespace ({@code str:}), a property ({@code .name}) or a name the
     * template defines itself ({@code #let x=}, {@code #for x in}).
     */
    public static Set<String> parameters(String template) {
        Set<String> used = new TreeSet<>();
        Set<String> locals = new TreeSet<>();
        for (Tag tag : tags(template)) {
            String content = tag.content().strip();
            if (content.startsWith("!") || content.startsWith("/")) {
                continue;
            }
            if (content.startsWith("#")) {
                String section = content.split("\\s+", 2)[0].substring(1);
                if (section.equals("is") || section.equals("case")) {
                    continue; // enum constants and literals to match, not names
                }
                Matcher defined = Pattern.compile(section.equals("for") ? "^#for\\s+([A-Za-z_][A-Za-z0-9_]*)\\s+in\\b"
                        : section.equals("let") || section.equals("with") ? "([A-Za-z_][A-Za-z0-9_]*)\\s*=" : "(?!)").matcher(content);
                while (defined.find()) {
                    locals.add(defined.group(1));
                }
                content = content.substring(section.length() + 1);
            }
            String code = STRING.matcher(content).replaceAll(" ");
            Matcher identifier = IDENTIFIER.matcher(code);
            while (identifier.find()) {
                int start = identifier.start();
                int end = identifier.end();
                char before = start == 0 ? ' ' : code.charAt(start - 1);
                char after = end >= code.length() ? ' ' : code.charAt(end);
                boolean number = start > 0 && Character.isDigit(before);
                if (before == '.' || before == ':' || after == ':' || number || KEYWORDS.contains(identifier.group())) {
                    continue;
                }
                used.add(identifier.group());
            }
        }
        used.removeIf(name -> locals.contains(name) || locals.stream().anyMatch(local -> name.startsWith(local + "_"))
                || name.startsWith("it_"));
        return used;
    }
}
