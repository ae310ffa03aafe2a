package flagpost.mail;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the game emails, in English here and in {@code messages/mail_es.properties} and
 * {@code messages/mail_uz.properties}: the layout around every game email (greeting, board caption and legend, footer,
 * unsubscribe), the subjects, and the texts of the turn emails (setup, start, your move, move played, draw offered and
 * declined, reminder, game over, cancelled, a refused reply). Templates say {@code {mail:key(…)}} and are rendered in the
 * reader's locale ({@link MailTemplates}); Java gets the reader's instance from {@link MailWords}.
 *
 * <p>Every sentence with variable parts is one message with named parameters, so each language orders its own words.
 * Keys are grouped by a prefix: {@code subject…}, {@code layout…}, {@code board…}, then one prefix per email kind, and
 * {@code button…} for the HTML buttons. A sentence that the HTML part shows with bold names takes the names as
 * parameters: {@link MailModel} passes them there already escaped and bold.
 */
@MessageBundle("mail")
public interface MailBundle {

    // --- Subjects (MailHeaders) ---------------------------------------------------------------------------------

    @Message("An invitation to play Stratego on Flagpost")
    String subjectInvitation();

    @Message("Confirm your game on Flagpost")
    String subjectConfirm();

    @Message("Flagpost: {red} vs {blue} — {about}")
    String subjectGame(String red, String blue, String about);

    @Message("Re: Flagpost: {red} vs {blue}")
    String subjectReply(String red, String blue);

    @Message("an invitation to play")
    String subjectInvitationSuffix();

    @Message("invitation declined")
    String subjectInvitationDeclined();

    @Message("invitation lapsed")
    String subjectInvitationLapsed();

    @Message("set up your pieces")
    String subjectSetupNeeded();

    @Message("the game has started")
    String subjectGameStarted();

    @Message("your move")
    String subjectYourMove();

    @Message("move played")
    String subjectMovePlayed();

    @Message("draw offered")
    String subjectDrawOffered();

    @Message("draw declined")
    String subjectDrawDeclined();

    @Message("reminder: your turn")
    String subjectReminder();

    @Message("game over")
    String subjectGameOver();

    @Message("game cancelled")
    String subjectGameCancelled();

    @Message("game cancelled by the host")
    String subjectGameCancelledByHost();

    @Message("confirm the copy of your data")
    String subjectDataExportConfirm();

    @Message("confirm erasing your data")
    String subjectDataEraseConfirm();

    @Message("a fresh link")
    String subjectFreshLinks();

    @Message("your opponent is on vacation")
    String subjectVacationStarted();

    @Message("your opponent is back")
    String subjectVacationEnded();

    @Message("pause asked for")
    String subjectPauseAsked();

    @Message("pause declined")
    String subjectPauseDeclined();

    @Message("game paused")
    String subjectGamePaused();

    @Message("game resumed")
    String subjectGameResumed();

    @Message("links to your games")
    String subjectMyGames();

    @Message("confirm your game")
    String subjectInvitationConfirm();

    @Message("your reply")
    String subjectReplyRefused();

    @Message("your daily digest")
    String subjectDailyDigest();

    @Message("a rematch?")
    String subjectRematch();

    // --- The layout of every game email ----------------------------------------------------------------------------

    @Message("Hello,")
    String layoutGreeting();

    @Message("Hello {name},")
    String layoutGreetingNamed(String name);

    @Message("Flagpost game {game}, move {move}")
    String layoutFooter(long game, int move);

    @Message("{opponent} gave this address for a game of Stratego on Flagpost. The links in this email act for you: don't forward it.")
    String layoutWhyInvitation(String opponent);

    @Message("You have just played {opponent} on Flagpost, and they propose another game. The links in this email act for you: don't forward it.")
    String layoutWhyRematch(String opponent);

    @Message("You play {colour} in this game. The links in this email act for you: don't forward it.")
    String layoutWhyPlayer(String colour);

    @Message("Never invite this address to Flagpost again")
    String layoutUnsubscribeInvitation();

    @Message("Mute reminders and confirmations for this game")
    String layoutUnsubscribeMute();

    @Message("Your opponent's address {address} bounced; we stopped writing to them. The game waits for them until the deadline as usual.")
    String layoutOpponentBounced(String address);

    @Message("Your opponent's mailbox {address} reported our email as spam; we stopped writing to them. The game waits for them until "
            + "the deadline as usual.")
    String layoutOpponentComplained(String address);

    @Message("You have lost {yours}; {opponent} has lost {theirs}.")
    String layoutLosses(String yours, String opponent, String theirs);

    @Message("You have lost nothing; {opponent} has lost {theirs}.")
    String layoutLossesOnlyTheirs(String opponent, String theirs);

    @Message("You have lost {yours}; {opponent} has lost nothing.")
    String layoutLossesOnlyYours(String yours, String opponent);

    @Message("It is your move.")
    String layoutYourMove();

    @Message("It is {opponent}'s move.")
    String layoutOpponentsMove(String opponent);

