package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.mail.OutboxRows;
import flagpost.mail.ReplyAddresses;
import flagpost.rules.GameOptions;
import flagpost.rules.Variant;
import flagpost.store.MailStop;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.support.CapturedLog;
import flagpost.support.GreenMailResource;
import flagpost.support.RepliesOn;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The delivery and feedback reports of {@code src/test/resources/bounces/} (the RFCs' examples and the shapes Postfix,
 * Exim, Microsoft 365, Gmail and Amazon SES send), each about a real invitation of the outbox: through {@link InboundMail}
 * each is tied to that email by the signed envelope sender it was returned to (VERP) and, without it, by the returned
 * Message-ID with its Reply-To; and the attacks: a forged envelope token, and a stranger who knows our Message-IDs but
 * not the victim's Reply-To.
 */
@QuarkusTest
@TestProfile(RepliesOn.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class DeliveryReportFixturesTest {

    private static final String FROM = "flagpost@flagpost.localhost";
    private static final Pattern REPLY_TO = Pattern.compile("(?m)^Reply-To: (.+)$");
    private static final Pattern OWN_MESSAGE_ID = Pattern.compile("(?im)^Message-I[dD]: <");

    @Inject
    InboundMail inbound;

    @Inject
    Invitations invitations;

    @Inject
    ReplyAddresses addresses;

    @Inject
    OutboxRows outbox;

    /** An invitation sent to a fresh address: its outbox row, as composed and sent. */
    private record Sent(long gameId, long rowId, String invitee, String messageId, String replyTo) {
    }

    private Sent invitation() {
        String invitee = ServiceGames.uniqueEmail("bob");
        long game = invitations.create(new NewGame("Alice", ServiceGames.uniqueEmail("alice"), invitee, Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        outbox.drain();
        return QuarkusTransaction.requiringNew().call(() -> {
            NotificationEntity row = NotificationEntity.<NotificationEntity>list("gameId = ?1 and kind = ?2", game, NotificationKind.INVITATION).get(0);
            Matcher replyTo = REPLY_TO.matcher(row.headers);
            assertTrue(replyTo.find(), "an invitation carries a Reply-To while replies are on");
            return new Sent(game, row.id, invitee, row.messageId, replyTo.group(1).strip());
        });
    }

    /**
     * The fixture about {@code about}, sent to {@code bounceTo}, its own Message-ID made unique to {@code about}'s row (the
     * suite shares one database, where a report is handled once by its Message-ID).
     */
    private static String fixture(String name, String bounceTo, Sent about, String replyTo) {
        try (InputStream in = DeliveryReportFixturesTest.class.getResourceAsStream("/bounces/" + name)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            text = OWN_MESSAGE_ID.matcher(text).replaceFirst("Message-ID: <r" + about.rowId() + ".");
            return text.replace("{{BOUNCE_TO}}", bounceTo).replace("{{MESSAGE_ID}}", about.messageId()).replace("{{REPLY_TO}}", replyTo)
                    .replace("{{RECIPIENT}}", about.invitee()).replace("\n", "\r\n");
        } catch (IOException | NullPointerException missing) {
            throw new IllegalStateException("no fixture bounces/" + name, missing);
        }
    }

    private InboundOutcome handle(String raw) {
        return inbound.handle(Fixtures.parse(raw.getBytes(StandardCharsets.UTF_8)));
    }

    private static MailStop stopOf(String email) {
        return QuarkusTransaction.requiringNew().call(() -> PlayerEntity.findByEmail(email).orElseThrow().mailStopped);
    }

    private static final List<String> PERMANENT = List.of("rfc3464.eml", "postfix.eml", "exim-plain.eml", "microsoft365.eml", "gmail.eml",
            "ses-bounce.eml", "plain-undeliverable.eml");
    private static final List<String> COMPLAINTS = List.of("arf-rfc5965.eml", "arf-outlook.eml", "arf-ses.eml");

    private static MailStop expected(String name) {
        return COMPLAINTS.contains(name) ? MailStop.COMPLAINED : MailStop.BOUNCED;
    }

    @ParameterizedTest
    @ValueSource(strings = {"rfc3464.eml", "postfix.eml", "exim-plain.eml", "microsoft365.eml", "gmail.eml", "ses-bounce.eml",
            "plain-undeliverable.eml", "arf-rfc5965.eml", "arf-outlook.eml", "arf-ses.eml"})
    void eachReportIsTiedToItsEmailThroughTheSignedEnvelopeSender(String name) {
        Sent sent = invitation();
        String verp = addresses.envelopeSender(sent.rowId()).orElseThrow();
        assertTrue(verp.startsWith("play+b-") && verp.endsWith("@flagpost.localhost"), verp);
        // The returned headers name another email entirely: the envelope sender alone ties the report.
        Sent other = invitation();
        String report = fixture(name, verp, new Sent(sent.gameId(), sent.rowId(), sent.invitee(), other.messageId(), other.replyTo()),
                other.replyTo());
        InboundOutcome outcome = handle(report);

        assertEquals(InboundOutcome.Kind.IGNORED, outcome.kind(), "a report is never answered");
        assertTrue(outcome.detail().contains("email " + sent.rowId() + ": mail to the player stopped"), outcome.detail());
        assertEquals(expected(name), stopOf(sent.invitee()));
        assertNull(stopOf(other.invitee()), "the email the returned headers name is not the one the envelope names");
        assertEquals(InboundOutcome.Kind.DUPLICATE, handle(report).kind(), "handled once");
    }

    @ParameterizedTest
    @ValueSource(strings = {"rfc3464.eml", "postfix.eml", "exim-plain.eml", "microsoft365.eml", "gmail.eml", "ses-bounce.eml",
            "plain-undeliverable.eml", "arf-rfc5965.eml", "arf-outlook.eml", "arf-ses.eml"})
    void withoutTheEnvelopeSenderEachIsTiedByTheReturnedMessageIdAndReplyTo(String name) {
        Sent sent = invitation();
        InboundOutcome outcome = handle(fixture(name, FROM, sent, sent.replyTo()));

        assertTrue(outcome.detail().contains("email " + sent.rowId() + ": mail to the player stopped"), outcome.detail());
        assertEquals(expected(name), stopOf(sent.invitee()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"postfix.eml", "exim-plain.eml", "gmail.eml", "arf-rfc5965.eml"})
    void aStrangerWhoKnowsTheMessageIdButNotTheVictimsReplyToSilencesNobody(String name) {
        Sent victim = invitation();
        Sent attackers = invitation(); // the attacker's own email: its Reply-To is signed for another seat
        InboundOutcome outcome = handle(fixture(name, FROM, victim, attackers.replyTo()));

        assertTrue(outcome.detail().contains("names none of our emails"), outcome.detail());
        assertNull(stopOf(victim.invitee()));
        assertNull(stopOf(attackers.invitee()));
    }

    @Test
    void theLogSaysOncePerAddressWhatHappenedWithoutTheToken() {
        Sent sent = invitation();
        String verp = addresses.envelopeSender(sent.rowId()).orElseThrow();
        CapturedLog log = new CapturedLog(record -> String.valueOf(record.getMessage()).startsWith("Mail to player"));
        log.listen();
        try {
            handle(fixture("postfix.eml", verp, sent, sent.replyTo()));
            handle(fixture("gmail.eml", verp, sent, sent.replyTo()));
            handle(fixture("exim-plain.eml", verp, sent, sent.replyTo()));
        } finally {
            log.stop();
        }
        assertEquals(1, log.records().size(), "three reports about one address, one line");
        String line = String.format(log.records().get(0).getMessage(), log.records().get(0).getParameters());
        String token = verp.substring(verp.indexOf("b-") + 2, verp.indexOf('@'));
        assertTrue(line.contains("permanent failure 5.1.1") && line.contains("email " + sent.rowId()), line);
        assertFalse(line.contains(token) || line.contains(sent.invitee()) || line.contains(sent.replyTo()), line);
    }

    @Test
    void aForgedEnvelopeTokenTiesNothing() {
        Sent victim = invitation();
        String verp = addresses.envelopeSender(victim.rowId()).orElseThrow();
        int dash = verp.indexOf("b-") + 2;
        char flipped = verp.charAt(dash + 3) == 'a' ? 'b' : 'a';
        String forged = verp.substring(0, dash + 3) + flipped + verp.substring(dash + 4);
        InboundOutcome outcome = handle(fixture("postfix.eml", forged, victim, "someone@example.org"));

        assertEquals(InboundOutcome.Kind.IGNORED, outcome.kind());
        assertNull(stopOf(victim.invitee()), outcome.detail());
    }

    @Test
    void temporaryFailuresAreCountedAndTheThirdWithinAWeekStopsTheAddress() {
        Sent sent = invitation();
        String verp = addresses.envelopeSender(sent.rowId()).orElseThrow();
        for (int delay = 1; delay <= 3; delay++) {
            String raw = fixture("gmail-delay.eml", verp, sent, sent.replyTo()).replace("Message-ID: <r", "Message-ID: <d" + delay + ".r");
            InboundOutcome outcome = handle(raw);
            if (delay < 3) {
                assertTrue(outcome.detail().contains("temporary failure 4.2.2") && outcome.detail().contains("mail goes on"), outcome.detail());
                assertNull(stopOf(sent.invitee()));
            } else {
                assertTrue(outcome.detail().contains("mail to the player stopped"), outcome.detail());
                assertEquals(MailStop.BOUNCED, stopOf(sent.invitee()));
            }
        }
    }

    @Test
    void aReportedSuccessOrAPersonQuotingABounceIsNoReport() {
        Sent sent = invitation();
        String verp = addresses.envelopeSender(sent.rowId()).orElseThrow();
        String delivered = fixture("postfix.eml", verp, sent, sent.replyTo()).replace("Action: failed", "Action: delivered")
                .replace("Status: 5.1.1", "Status: 2.0.0");
        assertEquals(InboundOutcome.Kind.IGNORED, handle(delivered).kind());
        assertNull(stopOf(sent.invitee()));

        String person = "From: Bob <" + sent.invitee() + ">\r\nTo: " + FROM + "\r\nSubject: Re: your move\r\nMessage-ID: <person-"
                + sent.rowId() + "@example.org>\r\n\r\nMy friend got this: 550 5.1.1 User unknown\r\nMessage-ID: " + sent.messageId()
                + "\r\nReply-To: " + sent.replyTo() + "\r\n";
        handle(person);
        assertNull(stopOf(sent.invitee()), "a person's mail that quotes a bounce is not one");
    }

    @Test
    void theEnvelopeSenderReadsTheSameAtEveryRetryAndInAnyCase() {
        Sent sent = invitation();
        String verp = addresses.envelopeSender(sent.rowId()).orElseThrow();
        assertEquals(verp, addresses.envelopeSender(sent.rowId()).orElseThrow(), "the same at every retry");
        assertEquals(sent.rowId(), addresses.bouncedRowIn(List.of(verp.toUpperCase(java.util.Locale.ROOT))).orElseThrow(),
                "a mail system may change the case");
        assertTrue(verp.indexOf('@') <= 64, "a local part holds 64 characters: " + verp);
        assertTrue(addresses.bouncedRowIn(List.of(verp.replace("play+b-", "play+"))).isEmpty(), "a reply address is no envelope sender");
    }
}
