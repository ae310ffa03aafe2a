package flagpost.mail;

import flagpost.game.DigestSchedule;
import flagpost.game.SeatNames;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.mail.ReplyAddresses;
import flagpost.rules.Game;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GamePly;
import flagpost.store.GameStore;
import flagpost.store.InboundMessageEntity;
import flagpost.store.InvitationRequestEntity;
import flagpost.store.MailDigests;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.store.SeatPage;
import flagpost.words.Language;
import flagpost.words.Terms;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Turns a recorded notification into the finished email: loads what the mail may say (the
 * recipient's own view at the notification's ply, names, times), issues fresh signed links for the
 * recipient's seat, renders the kind's text and HTML templates, and sets the threading headers. The
 * words live in {@link MailModel} and the templates; this class only gathers the facts.
 */
@ApplicationScoped
public class MailComposer {

    private final GameStore store;
    private final LinkService links;
    private final MailConfig config;
    private final ReplyAddresses replyAddresses;
    private final MailDigests digests;
    private final MailTemplates templates;

    @Inject
    public MailComposer(GameStore store, LinkService links, MailConfig config, ReplyAddresses replyAddresses, MailDigests digests,
            MailTemplates templates) {
        this.store = store;
        this.links = links;
        this.config = config;
        this.replyAddresses = replyAddresses;
        this.digests = digests;
        this.templates = templates;
    }

    /** Composes the final email for one notification; the dispatcher composes a whole batch after one {@link #batch}. */
    @Transactional
    public MailMessage compose(NotificationEntity notification) {
        return compose(notification, batch(List.of(notification)));
    }

    /** Composes the final email for a notification of {@code read}'s batch; called inside the dispatcher's transaction. */
    @Transactional
    public MailMessage compose(NotificationEntity notification, Batch read) {
        if (notification.kind == NotificationKind.INVITATION_CONFIRM) {
            return InvitationConfirmMail.write(templates, confirmFacts(notification), config.from(), config.replyTo().orElse(null),
                    config.messageIdDomain());
        }
        if (notification.kind == NotificationKind.DAILY_DIGEST) {
            return DigestMail.write(templates, digestFacts(notification), config.from(), config.replyTo().orElse(null), config.messageIdDomain());
        }
        if (notification.kind == NotificationKind.DATA_EXPORT_CONFIRM || notification.kind == NotificationKind.DATA_ERASE_CONFIRM) {
            return DataRequestMail.write(templates, dataRequestFacts(notification), config.from(), config.replyTo().orElse(null), config.messageIdDomain());
        }
        if (notification.addressesPlayer()) {
            return GamesListMail.write(templates, gamesListFacts(notification), config.from(), config.replyTo().orElse(null), config.messageIdDomain());
        }
        MailFacts facts = facts(notification, read);
        ReplyRefusal refusal = notification.kind == NotificationKind.REPLY_REFUSED ? refusalAnswered(notification) : null;
        return write(templates, facts, refusal, config.from(), replyTo(facts, read), replyAddresses.enabled(), config.messageIdDomain());
    }

    /**
     * Where a reply to a seat's email goes: with inbound on, the seat's signed reply address for this email's ply
     * (carrying the link epoch as the mail is composed, like its links), so replying acts for that seat; otherwise
     * {@code flagpost.mail.reply-to} if set.
     */
    private String replyTo(MailFacts facts, Batch read) {
        int epoch = read.games.get(facts.gameId()).player(facts.recipientSeat()).linkEpoch;
        return replyAddresses.of(facts.gameId(), facts.recipientSeat(), facts.ply(), epoch).orElse(config.replyTo().orElse(null));
    }

    /**
     * Reads what these notifications' emails need, in three queries for all of them (their games with the players, the
     * stored positions their boards show, the notifications they answer), so that composing each is then work in
     * memory. Positions are decoded when first needed, once per ply, so a row that cannot be composed fails alone.
     */
    @Transactional
    public Batch batch(List<NotificationEntity> notifications) {
        List<NotificationEntity> aboutGames = notifications.stream().filter(row -> !row.addressesPlayer()).toList();
        Map<Long, GameEntity> games = GameEntity.findAllWithPlayers(aboutGames.stream().map(row -> row.gameId).collect(Collectors.toSet()));
        List<GamePly> boards = aboutGames.stream().filter(row -> row.linksTo != null && row.linksTo.showsBoard())
                .map(row -> new GamePly(row.gameId, row.ply)).toList();
        return new Batch(games, store.positions(games, boards),
                NotificationEntity.previousToSameSeat(aboutGames.stream().map(row -> row.id).toList()));
    }

