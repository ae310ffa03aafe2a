package flagpost.gravon;

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

    /** Gravon records nest three deep; anything far deeper is not a record (and must not overflow the stack). */
    static final int MAX_DEPTH = 32;

    /** How much of a name or value from the input an error message repeats. */
    private static final int SHOWN_LENGTH = 40;

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
        parser.rejectControlCharacters();
        parser.skipMisc();
        if (parser.position >= parser.input.length() || parser.input.charAt(parser.position) != '<') {
            throw new GravonFormatException(parser.line(), "this is not XML: expected '<' at the start");
        }
        Element root = parser.element(1);
        parser.skipMisc();
        if (parser.position < parser.input.length()) {
            throw new GravonFormatException(parser.line(), "unexpected content after the end of <" + shown(root.name) + ">");
        }
        return root;
    }

    /** XML allows no control characters but tab, line feed and carriage return, not even as text. */
    private void rejectControlCharacters() throws GravonFormatException {
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF) {
                position = i;
                throw new GravonFormatException(line(), String.format("the control character U+%04X is not allowed in XML", (int) c));
            }
        }
    }

    private void skipMisc() throws GravonFormatException {
        while (true) {
            skipWhitespace();
            if (input.startsWith("<?", position)) {
                skipPast("?>", "processing instruction");
            } else if (input.startsWith("<!--", position)) {
                skipPast("-->", "comment");
            } else if (input.startsWith("<!DOCTYPE", position)) {
                int end = input.indexOf('>', position);
                int subset = input.indexOf('[', position);
                if (subset >= 0 && (end < 0 || subset < end)) {
                    throw new GravonFormatException(line(), "a DOCTYPE with declarations (entities) is not accepted in a game record");
                }
                skipPast(">", "DOCTYPE");
            } else {
                return;
            }
        }
    }

    private Element element(int depth) throws GravonFormatException {
        int startLine = line();
        expect('<');
        String name = name();
        if (depth > MAX_DEPTH) {
            throw new GravonFormatException(startLine, "elements are nested more than " + MAX_DEPTH + " deep; this is not a game record");
        }
        Map<String, String> attributes = new LinkedHashMap<>();
        while (true) {
            skipWhitespace();
            if (atEnd()) {
                throw new GravonFormatException(startLine, "the file ends inside the tag <" + shown(name) + ">");
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
                throw new GravonFormatException(attributeLine, "attribute " + shown(attribute) + " of <" + shown(name) + "> has no quoted value");
            }
            char quote = input.charAt(position++);
            int end = input.indexOf(quote, position);
            if (end < 0) {
                throw new GravonFormatException(attributeLine, "the value of attribute " + shown(attribute) + " of <" + shown(name) + "> is never closed");
            }
            if (attributes.put(attribute, decode(input.substring(position, end), attributeLine)) != null) {
                throw new GravonFormatException(attributeLine, "attribute " + shown(attribute) + " appears twice in <" + shown(name) + ">");
            }
            position = end + 1;
        }
        List<Element> children = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        while (true) {
            if (atEnd()) {
                throw new GravonFormatException(line(), "the file ends before </" + shown(name) + "> (opened on line " + startLine + ")");
            }
            if (input.startsWith("</", position)) {
                int closeLine = line();
                position += 2;
                String closing = name();
                skipWhitespace();
                expect('>');
                if (!closing.equals(name)) {
                    throw new GravonFormatException(closeLine, "</" + shown(closing) + "> closes <" + shown(name) + "> opened on line " + startLine);
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
                children.add(element(depth + 1));
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
                    : "expected a name but found " + shownChar(input.charAt(position)));
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
        if (!entity.startsWith("#")) {
            throw new GravonFormatException(line, "unknown entity &" + shown(entity) + ";");
        }
        boolean hex = entity.startsWith("#x");
        String digits = entity.substring(hex ? 2 : 1);
        int codePoint = -1;
        if (!digits.isEmpty() && digits.chars().allMatch(c -> Character.digit(c, hex ? 16 : 10) >= 0)) {
            codePoint = Integer.parseInt(digits, hex ? 16 : 10); // at most 8 digits: no overflow
        }
        if (!isXmlChar(codePoint)) {
            throw new GravonFormatException(line, "&" + shown(entity) + "; is not a character XML allows");
        }
        return codePoint;
    }

    /** XML 1.0's Char production: tab, line feed, carriage return and the printable planes. */
    private static boolean isXmlChar(int c) {
        return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
                || (c >= 0x10000 && c <= 0x10FFFF);
    }

    /** A name or value from the input as an error message shows it: control characters escaped, long text cut. */
    static String shown(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && i < SHOWN_LENGTH; i++) {
            char c = text.charAt(i);
            out.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        if (text.length() > SHOWN_LENGTH) {
            out.append("… (").append(text.length()).append(" characters)");
        }
        return out.toString();
    }

    static String shownChar(char c) {
        return "'" + shown(String.valueOf(c)) + "'";
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
                    + (atEnd() ? "the end of the file" : shownChar(input.charAt(position))));
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
