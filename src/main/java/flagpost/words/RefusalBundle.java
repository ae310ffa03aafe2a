package flagpost.words;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * Every refusal and error sentence a person reads, in English; {@code messages/refusals_es.properties} and
 * {@code refusals_uz.properties} say the same in Spanish and Uzbek. Java code reaches them through {@link Refusals},
 * templates as {@code {refusals:key}}.
 *
 * <p>Prefixes: {@code move} the rules' refusal of a move, {@code setup} a setup's problems, {@code game} the game
 * service's refusals, {@code address} an email address typed into a form, {@code error} the error pages, {@code form}
 * the pages' own checks of their forms, {@code api} the JSON API's errors. Each sentence with variable parts is one
 * message with named parameters; the callers pass words already in the reader's language (a rank's name, a date).
 * The English here must stay word for word what the rules' {@code message()} and the service's {@code getMessage()}
 * say (tests, logs and the Gravon agreement check read those).
 */
@MessageBundle("refusals")
public interface RefusalBundle {

    // ---- The rules' refusal of a move (flagpost.rules.Rejection) ----

    @Message("The game is over. {result}")
    String moveGameOver(String result);

    @Message("It is {side}'s turn.")
    String moveNotYourTurn(String side);

    @Message("There is no piece on {from}.")
    String moveNoPiece(String from);

    @Message("The piece on {from} is not yours.")
    String moveNotYourPiece(String from);

    @Message("Your {rank} on {from} cannot move: Bombs and Flags never move.")
    String movePieceCannotMove(String rank, String from);

    @Message("A move must go to another square.")
    String moveStandsStill();

    @Message("Pieces move forward, backward, left or right, never diagonally: {to} is not in a straight line from {from}.")
    String moveNotInALine(String from, String to);

    @Message("{to} is a lake; no piece may enter it.")
    String moveLake(String to);

    @Message("Your {rank} moves one square at a time; only Scouts move further.")
    String moveTooFar(String rank);

    @Message("Your Scout cannot pass {at}: it is a lake.")
    String movePathLake(String at);

    @Message("Your Scout cannot pass {at}: a piece stands there.")
    String movePathPiece(String at);

    @Message("Your own {rank} stands on {to}.")
    String moveOwnPiece(String rank, String to);

    @Message("In this game a Scout may not move and attack in the same turn: it attacks only an adjacent piece.")
    String moveRangeAttack();

    /** The two-squares rule, named as the reader's players know it. */
    @Message("Two-squares rule: this piece has already moved {limit} times in a row between the same squares.")
    String moveTwoSquares(int limit);

    /** The chase (more-squares) rule, named as the reader's players know it. */
    @Message("More-squares rule: this chasing move repeats a position of your current chase; chase differently or move another piece.")
    String moveMoreSquares();

    // ---- A setup's problems (flagpost.rules.SetupProblem) ----

    @Message("A setup string has {expected} characters, one per square; this one has {count}.")
    String setupWrongLength(int expected, int count);

    @Message("Character {position} (for {square}) is '{letter}', which is not a piece letter: use B–M or N–Y for pieces and A for an empty square.")
    String setupUnknownLetter(int position, String square, String letter);

    @Message("A {rank} is placed on {square}, which is a lake.")
    String setupLake(String rank, String square);

    @Message("A {rank} is placed on {square}, outside {side}'s setup area (ranks {firstRank} to {lastRank}).")
    String setupOutsideArea(String rank, String square, String side, int firstRank, int lastRank);

    /** {@code pieces} is the variant's count in words ("3 Scouts"), {@code rank} the rank's name for "no Spy". */
    @Message("{variant} has {#if expected == 0}no {rank}{#else}{pieces}{/if}; this setup has {have}.")
    String setupTooMany(String variant, int expected, String pieces, String rank, int have);

    @Message("{variant} has {#if expected == 0}no {rank}{#else}{pieces}{/if}; this setup has {have}.")
    String setupTooFew(String variant, int expected, String pieces, String rank, int have);

