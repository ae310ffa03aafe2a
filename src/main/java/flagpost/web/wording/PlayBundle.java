package flagpost.web.wording;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * Every word of the game pages (play, setup, history, watch) and of their tags (board, legends, numbering, pause,
 * vacation, rematch, spectators' card), in English; {@code messages/play_es.properties} and
 * {@code play_uz.properties} hold Spanish and Uzbek. Templates write {@code {play:key}}, Java view code gets the
 * reader's bundle from {@link PlayWords#of}. Keys are grouped by a prefix per page or part.
 *
 * <p>A sentence with variable parts is one message with named parameters, so each language orders its words.
 * Names of ranks, sides, variants, dates and durations come in as parameters, already in the reader's language
 * ({@code flagpost.words}). Moves ({@code e3-e4}) and setup letters stay as they are in every language.
 */
@MessageBundle("play")
public interface PlayBundle {

    // The game in words, shared by the play, history and watch pages (PageParts)

    @Message("{red} (Red) vs {blue} (Blue)")
    String gameTitle(String red, String blue);

    @Message("{game}. You play {side}.")
    String gameAboutSeat(String game, String side);

    @Message("{game}. You are watching: you see only what both players have seen, and everything once the game is over.")
    String gameAboutSpectator(String game);

    @Message("You lost")
    String capturedYouLost();

    @Message("{name} lost")
    String capturedNameLost(String name);

    @Message("Captured pieces")
    String capturedHeading();

    @Message("nothing yet")
    String capturedNothingYet();

    @Message("Captured by then")
    String capturedByThenHeading();

    @Message("nothing")
    String capturedNothing();

    @Message("Your setup")
    String setupsYours();

    @Message("{name}'s setup")
    String setupsTheirs(String name);

    @Message("empty")
    String setupsEmpty();

    @Message("Every move, step by step")
    String historyLinkOver();

    @Message("Every move so far, step by step")
    String historyLinkSoFar();

    @Message("Flagpost home")
    String homeLink();

    // How a game stands before or without a board (play and watch pages)

    @Message("The game has not started: the invitation is waiting for an answer.")
    String statusInvited();

    @Message("The game has not started: both players are setting up their pieces.")
    String statusSetup();

    @Message("This game did not take place: the invitation was declined.")
    String statusDeclined();

    @Message("This game did not take place: nobody answered or set up in time.")
    String statusLapsed();

    @Message("This game is over.")
    String statusOver();

    @Message("The game ended before both setups were in, so there are no moves to show.")
    String waitingEndedBeforeSetups();

    // The play page

    @Message("Game: {title}")
    String playPageTitle(String title);

    @Message("Your move: {title}")
    String playPageTitleYourMove(String title);

    @Message("Your move.")
    String playTurnYours();

    @Message("Your move, until {when} ({left}).")
    String playTurnYoursUntil(String when, String left);

    @Message("It is {name}'s move.")
    String playTurnTheirs(String name);

    @Message("It is {name}'s move, until {when} ({left}).")
    String playTurnTheirsUntil(String name, String when, String left);

    @Message("Your last move: {move}.")
    String playLastMoveYours(String move);

    @Message("{name}'s last move: {move}.")
    String playLastMoveTheirs(String name, String move);

    @Message("Once the invitation (sent by email) is accepted and you have both set up, this page shows the board.")
    String playWaitingInvited();

    @Message("Place your pieces on your setup page; once both setups are in, the game starts here.")
    String playWaitingSetup();

    @Message("There is nothing to play here. Start a new game from the Flagpost home page.")
    String playWaitingNothing();

    @Message("Your opponent's address {address} bounced; we stopped writing to them. The game waits for them until the deadline as usual.")
    String playOpponentBounced(String address);

    @Message("Your opponent's mailbox {address} reported our email as spam; we stopped writing to them. The game waits for them until "
            + "the deadline as usual.")
    String playOpponentComplained(String address);

    @Message("Your move")
    String playMoveHeading();

    @Message("Your pieces that can move have a yellow ring: choose one, then one of its targets (a dot, or a black frame for an attack). Or type the two squares.")
    String playMoveHelp();

    @Message("Not allowed now: {from} to {to}.")
    String playForbidden(String from, String to);

    @Message("From")
    String playFrom();

    @Message("To")
    String playTo();

    @Message("Play this move")
    String playSubmit();

    @Message("Choose again")
    String playChooseAgain();

    /** The script's question before a move; {@code from} and {@code to} are squares (the page passes placeholders). */
    @Message("Move {from} to {to}?")
    String playAskMove(String from, String to);

    @Message("Attack {to} from {from}?")
    String playAskAttack(String from, String to);

    /** Added by the script to a forbidden target's name, after a comma. */
    @Message("not allowed: {reason}")
    String playForbiddenLabel(String reason);

    /** The script's words when a forbidden target is tapped; the rule's reason follows. */
    @Message("Not allowed: {from} to {to}.")
    String playForbiddenTapped(String from, String to);

    @Message("Set up your pieces")
    String playGoSetup();

    @Message("Draw")
    String drawHeading();

    @Message("{name} offers a draw.")
    String drawOfferedToYou(String name);

    @Message("Accept the draw")
    String drawAccept();

    @Message("Decline and play on")
    String drawDecline();

    @Message("You offered a draw; waiting for {name} to answer. A move by {name} withdraws the offer.")
    String drawOfferedByYou(String name);

    @Message("Offer a draw")
    String drawOffer();

    @Message("Resign")
    String resignHeading();

    @Message("Resign…")
    String resignButton();

    @Message("Resign this game? {name} wins, and it cannot be undone.")
    String resignQuestion(String name);

    @Message("Yes, resign")
    String resignYes();

    @Message("No, keep playing")
    String resignNo();

    // The board (BoardView) and its legends

    @Message("The board as both players have seen it, from Red's side")
    String boardSpectatorLabel();

    @Message("The board as {side} sees it")
    String boardSeatLabel(String side);

    @Message(", your last move started here")
    String boardYourLastFrom();

    @Message(", your last move ended here")
    String boardYourLastTo();

    @Message(", {side}'s last move started here")
    String boardSideLastFrom(String side);

    @Message(", {side}'s last move ended here")
    String boardSideLastTo(String side);

    @Message(", can move")
    String boardCanMove();

    @Message(", you can attack it")
    String boardAttackable();

    @Message(", known to {side}")
    String boardKnownTo(String side);

    @Message("(known from a long move)")
    String boardKnownFromLongMove();

    @Message(", has moved")
    String boardHasMoved();

    @Message("What the marks on the board mean")
    String legendSummary();

    @Message("Solid squares with a number or letter are your pieces; outlined squares are your opponent's.")
    String legendSolid();

    /** Follows a bold "?". */
    @Message("is an enemy piece whose rank you do not know yet.")
    String legendUnknown();

    @Message("A small dot in the corner: the piece has moved, so it is neither a bomb nor the flag.")
    String legendMoved();

    @Message("A ring in the top corner of your piece: your opponent knows its rank.")
    String legendKnown();

    @Message("An underlined enemy rank: known from a move of more than one square.")
    String legendScoutKnown();

    @Message("Dashed frame: where a side's last move started; solid frame: where it ended.")
    String legendLastMove();

    @Message("On your turn, a yellow ring: your piece can move. The piece you choose turns white; a dot marks an empty square it can reach, a black frame an enemy piece it can attack, and a cross a square the rules forbid it now (tap or hover for the reason).")
    String legendYourTurn();

    @Message("A black corner on an enemy piece: one of your pieces can attack it this turn.")
    String legendAttackable();

    @Message("Blue sea squares are lakes; no piece may enter them.")
    String legendLakes();

    @Message("Red's pieces are red, Blue's are blue; both are drawn from Red's side of the board.")
    String watchLegendSides();

    /** Follows a bold "?". */
    @Message("is a piece whose rank its opponent does not know yet, so you do not either.")
    String watchLegendUnknown();

    @Message("A small dot in the corner: the piece has moved.")
    String watchLegendMoved();

    @Message("An underlined rank: known from a move of more than one square.")
    String watchLegendScoutKnown();

    // The numbering switch

    @Message("Ranks:")
    String numberingLabel();

    @Message("10 is the Marshal, 1 the Spy")
    String numberingModernTitle();

    @Message("10 high")
    String numberingModern();

    @Message("1 is the Marshal, S the Spy")
    String numberingClassicTitle();

    @Message("1 high")
    String numberingClassic();

    @Message("Unknown numbering")
    String numberingUnknown();

    // The pause and vacation cards

    @Message("Pause")
    String pauseHeading();

    @Message("Ask for a pause")
    String pauseAsk();

    @Message("Accept the pause")
    String pauseAccept();

    @Message("Decline and play on")
    String pauseDecline();

    @Message("Resume the game")
    String pauseResume();

    @Message("Vacation")
    String vacationHeading();

    @Message("Ending it now starts your clocks again at once; the days you have not begun return to your budget.")
    String vacationEndHint();

    @Message("End my vacation now")
    String vacationEnd();

    @Message("Away for a while? Your clock stops in every game whenever it is your turn, until the day you are back; your opponents are told by email. {daysLeft}")
    String vacationHelp(String daysLeft);

    @Message("Back on")
    String vacationBackOn();

    @Message("Take a vacation")
    String vacationTake();

    // The rematch card

    @Message("Play again")
    String rematchHeading();

    @Message("Play again")
    String rematchButton();

    @Message("Rematch of your game against {name}")
    String rematchOf(String name);

    @Message("Propose another game to {name}: the same terms, with the colours swapped.")
    String rematchOffer(String name);

    @Message("\"Play again\" accepts it.")
    String rematchAcceptsIt();

    @Message("{name} proposes a rematch, with the colours swapped: you would play {side}. It is open until {until}.")
    String rematchProposedToYou(String name, String side, String until);

    @Message("Accept or decline")
    String rematchAcceptOrDecline();

    @Message("You proposed a rematch; {name} has until {until} to answer.")
    String rematchProposedByYou(String name, String until);

    @Message("{name} declined the rematch.")
    String rematchDeclinedByOpponent(String name);

    @Message("You declined the rematch.")
    String rematchDeclinedByYou();

    @Message("The rematch proposal lapsed unanswered.")
    String rematchLapsed();

    @Message("The rematch was accepted, but it never started.")
    String rematchNeverStarted();

    @Message("The rematch is on: you play {side}.")
    String rematchOn(String side);

    @Message("Set up your pieces for the rematch")
    String rematchGoSetup();

    @Message("Go to the rematch")
    String rematchGoPlay();

    @Message("See how the rematch went")
    String rematchGoHistory();

    // The spectators' card of the play page

    @Message("Spectators")
    String watchCardHeading();

    @Message("Anyone with this watch link can follow the game: they see only what both of you have seen, everything once it is over, and they cannot play. {madeBy}")
    String watchCardAbout(String madeBy);

    @Message("You made it on {when}.")
    String watchCardMadeByYou(String when);

    @Message("{name} made it on {when}.")
    String watchCardMadeBy(String name, String when);

    @Message("Watch link")
    String watchCardLinkLabel();

    @Message("Open the spectators' page")
    String watchCardOpen();

    @Message("Turn off the watch link")
    String watchCardTurnOff();

    @Message("Turning it off stops every copy of the link at once; a new one can be made afterwards.")
    String watchCardTurnOffHint();

    @Message("Let friends follow the game: a watch link shows the board as both of you have seen it, never a hidden piece, and it cannot play. Either of you can turn it off at any time.")
    String watchCardInvite();

    @Message("Make a watch link")
    String watchCardMake();

    // The history page

    @Message("History: {title}")
    String historyPageTitle(String title);

    @Message("Step through the moves")
    String historyStepLabel();

    @Message("« Start")
    String historyFirst();

    @Message("‹ Back")
    String historyBack();

    @Message("Next ›")
    String historyNext();

    @Message("Latest »")
    String historyLatest();

    @Message("Moves")
    String historyMovesHeading();

    @Message("No moves yet.")
    String historyNoMoves();

    @Message("Moves {first}–{last} of {total}")
    String historyMovesShown(int first, int last, int total);

    @Message("Pages of moves")
    String historyPagesLabel();

    @Message("Go to move")
    String historyGoTo();

    @Message("Show")
    String historyShow();

    @Message("Both setups")
    String historySetupsHeading();

    @Message("Setup string:")
    String historySetupString();

    @Message("Download as Gravon XML")
    String historyDownload();

    @Message("The game has not started, so there are no moves yet.")
    String historyNotStarted();

    @Message("The start, before the first move.")
    String historyAtStart();

    @Message("{name} ({side}): {move}")
    String historyMoveLine(String name, String side, String move);

    @Message("After move {ply} of {last}. {line}.")
    String historyPosition(int ply, int last, String line);

    // The watch page

    @Message("Watching: {title}")
    String watchPageTitle(String title);

    @Message("It is {name}'s move ({side}).")
    String watchTurn(String name, String side);

    @Message("It is {name}'s move ({side}), until {when} ({left}).")
    String watchTurnUntil(String name, String side, String when, String left);

    @Message("{name}'s last move ({side}): {move}.")
    String watchLastMove(String name, String side, String move);

    @Message("Once both players have set up their pieces, this page shows the board. Come back later.")
    String watchWaiting();

    // The setup page

    @Message("Set up your army")
    String setupPageTitle();

    @Message("Your setup")
    String setupHeadingDone();

    /** {@code opponent} is markup: the name, escaped, in {@code <strong>}; the page prints this message raw. */
    @Message("{variant} against {opponent}. You play {side}: your four rows are at the bottom, as you sit at the board.")
    String setupIntro(String variant, String opponent, String side);

    @Message("Your setup is in. Both setups are in and the game has started.")
    String setupInStarted();

    @Message("Go to the game")
    String setupGoPlay();

    @Message("Your setup is in. This game is over. {result}")
    String setupInOver(String result);

    @Message("See the game")
    String setupSeeGame();

    @Message("Your setup is in; waiting for {name} to set up. You can change yours until both are in.")
    String setupInWaiting(String name);

    @Message("{name}'s setup:")
    String setupOpponentLabel(String name);

    @Message("placed")
    String setupOpponentPlaced();

    @Message("not yet")
    String setupOpponentNotYet();

    @Message("That setup cannot be used yet.")
    String setupCannotUse();

    @Message("Nothing was stored.")
    String setupNothingStored();

    @Message("{side}'s side")
    String setupFrontCaption(String side);

    @Message("{side}'s side: hidden until the game starts")
    String setupFrontCaptionHidden(String side);

    @Message("Your four rows, front row first")
    String setupOwnRowsLabel();

    @Message("Your side ({side}): your back row is at the bottom")
    String setupOwnCaption(String side);

    @Message("Pieces still to place")
    String setupTrayLabel();

    @Message("Pieces to place")
    String setupTrayTitle();

    @Message("(choose one, then a square)")
    String setupTrayHint();

    @Message("Click a piece in the tray, then a square. Click a placed piece, then another square to move it there or swap, or the tray to take it back.")
    String setupHelpScript();

    @Message("Without JavaScript, type or paste the setup string below, or use a random setup or a preset, then submit.")
    String setupHelpNoScript();

    @Message("Random setup")
    String setupRandom();

    @Message("Clear the board")
    String setupClear();

    @Message("Setup string")
    String setupStringLabel();

    @Message("40 letters, one per square of your four rows, read from your chair: your back row from left to right first, your front row last. B to M are Red's pieces ({red}) and N to Y Blue's ({blue}); either colour's letters set up your own pieces. A is an empty square.")
    String setupStringHint(String red, String blue);

    @Message("Submit setup")
    String setupSubmit();

    @Message("Copy the string")
    String setupCopy();

    // The setup board's words; setup.js gets them too (in data- attributes, with @-placeholders) and fills them in alike.
    // Numbers are passed as text, so the page can pass a placeholder instead.

    @Message("{square}: empty")
    String setupSquareEmpty(String square);

    @Message("{square}: your {rank} {symbol}")
    String setupSquareOwn(String square, String rank, String symbol);

    /** The script adds it to the chosen square's name. */
    @Message(", chosen")
    String setupSquareChosen();

    @Message("{symbol} {rank}: {left} left to place")
    String setupTrayPiece(String symbol, String rank, String left);

    @Message("The setup string needs {size} characters; this one has {length}.")
    String setupWrongLength(String length, String size);

    @Message("Character {position} is not a piece letter: use B to M (or N to Y) for pieces and A for an empty square.")
    String setupBadLetter(String position);

    @Message("Too many {ranks}: {have} placed, {variant} has {want}.")
    String setupTooMany(String ranks, String have, String variant, String want);

    @Message("none")
    String setupNone();

    @Message("Still to place: {pieces}.")
    String setupStillToPlace(String pieces);

    @Message("All pieces are placed: submitted, waiting for your opponent.")
    String setupAllSubmitted();

    @Message("All pieces are placed: ready to submit.")
    String setupAllReady();

    @Message("Choose a piece from the tray first, then a square.")
    String setupChooseFirst();

    @Message("Every {rank} is on the board; click one there to move it.")
    String setupAllOnBoard(String rank);

    @Message("The setup string is copied.")
    String setupCopied();

    // The setup presets (SetupPresets), by id

    @Message("Corner fortress")
    String presetCornerFortress();

    @Message("Flag in your back-left corner behind two Bombs, Scouts in the open lanes, Marshal and Colonels in the middle.")
    String presetCornerFortressAbout();

    @Message("Centre flag")
    String presetCentreFlag();

    @Message("Flag in the middle of your back row, boxed in by three Bombs; Bombs behind both lakes as decoys.")
    String presetCentreFlagAbout();

    @Message("Lake shadow")
    String presetLakeShadow();

    @Message("Flag behind the left lake with Bombs on three sides, two decoy Bombs in the front row, Marshal on the right.")
    String presetLakeShadowAbout();

    @Message("Corner flag")
    String presetDuelCorner();

    @Message("Flag in the back-left corner behind both Bombs, Miners at the back, General and Marshal up front with the Spy behind.")
    String presetDuelCornerAbout();

    @Message("Far corner")
    String presetBarrageFarCorner();

    @Message("Flag in the back-right corner with its Bomb and Miner, Scouts on both flanks, the Spy behind the General.")
    String presetBarrageFarCornerAbout();
}
