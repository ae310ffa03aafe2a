package flagpost.mail;

import flagpost.game.GameConfig;
import flagpost.game.GameService;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.MoveEntity;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a recorded notification into the finished email: loads what the mail may say (the
 * recipient's own view at the notification's ply, names, times), issues fresh signed links for the
 * recipient's seat, renders the kind's text and HTML templates, and sets the threading headers. The
 * words live in {@link MailModel} and the templates; this class only gathers the facts.
 */
@ApplicationScoped
public class MailComposer {

    private final GameService games;
    private final LinkService links;
    private final MailConfig config;
    private final GameConfig gameConfig;
    private final EntityManager entityManager;

    @Inject
    public MailComposer(GameService games, LinkService links, MailConfig config, GameConfig gameConfig, EntityManager entityManager) {
        this.games = games;
        this.links = links;
        this.config = config;
        this.gameConfig = gameConfig;
        this.entityManager = entityManager;
    }

    /** Composes the final email for a notification; called inside the dispatcher's transaction, once per notification. */
    @Transactional
    public MailMessage compose(NotificationEntity notification) {
        if (notification.addressesPlayer()) {
            return GamesListMail.write(gamesListFacts(notification), config.from(), config.replyTo().orElse(null), config.messageIdDomain());
        }
        return write(facts(notification), config.from(), config.replyTo().orElse(null), config.messageIdDomain());
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
                links.url(LinkPurpose.GAMES_LIST, player.id, null));
    }

    /** The finished message for these facts: the kind's templates rendered, the headers set. No store access. */
    static MailMessage write(MailFacts facts, String from, String replyTo, String messageIdDomain) {
        MailModel model = new MailModel(facts);
        String text = MailTemplates.text(model).render();
        String html = MailTemplates.html(model).render();
        return message(facts, model.subject(), text, html, from, replyTo, messageIdDomain);
    }

    /** Everything the mail may say, from the store. */
    MailFacts facts(NotificationEntity notification) {
        GameEntity game = GameEntity.findById(notification.gameId);
        if (game == null) {
            throw new IllegalArgumentException("notification " + notification.id + " names game " + notification.gameId + ", which does not exist");
        }
        Side seat = notification.recipientSeat;
        NotificationKind kind = notification.kind;
        PlayerEntity recipient = game.player(seat);
        boolean inPlay = inPlay(game, notification);
        PlayerView view = null;
        if (inPlay) {
            view = kind == NotificationKind.GAME_OVER
                    ? games.viewAt(game.id, seat, notification.ply)
                    : games.viewDuringPlay(game.id, seat, notification.ply);
        }
        Instant deadline = switch (kind) {
            case SETUP_NEEDED, GAME_STARTED, YOUR_MOVE, REMINDER -> turnStart(game, notification, inPlay).plus(Duration.ofDays(game.daysPerMove));
            default -> null;
        };
        Instant invitationExpiresAt = kind != NotificationKind.INVITATION ? null
                : game.invitationExpiresAt != null ? game.invitationExpiresAt : notification.createdAt.plus(gameConfig.invitationLapse());
        return new MailFacts(notification.id, previousNotificationId(notification), game.id, kind, notification.ply, seat,
                recipient.email, game.redPlayer.displayName, game.bluePlayer.displayName, game.creatorSeat, recipient.numbering,
                game.variant, game.daysPerMove, view, notification.createdAt, deadline, invitationExpiresAt,
                kind == NotificationKind.GAME_OVER ? game.result() : null, links(game, notification, inPlay));
    }

    /**
     * Whether the notification was recorded once the game had begun, so its mail shows a board. After
     * move 1 always; at move 0 for the start itself, for the end of a game that had started, and for
     * anything recorded after the start (a reminder of Red's first move, say, but not a setup reminder).
     */
    private boolean inPlay(GameEntity game, NotificationEntity notification) {
        if (game.startedAt == null || notification.kind == NotificationKind.FRESH_LINKS) {
            return false; // a fresh link is only a link: the seat's page shows the board
        }
        if (notification.ply > 0 || notification.kind == NotificationKind.GAME_STARTED || notification.kind == NotificationKind.GAME_OVER) {
            return true;
        }
        return switch (notification.kind) {
            case INVITATION, INVITATION_DECLINED, INVITATION_LAPSED, SETUP_NEEDED, GAME_CANCELLED -> false;
            default -> entityManager.createQuery("""
                    select count(n) from NotificationEntity n
                    where n.gameId = :game and n.kind = :started and n.id < :id""", Long.class)
                    .setParameter("game", game.id)
                    .setParameter("started", NotificationKind.GAME_STARTED)
                    .setParameter("id", notification.id)
                    .getSingleResult() > 0;
        };
    }

    /** When the turn (or the setup) the notification belongs to began; its deadline is this plus the days per move. */
    private Instant turnStart(GameEntity game, NotificationEntity notification, boolean inPlay) {
        if (notification.ply > 0) {
            MoveEntity move = MoveEntity.find("gameId = ?1 and ply = ?2", game.id, notification.ply).firstResult();
            if (move != null) {
                return move.playedAt;
            }
        } else if (inPlay && game.startedAt != null) {
            return game.startedAt;
        } else {
            List<Instant> accepted = entityManager.createQuery("""
                    select n.createdAt from NotificationEntity n
                    where n.gameId = :game and n.kind = :setup order by n.id""", Instant.class)
                    .setParameter("game", game.id)
                    .setParameter("setup", NotificationKind.SETUP_NEEDED)
                    .setMaxResults(1)
                    .getResultList();
            if (!accepted.isEmpty()) {
                return accepted.get(0);
            }
        }
        return notification.createdAt;
    }

    /** The previous notification to the same seat of the same game: this mail answers its mail. */
    private Long previousNotificationId(NotificationEntity notification) {
        return entityManager.createQuery("""
                select max(n.id) from NotificationEntity n
                where n.gameId = :game and n.recipientSeat = :seat and n.id < :id""", Long.class)
                .setParameter("game", notification.gameId)
                .setParameter("seat", notification.recipientSeat)
                .setParameter("id", notification.id)
                .getSingleResult();
    }

    /** Fresh links for the recipient's seat: only those this kind of mail shows, and always the unsubscribe link. */
    private MailFacts.Links links(GameEntity game, NotificationEntity notification, boolean inPlay) {
        Side seat = notification.recipientSeat;
        String play = null;
        String setup = null;
        String history = null;
        String invitation = null;
        switch (notification.kind) {
            case INVITATION -> invitation = links.url(LinkPurpose.INVITATION, game.id, seat);
            case SETUP_NEEDED -> setup = links.url(LinkPurpose.SETUP, game.id, seat);
            case GAME_STARTED, YOUR_MOVE, MOVE_PLAYED, DRAW_OFFERED, DRAW_DECLINED -> play = links.url(LinkPurpose.PLAY, game.id, seat);
            case REMINDER -> {
                if (inPlay) {
                    play = links.url(LinkPurpose.PLAY, game.id, seat);
                } else {
                    setup = links.url(LinkPurpose.SETUP, game.id, seat);
                }
            }
            case GAME_OVER -> {
                if (inPlay) {
                    history = links.url(LinkPurpose.HISTORY, game.id, seat);
                }
            }
            case FRESH_LINKS -> {
                // The page that fits the game as it stands when the mail is written, not when it was asked for.
                switch (games.settings(game.id, seat).page()) {
                    case INVITATION -> invitation = links.url(LinkPurpose.INVITATION, game.id, seat);
                    case SETUP -> setup = links.url(LinkPurpose.SETUP, game.id, seat);
                    case PLAY -> play = links.url(LinkPurpose.PLAY, game.id, seat);
                    case HISTORY -> history = links.url(LinkPurpose.HISTORY, game.id, seat);
                    case NONE -> {
                    }
                }
            }
            case INVITATION_DECLINED, INVITATION_LAPSED, GAME_CANCELLED -> {
            }
            case MY_GAMES -> throw new IllegalArgumentException("a games-list mail is about a player, not a seat");
        }
        return new MailFacts.Links(play, setup, history, invitation, links.url(LinkPurpose.UNSUBSCRIBE, game.id, seat));
    }

    /**
     * The message with its headers. Pure. Every mail carries List-Unsubscribe with one-click
     * List-Unsubscribe-Post (RFC 8058), invitations included: an invitation goes to someone who never
     * asked for mail, and for them above all a mail client's own "unsubscribe" must work. The link only
     * ever mutes mail about this one game for this one seat.
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
        String safeReplyTo = MailHeaders.headerSafe(replyTo);
        return new MailMessage(MailHeaders.headerSafe(from), MailHeaders.headerSafe(facts.recipientEmail()),
                safeReplyTo.isEmpty() ? null : safeReplyTo, MailHeaders.headerSafe(subject), messageId, inReplyTo, references, headers,
                text, html);
    }
}