    @Message("A Classic setup fills all 40 squares; {empty} {#if empty == 1}square is{#else}squares are{/if} empty.")
    String setupEmptySquares(int empty);

    // ---- The game service's refusals (flagpost.game.GameActionException) ----

    @Message("There is no such game.")
    String gameNoSuchGame();

    @Message("There is no such player.")
    String gameNoSuchPlayer();

    @Message("This game is over. {result}")
    String gameIsOver(String result);

    @Message("This game is over.")
    String gameOver();

    @Message("This game is already over.")
    String gameAlreadyOver();

    @Message("This game has not started: both players must set up first.")
    String gameNotStartedSetUpFirst();

    @Message("This game has not started yet.")
    String gameNotStartedYet();

    @Message("This game has not started.")
    String gameNotStarted();

    @Message("This game never started.")
    String gameNeverStarted();

    @Message("This game has moves 0 to {last}; there is no move {ply}.")
    String gameNoSuchPly(int last, int ply);

    @Message("This game did not take place, so there is nothing to watch.")
    String gameNothingToWatch();

    @Message("Only the invited player can accept the invitation.")
    String gameOnlyInviteeAccepts();

    @Message("There is nothing to accept.")
    String gameNothingToAccept();

    @Message("Your opponent has not answered your invitation yet: there is no board.")
    String gameNoBoardYet();

    @Message("This game never started: there is no board to send.")
    String gameNoBoardToSend();

    @Message("Choose which mail you want.")
    String gameChooseMailMode();

    @Message("The digest hour is a whole hour from 0 to 23.")
    String gameDigestHour();

    @Message("Choose your time zone from the list (a place such as Europe/Berlin, or UTC).")
    String gameTimeZone();

    @Message("Your name is missing.")
    String gameNameMissing();

    @Message("Names have at most {max} characters.")
    String gameNameTooLong(int max);

    @Message("A name may not read like a command to reply with, such as \"Resign.\", \"Draw\" or \"e3-e4\": emails begin lines with names, and a quoted line must never act. Please choose another name.")
    String gameNameReadsAsCommand();

    @Message("Choose another name: one with the word Flagpost in it could pass for the computer player.")
    String gameNameIsTheComputers();

    @Message("Resign, draw and accept act only in a reply to the newest email about this game.")
    String gameReplyNotNewest();

    @Message("A rematch can be proposed once this game is over; it is still being played.")
    String gameRematchStillPlaying();

    @Message("A rematch can be proposed once this game is over; it is still waiting to start.")
    String gameRematchNotStarted();

    @Message("The rematch proposal lapsed unanswered on {when}.")
    String gameRematchLapsedOn(String when);

    @Message("You have already proposed a rematch; {opponent} has until {when} to answer. Nothing was sent again.")
    String gameRematchAlreadyProposed(String opponent, String when);

    @Message("{opponent} declined the rematch, so it is not proposed again. Nothing was sent.")
    String gameRematchDeclinedByOpponent(String opponent);

    @Message("You declined this rematch, so it cannot be proposed again. Start a new game from the Flagpost home page.")
    String gameRematchDeclinedByYou();

    @Message("The rematch proposal lapsed unanswered, so it is not proposed again. Start a new game from the Flagpost home page.")
    String gameRematchLapsed();

    @Message("{opponent} has asked never to be invited to a game on Flagpost, rematches included, so no proposal was sent.")
    String gameRematchOptedOut(String opponent);

    @Message("You are already on vacation until {day}. End it first if you want another return date.")
    String gameAlreadyOnVacation(String day);

    @Message("Choose the date you will be back, as year-month-day.")
    String gameVacationDateMissing();

    @Message("Choose a return date after today ({today}): a vacation lasts at least until tomorrow.")
    String gameVacationNotAfterToday(String today);

    @Message("Back on {day} would take {days} vacation {#if days == 1}day{#else}days{/if}, and you have {left} left in {year} ({allowance} a year).{#if left > 0} The latest return you can choose is {latest}.{/if}")
    String gameVacationTooLong(String day, long days, int left, int year, int allowance, String latest);