    /** What {@link #batch} read for a batch of notifications. */
    public static final class Batch {

        private final Map<Long, GameEntity> games;
        private final GameStore.Positions positions;
        private final Map<Long, Long> previousNotifications;

        private Batch(Map<Long, GameEntity> games, GameStore.Positions positions, Map<Long, Long> previousNotifications) {
            this.games = games;
            this.positions = positions;
            this.previousNotifications = previousNotifications;
        }
    }

    /** What a data request's confirmation says: whom it is for, what they asked, and a fresh link to confirm it. */
    DataRequestMail.Facts dataRequestFacts(NotificationEntity notification) {
        PlayerEntity player = PlayerEntity.findById(notification.recipientPlayerId);
        if (player == null) {
            throw new IllegalArgumentException("notification " + notification.id + " names player " + notification.recipientPlayerId
                    + ", who does not exist");
        }
        boolean erase = notification.kind == NotificationKind.DATA_ERASE_CONFIRM;
        return new DataRequestMail.Facts(notification.id, player.id, player.email, player.displayName, erase,
                links.url(erase ? LinkPurpose.DATA_ERASE : LinkPurpose.DATA_EXPORT, player.id, null, player.linkEpoch),
                MailFacts.languageOf(player.language, null));
    }

    /** What a games-list mail says: whom it is for, how many games they have, and a fresh link to the list. */
    GamesListMail.Facts gamesListFacts(NotificationEntity notification) {
        PlayerEntity player = PlayerEntity.findById(notification.recipientPlayerId);
        if (player == null) {
            throw new IllegalArgumentException("notification " + notification.id + " names player " + notification.recipientPlayerId
                    + ", who does not exist");
        }
        long count = GameEntity.count("redPlayer.id = ?1 or bluePlayer.id = ?1", player.id);
        return new GamesListMail.Facts(notification.id, player.id, player.email, player.displayName, count,
                links.url(LinkPurpose.GAMES_LIST, player.id, null, player.linkEpoch), MailFacts.languageOf(player.language, null));
    }

    /**
     * What a daily digest says: every game waiting for the player's move as it stands now (the digest is about the
     * present, like the games list), each as a "your move" email would tell it, its board the seat's own view of the
     * position on the game row, and a fresh link to play.
     */
    DigestMail.Facts digestFacts(NotificationEntity notification) {
        PlayerEntity player = PlayerEntity.findById(notification.recipientPlayerId);
        if (player == null) {
            throw new IllegalArgumentException("notification " + notification.id + " names player " + notification.recipientPlayerId
                    + ", who does not exist");
        }
        Language language = MailFacts.languageOf(player.language, null);
        List<MailFacts> games = new ArrayList<>();
        for (GameEntity game : digests.gamesWaitingFor(player.id)) {
            Side seat = game.redPlayer.id.equals(player.id) ? Side.RED : Side.BLUE;
            games.add(new MailFacts(notification.id, null, game.id, NotificationKind.YOUR_MOVE, game.ply, seat, player.email,
                    SeatNames.of(game, Side.RED, language), SeatNames.of(game, Side.BLUE, language), game.creatorSeat, player.numbering,
                    game.variant, game.daysPerMove,
                    store.rulesNow(game).viewFor(seat), notification.createdAt, game.deadlineAt, null, null,
                    links(game.id, seat, player.linkEpoch, SeatPage.PLAY, false, null, null), language));
        }
        String settings = links.url(LinkPurpose.GAMES_LIST, player.id, null, player.linkEpoch) + "/settings";
        return new DigestMail.Facts(notification.id, player.id, player.email, player.displayName,
                DigestSchedule.localDay(notification.createdAt, player.digestZone), games, settings, language);
    }

