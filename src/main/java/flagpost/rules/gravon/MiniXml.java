package flagpost.rules.gravon;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough XML for Gravon records: elements, attributes, text, comments, the prolog and the five
 * predefined entities plus numeric references. Hand-written so the rules package needs nothing but
 * java.base, and so every error can name its line.
 */
final class MiniXml {

    /** An element with its attributes, text and children; {@code line} is where its start tag begins. */
    record Element(String name, Map<String, String> attributes, String text, List<Element> children, int line) {

        List<Element> children(String childName) {
            List<Element> matching = new ArrayList<>();
            for (Element child : children) {
                if (child.name.equals(childName)) {
                    matching.add(child);
                }
            }
            return matching;
        }
    }

    private final String input;
    private int position;
    private int lineCountedTo;
    private int linesBefore;

    private MiniXml(String input) {
        this.input = input;
    }

    /** Parses a whole document and returns its root element. */
    static Element parse(String input) throws GravonFormatException {
        if (input == null || input.isBlank()) {
            throw new GravonFormatException(1, "the file is empty");
        }
        MiniXml parser = new MiniXml(input.startsWith("\uFEFF") ? input.substring(1) : input);
        parser.skipMisc();
        if (parser.position >= parser.input.length() || parser.input.charAt(parser.position) != '<') {
            throw new GravonFormatException(parser.line(), "this is not XML: expected '<' at the start");
        }
        Element root = parser.element();
        parser.skipMisc();
        if (parser.position < parser.input.length()) {
            throw new GravonFormatException(parser.line(), "unexpected content after the end of <" + root.name + ">");
        }
        return root;
    }

    private void skipMisc() throws GravonFormatException {
        while (true) {
            skipWhitespace();
            if (input.startsWith("<?", position)) {
                skipPast("?>", "processing instruction");
            } else if (input.startsWith("<!--", position)) {
                skipPast("-->", "comment");
            } else if (input.startsWith("<!DOCTYPE", position)) {
                skipPast(">", "DOCTYPE");
            } else {
                return;
            }
        }
    }

    private Element element() throws GravonFormatException {
        int startLine = line();
        expect('<');
        String name = name();
        Map<String, String> attributes = new LinkedHashMap<>();
        while (true) {
            skipWhitespace();
            if (atEnd()) {
                throw new GravonFormatException(startLine, "the file ends inside the tag <" + name + ">");
            }
            char c = input.charAt(position);
            if (c == '/') {
                position++;
                expect('>');
                return new Element(name, attributes, "", List.of(), startLine);
            }
            if (c == '>') {
                position++;
                break;
            }
            int attributeLine = line();
            String attribute = name();
            skipWhitespace();
            expect('=');
            skipWhitespace();
            if (atEnd() || (input.charAt(position) != '"' && input.charAt(position) != '\'')) {
                throw new GravonFormatException(attributeLine, "attribute " + attribute + " of <" + name + "> has no quoted value");
            }
            char quote = input.charAt(position++);
            int end = input.indexOf(quote, position);
            if (end < 0) {
                throw new GravonFormatException(attributeLine, "the value of attribute " + attribute + " of <" + name + "> is never closed");
            }
            if (attributes.put(attribute, decode(input.substring(position, end), attributeLine)) != null) {
                throw new GravonFormatException(attributeLine, "attribute " + attribute + " appears twice in <" + name + ">");
            }
            position = end + 1;
        }
        List<Element> children = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        while (true) {
            if (atEnd()) {
                throw new GravonFormatException(line(), "the file ends before </" + name + "> (opened on line " + startLine + ")");
            }
            if (input.startsWith("</", position)) {
                int closeLine = line();
                position += 2;
                String closing = name();
                skipWhitespace();
                expect('>');
                if (!closing.equals(name)) {
                    throw new GravonFormatException(closeLine, "</" + closing + "> closes <" + name + "> opened on line " + startLine);
                }
                return new Element(name, attributes, text.toString().strip(), List.copyOf(children), startLine);
            }
            if (input.startsWith("<!--", position)) {
                skipPast("-->", "comment");
            } else if (input.startsWith("<![CDATA[", position)) {
                int end = input.indexOf("]]>", position);
                if (end < 0) {
                    throw new GravonFormatException(line(), "a CDATA section is never closed");
                }
                text.append(input, position + 9, end);
                position = end + 3;
            } else if (input.charAt(position) == '<') {
                children.add(element());
            } else {
                int end = input.indexOf('<', position);
                if (end < 0) {
                    end = input.length();
                }
                text.append(decode(input.substring(position, end), line()));
                position = end;
            }
        }
    }

    private String name() throws GravonFormatException {
        int start = position;
        while (!atEnd()) {
            char c = input.charAt(position);
            if (Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == ':') {
                position++;
            } else {
                break;
            }
        }
        if (start == position) {
            throw new GravonFormatException(line(), atEnd() ? "the file ends where a name was expected"
                    : "expected a name but found '" + input.charAt(position) + "'");
        }
        return input.substring(start, position);
    }

    private static String decode(String raw, int line) throws GravonFormatException {
        if (raw.indexOf('&') < 0) {
            return raw;
        }
        StringBuilder out = new StringBuilder(raw.length());
        int i = 0;
        while (i < raw.length()) {
            char c = raw.charAt(i);
            if (c != '&') {
                out.append(c);
                i++;
                continue;
            }
            int semicolon = raw.indexOf(';', i);
            if (semicolon < 0 || semicolon - i > 10) {
                throw new GravonFormatException(line, "a bare '&' must be written &amp;");
            }
            String entity = raw.substring(i + 1, semicolon);
            switch (entity) {
                case "amp" -> out.append('&');
                case "lt" -> out.append('<');
                case "gt" -> out.append('>');
                case "quot" -> out.append('"');
                case "apos" -> out.append('\'');
                default -> out.appendCodePoint(numericReference(entity, line));
            }
            i = semicolon + 1;
        }
        return out.toString();
    }

    private static int numericReference(String entity, int line) throws GravonFormatException {
        try {
            if (entity.startsWith("#x")) {
                return Integer.parseInt(entity.substring(2), 16);
            }
            if (entity.startsWith("#")) {
                return Integer.parseInt(entity.substring(1));
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new GravonFormatException(line, "unknown entity &" + entity + ";");
    }

    private void skipWhitespace() {
        while (!atEnd() && Character.isWhitespace(input.charAt(position))) {
            position++;
        }
    }

    private void skipPast(String terminator, String what) throws GravonFormatException {
        int end = input.indexOf(terminator, position);
        if (end < 0) {
            throw new GravonFormatException(line(), "a " + what + " is never closed");
        }
        position = end + terminator.length();
    }

    private void expect(char expected) throws GravonFormatException {
        if (atEnd() || input.charAt(position) != expected) {
            throw new GravonFormatException(line(), "expected '" + expected + "' but found "
                    + (atEnd() ? "the end of the file" : "'" + input.charAt(position) + "'"));
        }
        position++;
    }

    private boolean atEnd() {
        return position >= input.length();
    }

    /** The line of the current position; counted forward from the last call, as the parser never goes back. */
    private int line() {
        int limit = Math.min(position, input.length());
        for (; lineCountedTo < limit; lineCountedTo++) {
            if (input.charAt(lineCountedTo) == '\n') {
                linesBefore++;
            }
        }
        return linesBefore + 1;
    }
}
