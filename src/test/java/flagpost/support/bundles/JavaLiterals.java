package flagpost.support.bundles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The string literals of a Java source that read as English a player may see: "two or more words" or a word beside a
 * space (" and ", "Your move "), once markup, URLs, paths, config keys and {@code key=value} pairs are taken out.
 * Left alone, each for its reason: a file declaring a {@code @MessageBundle} (where English belongs), annotations
 * ({@code @Path}, {@code @Message}, {@code @WithDefault}), logs, exceptions that never reach a player, SQL and
 * Panache queries, regular expressions, date patterns (the locale decides the words), CSS class lists and inline
 * styles, and the bodies of
 * {@code @Deprecated} members (the English-only delegates kept for old callers).
 */
final class JavaLiterals {

    private record Literal(int start, int end, String value, int line) {
    }

    private static final Pattern ENGLISH = Pattern.compile("[A-Za-z]{2,}\\s+[A-Za-z]{2,}|[A-Za-z]{2,}\\s|\\s[A-Za-z]{2,}");
    private static final Pattern LOG = Pattern.compile("\\bLOG\\.|\\blog\\.|Logger|System\\.(?:out|err)");
    /** Exceptions whose message is for a developer or a log, never shown to a player. */
    private static final Pattern INTERNAL_EXCEPTION = Pattern.compile("new\\s+(?:java\\.\\w+\\.)*(?:IllegalStateException|IllegalArgumentException"
            + "|UncheckedIOException|AssertionError|UnsupportedOperationException|NullPointerException|RuntimeException|IOException"
            + "|MailException|DateTimeException|NoSuchElementException|SQLException|PersistenceException|MessagingException"
            + "|ConfigurationException|SecurityException|Error)\\s*\\(");
    private static final Pattern ANNOTATION = Pattern.compile("@[\\w.]+\\s*\\((?:[^()]|\\([^()]*\\))*$");
    private static final Pattern QUERY_CALL = Pattern.compile("createQuery|createNativeQuery|prepareStatement|executeUpdate|\\bsql\\b|\\bSQL\\b");
    /** A Panache query's condition ("game.id = ?1 and seat = ?2", "deadline is not null order by id"). */
    private static final Pattern PANACHE = Pattern.compile("\\?\\d|[\\w.]+\\s*(?:=|<>|!=|<=|>=|<|>)\\s*(?:\\?|:\\w|'|\\w)|(?i:\\bis (?:not )?null\\b|\\border by\\b)");
    private static final Pattern SQL = Pattern.compile("(?i)^\\s*(?:select|insert|update|delete|with|from|where|and|or|order by|group by|join"
            + "|left join|create|alter|drop|set|values|returning|on conflict|for (?:no key )?update|limit|lock|notify|listen|begin|commit)\\b");
    private static final Pattern DATE_PATTERN = Pattern.compile("ofPattern\\s*\\($");
    /** A regular expression's text: it matches words (of inbound mail, say), it says none. */
    private static final Pattern REGEX = Pattern.compile("Pattern\\.compile\\s*\\(|\\.(?:matches|replaceAll|replaceFirst|split)\\s*\\(");
    /** Inline CSS ("padding:2px;border:1px solid #c9bb94"): declarations, no words for a reader. */
    private static final Pattern STYLE = Pattern.compile("^[\\s\"]*(?:[a-z-]+\\s*:\\s*[^;:]+;?\\s*)+$");
    private static final Pattern CSS = Pattern.compile("[a-z0-9_ -]*(?:-|\\d)[a-z0-9_ -]*");
    private static final Pattern MARKUP = Pattern.compile("<[^<>]*>|<[^<>]*$|^[^<>]*>");
    private static final Pattern NOT_WORDS = Pattern.compile("\\S*(?:://|/|@|=|\\.\\w)\\S*|%[-\\d.]*[a-zA-Z]|\\{[^}]*}|&\\w+;");

    /** The comment that marks a line's literals as read by no player (CSS classes, say), with its reason after it. */
    static final String NOT_FOR_PLAYERS = "// not for players:";

    private JavaLiterals() {
    }

