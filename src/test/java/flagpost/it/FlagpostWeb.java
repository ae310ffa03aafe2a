package flagpost.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The requests a player's browser (forms, no JavaScript) or script (the JSON API) sends, each to the instance
 * it is given. Tokens come from the links in the players' emails; links point at the public base URL, so
 * only their token is taken and the request goes to the instance's loopback address.
 *
 * <p>Redirects are not followed: a successful form answers 303, and the test checks that. Every request has
 * a timeout.
 */
final class FlagpostWeb {

    private static final Duration TIMEOUT = Duration.ofSeconds(20);
    private static final Pattern SETUP_TEXT = Pattern.compile("<textarea id=\"setup-string\" name=\"setup\"[^>]*>([A-Z]{40})</textarea>");

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final ObjectMapper json = new ObjectMapper();

    /** An answer: status, body, and the Location header of a redirect. */
    record Answer(int status, String body, String location) {

        JsonNode json() {
            try {
                return new ObjectMapper().readTree(body);
            } catch (IOException notJson) {
                throw new AssertionError("not JSON (" + status + "): " + body, notJson);
            }
        }

        Answer expect(int expected, String what) {
            if (status != expected) {
                throw new AssertionError(what + ": expected " + expected + ", got " + status + ": "
                        + (body.length() > 600 ? body.substring(0, 600) + "..." : body));
            }
            return this;
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Pages (what the forms of README "Pages" post)

    /** The start form on {@code /}: the creator plays Red; success is 303 to {@code /started}. */
    void startGame(URI instance, String creatorName, String creatorEmail, String opponentEmail, String variant, int daysPerMove) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("creatorName", creatorName);
        form.put("creatorEmail", creatorEmail);
        form.put("opponentEmail", opponentEmail);
        form.put("variant", variant);
        form.put("daysPerMove", Integer.toString(daysPerMove));
        form.put("colour", "RED");
        form.put("moveLimit", "");
        Answer answer = postForm(instance, "/", form).expect(303, "start form for " + creatorEmail);
        if (!answer.location().endsWith("/started")) {
            throw new AssertionError("start form led to " + answer.location());
        }
    }

    /** The button of the "confirm your game" email's page: the invitation leaves after it. */
    void confirmStart(URI instance, String token) {
        postForm(instance, "/confirm/" + token, Map.of()).expect(303, "confirming a start request");
    }

    void acceptInvitation(URI instance, String token, String name) {
        postForm(instance, "/invitation/" + token + "/accept", Map.of("name", name)).expect(303, "accepting invitation");
    }

    /** The setup page's "Random setup" button (a GET that only fills the form), read back from the page's setup string. */
    String randomSetup(URI instance, String token) {
        Answer page = get(instance, "/setup/" + token + "?fill=random").expect(200, "setup page");
        Matcher setup = SETUP_TEXT.matcher(page.body());
        if (!setup.find()) {
            throw new AssertionError("no filled setup string on the setup page");
        }
        return setup.group(1);
    }

    void submitSetup(URI instance, String token, String setup) {
        postForm(instance, "/setup/" + token, Map.of("setup", setup)).expect(303, "submitting setup");
    }

    /** The play page's move form without JavaScript: the two squares and the ply the page was drawn at. */
    Answer moveByForm(URI instance, String token, String move, int ply) {
        String[] squares = move.split("[-x]");
        return postForm(instance, "/play/" + token + "/move", Map.of("ply", Integer.toString(ply), "from", squares[0], "to", squares[1]));
    }

    void resign(URI instance, String token) {
        postForm(instance, "/play/" + token + "/resign", Map.of()).expect(303, "resigning");
    }

    void offerDraw(URI instance, String token) {
        postForm(instance, "/play/" + token + "/draw/offer", Map.of()).expect(303, "offering a draw");
    }

    void acceptDraw(URI instance, String token) {
        postForm(instance, "/play/" + token + "/draw/accept", Map.of()).expect(303, "accepting a draw");
    }

    // ----------------------------------------------------------------------------------------------
    // JSON API (README "JSON API")

    JsonNode view(URI instance, String token) {
        return get(instance, "/api/games/" + token).expect(200, "game view").json();
    }

    List<String> legalMoves(URI instance, String token) {
        List<String> moves = new ArrayList<>();
        get(instance, "/api/games/" + token + "/moves").expect(200, "legal moves").json().forEach(move -> moves.add(move.asText()));
        return moves;
    }

    /** Plays {@code move} decided at {@code ply}; 200 with the move played, or a refusal (409 ALREADY_PLAYED, ...). */
    Answer move(URI instance, String token, String move, int ply) {
        try {
            String body = json.writeValueAsString(Map.of("move", move, "ply", ply));
            return send(HttpRequest.newBuilder(instance.resolve("/api/games/" + token + "/moves"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)));
        } catch (IOException unwritable) {
            throw new UncheckedIOException(unwritable);
        }
    }

    // ----------------------------------------------------------------------------------------------

    Answer get(URI instance, String path) {
        return send(HttpRequest.newBuilder(instance.resolve(path)).GET());
    }

    Answer postForm(URI instance, String path, Map<String, String> fields) {
        String body = fields.entrySet().stream()
                .map(field -> URLEncoder.encode(field.getKey(), StandardCharsets.UTF_8) + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(instance.resolve(path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private Answer send(HttpRequest.Builder request) {
        HttpRequest built = request.timeout(TIMEOUT).build();
        try {
            HttpResponse<String> response = client.send(built, HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body(), response.headers().firstValue("Location").orElse(""));
        } catch (IOException failed) {
            throw new UncheckedIOException(built.method() + " " + built.uri() + " failed", failed);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }
}
