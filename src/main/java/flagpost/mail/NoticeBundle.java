package flagpost.mail;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the invitation, account and event emails (INVITATION, INVITATION_CONFIRM, INVITATION_DECLINED,
 * INVITATION_LAPSED, FRESH_LINKS, MY_GAMES, DAILY_DIGEST, REMATCH, VACATION_STARTED, VACATION_ENDED, PAUSE_ASKED,
 * PAUSE_DECLINED, GAME_PAUSED, GAME_RESUMED): English here, Spanish and Uzbek in {@code messages/notice_es.properties}
 * and {@code notice_uz.properties}. Keys are grouped by a prefix per email ({@code invitation…}, {@code digest…}).
 *
 * <p>One message serves a sentence in both the text and the HTML part: the text template passes the values as they
 * are, the HTML template passes them escaped ({@code .htmlEscaped}) or escaped and bold ({@code .htmlStrong}, see
 * {@link NoticeHtml}) and prints the sentence {@code .raw}, so a translation can put the bold name wherever its
 * grammar wants it. Only a sentence whose HTML marks up something other than whole values has its own {@code …Html}
 * key. Button labels are plain text, escaped like any value.
 */
@MessageBundle("notice")
public interface NoticeBundle {

    // --- Shared by several emails -------------------------------------------------------------------

    @Message("Hello,")
    String greetingPlain();

    @Message("Hello {name},")
    String greetingNamed(String name);

    @Message("Flagpost, Stratego by email")
    String signature();

    @Message("Accept or decline")
    String buttonAnswer();

    @Message("Open the game")
    String buttonOpenGame();

    @Message("Open your setup")
    String buttonOpenSetup();

    @Message("The game's page:")
    String gamePage();

    @Message("Your setup, any time:")
    String setupAnyTime();

    @Message("Your board, any time:")
    String boardAnyTime();

    @Message("{#if count == 1}one game{#else}{count} games{/if}")
    String gamesCount(long count);

    // --- INVITATION -----------------------------------------------------------------------------------

    @Message("{name} invites you to a game of {terms}, played by email on Flagpost. You would play {colour}.")
    String invitationInvites(String name, String terms, String colour);

    @Message("Accept or decline here:")
    String invitationAnswerHere();

    @Message("The invitation is open until {until}. If you do nothing, it lapses and we will not write to you about this game again.")
    String invitationOpenUntil(String until);

    // --- INVITATION_CONFIRM ---------------------------------------------------------------------------

    @Message("Confirm your game on Flagpost")
    String confirmSubject();

    @Message("someone")
    String confirmSomeone();

    @Message("Someone, probably you, used this address ({email}) on Flagpost to start a game of {terms} against {opponent}, "
            + "under the name \"{name}\".")
    String confirmRequest(String email, String terms, String opponent, String name);

    @Message("Someone, probably you, used this address ({email}) on Flagpost to start a game of {terms} against {opponent}, "
            + "under the name &ldquo;{name}&rdquo;.")
    String confirmRequestHtml(String email, String terms, String opponent, String name);

    @Message("Before we write to {opponent}, confirm that it was you:")
    String confirmBefore(String opponent);

    @Message("Confirm and send the invitation")
    String confirmButton();

    @Message("Confirm that it was you, and the game starts at once:")
    String confirmBeforeComputer();

    @Message("Confirm and start the game")
    String confirmButtonComputer();

    @Message("If it was not you, ignore this email: nothing is sent to anyone, and the request lapses.")
    String confirmIgnore();

    @Message("To never get mail like this from Flagpost again: {url}")
    String confirmNeverAgain(String url);

    @Message("Never get mail like this from Flagpost again")
    String confirmNeverAgainLink();

    // --- INVITATION_DECLINED, INVITATION_LAPSED -------------------------------------------------------

    @Message("{name} declined your invitation to a game of {terms}.")
    String declined(String name, String terms);

    @Message("{name} did not answer your invitation to play {variant} in time, so it has lapsed. You are welcome to invite them again.")
    String lapsed(String name, String variant);

    // --- FRESH_LINKS ----------------------------------------------------------------------------------

    @Message("You asked for a fresh link to your game of {terms}: {red} vs {blue}. You play {colour}.")
    String freshAsked(String terms, String red, String blue, String colour);

    @Message("Your invitation, to accept or decline:")
    String freshInvitation();

    @Message("Place your pieces here:")
    String freshSetup();

    @Message("Place your pieces")
    String freshSetupButton();

    @Message("The game, to see the board and play:")
    String freshPlay();

    @Message("Go to the game")
    String freshPlayButton();

    @Message("The game is over. Every move, with every piece revealed:")
    String freshHistory();

    @Message("The game is over. See every move, with every piece revealed:")
    String freshHistoryHtml();

