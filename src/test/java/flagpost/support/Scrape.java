package flagpost.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One scrape of {@code /q/metrics} on the management interface, read as Prometheus's text format: each series a name,
 * its labels and a value.
 */
public final class Scrape {

    private static final Pattern SERIES = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})?\\s+(\\S+)(\\s+\\d+)?");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** One series. */
    public record Series(String name, Map<String, String> labels, double value) {
    }

    private final String text;
    private final List<Series> series;

    private Scrape(String text) {
        this.text = text;
        this.series = parse(text);
    }

    /** Scrapes the running test application's management port now. */
    public static Scrape now() {
        return new Scrape(Management.given().get("/q/metrics").then().statusCode(200).extract().asString());
    }

    public String text() {
        return text;
    }

    /** The names of every series in the scrape. */
    public Set<String> names() {
        Set<String> names = new TreeSet<>();
        series.forEach(one -> names.add(one.name()));
        return names;
    }

    /** The sum over the series named {@code name} whose labels include {@code labels} (name, value, name, value…). */
    public double sum(String name, String... labels) {
        double sum = 0;
        for (Series one : matching(name, labels)) {
            sum += one.value();
        }
        return sum;
    }

    /** The one series named {@code name} with these labels; fails when there is none or more than one. */
    public double value(String name, String... labels) {
        List<Series> found = matching(name, labels);
        if (found.size() != 1) {
            throw new AssertionError(found.size() + " series " + name + " " + List.of(labels) + " in the scrape: " + found);
        }
        return found.get(0).value();
    }

    private List<Series> matching(String name, String... labels) {
        List<Series> found = new ArrayList<>();
        for (Series one : series) {
            if (!one.name().equals(name)) {
                continue;
            }
            boolean all = true;
            for (int i = 0; i + 1 < labels.length; i += 2) {
                all &= labels[i + 1].equals(one.labels().get(labels[i]));
            }
            if (all) {
                found.add(one);
            }
        }
        return found;
    }

    private static List<Series> parse(String text) {
        List<Series> parsed = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Matcher matcher = SERIES.matcher(line.strip());
            if (!matcher.matches()) {
                throw new AssertionError("not a series line: " + line);
            }
            Map<String, String> labels = new LinkedHashMap<>();
            if (matcher.group(3) != null) {
                Matcher label = LABEL.matcher(matcher.group(3));
                while (label.find()) {
                    labels.put(label.group(1), label.group(2));
                }
            }
            parsed.add(new Series(matcher.group(1), labels, Double.parseDouble(matcher.group(4).replace("+Inf", "Infinity"))));
        }
        return parsed;
    }
}