    @Message("The setup clock is stopped while one of you is on vacation: it runs again once you are both back.")
    String layoutSetupClockStopped();

    @Message("Your clock is stopped while you are on vacation: it runs again from the moment you are back.")
    String layoutClockStopped();

    @Message("Your deadline: {deadline} ({left} from now).")
    String layoutDeadline(String deadline, String left);

    @Message("Your board, any time:")
    String layoutBoardAnyTime();

    // --- The board (caption, legend, HtmlBoard's labels) ----------------------------------------------------------

    @Message("The board at the start, with every piece revealed:")
    String boardAtStartRevealed();

    @Message("The board at the start, from your side ({colour}):")
    String boardAtStart(String colour);

    @Message("The board after move {move}, with every piece revealed:")
    String boardAfterRevealed(int move);

    @Message("The board after move {move}, from your side ({colour}):")
    String boardAfter(int move, String colour);

    @Message("10 {marshal} … 2 {scout}, 1 {spy}")
    String boardRanksModern(String marshal, String scout, String spy);

    @Message("1 {marshal} … 9 {scout}, S {spy}")
    String boardRanksClassic(String marshal, String scout, String spy);

    @Message("classic numbers: 1 {marshal} … 9 {scout}, S {spy}")
    String boardRanksClassicNamed(String marshal, String scout, String spy);

    @Message("Your pieces show their rank ({ranks}, B {bomb}, F {flag}). [ ] enemy piece: [ ?] unknown, [?m] unknown but has moved. ~~ lake. ^^^^ under the latest move's two squares.")
    String boardLegendText(String ranks, String bomb, String flag);

    @Message("Solid squares are your pieces with their rank ({ranks}, B {bomb}, F {flag}). Outlined squares are the enemy's: ? unknown, ?m unknown but has moved. Gold marks the latest move; ~ is a lake.")
    String boardLegendHtml(String ranks, String bomb, String flag);

    @Message("The board as {side} sees it")
    String boardAriaLabel(String side);

    @Message(", has moved")
    String boardTitleMoved();

    @Message(", latest move (from)")
    String boardTitleLatestFrom();

    @Message(", latest move (to)")
    String boardTitleLatestTo();

    // --- The HTML buttons ------------------------------------------------------------------------------------------

    @Message("Place your pieces")
    String buttonPlacePieces();

    @Message("Play your move")
    String buttonPlayMove();

    @Message("Open the game")
    String buttonOpenGame();

    @Message("Answer the offer")
    String buttonAnswerOffer();

    @Message("Replay the whole game")
    String buttonReplay();

    @Message("Play again")
    String buttonPlayAgain();

    @Message("Accept or decline")
    String buttonAcceptOrDecline();

    @Message("Go to the game")
    String buttonGoToGame();

    @Message("See how the game went")
    String buttonHistory();

    // --- SETUP_NEEDED ------------------------------------------------------------------------------------------------

    @Message("The game is on: {red} plays Red, {blue} plays Blue ({terms}). You play {colour}.")
    String setupLead(String red, String blue, String terms, String colour);

    @Message("Place your pieces here:")
    String setupHere();

    @Message("Set up by {deadline} ({left} from now).")
    String setupBy(String deadline, String left);

    @Message("If only one of you has set up by then, that one wins; if neither has, the game is cancelled.")
    String setupStakes();

    // --- GAME_STARTED --------------------------------------------------------------------------------------------------

    @Message("Both armies are in place and the game against {opponent} has begun. You play {colour}.")
    String startedLead(String opponent, String colour);

    @Message("Red moves first, so it is your move.")
    String startedYouMoveFirst();

    @Message("Play it here:")
    String startedPlayHere();

    @Message("{opponent} plays Red and moves first; we will write when it is your turn.")
    String startedOpponentMovesFirst(String opponent);

    @Message("You play under the name {name}, which {opponent} sees. You can change it in your settings:")
    String startedYourName(String name, String opponent);

    @Message("Change your name")
    String buttonChangeName();

    // --- YOUR_MOVE -------------------------------------------------------------------------------------------------------

    @Message("{opponent} has moved: it is your turn.")
    String yourMoveLead(String opponent);

    @Message("Play your move here:")
    String yourMoveHere();

    // --- MOVE_PLAYED -----------------------------------------------------------------------------------------------------

    @Message("Your move is in.")
    String movePlayedLead();

    @Message("It is now {opponent}'s turn; we will write when they have moved.")
    String movePlayedNext(String opponent);

    // --- DRAW_OFFERED, DRAW_DECLINED ----------------------------------------------------------------------------------

    @Message("{opponent} offers you a draw. Accept or decline it on the game page; if you play a move instead, the offer lapses.")
    String drawOffered(String opponent);

    @Message("Answer the offer here:")
    String drawOfferedHere();

    @Message("{opponent} declined your offer of a draw, so the game goes on.")
    String drawDeclined(String opponent);

    // --- REMINDER ------------------------------------------------------------------------------------------------------