    @Message("You are not on vacation: your clocks are running.")
    String gameNotOnVacation();

    @Message("You have started {starts} {#if starts == 1}vacation{#else}vacations{/if} today, as many as a day allows. You can start another tomorrow (UTC); ending one is always possible.")
    String gameVacationStartsPerDay(int starts);

    @Message("There is no such request to start a game.")
    String gameNoSuchStartRequest();

    @Message("This request to start a game has lapsed. Start the game again from the front page.")
    String gameStartRequestLapsed();

    @Message("Invite someone else: both email addresses are the same.")
    String gameSameAddresses();

    @Message("Choose a variant: Classic, Duel or Barrage.")
    String gameChooseVariant();

    @Message("Days per move must be between 1 and 14.")
    String gameDaysPerMove();

    @Message("Choose the computer's level: easy or normal.")
    String gameChooseComputerLevel();

    /** {@code max} is {@code flagpost.computer.games-per-person}: said to the address's owner only, never on the public form. */
    @Message("You already have {max} unfinished {#if max == 1}game{#else}games{/if} against the computer, as many as one player may have at once. Finish or resign one of them, then try again.")
    String gameTooManyAgainstComputer(int max);

    /** {@code until} is when the invitation was open until. */
    @Message("This invitation has lapsed: it was open until {until}. Ask for a new game.")
    String gameInvitationLapsedAt(String until);

    @Message("This invitation was declined.")
    String gameInvitationDeclined();

    @Message("This invitation has lapsed. Ask for a new game.")
    String gameInvitationLapsed();

    @Message("This invitation has already been accepted.")
    String gameInvitationAccepted();

    @Message("This game is already paused.")
    String gameAlreadyPaused();

    @Message("You have already asked for a pause; your opponent has not answered yet.")
    String gamePauseAlreadyAsked();

    @Message("Your opponent has asked for a pause: accept or decline it.")
    String gamePauseAskedOfYou();

    @Message("This game is not paused: its clock is running.")
    String gameNotPaused();

    @Message("This game is paused: resume it first (either of you can), then move.")
    String gamePausedResumeFirst();

    @Message("There is no request for a pause to answer: it was answered already, or never made.")
    String gameNoPauseToAnswer();

    @Message("Both a draw offer and a request for a pause wait for your answer, so a reply cannot say which it answers: answer them on the game page.")
    String gameDrawAndPauseBothWait();

    @Message("This game ended before both setups were in, so there is no game record to download.")
    String gameNoRecordEndedEarly();

    @Message("The game record can be downloaded once the game is over: it shows both setups.")
    String gameNoRecordYet();

    @Message("Both setups are in and the game has started; setups can no longer change.")
    String gameSetupsLocked();

    @Message("The invitation has not been accepted yet.")
    String gameInvitationNotAccepted();

    @Message("A setup is a string of 40 letters, one per square.")
    String gameSetupMissing();

    /** {@code problem} is the first of the setup's problems, a sentence of its own. */
    @Message("This setup cannot be used: {problem}")
    String gameSetupUnusable(String problem);

    @Message("That turn was already played: the game has moved on to move {move}.")
    String gameTurnAlreadyPlayed(int move);

    @Message("There is no move {move} yet: the game is at move {current}.")
    String gameNoSuchMoveYet(int move, int current);

    @Message("It is {player}'s turn, not yours.")
    String gameNotYourTurn(String player);

    @Message("You have already offered a draw; your opponent has not answered yet.")
    String gameDrawAlreadyOffered();

    @Message("Your opponent has offered you a draw: accept or decline it.")
    String gameDrawOfferedToYou();

    @Message("There is no draw offer to answer: it was withdrawn by a move, or never made.")
    String gameNoDrawToAnswer();

    /** {@code outcome} is how the game ended because of it, a sentence of its own. */
    @Message("Too late: the deadline was {when}. {outcome}")
    String gameDeadlinePassed(String when, String outcome);

    @Message("Too late: the deadline was {when}. Neither player set up in time, so the game is cancelled.")
    String gameDeadlinePassedNoSetups(String when);

