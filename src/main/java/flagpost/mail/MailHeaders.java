package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import flagpost.words.Language;
import flagpost.words.Terms;
import java.util.regex.Pattern;

/**
 * Subjects, Message-IDs and header-safe text. Pure: everything here follows from ids, names and the
 * kind, so composing the same notification twice gives the same headers.
 */
public final class MailHeaders {

    /**
     * Control characters of both C0 and C1 (CR, LF, TAB, NUL, NEL…), format characters (bidi overrides,
     * zero-width spaces), line and paragraph separators, and unpaired surrogates.
     */
    private static final Pattern UNSAFE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** What may stand on either side of the @ of a Message-ID we make (RFC 5322 dot-atom text). */
    private static final Pattern ID_DOMAIN = Pattern.compile("[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+");
    static final int MAX_NAME_LENGTH = 60;

    private MailHeaders() {
    }

    /**
     * Text fit for one header line and for a one-line mention in a body: control and format
     * characters become spaces, runs of white space become one space, the ends are trimmed and the
     * text is cut at 60 characters. Never null.
     */
    public static String oneLine(String text) {
        String cleaned = headerSafe(text);
        if (cleaned.length() > MAX_NAME_LENGTH) {
            int end = MAX_NAME_LENGTH;
            if (Character.isHighSurrogate(cleaned.charAt(end - 1))) {
                end--;
            }
            cleaned = cleaned.substring(0, end).strip() + "…";
        }
        return cleaned;
    }

    /**
     * Text that cannot break out of its header: control and format characters (CR and LF above all)
     * become spaces, runs of white space one space, the ends are trimmed. Never null.
     */
    public static String headerSafe(String text) {
        if (text == null) {
            return "";
        }
        return SPACES.matcher(UNSAFE.matcher(text).replaceAll(" ")).replaceAll(" ").strip();
    }

    /** A player's name as mails show it: {@link #oneLine} of it, or "your opponent" when nothing is left. */
    public static String name(String displayName, String fallback) {
        String cleaned = oneLine(displayName);
        return cleaned.isEmpty() ? fallback : cleaned;
    }


    /** The subject in English; see {@link #subject(Language, String, String, NotificationKind)}. */
    public static String subject(String redName, String blueName, NotificationKind kind) {
        return subject(Language.EN, redName, blueName, kind);
    }

    /**
     * The subject in the recipient's language: the same "Flagpost: Red vs Blue" for every mail of a game, then what this
     * mail is about. Non-ASCII subjects go out encoded (RFC 2047, UTF-8) by {@link MimeConversion}.
     */
    public static String subject(Language language, String redName, String blueName, NotificationKind kind) {
        MailBundle words = MailWords.of(language);
        if (kind == NotificationKind.INVITATION) {
            return words.subjectInvitation();
        }
        String red = name(redName, Terms.colour(language, Side.RED));
        String blue = name(blueName, Terms.colour(language, Side.BLUE));
        if (kind == NotificationKind.REPLY_REFUSED) { // in the thread of the player's reply, as a person's answer would be
            return words.subjectReply(red, blue);
        }
        return words.subjectGame(red, blue, subjectSuffix(language, kind));
    }

    /** The fixed subject of a start confirmation, in the creator's language. */
    public static String confirmSubject(Language language) {
        return MailWords.of(language).subjectConfirm();
    }

    static String subjectSuffix(NotificationKind kind) {
        return subjectSuffix(Language.EN, kind);
    }

    static String subjectSuffix(Language language, NotificationKind kind) {
        MailBundle words = MailWords.of(language);
        return switch (kind) {
            case INVITATION -> words.subjectInvitationSuffix();
            case INVITATION_DECLINED -> words.subjectInvitationDeclined();
            case INVITATION_LAPSED -> words.subjectInvitationLapsed();
            case SETUP_NEEDED -> words.subjectSetupNeeded();
            case GAME_STARTED -> words.subjectGameStarted();
            case YOUR_MOVE -> words.subjectYourMove();
            case MOVE_PLAYED -> words.subjectMovePlayed();
            case DRAW_OFFERED -> words.subjectDrawOffered();
            case DRAW_DECLINED -> words.subjectDrawDeclined();
            case REMINDER -> words.subjectReminder();
            case GAME_OVER -> words.subjectGameOver();
            case GAME_CANCELLED -> words.subjectGameCancelled();
            case GAME_CANCELLED_BY_HOST -> words.subjectGameCancelledByHost();
            case DATA_EXPORT_CONFIRM -> words.subjectDataExportConfirm(); // its mail has a subject of its own (DataRequestMail)
            case DATA_ERASE_CONFIRM -> words.subjectDataEraseConfirm(); // its mail has a subject of its own (DataRequestMail)
            case FRESH_LINKS -> words.subjectFreshLinks();
            case VACATION_STARTED -> words.subjectVacationStarted();
            case VACATION_ENDED -> words.subjectVacationEnded();
            case PAUSE_ASKED -> words.subjectPauseAsked();
            case PAUSE_DECLINED -> words.subjectPauseDeclined();
            case GAME_PAUSED -> words.subjectGamePaused();
            case GAME_RESUMED -> words.subjectGameResumed();
            case MY_GAMES -> words.subjectMyGames(); // its mail has a subject of its own (GamesListMail): it is about no one game
            case INVITATION_CONFIRM -> words.subjectInvitationConfirm(); // its mail has a subject of its own (InvitationConfirmMail)
            case REPLY_REFUSED -> words.subjectReplyRefused(); // its subject answers the reply's thread (subject above)
            case DAILY_DIGEST -> words.subjectDailyDigest(); // its mail has a subject of its own (DigestMail)
            case REMATCH -> words.subjectRematch();
        };
    }

    /** The Message-ID of one notification's email: {@code <n17.g42@domain>}. */
    public static String messageId(long notificationId, long gameId, String domain) {
        return "<n" + notificationId + ".g" + gameId + "@" + checkedDomain(domain) + ">";
    }

    /** The Message-ID of an email to a player about no one game: {@code <n17.p5@domain>}. */
    public static String playerMessageId(long notificationId, long playerId, String domain) {
        return "<n" + notificationId + ".p" + playerId + "@" + checkedDomain(domain) + ">";
    }

    /** The id every email of a game refers to, so clients thread them: {@code <g42@domain>}. Never sent itself. */
    public static String threadRoot(long gameId, String domain) {
        return "<g" + gameId + "@" + checkedDomain(domain) + ">";
    }

    private static String checkedDomain(String domain) {
        if (domain == null || !ID_DOMAIN.matcher(domain).matches()) {
            throw new IllegalArgumentException("flagpost.mail.message-id-domain must be a plain domain such as mail.example.org, not '"
                    + domain + "'");
        }
        return domain;
    }
}
