package flagpost.support.bundles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds English a player could read outside the message bundles: in templates (text between tags, the attributes a
 * reader or a screen reader sees, the literal lines of text mails) and in Java string literals that read as
 * sentences. What is found is a {@link Hit}: file, line and the text, for a to-do list grouped by file.
 */
public final class EnglishScan {

    /** One piece of English: where it is and what it says. */
    public record Hit(Path file, int line, String text) {
    }

    /** Attributes whose values a player reads or hears. */
    private static final Set<String> READ_ATTRIBUTES = Set.of("title", "aria-label", "alt", "placeholder", "value", "aria-description",
            "aria-roledescription", "label");
    /** A word of two letters or more: any in a template's literal text is a word no bundle translates. */
    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}\\d_&#-])[A-Za-z]{2,}(?![\\p{L}\\d_-])");
    /** Words that are the same in every language: the server's name. */
    private static final Set<String> SAME_EVERYWHERE = Set.of("Flagpost");
    private static final Pattern TAG = Pattern.compile("<(/?)([A-Za-z][A-Za-z0-9-]*)((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>|<!--.*?-->|<!DOCTYPE[^>]*>",
            Pattern.DOTALL);
    private static final Pattern ATTRIBUTE = Pattern.compile("([A-Za-z:-]+)\\s*=\\s*(\"([^\"]*)\"|'([^']*)')");
    private static final Pattern ENTITY = Pattern.compile("&#?[A-Za-z0-9]+;");
    /** Marks where a Qute tag stood in a template: never a word, never markup. */
    private static final String HOLE = "\u2060";

    private EnglishScan() {
    }

    /** Every file's hits under {@code templates} (*.html and *.txt) and {@code sources} (*.java), grouped by file. */
    public static Map<String, List<Hit>> scan(Path root, List<Path> templates, List<Path> sources) {
        return scan(root, templates, sources, Map.of());
    }

    /** {@link #scan(Path, List, List)}, leaving out the files (relative to {@code root}) that {@code notForPlayers} names. */
    public static Map<String, List<Hit>> scan(Path root, List<Path> templates, List<Path> sources, Map<String, String> notForPlayers) {
        Map<String, List<Hit>> byFile = new TreeMap<>();
        for (Path dir : templates) {
            for (Path file : files(dir, ".html", ".txt")) {
                if (notForPlayers.containsKey(root.relativize(file).toString())) {
                    continue;
                }
                List<Hit> hits = file.toString().endsWith(".txt") ? textTemplate(file) : htmlTemplate(file);
                if (!hits.isEmpty()) {
                    byFile.put(root.relativize(file).toString(), hits);
                }
            }
        }
        for (Path dir : sources) {
            for (Path file : files(dir, ".java")) {
                if (notForPlayers.containsKey(root.relativize(file).toString())) {
                    continue;
                }
                List<Hit> hits = JavaLiterals.english(file);
                if (!hits.isEmpty()) {
                    byFile.put(root.relativize(file).toString(), hits);
                }
            }
        }
        return byFile;
    }

    /** The failure message: each file with its count, then its hits by line. */
    public static String report(Map<String, List<Hit>> byFile) {
        StringBuilder report = new StringBuilder();
        int total = byFile.values().stream().mapToInt(List::size).sum();
        report.append(total).append(" pieces of English outside the message bundles, in ").append(byFile.size()).append(" files:\n");
        byFile.forEach((file, hits) -> {
            report.append("\n").append(file).append(" (").append(hits.size()).append(")\n");
            for (Hit hit : hits) {
                report.append("  ").append(hit.line()).append(": ").append(hit.text()).append("\n");
            }
        });
        return report.toString();
    }

    /** The literal lines of a text mail template, each with a word. */
    static List<Hit> textTemplate(Path file) {
        String template = read(file);
        String literal = QuteText.literal(template, HOLE);
        List<Hit> hits = new ArrayList<>();
        String[] lines = literal.split("\n", -1);
        // Line numbers of the literal text follow the template's, as tags spanning lines are rare; count from the template.
        int offset = 0;
        for (String line : lines) {
            if (hasWord(line)) {
                hits.add(new Hit(file, lineOf(template, literal, offset), shown(line)));
            }
            offset += line.length() + 1;
        }
        return hits;
    }

    /** The text nodes and read attributes of an HTML template, outside scripts and styles, that hold a word. */
    static List<Hit> htmlTemplate(Path file) {
        String template = read(file);
        String literal = QuteText.literal(template, HOLE);
        List<Hit> hits = new ArrayList<>();
        Matcher tag = TAG.matcher(literal);
        int textFrom = 0;
        String skipUntil = null;
        while (tag.find()) {
            String name = tag.group(2) == null ? "" : tag.group(2).toLowerCase(Locale.ROOT);
            boolean closing = "/".equals(tag.group(1));
            if (skipUntil == null) {
                text(file, template, literal, textFrom, tag.start(), hits);
            }
            textFrom = tag.end();
            if (skipUntil != null) {
                if (closing && name.equals(skipUntil)) {
                    skipUntil = null;
                }
                continue;
            }
            if (!closing && (name.equals("script") || name.equals("style"))) {
                skipUntil = name;
                continue;
            }
            if (tag.group(3) != null) {
                Matcher attribute = ATTRIBUTE.matcher(tag.group(3));
                while (attribute.find()) {
                    String value = attribute.group(3) != null ? attribute.group(3) : attribute.group(4);
                    String attributeName = attribute.group(1).toLowerCase(Locale.ROOT);
                    if (READ_ATTRIBUTES.contains(attributeName) && hasWord(value) && (!attributeName.equals("value") || shownValue(name, tag.group(3)))) {
                        hits.add(new Hit(file, lineOf(template, literal, tag.start()), attributeName + "=\"" + shown(value) + "\""));
                    }
                }
            }
        }
        if (skipUntil == null) {
            text(file, template, literal, textFrom, literal.length(), hits);
        }
        return hits;
    }

    /** A value a player reads: an input button's label. Any other value (a button's, a hidden field's) is data sent back. */
    private static boolean shownValue(String tag, String attributes) {
        return tag.equals("input") && attributes.matches("(?s).*type\\s*=\\s*\"(submit|button|reset)\".*");
    }

    private static void text(Path file, String template, String literal, int from, int to, List<Hit> hits) {
        String text = literal.substring(from, to);
        if (hasWord(text)) {
            int lead = text.length() - text.stripLeading().length();
            hits.add(new Hit(file, lineOf(template, literal, from + lead), shown(text)));
        }
    }

    /** A word outside entities and the names every language shares. */
    static boolean hasWord(String text) {
        Matcher word = WORD.matcher(ENTITY.matcher(text).replaceAll(" "));
        while (word.find()) {
            if (!SAME_EVERYWHERE.contains(word.group())) {
                return true;
            }
        }
        return false;
    }

    /** The template line of a position in its literal text (each Qute tag became one character there). */
    private static int lineOf(String template, String literal, int position) {
        int line = 1;
        int literalAt = 0;
        int templateAt = 0;
        List<QuteText.Tag> tags = QuteText.tags(template);
        int next = 0;
        while (literalAt < position && templateAt < template.length()) {
            if (next < tags.size() && tags.get(next).start() == templateAt) {
                line += (int) tags.get(next).content().chars().filter(c -> c == '\n').count();
                templateAt = tags.get(next).end();
                next++;
                literalAt += HOLE.length();
                continue;
            }
            char c = template.charAt(templateAt);
            if (c == '\\' && templateAt + 1 < template.length() && "{}".indexOf(template.charAt(templateAt + 1)) >= 0) {
                templateAt++;
                continue;
            }
            if (c == '\n') {
                line++;
            }
            templateAt++;
            literalAt++;
        }
        return line;
    }

    static String shown(String text) {
        String one = text.replace(HOLE, "{…}").replaceAll("\\s+", " ").strip();
        return one.length() <= 140 ? one : one.substring(0, 140) + "…";
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> files(Path dir, String... endings) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).filter(f -> Stream.of(endings).anyMatch(e -> f.toString().endsWith(e))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