    /**
     * What a start confirmation says: the request as typed (under the name the game would carry), a link to confirm it
     * and one to refuse all such mail.
     */
    InvitationConfirmMail.Facts confirmFacts(NotificationEntity notification) {
        InvitationRequestEntity request = InvitationRequestEntity.forNotification(notification.id);
        if (request == null) {
            throw new IllegalArgumentException("notification " + notification.id + " confirms no start request");
        }
        PlayerEntity creator = request.creator;
        Language language = MailFacts.languageOf(creator.language, null);
        boolean computer = request.computerLevel != null;
        return new InvitationConfirmMail.Facts(notification.id, creator.id, creator.email, request.nameOfGame(),
                computer ? Terms.computer(language, request.computerLevel) : request.opponent.email,
                Terms.game(language, request.variant, request.daysPerMove),
                links.url(LinkPurpose.CONFIRM_START, request.id, null, creator.linkEpoch),
                links.url(LinkPurpose.DO_NOT_INVITE, creator.id, null, creator.linkEpoch), language, computer);
    }

    /** The finished message for these facts: the kind's templates rendered, the headers set. No store access. */
    static MailMessage write(MailTemplates templates, MailFacts facts, String from, String replyTo, String messageIdDomain) {
        return write(templates, facts, null, from, replyTo, false, messageIdDomain);
    }

    /**
     * The same for any kind, {@code refusal} set for a refusal answer: that one answers the player's reply, so it is
     * In-Reply-To the reply's Message-ID (and refers to it after the game's root), not to our previous email.
     * {@code repliesRead}: {@code replyTo} is the seat's signed reply address, read by the mailbox reader, so the email
     * says how to reply.
     */
    static MailMessage write(MailTemplates templates, MailFacts facts, ReplyRefusal refusal, String from, String replyTo, boolean repliesRead,
            String messageIdDomain) {
        MailModel model = new MailModel(facts, refusal, repliesRead);
        String text = templates.text(model).render();
        String html = templates.html(model).render();
        MailMessage message = message(facts, model.subject(), text, html, from, replyTo, messageIdDomain);
        if (refusal == null || refusal.inboundMessageId() == null) {
            return message;
        }
        String answered = MailHeaders.headerSafe(refusal.inboundMessageId());
        return new MailMessage(message.from(), message.to(), message.replyTo(), message.subject(), message.messageId(), answered,
                List.of(message.references().get(0), answered), message.headers(), message.text(), message.html());
    }

    /** What a refusal answer's row answers: the reply recorded with it. */
    private static ReplyRefusal refusalAnswered(NotificationEntity notification) {
        InboundMessageEntity reply = InboundMessageEntity.answeredBy(notification.id);
        if (reply == null) {
            throw new IllegalArgumentException("notification " + notification.id + " answers no received reply");
        }
        return new ReplyRefusal(reply.messageId.startsWith("<") ? reply.messageId : null, reply.command, reply.outcome, reply.advice);
    }

    /**
     * Everything the mail may say: the facts its notification row recorded when the change that caused it committed
     * (the ply, the page that fitted the seat, the deadline then), the names, and the seat's view of the position
     * stored for that ply. Nothing is replayed or worked out again.
     */
    private MailFacts facts(NotificationEntity notification, Batch read) {
        GameEntity game = read.games.get(notification.gameId);
        if (game == null) {
            throw new IllegalArgumentException("notification " + notification.id + " names game " + notification.gameId + ", which does not exist");
        }
        Side seat = notification.recipientSeat;
        NotificationKind kind = notification.kind;
        PlayerEntity recipient = game.player(seat);
        // A fresh-link email carries the page that fits the game as it stands when the mail is written, not when it was
        // asked for; it is only a link, so it shows no board.
        SeatPage linksTo = notification.linksTo != null ? notification.linksTo : SeatPage.of(game, seat);
        PlayerView view = null;
        if (notification.linksTo != null && linksTo.showsBoard()) {
            Game then = read.positions.at(game, notification.ply);
            // The end of the game shows every piece; any other mail shows what was known when it was recorded, even if
            // the game ended off the board since (resignation, agreed draw, timeout).
            view = (kind == NotificationKind.GAME_OVER ? GameStore.withRecordedResult(game, then) : then).viewFor(seat);
        }
        boolean invitation = kind.invites();
        PlayerEntity opponent = game.player(seat.opponent());
        Language language = MailFacts.languageOf(recipient.language, game.player(game.creatorSeat).language);
        return new MailFacts(notification.id, read.previousNotifications.get(notification.id), game.id, kind, notification.ply, seat,
                recipient.email, SeatNames.of(game, Side.RED, language), SeatNames.of(game, Side.BLUE, language), game.creatorSeat,
                recipient.numbering,
                game.variant, game.daysPerMove, view, notification.createdAt, invitation ? null : notification.deadlineAt,
                invitation ? notification.deadlineAt : null, kind == NotificationKind.GAME_OVER ? game.result() : null,
                links(game.id, seat, recipient.linkEpoch, linksTo, kind == NotificationKind.GAME_OVER, invitation ? recipient.id : null,
                        kind == NotificationKind.GAME_STARTED && seat != game.creatorSeat ? recipient.id : null),
                language, opponent.mailStopped, opponent.stoppedAddressHint());
    }