    @Message("This address cannot be invited right now. Nothing was sent and nothing was stored.")
    String gameCannotInviteOpponent();

    @Message("We cannot send mail to your address right now, so we cannot start a game from it. Nothing was sent and nothing was stored.")
    String gameCannotMailCreator();

    // ---- An email address typed into a form; {what} is one of the address names below ----

    @Message("Your email address")
    String addressYours();

    @Message("Your opponent's email address")
    String addressOpponents();

    @Message("The email address")
    String addressAny();

    @Message("{what} is missing.")
    String addressMissing(String what);

    @Message("{what} has letters Flagpost cannot send to before the @: use an address written with a-z, digits and . _ - + only.")
    String addressNotAscii(String what);

    @Message("{what} does not look like an email address.")
    String addressInvalid(String what);

    @Message("{what} contains an invisible or control character ({character}). Type the address again by hand instead of pasting it.")
    String addressInvisible(String what, String character);

    // ---- A move typed as text (flagpost.rules.Move.parse): the JSON API and the email replies ----

    @Message("Write a move as two squares, like e3-e4.")
    String parseEmpty();

    @Message("That is too long to be a move; write it like e3-e4.")
    String parseTooLong();

    @Message("'{text}' is not a move; write it like e3-e4.")
    String parseNotAMove(String text);

    @Message("'{text}' is not a square; squares run from a1 to j10.")
    String parseNotASquare(String text);

    // ---- The error pages (flagpost.web.page.ErrorPages and templates/pages/error.html) ----

    @Message("There is no such game")
    String errorTitleNotFound();

    @Message("That request did not work")
    String errorTitleBadRequest();

    @Message("Already played")
    String errorTitleAlreadyPlayed();

    @Message("Not your turn")
    String errorTitleNotYourTurn();

    @Message("That cannot be done now")
    String errorTitleWrongState();

    @Message("That move is not allowed")
    String errorTitleIllegalMove();

    @Message("That setup cannot be used")
    String errorTitleInvalidSetup();

    @Message("Too late")
    String errorTitleDeadlinePassed();

    /** {@code reason} is the refusal, a sentence of its own. */
    @Message("{reason} Nothing was changed.")
    String errorNothingChanged(String reason);

    @Message("{reason} Your move was recorded once; nothing else was changed.")
    String errorRecordedOnce(String reason);

    @Message("{reason} Your request was not carried out.")
    String errorNotCarriedOut(String reason);

    @Message("No page here")
    String errorNoPageTitle();

    @Message("There is no page at this address. If it came from one of our emails, part of the link may have been cut off: open it again from the email, or ask below for an email with links to all your games.")
    String errorNoPage();

    @Message("This link has expired")
    String errorExpiredTitle();

    @Message("Links from Flagpost work for a limited time. Nothing was changed.")
    String errorExpired();

    @Message("This link opens another page")
    String errorWrongPurposeTitle();

    @Message("This link is genuine, but it is for a different page of the game. Use the link from the latest email, or ask for fresh links below. Nothing was changed.")
    String errorWrongPurpose();

    @Message("This link does not work")
    String errorBrokenLinkTitle();

    @Message("It may have been cut short or changed on its way to you. Use the link from the latest email as it is, or ask for fresh links below. Nothing was changed.")
    String errorBrokenLink();

    @Message("This link was turned off")
    String errorTurnedOffTitle();

    @Message("The player this link was sent to asked for new links, so older links no longer work. If that was you, ask below and we will email fresh links to your address. Nothing was changed.")
    String errorTurnedOff();

    @Message("We can email a fresh link to the address this game knows you by.")
    String errorRenewOffer();

    @Message("Email me a fresh link")
    String errorRenewButton();

    @Message("Your email address")
    String errorYourAddress();

    @Message("We will email you fresh links to all your games.")
    String errorMyGamesOffer();

    @Message("Flagpost home")
    String errorHome();

    @Message("Not a way to use this page")
    String errorMethodTitle();

    @Message("This page cannot be used like that. Open it from its link or its form; nothing was changed.")
    String errorMethod();

