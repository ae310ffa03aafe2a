package flagpost.mail;

import flagpost.game.GameActionException.Problem;
import flagpost.inbound.ReplyWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Terms;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkTokens;
import flagpost.links.ReplyToken;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import jakarta.enterprise.inject.spi.CDI;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Hand-built {@link MailFacts} for every kind, from one scripted Classic game: fixed ids, times,
 * names and a fixed link key, so what they render to never changes between runs.
 */
final class MailFixtures {

    static final long GAME = 42;
    static final String FROM = "Flagpost <flagpost@flagpost.example>";
    static final String DOMAIN = "flagpost.example";
    static final String BASE_URL = "https://flagpost.example";
    static final Instant START = Instant.parse("2026-03-02T09:00:00Z");
    static final int DAYS = 3;
    static final LinkTokens TOKENS;

    static {
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) 7);
        TOKENS = new LinkTokens(Map.of("ex", key), "ex");
    }

    /** A Classic game won by capturing the Flag; its first battle started by Red is the your-move example. */
    static final ScriptedGame SCRIPT = ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 11, 3_000);

    private MailFixtures() {
    }

    /** The ply of Red's first attack (after a few moves), so Blue's your-move mail shows a battle. */
    static int battlePly() {
        Game game = Game.start(SCRIPT.red(), SCRIPT.blue(), GameOptions.DEFAULT);
        for (Move move : SCRIPT.moves()) {
            game = game.apply(move).gameOrThrow();
            PlayedMove last = game.lastMove(Side.RED);
            if (game.ply() >= 9 && last != null && last.ply() == game.ply() && last.isAttack()) {
                return game.ply();
            }
        }
        throw new IllegalStateException("no attack by Red in the script");
    }

    static Game gameAt(int ply) {
        return Game.replay(SCRIPT.red(), SCRIPT.blue(), GameOptions.DEFAULT, SCRIPT.moves().subList(0, ply));
    }

    static String url(LinkPurpose purpose, Side seat) {
        return gameUrl(purpose, GAME, seat);
    }

    static String gameUrl(LinkPurpose purpose, long game, Side seat) {
        return BASE_URL + flagpost.links.LinkService.pathOf(purpose)
                + TOKENS.issue(purpose, game, seat, 0, START, START.plus(Duration.ofDays(30)));
    }

    /** The facts of the example mail of one kind. */
    static MailFacts facts(NotificationKind kind) {
        int battle = battlePly();
        int end = SCRIPT.moves().size();
        return switch (kind) {
            case INVITATION -> facts(kind, Side.BLUE, 0, null, START, null, START.plus(Duration.ofDays(7)), null);
            case INVITATION_DECLINED -> facts(kind, Side.RED, 0, null, START.plus(Duration.ofHours(5)), null, null, null);
            case INVITATION_LAPSED -> facts(kind, Side.RED, 0, null, START.plus(Duration.ofDays(7)), null, null, null);
            case SETUP_NEEDED -> facts(kind, Side.BLUE, 0, null, START, START.plus(Duration.ofDays(DAYS)), null, null);
            case GAME_STARTED -> facts(kind, Side.RED, 0, gameAt(0).viewFor(Side.RED), START, START.plus(Duration.ofDays(DAYS)), null, null);
            case YOUR_MOVE -> facts(kind, Side.BLUE, battle, gameAt(battle).viewFor(Side.BLUE), START,
                    START.plus(Duration.ofDays(DAYS)), null, null);
            case MOVE_PLAYED -> facts(kind, Side.RED, battle, gameAt(battle).viewFor(Side.RED), START, null, null, null);
            case DRAW_OFFERED -> facts(kind, Side.RED, battle + 1, gameAt(battle + 1).viewFor(Side.RED), START, null, null, null);
            case DRAW_DECLINED -> facts(kind, Side.BLUE, battle + 1, gameAt(battle + 1).viewFor(Side.BLUE), START, null, null, null);
            case REMINDER -> facts(kind, Side.BLUE, battle, gameAt(battle).viewFor(Side.BLUE), START.plus(Duration.ofDays(2)),
                    START.plus(Duration.ofDays(DAYS)), null, null);
            case GAME_OVER -> facts(kind, Side.BLUE, end, gameAt(end).viewFor(Side.BLUE), START, null, null, SCRIPT.result());
            case GAME_CANCELLED -> facts(kind, Side.RED, 0, null, START.plus(Duration.ofDays(DAYS)), null, null, null);
            case GAME_CANCELLED_BY_HOST -> facts(kind, Side.BLUE, battle, null, START.plus(Duration.ofDays(2)), null, null, null);
            case FRESH_LINKS -> facts(kind, Side.BLUE, battle, null, START.plus(Duration.ofDays(40)), null, null, null);
            case REPLY_REFUSED -> facts(kind, Side.BLUE, battle, gameAt(battle).viewFor(Side.BLUE), START.plus(Duration.ofHours(3)), null, null,
                    null);
            // Alice (Red) goes on vacation after the battle until 00:00 UTC six days later; her opponent Bob is told.
            case VACATION_STARTED -> facts(kind, Side.BLUE, battle, gameAt(battle).viewFor(Side.BLUE), START.plus(Duration.ofHours(1)),
                    Instant.parse("2026-03-08T00:00:00Z"), null, null);
            case VACATION_ENDED -> facts(kind, Side.BLUE, battle, gameAt(battle).viewFor(Side.BLUE), Instant.parse("2026-03-08T00:00:00Z"),
                    null, null, null);
            case PAUSE_ASKED, GAME_RESUMED -> facts(kind, Side.BLUE, battle, gameAt(battle).viewFor(Side.BLUE), START.plus(Duration.ofHours(1)),
                    null, null, null);
            case PAUSE_DECLINED, GAME_PAUSED -> facts(kind, Side.RED, battle, gameAt(battle).viewFor(Side.RED), START.plus(Duration.ofHours(2)),
                    null, null, null);
            // Alice (Red in the fixture's game, its creator) proposes the rematch; Bob is invited.
            case REMATCH -> facts(kind, Side.BLUE, 0, null, START, null, START.plus(Duration.ofDays(7)), null);
            case MY_GAMES -> throw new IllegalArgumentException("a games-list mail has facts of its own: see gamesList()");
            case INVITATION_CONFIRM -> throw new IllegalArgumentException("a start confirmation has facts of its own: see invitationConfirm()");
            case DAILY_DIGEST -> throw new IllegalArgumentException("a digest has facts of its own: see digest()");
            case DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> throw new IllegalArgumentException("a data request has facts of its own: see dataRequest()");
        };
    }

    static MailFacts facts(NotificationKind kind, Side seat, int ply, PlayerView view, Instant createdAt, Instant deadline,
            Instant invitationExpiresAt, Result result) {
        String play = null;
        String setup = null;
        String history = null;
        String invitation = null;
        switch (kind) {
            case INVITATION, REMATCH -> invitation = url(LinkPurpose.INVITATION, seat);
            case SETUP_NEEDED -> setup = url(LinkPurpose.SETUP, seat);
            case GAME_OVER -> {
                history = view == null ? null : url(LinkPurpose.HISTORY, seat);
                play = url(LinkPurpose.PLAY, seat); // "Play again"
            }
            case REMINDER -> {
                if (view == null) {
                    setup = url(LinkPurpose.SETUP, seat);
                } else {
                    play = url(LinkPurpose.PLAY, seat);
                }
            }
            case GAME_STARTED, YOUR_MOVE, MOVE_PLAYED, DRAW_OFFERED, DRAW_DECLINED, FRESH_LINKS, REPLY_REFUSED, VACATION_STARTED, VACATION_ENDED,
                    PAUSE_ASKED, PAUSE_DECLINED, GAME_PAUSED, GAME_RESUMED -> play = url(LinkPurpose.PLAY, seat);
            default -> {
            }
        }
        long id = 100 + kind.ordinal();
        return new MailFacts(id, kind.invites() ? null : id - 1, GAME, kind, ply, seat,
                seat == Side.RED ? "alice@example.com" : "bob@example.com", "Alice", "Bob", Side.RED, Numbering.MODERN,
                Variant.CLASSIC, DAYS, view, createdAt, deadline, invitationExpiresAt, result,
                new MailFacts.Links(play, setup, history, invitation, kind.invites()
                        ? playerUrl(LinkPurpose.DO_NOT_INVITE, 8) : url(LinkPurpose.UNSUBSCRIBE, seat),
                        kind == NotificationKind.GAME_STARTED && seat == Side.BLUE ? playerUrl(LinkPurpose.GAMES_LIST, 8) + "/settings" : null));
    }

    /** The same facts with other names, as a hostile player might choose them. */
    static MailFacts withNames(MailFacts facts, String red, String blue) {
        return new MailFacts(facts.notificationId(), facts.previousNotificationId(), facts.gameId(), facts.kind(), facts.ply(),
                facts.recipientSeat(), facts.recipientEmail(), red, blue, facts.creatorSeat(), facts.numbering(), facts.variant(),
                facts.daysPerMove(), facts.view(), facts.createdAt(), facts.deadline(), facts.invitationExpiresAt(), facts.result(),
                facts.links(), facts.language());
    }

    static MailFacts withView(MailFacts facts, PlayerView view, Numbering numbering) {
        return new MailFacts(facts.notificationId(), facts.previousNotificationId(), facts.gameId(), facts.kind(), facts.ply(),
                facts.recipientSeat(), facts.recipientEmail(), facts.redName(), facts.blueName(), facts.creatorSeat(), numbering,
                facts.variant(), facts.daysPerMove(), view, facts.createdAt(), facts.deadline(), facts.invitationExpiresAt(),
                facts.result(), facts.links(), facts.language());
    }

    /** The example games-list mail to a reader of {@code language}. */
    static GamesListMail.Facts gamesList(Language language) {
        GamesListMail.Facts facts = gamesList();
        return new GamesListMail.Facts(facts.notificationId(), facts.playerId(), facts.email(), facts.displayName(), facts.games(),
                facts.gamesUrl(), language);
    }

    /** The example digest to a reader of {@code language}. */
    static DigestMail.Facts digest(int games, Language language) {
        DigestMail.Facts facts = digest(games);
        return new DigestMail.Facts(facts.notificationId(), facts.playerId(), facts.email(), facts.displayName(), facts.day(),
                facts.games().stream().map(game -> game.inLanguage(language)).toList(), facts.settingsUrl(), language);
    }

    /** The example start confirmation to a reader of {@code language}: the game's terms in that language, as the composer writes them. */
    static InvitationConfirmMail.Facts invitationConfirm(Language language) {
        InvitationConfirmMail.Facts facts = invitationConfirm();
        return new InvitationConfirmMail.Facts(facts.notificationId(), facts.playerId(), facts.email(), facts.creatorName(),
                facts.opponentEmail(), Terms.game(language, Variant.CLASSIC, DAYS), facts.confirmUrl(), facts.doNotInviteUrl(), language);
    }

    /** The example games-list mail: Bob, three games. */
    /** The example confirmation of a data request by Bob: a copy of his data, or ({@code erase}) his erasure. */
    static DataRequestMail.Facts dataRequest(boolean erase, Language language) {
        LinkPurpose purpose = erase ? LinkPurpose.DATA_ERASE : LinkPurpose.DATA_EXPORT;
        return new DataRequestMail.Facts(erase ? 202 : 201, 7, "bob@example.com", "Bob", erase, BASE_URL + flagpost.links.LinkService.pathOf(purpose)
                + TOKENS.issue(purpose, 7, null, 0, START, START.plus(Duration.ofDays(7))), language);
    }

    static GamesListMail.Facts gamesList() {
        return new GamesListMail.Facts(200, 7, "bob@example.com", "Bob", 3, BASE_URL + flagpost.links.LinkService.pathOf(LinkPurpose.GAMES_LIST)
                + TOKENS.issue(LinkPurpose.GAMES_LIST, 7, null, 0, START, START.plus(Duration.ofDays(365))));
    }

    /**
     * The example digest: to Bob, whose move it is in {@code games} games (1 or 2): game 42 after the first battle, and
     * game 43, the same game two moves on. Every board is Bob's own view; Blue reads the classic numbering.
     */
    static DigestMail.Facts digest(int games) {
        int battle = battlePly();
        List<MailFacts> waiting = new java.util.ArrayList<>();
        for (int i = 0; i < games; i++) {
            int ply = battle + 2 * i;
            MailFacts yourMove = facts(NotificationKind.YOUR_MOVE, Side.BLUE, ply, gameAt(ply).viewFor(Side.BLUE), START,
                    START.plus(Duration.ofDays(DAYS)), null, null);
            long game = GAME + i;
            MailFacts.Links links = new MailFacts.Links(gameUrl(LinkPurpose.PLAY, game, Side.BLUE), null, null, null,
                    gameUrl(LinkPurpose.UNSUBSCRIBE, game, Side.BLUE));
            waiting.add(new MailFacts(202, null, game, NotificationKind.YOUR_MOVE, ply, Side.BLUE, "bob@example.com", "Alice", "Bob",
                    Side.RED, Numbering.CLASSIC, Variant.CLASSIC, DAYS, yourMove.view(), START, yourMove.deadline(), null, null, links));
        }
        return new DigestMail.Facts(202, 7, "bob@example.com", "Bob", java.time.LocalDate.of(2026, 3, 2), waiting,
                BASE_URL + flagpost.links.LinkService.pathOf(LinkPurpose.GAMES_LIST)
                        + TOKENS.issue(LinkPurpose.GAMES_LIST, 7, null, 0, START, START.plus(Duration.ofDays(7))) + "/settings");
    }

    /** The example start confirmation: to Alice's address, for a game against Bob. */
    static InvitationConfirmMail.Facts invitationConfirm() {
        return new InvitationConfirmMail.Facts(201, 7, "alice@example.com", "Alice", "bob@example.com", Terms.game(Language.EN, Variant.CLASSIC, DAYS),
                BASE_URL + flagpost.links.LinkService.pathOf(LinkPurpose.CONFIRM_START)
                        + TOKENS.issue(LinkPurpose.CONFIRM_START, 3, null, 0, START, START.plus(Duration.ofDays(30))),
                playerUrl(LinkPurpose.DO_NOT_INVITE, 7));
    }

    private static String playerUrl(LinkPurpose purpose, long playerId) {
        return BASE_URL + flagpost.links.LinkService.pathOf(purpose) + TOKENS.issue(purpose, playerId, null, 0, START, START.plus(Duration.ofDays(365)));
    }

    /**
     * The running application's mail templates, for the fixtures' writing: they are static functions of their facts, so
     * they ask the container for the bean the composer is given.
     */
    static MailTemplates templates() {
        return CDI.current().select(MailTemplates.class).get();
    }

    /** The example email of {@code kind} to a reader of {@code language}, and the date it is written on. */
    record Example(MailMessage message, Instant date) {
    }

    /**
     * The example of each kind, as the committed examples show it: a start confirmation, a digest (two games) and a
     * games list from facts of their own, every other kind from {@link #facts(NotificationKind)}.
     */
    static Example example(NotificationKind kind, Language language) {
        if (kind == NotificationKind.INVITATION_CONFIRM) {
            return new Example(InvitationConfirmMail.write(templates(), invitationConfirm(language), FROM, null, DOMAIN), START);
        }
        if (kind == NotificationKind.DAILY_DIGEST) {
            return new Example(DigestMail.write(templates(), digest(2, language), FROM, null, DOMAIN), START);
        }
        if (kind == NotificationKind.DATA_EXPORT_CONFIRM || kind == NotificationKind.DATA_ERASE_CONFIRM) {
            return new Example(DataRequestMail.write(templates(), dataRequest(kind == NotificationKind.DATA_ERASE_CONFIRM, language), FROM, null, DOMAIN), START);
        }
        if (kind.addressesPlayer()) { // about a player, not a game
            return new Example(GamesListMail.write(templates(), gamesList(language), FROM, null, DOMAIN), START);
        }
        MailFacts facts = facts(kind).inLanguage(language);
        return new Example(write(facts), facts.createdAt());
    }

    static MailMessage write(MailFacts facts) {
        return MailComposer.write(templates(), facts, facts.kind() == NotificationKind.REPLY_REFUSED ? refusal(facts.language()) : null, FROM, null, false, DOMAIN);
    }

    /** The same email as a server with replies by email on writes it: the seat's signed reply address, and how to reply. */
    static MailMessage writeWithReplies(MailFacts facts) {
        return MailComposer.write(templates(), facts, facts.kind() == NotificationKind.REPLY_REFUSED ? refusal(facts.language()) : null, FROM, replyAddress(facts), true,
                DOMAIN);
    }

    /** The seat's reply address for this email, signed with the fixed key at the fixed hour. */
    static String replyAddress(MailFacts facts) {
        return "play+" + TOKENS.issueReply(new ReplyToken(facts.gameId(), facts.recipientSeat(), facts.ply(), 0, START)) + "@" + DOMAIN;
    }

    /**
     * The example refusal answer: Bob replied with a move while it was not his turn, told in {@code language} as the
     * game service and the reply words tell it.
     */
    static ReplyRefusal refusal(Language language) {
        return new ReplyRefusal("<CAB7x2k@mail.example.com>", "b7-b6", Refusals.in(language).gameNotYourTurn("Alice"),
                new ReplyWords().advice(language, Problem.NOT_YOUR_TURN));
    }
}
