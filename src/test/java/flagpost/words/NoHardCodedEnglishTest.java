package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.bundles.EnglishScan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No English a player could read lives outside the message bundles: not in the page and mail templates (text between
 * tags, {@code title}, {@code aria-label}, {@code alt}, {@code placeholder}, a button's {@code value}, the literal lines
 * of text mails), nor in string literals of the Java that writes pages, mails and their sentences ({@code flagpost.web},
 * {@code flagpost.mail}, {@code flagpost.words}, {@code flagpost.game}). What may stay is allowed by kind in
 * {@link EnglishScan} and its Java reader (logs, internal exceptions, SQL, annotations, CSS classes, URLs, config
 * keys, deprecated English delegates); a line of Java whose literals no player reads carries the comment
 * {@code // not for players: <why>}; and a file no player ever reads from is named in {@link #NOT_FOR_PLAYERS}, with
 * its reason.
 *
 * <p>Its failure lists every piece found, grouped by file with line numbers: the to-do list of issue 16.
 */
class NoHardCodedEnglishTest {

    private static final Path ROOT = Path.of("").toAbsolutePath();

    /** The files whose words reach no player, each with why. A file here must never write a page or a player's mail. */
    static final Map<String, String> NOT_FOR_PLAYERS = Map.ofEntries(
            Map.entry("src/main/resources/templates/DevInboxResource/list.html", "the dev inbox: a developer's tool, off in production"),
            Map.entry("src/main/resources/templates/DevInboxResource/email.html", "the dev inbox: a developer's tool, off in production"),
            Map.entry("src/main/java/flagpost/mail/DevInbox.java", "the dev inbox's store: a developer's tool"),
            Map.entry("src/main/java/flagpost/mail/DevInboxMailSender.java", "describes the mail sender in the start-up log"),
            Map.entry("src/main/java/flagpost/mail/SmtpMailSender.java", "describes the SMTP server in the start-up log"),
            Map.entry("src/main/java/flagpost/mail/OutboxComposing.java", "the errors it records are the host's (notification.last_error)"),
            Map.entry("src/main/java/flagpost/mail/OutboxMarks.java", "the errors it records are the host's (notification.last_error)"),
            Map.entry("src/main/java/flagpost/inbound/AutomaticMail.java",
                    "why a message counts as automatic: recorded for the host, and automatic mail is never answered"),
            Map.entry("src/main/java/flagpost/inbound/InboundMail.java", "the outcomes it records for the host (inbound_message)"),
            Map.entry("src/main/java/flagpost/inbound/DevInboxReplies.java", "the dev inbox's Reply form: a developer's tool"),
            Map.entry("src/main/java/flagpost/inbound/InboundHealthCheck.java", "the health check's name, for the host"),
            Map.entry("src/main/java/flagpost/inbound/MailboxReader.java", "describes the mailbox in the start-up log"),
            Map.entry("src/main/java/flagpost/inbound/HtmlText.java", "HTML entity names, read from mail, never written"),
            Map.entry("src/main/java/flagpost/inbound/ReplyParser.java",
                    "the English lines mail clients add around a quote (attributions, headers, sign-offs), read, never written"),
            Map.entry("src/main/java/flagpost/words/ReplyCommands.java",
                    "the English reply commands, understood from players of every language (the advice names them)"),
            Map.entry("src/main/java/flagpost/inbound/MessageText.java",
                    "the detail of why a message cannot be read, for the host's log; its sender is told UnreadableMessageException.Why in words"),
            Map.entry("src/main/java/flagpost/game/Replies.java", "the outcomes it records for the host (inbound_message.outcome)"),
            Map.entry("src/main/java/flagpost/game/Bounces.java", "the outcomes of delivery reports, for the host (inbound_message, the log)"),
            Map.entry("src/main/java/flagpost/game/PlayerErasure.java", "its refusals go to the host's console, never to a player"),
            Map.entry("src/main/java/flagpost/web/operator/OperatorPages.java", "the host's console on the management port, in English like the log"),
            Map.entry("src/main/java/flagpost/web/operator/OperatorRoutes.java", "the host's console on the management port, in English like the log"),
            Map.entry("src/main/java/flagpost/inbound/DeliveryReport.java", "the words of mail systems' reports, read, never written"),
            Map.entry("src/main/java/flagpost/inbound/MailboxProbe.java", "the probe Flagpost mails itself, and its log lines"),
            Map.entry("src/main/java/flagpost/web/filter/SecurityHeaders.java", "the Content-Security-Policy header"),
            Map.entry("src/main/java/flagpost/web/page/PerLanguageSection.java",
                    "a template author's mistake, refused when the templates are built, for the developer like the log"));

    @Test
    void noEnglishOutsideTheBundles() {
        Path main = ROOT.resolve("src/main");
        Map<String, List<EnglishScan.Hit>> found = EnglishScan.scan(ROOT, List.of(main.resolve("resources/templates")),
                List.of(main.resolve("java/flagpost/web"), main.resolve("java/flagpost/mail"), main.resolve("java/flagpost/inbound"), main.resolve("java/flagpost/words"),
                        main.resolve("java/flagpost/game")), NOT_FOR_PLAYERS);
        assertTrue(found.isEmpty(), EnglishScan.report(found));
    }

    @Test
    void everyFileLeftOutIsThere() {
        NOT_FOR_PLAYERS.keySet().forEach(file -> assertTrue(Files.isRegularFile(ROOT.resolve(file)), file + " is gone: take it off the list"));
    }

    @Test
    void plantedEnglishIsFoundAndAllowedKindsAreNot(@TempDir Path planted) throws Exception {
        Path templates = Files.createDirectories(planted.resolve("templates/PlantedResource"));
        Files.writeString(templates.resolve("page.html"), """
                {@flagpost.web.view.PlayPage page}
                {#include pages/layout}
                {#title}{msg:playTitle(page.title)}{/title}
                <h1>{page.title}</h1>
                <p class="hint status-line" id="move-help">{msg:playHelp}</p>
                <p>Your move</p>
                <button type="submit" name="action" value="resign" title="Resign this game">{msg:resign}</button>
                <input type="hidden" name="language" value="es">
                <img src="/static/x.png" alt="{msg:boardAlt}">
                <script>const words = "not scanned: scripts are code";</script>
                <!-- a comment for developers -->
                <p>{page.ply} &middot; {page.deadline} Flagpost</p>
                {/include}
                """);
        Path mailText = Files.createDirectories(planted.resolve("templates/mail-text"));
        Files.writeString(mailText.resolve("planted.txt"), """
                {#include mail-text/layout}
                {msg:yourTurn(mail.opponent)}

                {mail.playUrl}
                Play your move here:
                {/include}
                """);
        Path java = Files.createDirectories(planted.resolve("java/flagpost/web"));
        Files.writeString(java.resolve("PlantedPage.java"), """
                package flagpost.web;

                import org.jboss.logging.Logger;

                /** "Your turn" in a comment is not a literal. */
                public final class PlantedPage {
                    private static final Logger LOG = Logger.getLogger(PlantedPage.class);

                    @Path("/play/{token}")
                    public String status(boolean mine, String opponent) {
                        LOG.infof("rendered the play page for %s", opponent);
                        if (opponent == null) {
                            throw new IllegalStateException("no opponent on a started game");
                        }
                        String query = "game.id = ?1 and seat = ?2";
                        String css = "status vacation-notice";
                        String url = "https://example.org/play/x";
                        return mine ? "It is your move." : opponent + " has moved";
                    }

                    @Deprecated
                    public static String old() {
                        return "English only, kept for old callers";
                    }

                    public String refusal() {
                        throw new GameActionException(Problem.NOT_FOUND, "There is no such game.");
                    }
                }
                """);
        Map<String, List<EnglishScan.Hit>> found = EnglishScan.scan(planted, List.of(planted.resolve("templates")),
                List.of(planted.resolve("java")));
        String report = EnglishScan.report(found);
        assertEquals(List.of("java/flagpost/web/PlantedPage.java", "templates/PlantedResource/page.html", "templates/mail-text/planted.txt"),
                List.copyOf(found.keySet()), report);
        assertEquals(List.of("6: Your move", "7: title=\"Resign this game\""), lines(found.get("templates/PlantedResource/page.html")), report);
        assertEquals(List.of("5: Play your move here:"), lines(found.get("templates/mail-text/planted.txt")), report);
        assertEquals(List.of("18: \"It is your move.\"", "18: \"has moved\"", "27: \"There is no such game.\""),
                lines(found.get("java/flagpost/web/PlantedPage.java")), report);
        assertTrue(report.contains("templates/PlantedResource/page.html (2)\n  6: Your move"), "grouped by file, with counts: " + report);
    }

    private static List<String> lines(List<EnglishScan.Hit> hits) {
        return hits.stream().map(hit -> hit.line() + ": " + hit.text()).toList();
    }
}