    static List<EnglishScan.Hit> english(Path file) {
        String source = EnglishScan.read(file);
        List<EnglishScan.Hit> hits = new ArrayList<>();
        if (source.contains("@MessageBundle")) {
            return hits;
        }
        List<Literal> literals = new ArrayList<>();
        String code = blanked(source, literals);
        List<int[]> deprecated = deprecatedBodies(code);
        String[] lines = source.split("\n", -1);
        for (Literal literal : literals) {
            // A line may say that its words are no player's to read: CSS classes built up in Java, say.
            if (literal.line() - 1 < lines.length && lines[literal.line() - 1].contains(NOT_FOR_PLAYERS)) {
                continue;
            }
            if (deprecated.stream().anyMatch(range -> literal.start() > range[0] && literal.start() < range[1])) {
                continue;
            }
            String statement = statementBefore(code, literal.start());
            if (LOG.matcher(statement).find() || INTERNAL_EXCEPTION.matcher(statement).find() || ANNOTATION.matcher(statement).find()
                    || DATE_PATTERN.matcher(statement.stripTrailing()).find() || REGEX.matcher(statement).find() || STYLE.matcher(literal.value()).matches() || statement.matches("(?s).*\\b(?:css|cssClass|classes|className)\\b.*")
                    || SQL.matcher(literal.value()).find() || PANACHE.matcher(literal.value()).find() || QUERY_CALL.matcher(statement).find()) {
                continue;
            }
            String words = NOT_WORDS.matcher(MARKUP.matcher(literal.value()).replaceAll(" ")).replaceAll(" ");
            if (CSS.matcher(words.strip()).matches() && !words.isBlank()) {
                continue;
            }
            if (ENGLISH.matcher(words).find()) {
                hits.add(new EnglishScan.Hit(file, literal.line(), "\"" + EnglishScan.shown(literal.value()) + "\""));
            }
        }
        return hits;
    }

    /** The code since the statement or block began: what the literal is an argument or a value of. */
    private static String statementBefore(String code, int at) {
        int from = Math.max(Math.max(code.lastIndexOf(';', at), code.lastIndexOf('{', at)), code.lastIndexOf('}', at));
        return code.substring(from + 1, at);
    }

    /** The ranges of the bodies (or classes) marked {@code @Deprecated}. */
    private static List<int[]> deprecatedBodies(String code) {
        List<int[]> ranges = new ArrayList<>();
        int at = code.indexOf("@Deprecated");
        while (at >= 0) {
            int open = code.indexOf('{', at);
            int semicolon = code.indexOf(';', at);
            if (open >= 0 && (semicolon < 0 || open < semicolon || code.substring(at, open).contains("("))) {
                int depth = 0;
                for (int i = open; i < code.length(); i++) {
                    depth += code.charAt(i) == '{' ? 1 : code.charAt(i) == '}' ? -1 : 0;
                    if (depth == 0) {
                        ranges.add(new int[] {open, i});
                        break;
                    }
                }
            }
            at = code.indexOf("@Deprecated", at + 1);
        }
        return ranges;
    }

    /**
     * {@code source} with comments and the insides of string and char literals replaced by spaces (lines kept), so
     * that braces and semicolons in it are code; the string literals (text blocks too) collected with their lines.
     */
    private static String blanked(String source, List<Literal> literals) {
        StringBuilder code = new StringBuilder(source);
        int line = 1;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                end = end < 0 ? source.length() : end;
                blank(code, i, end);
                i = end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? source.length() : end + 2;
                line += count(source, i, end);
                blank(code, i, end);
                i = end;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? source.length() : end;
                literals.add(new Literal(i, end + 3, source.substring(i + 3, end).stripIndent(), line));
                line += count(source, i, end);
                blank(code, i + 3, end);
                i = end + 3;
            } else if (c == '"' || c == '\'') {
                StringBuilder value = new StringBuilder();
                int j = i + 1;
                while (j < source.length() && source.charAt(j) != c && source.charAt(j) != '\n') {
                    if (source.charAt(j) == '\\' && j + 1 < source.length()) {
                        char escaped = source.charAt(j + 1);
                        value.append(escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped);
                        j += 2;
                        continue;
                    }
                    value.append(source.charAt(j));
                    j++;
                }
                if (c == '"') {
                    literals.add(new Literal(i, j + 1, value.toString(), line));
                }
                blank(code, i + 1, j);
                i = j + 1;
            } else {
                i++;
            }
        }
        return code.toString();
    }

    private static int count(String source, int from, int to) {
        return (int) source.substring(from, Math.min(to, source.length())).chars().filter(ch -> ch == '\n').count();
    }

    private static void blank(StringBuilder code, int from, int to) {
        for (int i = from; i < to && i < code.length(); i++) {
            if (code.charAt(i) != '\n') {
                code.setCharAt(i, ' ');
            }
        }
    }
}
