package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The classic attacks on XML readers all need a DOCTYPE: entity expansion (billion laughs), external
 * entities (XXE) and external DTDs. A game record never has one, so any DOCTYPE is refused, before anything
 * in it is declared, expanded or fetched.
 */
class GravonReaderDtdTest {

    private static final String DOCTYPE_REFUSED = "a DOCTYPE is not accepted in a game record (DTDs and entities are never read)";

    /** The body of a record, with an entity reference where the DOCTYPE would put its text. */
    private static final String BODY = """
            <stratego>
             <game type="classic">
              <player id="1">%s</player>
             </game>
            </stratego>
            """;

    /** Counts every request; a DTD or entity fetched from here would be a hole. */
    private static HttpServer server;
    private static final AtomicInteger REQUESTS = new AtomicInteger();

    @BeforeAll
    static void startServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            REQUESTS.incrementAndGet();
            byte[] body = "<!ENTITY fetched \"fetched\">".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterAll
    static void stopServer() {
        server.stop(0);
    }

    private static String url(String path) {
        return "http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/" + path;
    }

    private static GravonFormatException refused(String xml) {
        return assertThrows(GravonFormatException.class, () -> GravonReader.read(xml));
    }

    @Test
    void evenAHarmlessDoctypeIsRefused() {
        GravonFormatException refusal = refused("<?xml version=\"1.0\"?>\n<!DOCTYPE stratego>\n" + BODY.formatted("Anna"));

        assertEquals("line 2: " + DOCTYPE_REFUSED, refusal.getMessage());
        assertFalse(refusal.isUnsupported());
    }

    @Test
    void billionLaughsIsRefusedWithoutExpandingAnything() {
        String xml = """
                <?xml version="1.0"?>
                <!DOCTYPE stratego [
                 <!ENTITY lol "lol">
                 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
                 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
                 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
                 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
                 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
                 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
                 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
                 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
                 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
                ]>
                """ + BODY.formatted("&lol9;");

        // A billion "lol"s would take gigabytes and minutes; the refusal takes neither.
        GravonFormatException refusal = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> refused(xml));

        // StAX reports the DOCTYPE where it ends.
        assertEquals("line 13: " + DOCTYPE_REFUSED, refusal.getMessage());
    }

    @Test
    void anExternalEntityIsNeitherReadNorShown(@TempDir Path folder) throws IOException {
        Path secret = folder.resolve("secret.txt");
        Files.writeString(secret, "TOP SECRET");
        String xml = "<!DOCTYPE stratego [<!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">]>\n" + BODY.formatted("&xxe;");

        GravonFormatException refusal = refused(xml);

        assertEquals("line 1: " + DOCTYPE_REFUSED, refusal.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "<!DOCTYPE stratego SYSTEM \"%s\">",
        "<!DOCTYPE stratego PUBLIC \"-//Flagpost//Test//EN\" \"%s\">",
        "<!DOCTYPE stratego [<!ENTITY xxe SYSTEM \"%s\">]>",
        "<!DOCTYPE stratego [<!ENTITY % remote SYSTEM \"%s\"> %remote;]>",
    })
    void nothingIsFetched(String doctype) {
        int before = REQUESTS.get();
        String xml = doctype.replace("%s", url("evil.dtd")) + "\n" + BODY.formatted("&xxe;&fetched;");

        GravonFormatException refusal = refused(xml);

        assertEquals("line 1: " + DOCTYPE_REFUSED, refusal.getMessage());
        assertEquals(before, REQUESTS.get(), "the reader fetched " + url("evil.dtd"));
    }

    @Test
    void anEntityReferenceWithoutADoctypeIsRefusedAsUndeclared() {
        GravonFormatException refusal = refused(BODY.formatted("&xxe;"));

        assertEquals("line 3: this is not well-formed XML: The entity \"xxe\" was referenced, but not declared.", refusal.getMessage());
    }
}
