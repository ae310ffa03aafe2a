package flagpost.web.operator;

import flagpost.game.PlayerGames;
import flagpost.game.PlayerLookup.PlayerReport;
import flagpost.words.Markup;
import java.time.Instant;

/**
 * The operator pages: plain HTML in words, no script, no style sheet, forms that post to the same interface. For the
 * host only, on the management interface, so in English (the host's console, not a player's page).
 */
final class OperatorPages {

    private OperatorPages() {
    }

    static String index() {
        return page("Flagpost operator", """
                <p>Find a player by the address they play with.</p>
                <form method="get" action="/admin/players">
                <label>Address <input type="email" name="address" required></label>
                <button type="submit">Find</button>
                </form>
                <p>Every page here is also JSON: send <code>Accept: application/json</code>.</p>""");
    }

    static String noSuchPlayer(String address) {
        return page("No such player", "<p>Nobody plays with the address <strong>" + Markup.escape(address) + "</strong>.</p>"
                + back());
    }

    static String player(PlayerReport player) {
        StringBuilder body = new StringBuilder();
        body.append("<p><strong>").append(Markup.escape(player.name())).append("</strong> &lt;").append(Markup.escape(player.email()))
                .append("&gt;, player ").append(player.playerId()).append(", known since ").append(when(player.createdAt())).append(".</p>\n");
        body.append("<ul>\n");
        body.append("<li>Address confirmed: ").append(player.confirmedAt() == null ? "not yet" : when(player.confirmedAt())).append("</li>\n");
        body.append("<li>Mail: ").append(mail(player)).append("</li>\n");
        body.append("<li>On the do-not-invite list: ").append(player.doNotInvite() ? "yes" : "no").append("</li>\n");
        body.append("<li>Link epoch: ").append(player.linkEpoch()).append(" (links sent before it was raised no longer work)</li>\n");
        if (player.erasedAt() != null) {
            body.append("<li>Erased ").append(when(player.erasedAt())).append("</li>\n");
        }
        body.append("</ul>\n");
        body.append("<h2>Games</h2>\n");
        if (player.games().isEmpty()) {
            body.append("<p>No games.</p>\n");
        } else {
            body.append("<table>\n<tr><th>Game</th><th>Seat</th><th>State</th><th>Against</th><th>Moves</th><th>Result</th><th></th></tr>\n");
            for (PlayerGames game : player.games()) {
                body.append("<tr><td>").append(game.gameId()).append(" (").append(Markup.escape(game.variant())).append(")</td><td>")
                        .append(game.seat()).append("</td><td>").append(game.status()).append("</td><td>")
                        .append(Markup.escape(game.opponent())).append("</td><td>").append(game.ply()).append("</td><td>")
                        .append(game.result() == null ? "" : Markup.escape(game.result())).append("</td><td>");
                if (running(game.status())) {
                    body.append("<form method=\"post\" action=\"/admin/games/").append(game.gameId())
                            .append("/cancel\"><button type=\"submit\">Cancel this game</button></form>");
                }
                body.append("</td></tr>\n");
            }
            body.append("</table>\n");
        }
        if (player.erasedAt() == null) {
            String base = "/admin/players/" + player.playerId();
            body.append("<h2>Actions</h2>\n");
            body.append("<p><a href=\"").append(base).append("/export\">Export this player's data</a> (a JSON file).</p>\n");
            body.append("<form method=\"post\" action=\"").append(base).append("/links-off\"><p>")
                    .append("<button type=\"submit\">End all of this player's links</button> (raises the link epoch)</p></form>\n");
            body.append("<form method=\"post\" action=\"").append(base).append("/erase\"><p>")
                    .append("<label>Type <code>erase</code> to confirm <input name=\"confirm\" required></label> ")
                    .append("<button type=\"submit\">Erase this player</button> (address and name replaced everywhere, ")
                    .append("stored emails cleared, running games resigned; cannot be undone)</p></form>\n");
        }
        body.append(back());
        return page("Player " + player.playerId(), body.toString());
    }

    static String done(String title, String sentence) {
        return page(title, "<p>" + Markup.escape(sentence) + "</p>" + back());
    }

    static String refused(String sentence) {
        return page("Not done", "<p>" + Markup.escape(sentence) + "</p>" + back());
    }

    private static String mail(PlayerReport player) {
        if (player.mailStopped() == null) {
            return "goes";
        }
        String why = switch (player.mailStopped()) {
            case "BOUNCED" -> "undeliverable (the address bounced)";
            case "COMPLAINED" -> "stopped (the owner reported our mail as spam)";
            case "ERASED" -> "stopped for good (the player was erased)";
            default -> "stopped (" + player.mailStopped() + ")";
        };
        return why + " since " + when(player.mailStoppedAt())
                + (player.mailStoppedStatus() == null ? "" : ", status " + Markup.escape(player.mailStoppedStatus()));
    }

    private static boolean running(String status) {
        return status.equals("INVITED") || status.equals("SETUP") || status.equals("PLAYING");
    }

    private static String when(Instant instant) {
        return instant == null ? "" : instant.toString();
    }

    private static String back() {
        return "\n<p><a href=\"/admin\">Find another player</a></p>";
    }

    private static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>" + Markup.escape(title)
                + "</title></head>\n<body>\n<h1>" + Markup.escape(title) + "</h1>\n" + body + "\n</body>\n</html>\n";
    }
}
