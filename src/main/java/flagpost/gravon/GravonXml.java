package flagpost.gravon;

import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads the XML of a Gravon record into a small tree of elements, each with the line it is on, using the
 * JDK's own StAX parser (module java.xml). {@link GravonReader} then checks the tree and names those lines.
 *
 * <p>Records come from anywhere, so the parser reads no DTD and no external entity, and fetches nothing; a
 * DOCTYPE is refused outright, nesting is bounded, and every parser error becomes a
 * {@link GravonFormatException} naming its line.
 */
final class GravonXml {

    /** Gravon records nest three deep; anything far deeper is not a record. */
    static final int MAX_DEPTH = 32;

    /** How much of a name or value from the input an error message repeats. */
    private static final int SHOWN_LENGTH = 40;

    /** How much of the parser's own explanation an error message repeats. */
    private static final int PARSER_MESSAGE_LENGTH = 200;

    /** The JDK's parser puts this before its message; ours says "line N: " instead. */
    private static final Pattern PARSER_PREFIX = Pattern.compile("(?s)^ParseError at \\[row,col]:\\[-?\\d+,-?\\d+]\\s*Message:\\s*");

    /** A factory is not promised to be thread-safe, so each thread configures its own, once. */
    private static final ThreadLocal<XMLInputFactory> FACTORY = ThreadLocal.withInitial(GravonXml::safeFactory);

    /**
     * An element with its attributes, its own text (text inside children is theirs) and its children;
     * {@code line} is the line where its start tag ends, which is where StAX reports it. Built while
     * parsing, read-only after. A record holds thousands of moves, so an element keeps its attributes in
     * one small array and makes no list or text until it has children or text.
     */
    static final class Element {
        private final String name;
        private final String[] attributes; // name, value, name, value, …
        private final int line;
        private List<Element> children;
        private StringBuilder text;

        private Element(String name, String[] attributes, int line) {
            this.name = name;
            this.attributes = attributes;
            this.line = line;
        }

        String name() {
            return name;
        }

        int line() {
            return line;
        }

        /** The attribute's value, or null when the element has no such attribute. */
        String attribute(String attributeName) {
            for (int i = 0; i < attributes.length; i += 2) {
                if (attributes[i].equals(attributeName)) {
                    return attributes[i + 1];
                }
            }
            return null;
        }

        /** The element's own text, without the blanks around it. */
        String text() {
            return text == null ? "" : text.toString().strip();
        }

        List<Element> children(String childName) {
            if (children == null) {
                return List.of();
            }
            List<Element> matching = new ArrayList<>(children.size());
            for (Element child : children) {
                if (child.name.equals(childName)) {
                    matching.add(child);
                }
            }
            return matching;
        }

        private void add(Element child) {
            if (children == null) {
                children = new ArrayList<>();
            }
            children.add(child);
        }
    }

    private GravonXml() {
    }

    private static XMLInputFactory safeFactory() {
        // newDefaultFactory, not newFactory: always the JDK's parser, whatever else is on the class path,
        // so the settings below are known to hold and the messages are the same everywhere.
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        // No DTD: no entity declarations, so nothing to expand (billion laughs) and no external subset to fetch.
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        // No external entities, and no protocol allowed for an external DTD, should one ever be looked at.
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        // Gravon uses no namespaces; names are read as written, "a:b" included.
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        return factory;
    }

