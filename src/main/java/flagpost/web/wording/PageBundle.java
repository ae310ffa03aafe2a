package flagpost.web.wording;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the account and invitation pages (the layout's frame, the start page, the invitation, my games, the
 * settings, and the short confirmation pages reached from emails), in English here and in Spanish and Uzbek in
 * {@code messages/page_es.properties} and {@code page_uz.properties}. Templates read them as {@code {page:key}} in the
 * page's locale ({@link HtmlResponses#html} sets it); Java view code through {@link PageWords#of}.
 *
 * <p>Keys are grouped by page prefix. Every sentence with variable parts is one message with named parameters, so each
 * language orders its own words. A few messages hold a link or emphasis around their words; a template prints those
 * with {@code .raw} and passes every parameter through {@code .escaped} ({@link PageWords#escaped}) first, so a name
 * typed by a player is escaped exactly once. A message without parameters is our own text through and through; the
 * few holding an apostrophe are printed with {@code .raw} too, so the markup keeps "We'll" as the templates had it
 * rather than Qute's "We&amp;#39;ll" (the same to a reader, not to the tests and scans that read the markup).
 */
@MessageBundle("page")
public interface PageBundle {

    // --- The frame of every page (pages/layout.html) and the language picker --------------------------------------

    @Message("Stratego by email")
    String layoutTitle();

    @Message("Skip to the page")
    String layoutSkip();

    @Message("Flagpost keeps your games; every turn arrives by email with your own link. Keep your links to yourself: anyone holding one can play your side.")
    String layoutFooter();

    @Message("Language")
    String languagesLabel();

    @Message("Back to Flagpost")
    String backHome();

    @Message("Check your email")
    String checkEmail();

    @Message("Nothing was changed.")
    String nothingChanged();

    // --- The front page (StartResource/start.html) and NewGameForm's choices -------------------------------------

    @Message("Play Stratego with a friend, one email at a time")
    String startHeading();

    @Message("Flagpost runs games of Stratego by email. Start a game below and your friend gets an invitation; from then on,\n"
            + "each of you gets an email whenever it is your move, with your own view of the board and a private link to play.\n"
            + "There is nothing to install and no account to make, and Flagpost keeps every rule, so nobody has to trust anybody.")
    String startIntro();

    @Message("Start a game")
    String startFormHeading();

    @Message("Your name")
    String startYourName();

    @Message("Your opponent sees it in the invitation.")
    String startYourNameHint();

    @Message("Your email address")
    String startYourEmail();

    @Message("Your opponent's email address")
    String startOpponentEmail();

    @Message("Variant")
    String startVariant();

    @Message("Classic is the full game. Duel and Barrage are short games with small armies.")
    String startVariantHint();

    @Message("Days per move")
    String startDays();

    @Message("From 1 to 14. Whoever runs out of time loses; Flagpost sends a reminder first.")
    String startDaysHint();

    @Message("Your colour")
    String startColour();

    @Message("Rules (the defaults are the official ones)")
    String startRules();

    @Message("Lenient two-squares rule: a piece may go back and forth five times, not three")
    String startLenient();

    @Message("Scouts may not attack at the end of a long move")
    String startNoRangeAttack();

    @Message("Move limit")
    String startMoveLimit();

    @Message("With a limit, the game is a draw once that many moves (both sides counted) have been played.")
    String startMoveLimitHint();

    @Message("Send the invitation")
    String startSend();

    @Message("Your games")
    String startGamesHeading();

    @Message("Lost an email? We can send you a link to every game you play on Flagpost.")
    String startGamesText();

    @Message("Email me links to my games")
    String startGamesSend();

    /** A variant in the select: "Classic (40 pieces each)". */
    @Message("{variant} ({count} pieces each)")
    String startVariantChoice(String variant, int count);

    @Message("Red (moves first)")
    String startColourRed();

    @Message("Blue")
    String startColourBlue();

    @Message("Either: draw lots")
    String startColourEither();

    @Message("No limit")
    String startNoLimit();

    @Message("Draw after {limit} moves")
    String startDrawAfter(String limit);

    // --- After the start form (StartResource/started.html) --------------------------------------------------------

    @Message("Check your email")
    String startedTitle();

    @Message("We have emailed the address you gave a link to confirm this game. Nothing goes to your opponent until you click it. Playing here already? Start your next games from your games list: they need no confirmation.")
    String startedNotice();

    @Message("Nothing more happens in this browser. We'll email you when they accept: that email has the link to place your pieces.\n"
            + "If they decline, or the invitation lapses unanswered, we'll email you that too.")
    String startedNext();

    @Message("If an email does not come, look in your spam folder (and ask your opponent to look in theirs).")
    String startedSpam();

    // --- After the button of the confirmation email's page (StartResource/confirmed.html) ---------------------------

    @Message("Invitation on its way")
    String confirmedTitle();

    @Message("Your game is confirmed. The invitation has gone to your opponent.")
    String confirmedNotice();

    // --- The invitation (InvitationResource/invitation.html) ------------------------------------------------------

    @Message("An invitation from {name}")
    String invitationTitle(String name);

    @Message("{name} invites you to a game of Stratego")
    String invitationOpenHeading(String name);

    @Message("Invitation accepted: place your pieces")
    String invitationAcceptedHeading();

    @Message("You are in. Next, place your pieces; {name} does the same. We have emailed you this link too.")
    String invitationAcceptedNotice(String name);

    @Message("This game is on")
    String invitationPlayingHeading();

    @Message("You accepted this invitation and the game has started.")
    String invitationPlayingNotice();

    @Message("This game is over")
    String invitationFinishedHeading();

    @Message("You accepted this invitation and the game has ended.")
    String invitationFinishedNotice();

    @Message("Invitation declined")
    String invitationDeclinedHeading();

    @Message("You declined this invitation. We will let {name} know; we will not write to you about this game again.")
    String invitationDeclinedNotice(String name);

    @Message("This invitation has lapsed")
    String invitationLapsedHeading();

    /** Markup: printed raw, {@code name} escaped by the template. */
    @Message("It can no longer be accepted, and nothing was changed. If you would still like to play, ask {name} to start a new game, or start one yourself on the <a href=\"/\">Flagpost home page</a>.")
    String invitationLapsedProblem(String name);

    @Message("The game")
    String invitationGameHeading();

    @Message("Invited by")
    String invitationInvitedBy();

    @Message("Time")
    String invitationTime();

    @Message("Open until")
    String invitationOpenUntil();

    @Message("Your name (optional)")
    String invitationNameLabel();

    @Message("What {name} sees. Leave it empty to be shown by the first part of your email address.")
    String invitationNameHint(String name);

    @Message("Accept and place my pieces")
    String invitationAccept();

    @Message("Not now? Declining tells {name}, and we will not write to you about this game again.")
    String invitationDeclineText(String name);

    @Message("Decline")
    String invitationDecline();

    @Message("Place your pieces")
    String invitationNextSetup();

    @Message("Go to the game")
    String invitationNextPlay();

    @Message("See how the game went")
    String invitationNextHistory();

    // --- My games (GamesListResource/games.html and its rows) -----------------------------------------------------

    @Message("Your games, {name}")
    String gamesHeading(String name);

    /** Markup: a link, no parameters. */
    @Message("You have no games on Flagpost yet. <a href=\"/\">Start one</a>.")
    String gamesNone();

    @Message("Newest first. Each link opens the game for you; links work for a limited time, so come back here, or to the latest email of a game, for fresh ones.")
    String gamesIntro();

    @Message("Opponent")
    String gamesColumnOpponent();

    @Message("Game")
    String gamesColumnGame();

    @Message("Where it stands")
    String gamesColumnStands();

    @Message("Deadline")
    String gamesColumnDeadline();

    @Message("Open")
    String gamesColumnOpen();

    /** A row's game: "Classic, you play Red". */
    @Message("{variant}, you play {colour}")
    String gamesRowGame(String variant, String colour);

    @Message("Nothing to open")
    String gamesNothingToOpen();

    @Message("Your settings: your name, numbering and which emails you get")
    String gamesSettingsLink();

    @Message("Someone else has my links?")
    String gamesLinksOffHeading();

    @Message("If an email of yours was forwarded, or someone else saw one of your links, turn them all off: every link we have sent you stops working, this page's too, and we email fresh links to your address.")
    String gamesLinksOffText();

    @Message("Someone else has my links")
    String gamesLinksOffButton();

    @Message("Start a new game")
    String gamesStartHeading();

    @Message("This page is yours, so the invitation leaves at once, in your name, with no confirmation email.")
    String gamesStartText();

    @Message("Send the invitation")
    String gamesStartSend();

    @Message("Open until {when}")
    String gamesOpenUntil(String when);

    @Message("Clock stopped: a player is on vacation")
    String gamesClockStopped();

    @Message("Answer the invitation")
    String gamesLinkInvitation();

    @Message("Place your pieces")
    String gamesLinkSetup();

    @Message("Play your move")
    String gamesLinkPlay();

    @Message("See the board")
    String gamesLinkBoard();

    @Message("See how it went")
    String gamesLinkHistory();

    @Message("Invitation lapsed")
    String gamesInvitationLapsed();

    @Message("{opponent} invites you")
    String gamesInvitesYou(String opponent);

    @Message("Waiting for {opponent} to accept")
    String gamesWaitingFor(String opponent);

    @Message("Bounced: mail to {address} came back, so {opponent} never got the invitation. Check the address and start the game again below.")
    String gamesInvitationBounced(String address, String opponent);

    @Message("Mail to {address} stopped: its owner reported our email as spam.")
    String gamesInvitationComplained(String address);

    @Message("{status} Your opponent's address {address} bounced; we stopped writing to them.")
    String gamesOpponentBounced(String status, String address);

    @Message("You declined")
    String gamesYouDeclined();

    @Message("{opponent} declined")
    String gamesTheyDeclined(String opponent);

    @Message("Never started: it lapsed")
    String gamesNeverStarted();

    @Message("Placing pieces")
    String gamesPlacingPieces();

    @Message("Your move")
    String gamesYourMove();

    @Message("{opponent}'s move")
    String gamesTheirMove(String opponent);

    @Message("Over")
    String gamesOver();

    // --- Settings (SettingsResource/settings.html and its choices) ------------------------------------------------

    @Message("Your settings")
    String settingsTitle();

    @Message("Your settings, {name}")
    String settingsHeading(String name);

    @Message("Saved.")
    String settingsSaved();

    @Message("They hold for every game you play on Flagpost.")
    String settingsIntro();

    @Message("Back to your games")
    String settingsBack();

    @Message("Your name")
    String settingsNameHeading();

    @Message("Your name, as your opponents see it in every game")
    String settingsNameLabel();

    @Message("Save the name")
    String settingsNameSave();

    @Message("Language")
    String settingsLanguageHeading();

    @Message("The language of your pages and emails")
    String settingsLanguageLabel();

    @Message("Save the language")
    String settingsLanguageSave();

    @Message("Numbering")
    String settingsNumberingHeading();

    @Message("How ranks are numbered on your boards and in your emails")
    String settingsNumberingLegend();

    @Message("Save the numbering")
    String settingsNumberingSave();

    @Message("10 high")
    String settingsModern();

    @Message("10 is the Marshal, 1 the Spy")
    String settingsModernExplained();

    @Message("1 high")
    String settingsClassic();

    @Message("1 is the Marshal, S the Spy")
    String settingsClassicExplained();

    @Message("Your mail")
    String settingsMailHeading();

    @Message("Which emails about moves you want")
    String settingsMailLegend();

    @Message("Every move")
    String settingsEveryMove();

    @Message("Your move, and a confirmation of each move you play.")
    String settingsEveryMoveExplained();

    @Message("Your turn only")
    String settingsYourTurn();

    @Message("An email when it is your move, and the game's events. No confirmation of your own moves.")
    String settingsYourTurnExplained();

    @Message("A daily digest")
    String settingsDigest();

    @Message("One email a day, at the hour you choose, listing every game where it is your move, each with its board. The game's events still come as they happen.")
    String settingsDigestExplained();

    @Message("Invitations, the start of a game, draw offers, reminders before a deadline and the end of a game always come by email.")
    String settingsMailAlways();

    @Message("When the daily digest comes")
    String settingsDigestLegend();

    @Message("Hour")
    String settingsHour();

    @Message("Your time zone (the digest follows its summer time)")
    String settingsZone();

    @Message("Save the mail choice")
    String settingsMailSave();

    // --- Confirming a first game (ConfirmStartResource/confirm.html) ----------------------------------------------

    @Message("Confirm your game")
    String confirmTitle();

    /** Markup: printed raw, every parameter escaped by the template. */
    @Message("A game of {terms} against <strong>{opponent}</strong>, started under the name <strong>{name}</strong>.")
    String confirmGame(String terms, String opponent, String name);

    @Message("This game is confirmed already: the invitation has gone to your opponent.")
    String confirmDone();

    /** Markup: a link, no parameters. */
    @Message("This request has lapsed. Start the game again from <a href=\"/\">the front page</a>.")
    String confirmLapsed();

    @Message("Confirm, and we send the invitation to your opponent. If you did not start this game, close this page: nothing is sent.")
    String confirmText();

    @Message("Confirm and send the invitation")
    String confirmButton();

    // --- Your data (GamesListResource/games.html, PlayerDataResource/*.html) ------------------------------------------

    @Message("Your data")
    String gamesDataHeading();

    @Message("Get a copy of everything Flagpost keeps about you, or have it erased. Either way we first email your address a link to confirm.")
    String gamesDataText();

    @Message("Email me a link to a copy of my data")
    String gamesDataExportButton();

    @Message("Erase me from Flagpost")
    String gamesDataEraseButton();

    @Message("Check your email")
    String dataAskedTitle();

    @Message("We have emailed a link to your address. Open it to confirm; nothing happens until you do.")
    String dataAskedText();

    @Message("Back to your games")
    String dataBackToGames();

    @Message("A copy of your data")
    String dataExportTitle();

    @Message("This downloads one JSON file with everything Flagpost keeps about you: your address, name and settings, your games with their records, the emails we recorded for you and the replies we received from you.")
    String dataExportText();

    @Message("Download my data")
    String dataExportButton();

    @Message("Erase your data")
    String dataEraseTitle();

    @Message("Your address and name will be replaced by “deleted player” in every game, the emails we kept for you are cleared, and your running games end as if you resigned. This cannot be undone. If you asked never to be invited, that stays.")
    String dataEraseText();

    @Message("Erase me")
    String dataEraseButton();

    @Message("You are erased")
    String dataErasedTitle();

    @Message("Flagpost no longer knows your address or your name; your opponents see “deleted player” in their games.")
    String dataErasedText();

    // --- No more invitations (DoNotInviteResource/*.html) ---------------------------------------------------------

    @Message("No more invitations")
    String noInviteTitle();

    @Message("Someone typed this address into Flagpost's start form. Ask us never to send an invitation, or a request to confirm a game, to this address again? Games you already play go on as before.")
    String noInviteQuestion();

    @Message("Never invite this address again")
    String noInviteButton();

    @Message("Done: no more invitations")
    String noInviteDoneHeading();

    @Message("Flagpost will not send an invitation, or a request to confirm a game, to this address again. Games you already play go on as before.")
    String noInviteDoneNotice();

    // --- Fewer emails for one game (UnsubscribeResource/*.html) ---------------------------------------------------

    @Message("Fewer emails for this game")
    String unsubscribeTitle();

    /** Markup: printed raw, both names escaped by the template. */
    @Message("Game {gameId}: <strong>{red}</strong> vs <strong>{blue}</strong>.")
    String unsubscribeGame(long gameId, String red, String blue);

    @Message("Reminders and move confirmations for this game are already off for you. You still get an email whenever it is your move, and when the game ends.")
    String unsubscribeAlreadyOff();

    @Message("Stop the reminders and the confirmations of your own moves for this game? You will still get an email whenever it is your move, and when the game ends.")
    String unsubscribeQuestion();

    @Message("Stop reminders and confirmations")
    String unsubscribeButton();

    @Message("No more reminders")
    String unsubscribeDoneTitle();

    @Message("Done: no more reminders or confirmations")
    String unsubscribeDoneHeading();

    @Message("You will no longer get reminders or confirmations of your own moves for this game. You still get an email whenever it is your move, and when the game ends.")
    String unsubscribeDoneText();

    // --- Links by email (LinkRequestResource/*.html) --------------------------------------------------------------

    @Message("We have emailed a fresh link to the address this game knows you by.")
    String freshLinkNotice();

    @Message("The email may take a few minutes, and may land in your spam folder. We send at most one fresh link for a game every few minutes, so asking again will not bring another one sooner.")
    String freshLinkText();

    @Message("If that address has games on Flagpost, we have emailed it a link to them.")
    String gamesListNotice();

    @Message("The email may take a few minutes, and may land in your spam folder. We send at most one such email to an address every few minutes, so asking again will not bring another one sooner.")
    String gamesListText();

    @Message("Your old links are off")
    String linksOffTitle();

    @Message("Every link we sent you before now stops working, the one you just used too.")
    String linksOffNotice();

    @Message("We are emailing fresh links to all your games to your address. The email may take a few minutes, and may land in your spam folder. Links in emails you get from now on work as usual.")
    String linksOffText();

    @Message("Too many requests")
    String tooManyTitle();

    @Message("We have had a lot of requests for emails from your network in a short time, so we are not taking more for now. Nothing was sent.")
    String tooManyProblem();

    @Message("Please wait {#if minutes == 1}about a minute{#else}about {minutes} minutes{/if} and try again. Your emails from Flagpost still work: the latest one about a game has a fresh link.")
    String tooManyWait(long minutes);

    // --- Playing the computer (ComputerGameResource/*.html; the confirmation page of such a game) ---------------------

    @Message("Play against the computer")
    String computerTitle();

    @Message("No opponent at hand? Play Flagpost's own computer player, by email like any other game. It sees only what its side may see, never your hidden pieces, and answers each of your moves within seconds.")
    String computerIntro();

    @Message("Shown on the game's pages and in its emails.")
    String computerYourNameHint();

    @Message("Level")
    String computerLevel();

    @Message("Easy: takes what it safely can, otherwise moves forward")
    String computerLevelEasy();

    @Message("Normal: thinks ahead over the places your hidden pieces could be")
    String computerLevelNormal();

    @Message("Start the game")
    String computerSend();

    @Message("No opponent at hand? Play against the computer")
    String computerLink();

    @Message("We have emailed the address you gave a link to confirm this game. Click it and the game starts: the next email brings the link to place your pieces.")
    String computerStartedNotice();

    @Message("If an email does not come, look in your spam folder.")
    String computerSpam();

    @Message("Game confirmed")
    String computerConfirmedTitle();

    @Message("Your game against the computer is confirmed, and its pieces are in place. We have emailed you the link to place yours.")
    String computerConfirmedNotice();

    @Message("Confirm, and the game starts. If you did not start this game, close this page: nothing happens.")
    String confirmTextComputer();

    @Message("Confirm and start the game")
    String confirmButtonComputer();

    @Message("This game is confirmed already: we have emailed you the link to place your pieces.")
    String confirmDoneComputer();
}
