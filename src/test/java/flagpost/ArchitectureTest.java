package flagpost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * The house rules (docs/ARCHITECTURE.md, "Packages"): which flagpost package may use which, written once in
 * {@link #MAY_USE}, and no circle between packages. Reads every source under {@code src/main/java/flagpost}, so run
 * from the project root (Maven does). A package uses another when a file of it imports from it (static imports
 * included) or names one of its classes in full in code; comments and string literals do not count.
 */
class ArchitectureTest {

    private static final Logger LOG = Logger.getLogger(ArchitectureTest.class);
    private static final Path MAIN = Path.of("src/main/java/flagpost");

    /**
     * What each package may use, below it or beside it. Names are short for {@code flagpost.<name>}; a sub-package is a
     * package of its own and needs a line of its own, except under a name ending in {@code .**}, which is that package
     * with all its sub-packages (they may use one another). A package not listed here fails the test, which says the
     * line to add.
     */
    static final Map<String, Set<String>> MAY_USE = rules(
            allow("rules"),
            allow("words", "rules"),
            allow("gravon", "rules", "words"),
            allow("bot", "rules"),
            allow("links", "rules"),
            allow("store", "rules", "links"),
            allow("config", "links", "words"),
            allow("metrics", "rules", "store"),
            allow("game", "rules", "words", "gravon", "links", "store", "bot", "metrics"),
            allow("mail", "rules", "words", "links", "store", "game", "metrics"),
            allow("inbound", "rules", "words", "links", "store", "game", "mail", "metrics"),
            allow("jobs", "store", "game", "mail", "inbound", "metrics"),
            allow("web.request", "game"),
            allow("web.wording", "rules", "words", "links", "store", "game"),
            allow("web.view", "rules", "words", "links", "store", "game", "web.wording"),
            allow("web.page", "rules", "words", "gravon", "links", "store", "bot", "game", "mail", "inbound", "metrics", "web.request",
                    "web.wording", "web.view"),
            allow("web.api", "rules", "words", "links", "store", "game", "metrics", "web.request", "web.wording", "web.page"),
            allow("web.filter", "rules", "words", "links", "store", "game", "web.request", "web.wording", "web.page", "web.api"),
            allow("web.operator", "words", "game"));

    @Test
    void everyArrowBetweenPackagesIsOneTheDesignAllows() {
        House house = House.read(MAIN);
        assertTrue(house.packages().size() >= 12, "found only " + house.packages() + " under " + MAIN.toAbsolutePath());
        LOG.infof("The house: %d rooms on %d floors, %d arrows, %d circles; floors from the ground: %s", house.packages().size(),
                house.floors().values().stream().mapToInt(Integer::intValue).max().orElse(0), house.arrowCount(), house.circles().size(),
                house.floorsFromTheGround());
        assertEquals(List.of(), house.problems(MAY_USE), "\n" + String.join("\n", house.problems(MAY_USE)) + "\n");
    }

    @Test
    void theCheckFindsAForbiddenArrowACircleAndAnUnlistedPackage() {
        House planted = House.of(Map.of(
                "rules/Game.java", "package flagpost.rules;\nimport flagpost.game.Play;\npublic class Game {}",
                "game/Play.java", "package flagpost.game;\nimport static flagpost.rules.Game.start;\n"
                        + "// import flagpost.web.Page; in a comment\n"
                        + "class Play { String s = \"flagpost.web.Page\"; Object o = new flagpost.words.Times(); }",
                "words/Times.java", "package flagpost.words;\npublic class Times { java.util.List<flagpost.rules.Side> sides; }",
                "metrics/Meter.java", "package flagpost.metrics;\nimport flagpost.words.*;\nclass Meter {}",
                "web/views/Page.java", "package flagpost.web.views;\nimport flagpost.game.Play;\nimport flagpost.web.resources.R;\nclass Page {}",
                "web/resources/R.java", "package flagpost.web.resources;\nimport flagpost.web.views.Page;\nclass R {}"));
        Map<String, Set<String>> mayUse = rules(allow("rules"), allow("words", "rules"), allow("game", "rules", "words"),
                allow("web.**", "game"));

        assertEquals(Set.of("flagpost.game"), planted.uses().get("flagpost.rules").keySet());
        assertEquals(Set.of("flagpost.rules", "flagpost.words"), planted.uses().get("flagpost.game").keySet(),
                "a static import and a full name in code count; a comment and a string do not");
        assertEquals(Set.of("flagpost.words"), planted.uses().get("flagpost.metrics").keySet(), "a package imported whole counts");

        List<String> problems = planted.problems(mayUse);
        assertEquals(4, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).startsWith("flagpost.metrics is in no line of ArchitectureTest.MAY_USE"), problems.get(0));
        assertTrue(problems.get(0).contains("allow(\"metrics\", \"words\")"), problems.get(0));
        assertTrue(problems.get(1).startsWith("flagpost.rules uses flagpost.game (rules/Game.java)"), problems.get(1));
        assertTrue(problems.get(1).contains("add \"game\" to the line allow(\"rules\")"), problems.get(1));
        assertTrue(problems.get(2).startsWith("circle: flagpost.game → flagpost.rules → flagpost.game"), problems.get(2));
        assertTrue(problems.get(3).startsWith("circle: flagpost.web.resources → flagpost.web.views → flagpost.web.resources"),
                "sub-packages are packages for circles, even under one line: " + problems.get(3));

        assertEquals(6, planted.packages().size(), "rooms: " + planted.packages());
        assertEquals(2, planted.circles().size());
    }

    // ----------------------------------------------------------------------------------------------
    // The rules as data

    private record Allowed(String name, Set<String> uses) {
    }

    private static Allowed allow(String name, String... uses) {
        return new Allowed(name, new LinkedHashSet<>(Arrays.asList(uses)));
    }

    private static Map<String, Set<String>> rules(Allowed... lines) {
        Map<String, Set<String>> rules = new LinkedHashMap<>();
        for (Allowed line : lines) {
            rules.put(line.name(), line.uses());
        }
        return rules;
    }

    /** The line of {@code rules} that a package falls under: its own name, else the nearest {@code .**} above it; null: none. */
    private static String lineOf(String shortName, Map<String, Set<String>> rules) {
        if (rules.containsKey(shortName)) {
            return shortName;
        }
        for (String name = shortName; ; name = name.substring(0, name.lastIndexOf('.'))) {
            if (rules.containsKey(name + ".**")) {
                return name + ".**";
            }
            if (!name.contains(".")) {
                return null;
            }
        }
    }

    private static String shortName(String pkg) {
        return pkg.equals("flagpost") ? "" : pkg.substring("flagpost.".length());
    }

    private static String quoted(Set<String> names) {
        return names.stream().map(name -> ", \"" + name + "\"").collect(Collectors.joining());
    }

    // ----------------------------------------------------------------------------------------------
    // Reading the house

    /** Every flagpost package with sources, and for each the packages it uses with the files that use them. */
    record House(Map<String, Map<String, Set<String>>> uses) {

        private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
        private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(?:static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;", Pattern.MULTILINE);
        private static final Pattern FULL_NAME = Pattern.compile("(?<![\\w.])(flagpost(?:\\.[a-z_][a-z0-9_]*)*)\\.[A-Z]");

        static House read(Path main) {
            Map<String, String> sources = new TreeMap<>();
            try (Stream<Path> walk = Files.walk(main)) {
                for (Path file : walk.filter(path -> path.toString().endsWith(".java")).toList()) {
                    sources.put(main.relativize(file).toString().replace('\\', '/'), Files.readString(file, StandardCharsets.UTF_8));
                }
            } catch (IOException unreadable) {
                throw new UncheckedIOException(unreadable);
            }
            return of(sources);
        }

        /** {@code sources}: file name (relative to {@code flagpost/}) to its text. */
        static House of(Map<String, String> sources) {
            Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
            new TreeMap<>(sources).forEach((file, source) -> {
                String code = codeOnly(source);
                Matcher declared = PACKAGE.matcher(code);
                String own = declared.find() ? declared.group(1) : "flagpost";
                Map<String, Set<String>> used = uses.computeIfAbsent(own, pkg -> new TreeMap<>());
                Set<String> found = new TreeSet<>();
                Matcher imports = IMPORT.matcher(code);
                while (imports.find()) {
                    found.add(packageOf(imports.group(1)));
                }
                Matcher names = FULL_NAME.matcher(IMPORT.matcher(PACKAGE.matcher(code).replaceAll("")).replaceAll(""));
                while (names.find()) {
                    found.add(names.group(1));
                }
                found.stream().filter(pkg -> (pkg.equals("flagpost") || pkg.startsWith("flagpost.")) && !pkg.equals(own))
                        .forEach(pkg -> used.computeIfAbsent(pkg, any -> new TreeSet<>()).add(file));
            });
            return new House(uses);
        }

        /** The package part of an imported name: its segments before the first that starts in upper case. */
        private static String packageOf(String name) {
            List<String> segments = new ArrayList<>();
            for (String segment : name.split("\\.")) {
                if (Character.isUpperCase(segment.charAt(0))) {
                    break;
                }
                segments.add(segment);
            }
            return String.join(".", segments);
        }

        /** The source with its comments, string and character literals and text blocks blanked out. */
        static String codeOnly(String source) {
            StringBuilder code = new StringBuilder(source.length());
            int i = 0;
            while (i < source.length()) {
                if (source.startsWith("//", i)) {
                    int end = source.indexOf('\n', i);
                    i = end < 0 ? source.length() : end;
                } else if (source.startsWith("/*", i)) {
                    int end = source.indexOf("*/", i + 2);
                    i = end < 0 ? source.length() : end + 2;
                    code.append(' ');
                } else if (source.startsWith("\"\"\"", i)) {
                    int end = i + 3;
                    while ((end = source.indexOf("\"\"\"", end)) > 0 && source.charAt(end - 1) == '\\') {
                        end++;
                    }
                    i = end < 0 ? source.length() : end + 3;
                    code.append("\"\"");
                } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                    char quote = source.charAt(i);
                    int end = i + 1;
                    while (end < source.length() && source.charAt(end) != quote) {
                        end += source.charAt(end) == '\\' ? 2 : 1;
                    }
                    i = end + 1;
                    code.append(quote).append(quote);
                } else {
                    code.append(source.charAt(i++));
                }
            }
            return code.toString();
        }

        Set<String> packages() {
            return uses.keySet();
        }

        int arrowCount() {
            return uses.values().stream().mapToInt(Map::size).sum();
        }

        /** Every arrow the rules do not allow and every package they do not name, then every circle. */
        List<String> problems(Map<String, Set<String>> rules) {
            List<String> problems = new ArrayList<>();
            uses.forEach((pkg, used) -> {
                String line = lineOf(shortName(pkg), rules);
                if (line == null) {
                    Set<String> now = used.keySet().stream().map(ArchitectureTest::shortName).collect(Collectors.toCollection(TreeSet::new));
                    problems.add(0, pkg + " is in no line of ArchitectureTest.MAY_USE: if the design has this package, add the line allow(\""
                            + shortName(pkg) + "\"" + quoted(now) + ") (what it uses now), after the packages it uses");
                    return;
                }
                used.forEach((other, files) -> {
                    String otherLine = lineOf(shortName(other), rules);
                    boolean sameLine = line.endsWith(".**") && line.equals(otherLine);
                    boolean allowed = rules.get(line).stream().anyMatch(name -> name.equals(shortName(other))
                            || name.equals(otherLine) || name.endsWith(".**") && shortName(other).startsWith(name.substring(0, name.length() - 2)));
                    if (!sameLine && !allowed) {
                        problems.add(pkg + " uses " + other + " (" + String.join(", ", files) + "): not in the design. If it should be, add \""
                                + (otherLine == null ? shortName(other) : otherLine) + "\" to the line allow(\"" + line + "\"" + quoted(rules.get(line))
                                + ") of ArchitectureTest.MAY_USE and say so in docs/ARCHITECTURE.md, \"Packages\"; else move the code.");
                    }
                });
            });
            for (List<String> circle : circles()) {
                problems.add("circle: " + String.join(" → ", shortestLoop(circle)) + " (the arrows among " + String.join(", ", circle) + ": "
                        + arrowsWithin(circle) + "): packages in a circle are one package in two places; break one of these arrows");
            }
            return problems;
        }

        /** The shortest way round from the circle's first package back to it, both ends named. */
        private List<String> shortestLoop(List<String> circle) {
            String start = circle.get(0);
            Map<String, String> cameFrom = new LinkedHashMap<>();
            List<String> frontier = new ArrayList<>(List.of(start));
            while (!frontier.isEmpty()) {
                List<String> next = new ArrayList<>();
                for (String pkg : frontier) {
                    for (String other : uses.get(pkg).keySet()) {
                        if (other.equals(start)) {
                            List<String> loop = new ArrayList<>(List.of(start));
                            for (String step = pkg; !step.equals(start); step = cameFrom.get(step)) {
                                loop.add(1, step);
                            }
                            loop.add(start);
                            return loop;
                        }
                        if (circle.contains(other) && !cameFrom.containsKey(other)) {
                            cameFrom.put(other, pkg);
                            next.add(other);
                        }
                    }
                }
                frontier = next;
            }
            throw new IllegalStateException("no way round " + circle);
        }

        private String arrowsWithin(List<String> circle) {
            List<String> arrows = new ArrayList<>();
            for (String pkg : circle) {
                uses.get(pkg).forEach((other, files) -> {
                    if (circle.contains(other)) {
                        arrows.add(shortName(pkg) + " → " + shortName(other) + " in " + String.join(", ", files));
                    }
                });
            }
            return String.join("; ", arrows);
        }

        /** The strongly connected groups of more than one package (Tarjan), each in order from its first package. */
        List<List<String>> circles() {
            List<List<String>> circles = new ArrayList<>();
            Map<String, Integer> index = new LinkedHashMap<>();
            Map<String, Integer> low = new LinkedHashMap<>();
            List<String> stack = new ArrayList<>();
            for (String pkg : uses.keySet()) {
                if (!index.containsKey(pkg)) {
                    connect(pkg, index, low, stack, circles);
                }
            }
            return circles;
        }

        private void connect(String pkg, Map<String, Integer> index, Map<String, Integer> low, List<String> stack, List<List<String>> circles) {
            index.put(pkg, index.size());
            low.put(pkg, index.get(pkg));
            stack.add(pkg);
            for (String other : uses.getOrDefault(pkg, Map.of()).keySet()) {
                if (!uses.containsKey(other)) {
                    continue; // a package named but without sources of its own
                }
                if (!index.containsKey(other)) {
                    connect(other, index, low, stack, circles);
                    low.put(pkg, Math.min(low.get(pkg), low.get(other)));
                } else if (stack.contains(other)) {
                    low.put(pkg, Math.min(low.get(pkg), index.get(other)));
                }
            }
            if (low.get(pkg).equals(index.get(pkg))) {
                List<String> group = new ArrayList<>(stack.subList(stack.indexOf(pkg), stack.size()));
                stack.subList(stack.indexOf(pkg), stack.size()).clear();
                if (group.size() > 1) {
                    circles.add(group.stream().sorted().toList());
                }
            }
        }

        /** Each package's floor: 1 for one that uses no other, else one above the highest it uses (a circle is one floor). */
        Map<String, Integer> floors() {
            Map<String, String> circleOf = new TreeMap<>();
            for (List<String> circle : circles()) {
                circle.forEach(pkg -> circleOf.put(pkg, circle.get(0)));
            }
            Map<String, Integer> floors = new TreeMap<>();
            uses.keySet().forEach(pkg -> floor(pkg, circleOf, floors, new LinkedHashSet<>()));
            return floors;
        }

        private int floor(String pkg, Map<String, String> circleOf, Map<String, Integer> floors, Set<String> visiting) {
            String room = circleOf.getOrDefault(pkg, pkg);
            if (floors.containsKey(pkg)) {
                return floors.get(pkg);
            }
            visiting.add(room);
            int highest = 0;
            for (String member : circleOf.containsKey(pkg) ? circleOf.keySet().stream().filter(p -> circleOf.get(p).equals(room)).toList()
                    : List.of(pkg)) {
                for (String other : uses.getOrDefault(member, Map.of()).keySet()) {
                    if (uses.containsKey(other) && !visiting.contains(circleOf.getOrDefault(other, other))) {
                        highest = Math.max(highest, floor(other, circleOf, floors, visiting));
                    }
                }
            }
            visiting.remove(room);
            floors.put(pkg, highest + 1);
            return highest + 1;
        }

        /** "1: rules | 2: bot, gravon, links, words | …", for the note. */
        String floorsFromTheGround() {
            Map<Integer, List<String>> byFloor = new TreeMap<>();
            floors().forEach((pkg, floor) -> byFloor.computeIfAbsent(floor, any -> new ArrayList<>()).add(shortName(pkg)));
            return byFloor.entrySet().stream().map(entry -> entry.getKey() + ": " + String.join(", ", entry.getValue()))
                    .collect(Collectors.joining(" | "));
        }
    }
}
