package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStore;
import flagpost.store.InvitationRequestEntity;
import flagpost.store.MailMode;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import flagpost.words.ReplyCommands;
import flagpost.words.Sentence;
import flagpost.words.Language;
import flagpost.words.Terms;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.transaction.Transactional;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The people in games: the checks on the addresses and names they type, and their preferences. Each preference is
 * written under the player's row lock ({@link GameSteps#lockedPlayer}), as every other write of a player's own columns is.
 */
@ApplicationScoped
public class Players {

    private static final Pattern EMAIL = Pattern.compile("^[^@\\s<>\"(),;:\\\\\\[\\]]+@[^@\\s<>\"(),;:\\\\\\[\\]]+\\.[^@\\s<>\"(),;:\\\\\\[\\]]+$");
    private static final int MAX_EMAIL_LENGTH = 254;
    private static final int MAX_NAME_LENGTH = PlayerEntity.MAX_NAME_LENGTH;

    private final GameStore store;

    @Inject
    public Players(GameStore store) {
        this.store = store;
    }

    /**
     * The player's numbering preference for pages and mail, from the switch on a board page of the seat's game. Only the
     * seat's player id is read before the lock, never the game with its players (see {@link GameSteps#lockedPlayer}).
     */
    @Transactional
    public void setNumbering(long gameId, Side seat, Numbering numbering) {
        long playerId = store.playerIdInSeat(gameId, seat)
                .orElseThrow(() -> new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchGame()));
        GameSteps.lockedPlayer(playerId).numbering = Objects.requireNonNull(numbering);
    }

    /** {@link #setNumbering(long, Side, Numbering)} from the player's own settings page. */
    @Transactional
    public void setNumbering(long playerId, Numbering numbering) {
        GameSteps.lockedPlayer(playerId).numbering = Objects.requireNonNull(numbering);
    }

    /**
     * What the settings page shows: the player's name, numbering, mail choice and language ({@code null} until they
     * choose one: the page then offers the one it is shown in).
     */
    public record Settings(String name, Numbering numbering, MailMode mailMode, int digestHour, String digestZone, Language language) {
    }

    /** The player's settings, if the games-list link that asks is still current. */
    @Transactional
    public Settings settings(LinkToken gamesList) {
        PlayerEntity player = found(gamesList.subjectId());
        LinkEpochs.requireCurrent(gamesList, player);
        return new Settings(player.displayName, player.numbering, player.mailMode, player.digestHour, player.digestZone,
                Language.ofCode(player.language));
    }

    /** The player's own language for every page and email, from their own settings page. */
    @Transactional
    public void setLanguage(long playerId, Language language) {
        GameSteps.lockedPlayer(playerId).language = Objects.requireNonNull(language).code();
    }

    /**
     * The languages a link's page may answer in: its player's own ({@code null} until chosen) and, for the invited
     * seat of a game, the inviter's, which the invitation was written in. Both are {@code null} for a link that names
     * no player (a spectator's) or whose subject is gone.
     */
    public record LinkLanguages(Language own, Language inviter) {
        static final LinkLanguages NONE = new LinkLanguages(null, null);
    }

    /**
     * {@link LinkLanguages} of a link whose page did not load its player (an error page, a small confirmation page):
     * one read by primary key. Pages that load the game anyway take the languages from that load instead.
     */
    @Transactional
    public LinkLanguages languagesOf(LinkToken link) {
        if (link.purpose() == LinkPurpose.GAMES_LIST || link.purpose() == LinkPurpose.DO_NOT_INVITE
                || link.purpose() == LinkPurpose.DATA_EXPORT || link.purpose() == LinkPurpose.DATA_ERASE) {
            PlayerEntity player = PlayerEntity.findById(link.subjectId());
            return player == null ? LinkLanguages.NONE : new LinkLanguages(Language.ofCode(player.language), null);
        }
        if (link.purpose() == LinkPurpose.CONFIRM_START) {
            InvitationRequestEntity request = InvitationRequestEntity.findById(link.subjectId());
            return request == null ? LinkLanguages.NONE : new LinkLanguages(Language.ofCode(request.creator.language), null);
        }
        if (!link.purpose().namesAGameSeat() || link.seat() == null) {
            return LinkLanguages.NONE;
        }
        GameEntity game = store.find(link.gameId());
        return game == null ? LinkLanguages.NONE : languagesOf(game, link.seat());
    }

    /** {@link LinkLanguages} of a seat of a game loaded with both players. */
    static LinkLanguages languagesOf(GameEntity game, Side seat) {
        Language inviter = seat == game.creatorSeat ? null : Language.ofCode(game.player(game.creatorSeat).language);
        return new LinkLanguages(Language.ofCode(game.player(seat).language), inviter);
    }

    /**
     * The mail the player wants about moves ({@link MailMode}); with the digest, the hour (0 to 23) and the time zone
     * it leaves in. The hour and zone are kept whatever the mode, so switching back to the digest finds them again.
     */
    @Transactional
    public void setMail(long playerId, MailMode mode, int digestHour, String digestZone) {
        if (mode == null) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameChooseMailMode());
        }
        if (digestHour < 0 || digestHour > 23) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameDigestHour());
        }
        if (!DigestSchedule.isZone(digestZone)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameTimeZone());
        }
        PlayerEntity player = GameSteps.lockedPlayer(playerId);
        player.mailMode = mode;
        player.digestHour = digestHour;
        player.digestZone = digestZone;
    }

    private static PlayerEntity found(long playerId) {
        return GameQueries.foundPlayer(playerId);
    }

    /** The player's own new name, from a link of their own (the games list): shown in every game from now on. */
    @Transactional
    public void rename(long playerId, String name) {
        String chosen = displayName(name); // refused before the row is locked
        GameSteps.lockedPlayer(playerId).displayName = chosen;
    }

    /**
     * A typed address in the form it is stored and sent to ({@link PlayerEntity#normaliseEmail}); refused in words
     * ({@code what} names the field) when mail could never reach it. Invisible characters are refused, not removed:
     * an address with a zero-width space would otherwise be a second player whose mail reaches the first.
     */
    static String email(String raw, Sentence what) {
        if (raw == null || raw.isBlank()) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).addressMissing(what.in(language)));
        }
        refuseInvisibleCharacters(raw.strip(), what);
        String email = PlayerEntity.normaliseEmail(raw);
        if (!email.chars().allMatch(c -> c < 0x80)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).addressNotAscii(what.in(language)));
        }
        if (email.length() > MAX_EMAIL_LENGTH || !EMAIL.matcher(email).matches() || !deliverable(email)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).addressInvalid(what.in(language)));
        }
        return email;
    }

    /**
     * Refuses text with a control character (NUL, line breaks, NEL), a format character (zero-width spaces, bidi
     * marks) or a line or paragraph separator: none belongs in an address, and all are invisible on screen.
     */
    static void refuseInvisibleCharacters(String typed, Sentence what) {
        typed.codePoints().filter(Players::invisible).findFirst().ifPresent(found -> {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).addressInvisible(what.in(language), String.format("U+%04X", found)));
        });
    }

    private static boolean invisible(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** The mail sender's own strict check, so no game is created for an address mail can never reach. */
    private static boolean deliverable(String email) {
        try {
            new InternetAddress(email, true).validate();
            return true;
        } catch (AddressException refused) {
            return false;
        }
    }

    /**
     * A name as shown to others: control characters removed, spaces collapsed, at most 60 characters, and not one that
     * reads as a reply command. Every name is set through here (the start form, the invitation, the settings, the From
     * of an accepting reply). Emails begin lines with names ("Bob moved b7-b6"), so a name such as "Resign." would
     * make that line a command wherever a client quotes the email without markers. Refused rather than changed: a
     * changed name would surprise its owner in every email, and the reason says what to choose instead. The reply
     * parser (pure text, no server) is the one home of what reads as a command, so it is asked here.
     */
    static String displayName(String raw) {
        String cleaned = raw == null ? "" : raw.replaceAll("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]", " ").replaceAll("\\s+", " ").strip();
        if (cleaned.isEmpty()) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameNameMissing());
        }
        if (cleaned.length() > MAX_NAME_LENGTH) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameNameTooLong(MAX_NAME_LENGTH));
        }
        if (ReplyCommands.readsAsCommand(cleaned)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameNameReadsAsCommand());
        }
        if (soundsLikeTheComputer(cleaned)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameNameIsTheComputers());
        }
        if (readsAsAnErasedPlayer(cleaned)) {
            throw new GameActionException(Problem.BAD_REQUEST,
                    language -> Refusals.in(language).gameNameIsAnErasedPlayers(Terms.deletedPlayer(language)));
        }
        return cleaned;
    }

    /**
     * Whether a name could pass for the computer player's ("Flagpost (computer, normal)" in any language): it holds
     * "flagpost", or it is one of the computer's names in a language Flagpost speaks, once case, accents, spacing,
     * punctuation and the look-alike letters and digits a person might swap in ("F1agp0st", "Flаgpost" with a Cyrillic а)
     * are set aside. Refused, so no person can play, or write a move line, in the computer's name.
     */
    static boolean soundsLikeTheComputer(String name) {
        String letters = skeleton(name);
        return letters.contains("flagpost") || ReservedNames.COMPUTER.contains(letters);
    }

    /**
     * Whether a name reads as what Flagpost shows for an erased player in a language it speaks ("deleted player",
     * "jugador borrado", "oʻchirilgan oʻyinchi"), set aside as above, so also "Deleted  Player", "o'chirilgan o‘yinchi".
     * Refused, so no person can pass for one in a game list or a move line.
     */
    static boolean readsAsAnErasedPlayer(String name) {
        return ReservedNames.ERASED_PLAYER.contains(skeleton(name));
    }

    /**
     * The names Flagpost gives seats that are not a person's, in every language it speaks, read from the same word
     * bundles the pages and emails name them from ({@link Terms}): a new language reserves its own without a list here.
     * A holder class, so the bundles are read on the first name checked, not when this class loads.
     */
    private static final class ReservedNames {
        static final Set<String> COMPUTER = skeletons(language -> Terms.computerNames(language).stream());
        static final Set<String> ERASED_PLAYER = skeletons(language -> Stream.of(Terms.deletedPlayer(language)));

        private static Set<String> skeletons(Function<Language, Stream<String>> names) {
            return Arrays.stream(Language.values()).flatMap(names).map(Players::skeleton).collect(Collectors.toUnmodifiableSet());
        }
    }

    /**
     * A name as a reader would take it: Unicode compatibility forms folded as NFKC folds them, accents set apart (NFKD), lower case,
     * look-alike digits and Cyrillic or Greek letters read as the Latin letter they resemble, and everything but the
     * letters a to z dropped: spaces, punctuation and every apostrophe of Uzbek (oʻ, o', o‘, o’).
     */
    private static String skeleton(String name) {
        String folded = Normalizer.normalize(name, Normalizer.Form.NFKD).toLowerCase(Locale.ROOT);
        StringBuilder letters = new StringBuilder(folded.length());
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            int at = LOOK_ALIKES.indexOf(c);
            if (at >= 0) {
                letters.append(LOOK_ALIKES_AS.charAt(at));
            } else if (c >= 'a' && c <= 'z') {
                letters.append(c);
            }
        }
        return letters.toString();
    }

    // Characters that read as a Latin letter, and that letter: digits, Cyrillic and Greek look-alikes.
    private static final String LOOK_ALIKES = "0157|!\u0430\u043e\u0440\u0435\u0441\u0455\u0456\u0442\u03bf\u03b1\u03c1\u03c4\u0491\u0261";
    private static final String LOOK_ALIKES_AS = "olstllaopecsitoaptgg";
}