    @Message("Something went wrong on our side")
    String errorFaultTitle();

    @Message("The request could not be completed because of a fault in Flagpost. It has been logged; try again later.")
    String errorFault();

    @Message("Back in a minute")
    String errorUnavailableTitle();

    @Message("Flagpost cannot reach its database just now, so nothing was changed; try again in a minute.")
    String errorUnavailable();

    @Message("This request arrived broken")
    String errorUnreadableTitle();

    @Message("Part of what was sent was cut off or wrongly encoded, so Flagpost could not read it. Nothing was changed. Go back, reload the page and try again.")
    String errorUnreadable();

    @Message("That is more than Flagpost reads")
    String errorTooLargeTitle();

    @Message("What was sent is larger than any Flagpost form takes, so it was not read. Nothing was changed. Go back and send something shorter.")
    String errorTooLarge();

    @Message("This page cannot answer that")
    String errorNotServedTitle();

    /** {@code status} is the HTTP status code (406): its reason phrase is English only. */
    @Message("This address does not answer a request of that kind (HTTP {status}). Nothing was changed. Open the page from its link or its form.")
    String errorNotServed(int status);

    @Message("This form came from another site")
    String errorCrossSiteTitle();

    @Message("Flagpost accepts forms and moves only from its own pages, and this one was sent from another site. Nothing was changed. If you meant to do this, open the page from your email and use its button there.")
    String errorCrossSite();

    @Message("This game is over")
    String errorGameOverTitle();

    /** {@code result} is how the game ended, a sentence of its own. */
    @Message("It ended before both setups were in: {result} Nothing was changed.")
    String errorEndedBeforeSetups(String result);

    @Message("Not accepted yet")
    String errorNotAcceptedTitle();

    @Message("The invitation has not been accepted yet, so there is nothing to set up. Nothing was changed.")
    String errorNotAccepted();

    @Message("This game never started")
    String errorNeverStartedTitle();

    @Message("The invitation was declined. Nothing was changed.")
    String errorDeclined();

    @Message("Nobody answered or set up in time, so the game was called off. Nothing was changed.")
    String errorCalledOff();

    @Message("This invitation is not yours to answer")
    String errorNotYourInvitationTitle();

    @Message("This link is for the player who started the game; only the invited player can accept or decline. Nothing was changed.")
    String errorNotYourInvitation();

    @Message("Unknown numbering")
    String errorUnknownNumberingTitle();

    @Message("Unknown mail choice")
    String errorUnknownMailTitle();

    @Message("Choose every move, your turn only or a daily digest, and the digest's hour from the list.")
    String errorUnknownMail();

    @Message("This address cannot be invited right now")
    String errorCannotInviteTitle();

    @Message("The request to start this game has lapsed. Start the game again from the front page. Nothing was changed.")
    String errorStartLinkExpired();

    @Message("It may have been cut short or changed on its way to you. Use the link in the email as it is. Nothing was changed.")
    String errorStartLinkBroken();

    @Message("There is no such request")
    String errorNoSuchRequestTitle();

    @Message("This request to start a game is gone. Start the game again from the front page. Nothing was changed.")
    String errorNoSuchRequest();

    @Message("There is no such move")
    String errorNoSuchMoveTitle();

    @Message("Moves are counted from 0 (the start) up to the latest move. Step through them with the Back and Next links.")
    String errorNoSuchWatchedMove();

    @Message("Moves are counted from 0 (the start) up to the latest move. Open the history from the link in your latest email, or step through it with its Back and Next links. Nothing was changed.")
    String errorNoSuchHistoryMove();

    @Message("This watch link has expired")
    String errorWatchExpiredTitle();

    @Message("Watch links work for a limited time. Ask one of the players for a new one.")
    String errorWatchExpired();

    @Message("This watch link was turned off")
    String errorWatchTurnedOffTitle();

    @Message("One of the players turned this watch link off, so it no longer shows the game. If they made a new one, ask them for it.")
    String errorWatchTurnedOff();

    @Message("There is no such address")
    String errorNoSuchAddressTitle();