    @Message("See how the game went")
    String freshHistoryButton();

    @Message("This game has no page left to open: it never started (declined, lapsed or cancelled), or you are waiting for your "
            + "opponent to accept.")
    String freshNoPage();

    @Message("Links work for a limited time; every email about the game brings a fresh one.")
    String freshLimited();

    // --- MY_GAMES -------------------------------------------------------------------------------------

    @Message("Flagpost: links to your games")
    String myGamesSubject();

    @Message("Someone, probably you, asked Flagpost for links to the games of {email}. You have {games} on Flagpost; this link lists "
            + "them all, each with a link to open it:")
    String myGamesAsked(String email, String games);

    @Message("My games")
    String myGamesButton();

    @Message("The link acts for you in every one of your games: don't forward this email. If you did not ask for it, you can ignore "
            + "it; nothing has changed.")
    String myGamesActsForYou();

    // --- DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -----------------------------------------------------------

    @Message("Flagpost: confirm the copy of your data")
    String dataExportSubject();

    @Message("Flagpost: confirm erasing your data")
    String dataEraseSubject();

    @Message("Someone, probably you, asked on the games list of {email} for a copy of everything Flagpost keeps about this address. "
            + "Open this link to confirm and download it:")
    String dataExportAsked(String email);

    @Message("Someone, probably you, asked on the games list of {email} to erase this address from Flagpost. Open this link to "
            + "confirm: the page says what erasing does, and nothing happens until you press its button.")
    String dataEraseAsked(String email);

    @Message("Confirm")
    String dataConfirmButton();

    @Message("If you did not ask for it, ignore this email: nothing changes.")
    String dataNotAsked();

    // --- DAILY_DIGEST ---------------------------------------------------------------------------------

    @Message("Flagpost: your move in {games} ({day})")
    String digestSubject(String games, String day);

    @Message("This is your daily digest from Flagpost. Nothing waits for you right now: you have moved in every game since it was "
            + "prepared.")
    String digestNothing();

    @Message("This is your daily digest from Flagpost: it is your move in {games}.")
    String digestIntro(String games);

    @Message("Against {name}: {terms}, you play {colour}")
    String digestGameHeading(String name, String terms, String colour);

    @Message("Your deadline: {deadline}.")
    String digestDeadline(String deadline);

    @Message("Play your move here:")
    String digestPlayHere();

    @Message("Play your move")
    String digestPlayButton();

    @Message("You chose one email a day. The links in this email act for you: don't forward it.")
    String digestWhy();

    @Message("Change which emails you get")
    String digestSettings();

    // --- REMATCH --------------------------------------------------------------------------------------

    @Message("{name} proposes a rematch: another game of {terms}, with the colours swapped, so this time you would play {colour}.")
    String rematchProposes(String name, String terms, String colour);

    @Message("The proposal is open until {until}. If you do nothing, it lapses and we will tell {name} so.")
    String rematchOpenUntil(String until, String name);

    // --- VACATION_STARTED, VACATION_ENDED -------------------------------------------------------------

    @Message("{name} is on vacation until {day}. While it is {name}'s turn, the clock is stopped, and it runs again from the day "
            + "{name} is back. Your own turns run as usual. {toMove}")
    String vacationStarted(String name, String day, String toMove);

    @Message("<strong>{name}</strong> is on vacation until <strong>{day}</strong>. While it is {name}'s turn, the clock is stopped, "
            + "and it runs again from the day {name} is back. Your own turns run as usual. {toMove}")
    String vacationStartedHtml(String name, String day, String toMove);

    @Message("{name} is back from vacation, and {name}'s clock runs again. {toMove}")
    String vacationEnded(String name, String toMove);

    @Message("<strong>{name}</strong> is back from vacation, and {name}'s clock runs again. {toMove}")
    String vacationEndedHtml(String name, String toMove);

    // --- PAUSE_ASKED, PAUSE_DECLINED, GAME_PAUSED, GAME_RESUMED --------------------------------------

    @Message("{name} asks to pause this game. If you accept, the clock stops for both of you until either of you resumes the game, "
            + "and the deadline moves on by the time the pause lasted. Accept or decline on the game's page.")
    String pauseAsked(String name);

    @Message("Answer on the game's page")
    String pauseAskedButton();

    @Message("{name} declined your request to pause the game, so the clock runs on. {toMove}")
    String pauseDeclined(String name, String toMove);

    @Message("{name} accepted: the game is paused and the clock is stopped. Either of you can resume it on the game's page; the "
            + "deadline then moves on by the time the pause lasted.")
    String gamePaused(String name);

    @Message("{name} resumed the game: the clock runs again, the deadline moved on by the time the pause lasted. {toMove}")
    String gameResumed(String name, String toMove);
}