    /** Parses a whole document and returns its root element. */
    static Element parse(String input) throws GravonFormatException {
        if (input == null) {
            throw new GravonFormatException(1, "the file is empty");
        }
        // A byte order mark and blank lines before the XML declaration are harmless, but the parser refuses
        // them; skip them here and count the lines skipped, so that line numbers stay those of the file.
        int start = input.startsWith("\uFEFF") ? 1 : 0;
        int skippedLines = 0;
        while (start < input.length() && isXmlSpace(input.charAt(start))) {
            if (startsLine(input, start + 1)) {
                skippedLines++;
            }
            start++;
        }
        if (start == input.length()) {
            throw new GravonFormatException(1, "the file is empty");
        }
        if (input.charAt(start) != '<') {
            throw new GravonFormatException(skippedLines + 1, "this is not XML: expected '<' at the start");
        }
        String xml = input.substring(start);
        Deque<Element> open = new ArrayDeque<>();
        Element root = null;
        XMLStreamReader reader = null;
        try {
            reader = FACTORY.get().createXMLStreamReader(new StringReader(xml));
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT -> {
                        int line = skippedLines + reader.getLocation().getLineNumber();
                        if (open.size() == MAX_DEPTH) {
                            throw new GravonFormatException(line, "elements are nested more than " + MAX_DEPTH + " deep; this is not a game record");
                        }
                        open.push(new Element(reader.getLocalName(), attributes(reader), line));
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        Element element = open.pop();
                        if (open.isEmpty()) {
                            root = element;
                        } else {
                            open.peek().add(element);
                        }
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        Element parent = open.peek();
                        // Blanks between elements are no one's text; skipping them saves building strings.
                        if (parent != null && (parent.text != null || !reader.isWhiteSpace())) {
                            if (parent.text == null) {
                                parent.text = new StringBuilder();
                            }
                            parent.text.append(reader.getTextCharacters(), reader.getTextStart(), reader.getTextLength());
                        }
                    }
                    case XMLStreamConstants.DTD -> throw new GravonFormatException(skippedLines + reader.getLocation().getLineNumber(),
                            "a DOCTYPE is not accepted in a game record (DTDs and entities are never read)");
                    // Not expected with entity replacement on (an undeclared entity is a parser error), but never let one through.
                    case XMLStreamConstants.ENTITY_REFERENCE -> throw new GravonFormatException(skippedLines + reader.getLocation().getLineNumber(),
                            "unknown entity &" + shown(reader.getLocalName()) + ";");
                    default -> {
                        // the XML declaration, comments, processing instructions, the end of the document
                    }
                }
            }
        } catch (XMLStreamException notWellFormed) {
            throw refusal(notWellFormed, xml, skippedLines, open, root != null);
        } finally {
            close(reader);
        }
        return root;
    }

    private static String[] attributes(XMLStreamReader reader) {
        int count = reader.getAttributeCount();
        String[] attributes = new String[2 * count];
        for (int i = 0; i < count; i++) {
            attributes[2 * i] = reader.getAttributeLocalName(i);
            attributes[2 * i + 1] = reader.getAttributeValue(i);
        }
        return attributes;
    }

    /** The parser's complaint, in the words of this format: where the file stopped too early, what is open. */
    private static GravonFormatException refusal(XMLStreamException problem, String xml, int skippedLines, Deque<Element> open,
            boolean rootClosed) {
        Location at = problem.getLocation();
        int line = skippedLines + (at != null && at.getLineNumber() > 0 ? at.getLineNumber() : 1);
        if (!rootClosed && at != null && isPastTheLastContent(xml, at)) {
            // StAX only says the input ended. A cut-off download usually ends inside a tag, or else inside
            // an element; naming it says more.
            String tag = unfinishedStartTag(xml);
            if (tag != null) {
                return new GravonFormatException(line, "the file ends inside the tag <" + shown(tag) + ">");
            }
            if (!open.isEmpty()) {
                return new GravonFormatException(line, "the file ends before </" + shown(open.peek().name) + "> (opened on line " + open.peek().line + ")");
            }
            return new GravonFormatException(line, "the file ends before its root element is complete");
        }
        String message = PARSER_PREFIX.matcher(String.valueOf(problem.getMessage())).replaceFirst("").replaceAll("\\s+", " ").strip();
        return new GravonFormatException(line, "this is not well-formed XML: " + shown(message, PARSER_MESSAGE_LENGTH));
    }

    /** Whether the parser stopped after the last character that is not a blank: the file ended too early. */
    private static boolean isPastTheLastContent(String xml, Location at) {
        int last = xml.length() - 1;
        while (last >= 0 && isXmlSpace(xml.charAt(last))) {
            last--;
        }
        // Line and column of that character, counted as the parser counts them.
        int line = 1;
        int lineStart = 0;
        for (int i = 1; i <= last; i++) {
            if (startsLine(xml, i)) {
                line++;
                lineStart = i;
            }
        }
        int column = last - lineStart + 1;
        return at.getLineNumber() > line || (at.getLineNumber() == line && at.getColumnNumber() > column);
    }

    /** The name in a start tag left open at the very end ("…<mo"), or null. */
    private static String unfinishedStartTag(String xml) {
        int lt = xml.lastIndexOf('<');
        if (lt < 0 || lt < xml.lastIndexOf('>') || lt + 1 == xml.length() || !Character.isLetter(xml.charAt(lt + 1))) {
            return null;
        }
        int end = lt + 1;
        while (end < xml.length() && (Character.isLetterOrDigit(xml.charAt(end)) || "_-.:".indexOf(xml.charAt(end)) >= 0)) {
            end++;
        }
        return xml.substring(lt + 1, end);
    }

    /** Whether a new line starts at {@code index}: after a line feed, or after a carriage return not followed by one. */
    private static boolean startsLine(String text, int index) {
        char before = text.charAt(index - 1);
        return before == '\n' || (before == '\r' && (index == text.length() || text.charAt(index) != '\n'));
    }

    private static boolean isXmlSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static void close(XMLStreamReader reader) {
        if (reader != null) {
            try {
                reader.close();
            } catch (XMLStreamException ignored) {
                // Only the parser's buffers to let go of; the input is a string.
            }
        }
    }

    /** A name or value from the input as an error message shows it: control characters escaped, long text cut. */
    static String shown(String text) {
        return shown(text, SHOWN_LENGTH);
    }

    private static String shown(String text, int length) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && i < length; i++) {
            char c = text.charAt(i);
            out.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        if (text.length() > length) {
            out.append("… (").append(text.length()).append(" characters)");
        }
        return out.toString();
    }

    static String shownChar(char c) {
        return "'" + shown(String.valueOf(c)) + "'";
    }
}