    @Message("We no longer know the address this link was for, so we send it nothing. Nothing was changed.")
    String errorNoSuchAddress();

    @Message("Use the link in a more recent email from Flagpost. Nothing was changed.")
    String errorUseNewerEmail();

    @Message("Too many requests")
    String errorTooManyTitle();

    @Message("We have had a lot of requests for emails from your network in a short time, so we are not taking more for now. Nothing was sent.")
    String errorTooMany();

    @Message("Please wait {#if minutes == 1}about a minute{#else}about {minutes} minutes{/if} and try again. Your emails from Flagpost still work: the latest one about a game has a fresh link.")
    String errorTooManyWait(long minutes);

    @Message("Back to Flagpost")
    String errorBackHome();

    // ---- The board pages' own checks of their forms ----

    @Message("This move form is incomplete (it has no move number). Nothing was changed; here is the board as it is now.")
    String formNoPly();

    @Message("The square to move from is not a square: write squares like e4, a letter from a to j and a number from 1 to 10. Nothing was changed.")
    String formBadFromSquare();

    @Message("The square to move to is not a square: write squares like e4, a letter from a to j and a number from 1 to 10. Nothing was changed.")
    String formBadToSquare();

    // ---- The start form's own checks (flagpost.web.page.NewGameForm) ----

    @Message("Choose Red, Blue or \"either\" for your colour.")
    String formChooseColour();

    @Message("Days per move must be a whole number from 1 to 14.")
    String formDaysPerMove();

    @Message("Choose a move limit from the list.")
    String formChooseMoveLimit();

    // ---- The JSON API's own errors (codes stay English; these are the sentences) ----

    @Message("The request body is not what this call expects: send JSON like \\{\"move\": \"e3-e4\", \"ply\": 12}.")
    String apiUnreadableBody();

    /** {@code status} is the HTTP status code (404): its reason phrase is English only. */
    @Message("This API does not answer that request (HTTP {status}). See README.md, \"JSON API\".")
    String apiNotAnswered(int status);

    @Message("The request could not be read: part of it was cut off or wrongly encoded. Nothing was changed.")
    String apiUnreadableRequest();

    @Message("Send the move and the ply it was chosen at, like \\{\"move\": \"e3-e4\", \"ply\": 12}.")
    String apiMoveMissing();

    @Message("This link has expired. The latest email from the game carries a fresh one.")
    String apiLinkExpired();

    @Message("This link is not a play link. Use the play link from the latest email of the game.")
    String apiWrongLink();

    @Message("This link does not work: it may have been cut short or changed. Use the play link from the latest email, as it is.")
    String apiInvalidLink();

    @Message("This link was turned off: its player asked for new links. Use the play link from an email sent since, or ask for fresh links on the start page.")
    String apiStaleLink();

    @Message("Something went wrong on our side and the request could not be completed. It has been logged; try again later.")
    String apiFault();

    @Message("Flagpost cannot reach its database just now: nothing was changed; try again in a minute.")
    String apiUnavailable();

    @Message("The return date is missing or not a date: choose one in the calendar, or write it as year-month-day, like 2026-12-04. Nothing was changed.")
    String formReturnDateMissing();

    @Message("Unknown language")
    String errorUnknownLanguageTitle();

    @Message("Choose English, Español or Oʻzbekcha from the list. Nothing was changed.")
    String errorUnknownLanguage();

    @Message("This link has expired")
    String errorUnsubscribeExpiredTitle();

    @Message("Unsubscribe links work for a year. Every email from a game carries a fresh one: use the link in the latest email.")
    String errorUnsubscribeExpired();

    @Message("This link does not work")
    String errorUnsubscribeBrokenTitle();

    @Message("It may have been cut short or changed on its way to you. Use the unsubscribe link in the latest email from the game, as it is.")
    String errorUnsubscribeBroken();

    @Message("This game is gone")
    String errorUnsubscribeGoneTitle();

    @Message("There is no such game any more, so it sends no mail.")
    String errorUnsubscribeGone();
}