    /**
     * A fresh link to the page the mail is about (none for {@link SeatPage#NONE}), and always the unsubscribe link: for
     * an invitation or a rematch proposal ({@code invitedPlayerId} set) the one that puts the address on the
     * do-not-invite list, since neither was asked for; otherwise the one that mutes this seat's reminders. The end of
     * a game ({@code gameOver}) also links its play page, where "Play again" proposes a rematch (a POST: mail scanners
     * open links). All carry the recipient's link epoch as the mail is composed, so a mail recorded before a raise
     * still has live links. {@code settingsOf}, when set, is the player whose settings page the mail links too.
     */
    private MailFacts.Links links(long gameId, Side seat, int linkEpoch, SeatPage linksTo, boolean gameOver, Long invitedPlayerId,
            Long settingsOf) {
        String url = linksTo.purpose() == null ? null : links.url(linksTo.purpose(), gameId, seat, linkEpoch);
        String playAgain = gameOver ? links.url(LinkPurpose.PLAY, gameId, seat, linkEpoch) : null;
        String unsubscribe = invitedPlayerId != null ? links.url(LinkPurpose.DO_NOT_INVITE, invitedPlayerId, null, linkEpoch)
                : links.url(LinkPurpose.UNSUBSCRIBE, gameId, seat, linkEpoch);
        String settings = settingsOf == null ? null : links.url(LinkPurpose.GAMES_LIST, settingsOf, null, linkEpoch) + "/settings";
        return new MailFacts.Links(linksTo == SeatPage.PLAY ? url : playAgain, linksTo == SeatPage.SETUP ? url : null,
                linksTo == SeatPage.HISTORY ? url : null, linksTo == SeatPage.INVITATION ? url : null, unsubscribe, settings);
    }

    /**
     * The message with its headers. Pure. Every mail carries List-Unsubscribe with one-click
     * List-Unsubscribe-Post (RFC 8058), invitations included: an invitation goes to someone who never
     * asked for mail, and for them above all a mail client's own "unsubscribe" must work. For an invitation
     * it puts the address on the do-not-invite list; for any other mail it mutes reminders for this one seat.
     * {@code Content-Language} names the language it is written in (RFC 3282), for mail clients that offer to translate.
     */
    static MailMessage message(MailFacts facts, String subject, String text, String html, String from, String replyTo, String domain) {
        String messageId = MailHeaders.messageId(facts.notificationId(), facts.gameId(), domain);
        String root = MailHeaders.threadRoot(facts.gameId(), domain);
        String inReplyTo = facts.previousNotificationId() == null ? null
                : MailHeaders.messageId(facts.previousNotificationId(), facts.gameId(), domain);
        List<String> references = new ArrayList<>(2);
        references.add(root);
        if (inReplyTo != null) {
            references.add(inReplyTo);
        }
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Auto-Submitted", "auto-generated");
        headers.put("X-Auto-Response-Suppress", "All");
        headers.put("List-Unsubscribe", "<" + MailHeaders.headerSafe(facts.links().unsubscribe()) + ">");
        headers.put("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        headers.put("X-Flagpost-Game", Long.toString(facts.gameId()));
        headers.put("Content-Language", facts.language().code());
        String safeReplyTo = MailHeaders.headerSafe(replyTo);
        return new MailMessage(MailHeaders.headerSafe(from), facts.recipientEmail(),
                safeReplyTo.isEmpty() ? null : safeReplyTo, MailHeaders.headerSafe(subject), messageId, inReplyTo, references, headers,
                text, html);
    }
}