    @Message("You have not placed your pieces yet in the game against {opponent}, and you have {left} left: the deadline is {deadline}. If you have not set up by then, you lose the game (or, if {opponentAgain} has not set up either, it is cancelled).")
    String reminderSetup(String opponent, String left, String deadline, String opponentAgain);

    @Message("It is still your move in the game against {opponent}, and you have {left} left: the deadline is {deadline}. If no move arrives by then, you lose on time.")
    String reminderMove(String opponent, String left, String deadline);

    // --- GAME_OVER, GAME_CANCELLED ----------------------------------------------------------------------------------

    @Message("Your game against {opponent} is over.")
    String gameOverLead(String opponent);

    @Message("Replay the whole game, with every piece revealed:")
    String gameOverReplay();

    @Message("Play again? Propose a rematch with the colours swapped, on the game's page:")
    String gameOverPlayAgain();

    @Message("Neither you nor {opponent} placed your pieces in time, so the game has been cancelled. Nobody wins or loses.")
    String cancelledLead(String opponent);

    @Message("The host of this Flagpost has cancelled your game against {opponent}. Nobody wins or loses, and no more moves can be made in it.")
    String cancelledByHostLead(String opponent);

    // --- REPLY_REFUSED --------------------------------------------------------------------------------------------------

    @Message("We read this line of your reply:")
    String refusedQuote();

    @Message("Nothing was changed.")
    String refusedNothingChanged();

    @Message("Or answer on the page:")
    String refusedOrAnswer();

    @Message("Or place your pieces on the page:")
    String refusedOrSetup();

    @Message("Or play on the page:")
    String refusedOrPlay();

    @Message("Every move of the game:")
    String refusedHistory();

    // --- How to reply, beside an email's link (MailModel.replyHint), when it carries a reply address --------------

    /** A command word as an email names it (the word is always the reader's own language's). */
    @Message("\"{word}\"")
    String replyWord(String word);

    @Message("Or reply to this email with {accept} or {decline}.")
    String replyHintAnswer(String accept, String decline);

    @Message("Or reply to this email with your setup as 40 letters, one per square, read from your chair: your back row from left to right "
            + "first, your front row last (the setup page shows which letter is which piece, and writes the letters of the setup you place).")
    String replyHintSetup();

    @Message("Or reply to this email with your move, such as {move}, or with {draw}, {resign} or {board}.")
    String replyHintMove(String move, String draw, String resign, String board);

    @Message("You can also play by replying to this email.")
    String replyHintFooter();

    // --- What a refused reply is told (flagpost.inbound.ReplyWords, stored with the reply) -------------------

    @Message("a move such as e3-e4, {draw} (to offer or accept a draw), {accept}, {decline}, {resign}, {board} (to get the board again), "
            + "or your setup as 40 letters.")
    String replyCommands(String draw, String accept, String decline, String resign, String board);

    @Message("We could not read your email. {detail}")
    String replyUnreadable(String detail);

    @Message("Its structure is broken, so its text could not be found.")
    String replyUnreadableBroken();

    @Message("It has no text to read: no plain-text or HTML part outside the attachments.")
    String replyUnreadableNoText();

    @Message("It nests its parts more than {limit} levels deep.")
    String replyUnreadableTooDeep(int limit);

    @Message("It has more than {limit} parts.")
    String replyUnreadableTooManyParts(int limit);

    @Message("One of its parts should hold further parts and holds none.")
    String replyUnreadableEmptyPart();

    @Message("Reply with plain text, one command on the first line: {commands}")
    String replyUnreadableAdvice(String commands);

    @Message("We did not find a command in your reply.")
    String replyNoCommand();

    @Message("Reply with one command on the first line: {commands}")
    String replyNoCommandAdvice(String commands);

    @Message("Reply with another move, such as e3-e4, or with {board} to see the board again.")
    String replyAdviceIllegalMove(String board);

    @Message("Wait for the email that says it is your move, and reply to that one.")
    String replyAdviceNotYourTurn();

    @Message("Reply to the newest email about this game, or with {board} to get the board as it stands.")
    String replyAdviceNewest(String board);

    @Message("Reply with your setup as 40 letters, one per square, or place your pieces on the page.")
    String replyAdviceSetup();

    @Message("The game is over; the game-over email shows how it ended.")
    String replyAdviceGameOver();

    @Message("Reply with {board} to see where the game stands.")
    String replyAdviceBoard(String board);

    @Message("This email's reply address was turned off when you asked for new links.")
    String replyTurnedOff();

    @Message("Reply to an email Flagpost sent you after that, or use the links in it.")
    String replyTurnedOffAdvice();

    @Message("This email's reply address is older than {days} {#if days == 1}day{#else}days{/if}, like the links beside it, and no longer acts.")
    String replyTooOld(long days);

    @Message("Reply to this email instead: its reply address and its links are new.")
    String replyTooOldAdvice();

    @Message("{advice} Only the first command of your reply was read.")
    String replyOnlyFirstRead(String advice);
}
