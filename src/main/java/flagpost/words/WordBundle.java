package flagpost.words;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * Every word of {@code flagpost.words}, in English (each {@link Message}'s template), Spanish
 * ({@code messages/words_es.properties}) and Uzbek in the Latin script ({@code messages/words_uz.properties}).
 *
 * <p>Each message is a whole sentence or phrase with named parameters, so each language orders its own words
 * ("Bob's Captain", "el Capitán de Bob", "Bobning Kapitani"); Java only puts punctuation between them (a square's
 * name and its words, a rank and its symbol, the commas of a list). Plurals are Qute conditions inside the message:
 * English and Spanish inflect a noun after a number, Uzbek does not ("3 kun").
 *
 * <p>Templates may use it as the {@code words:} namespace ({@code {words:rankMarshal}}); Java code reads it through
 * {@link Words#of(Language)}, never directly. Keys are grouped by prefix: {@code rank}, {@code side}, {@code variant},
 * {@code term}, {@code option}, {@code numbering}, {@code date}, {@code timeLeft}, {@code roughly}, {@code move},
 * {@code battle}, {@code result}, {@code plain}, {@code square}, {@code away} and {@code paused}.
 */
@MessageBundle("words")
public interface WordBundle {

    // Ranks. Seven forms each, because Spanish articles and adjectives agree with the rank's gender ("una Bomba
    // roja") and Uzbek possessives change the word's ending ("Bayrogʻingiz", "Bobning Bayrogʻi"). Words#rank reads
    // them by name: rank + the rank's name + the form.

    @Message("Marshal")
    String rankMarshal();

    @Message("Marshals")
    String rankMarshalPlural();

    @Message("a Marshal")
    String rankMarshalOne();

    @Message("Red Marshal")
    String rankMarshalRed();

    @Message("Blue Marshal")
    String rankMarshalBlue();

    @Message("your Marshal")
    String rankMarshalYours();

    @Message("{owner}'s Marshal")
    String rankMarshalTheirs(String owner);

    @Message("General")
    String rankGeneral();

    @Message("Generals")
    String rankGeneralPlural();

    @Message("a General")
    String rankGeneralOne();

    @Message("Red General")
    String rankGeneralRed();

    @Message("Blue General")
    String rankGeneralBlue();

    @Message("your General")
    String rankGeneralYours();

    @Message("{owner}'s General")
    String rankGeneralTheirs(String owner);

    @Message("Colonel")
    String rankColonel();

    @Message("Colonels")
    String rankColonelPlural();

    @Message("a Colonel")
    String rankColonelOne();

    @Message("Red Colonel")
    String rankColonelRed();

    @Message("Blue Colonel")
    String rankColonelBlue();

    @Message("your Colonel")
    String rankColonelYours();

    @Message("{owner}'s Colonel")
    String rankColonelTheirs(String owner);

    @Message("Major")
    String rankMajor();

    @Message("Majors")
    String rankMajorPlural();

    @Message("a Major")
    String rankMajorOne();

    @Message("Red Major")
    String rankMajorRed();

    @Message("Blue Major")
    String rankMajorBlue();

    @Message("your Major")
    String rankMajorYours();

    @Message("{owner}'s Major")
    String rankMajorTheirs(String owner);

    @Message("Captain")
    String rankCaptain();

    @Message("Captains")
    String rankCaptainPlural();

    @Message("a Captain")
    String rankCaptainOne();

    @Message("Red Captain")
    String rankCaptainRed();

    @Message("Blue Captain")
    String rankCaptainBlue();

    @Message("your Captain")
    String rankCaptainYours();

    @Message("{owner}'s Captain")
    String rankCaptainTheirs(String owner);

    @Message("Lieutenant")
    String rankLieutenant();

    @Message("Lieutenants")
    String rankLieutenantPlural();

    @Message("a Lieutenant")
    String rankLieutenantOne();

    @Message("Red Lieutenant")
    String rankLieutenantRed();

    @Message("Blue Lieutenant")
    String rankLieutenantBlue();

    @Message("your Lieutenant")
    String rankLieutenantYours();

    @Message("{owner}'s Lieutenant")
    String rankLieutenantTheirs(String owner);

    @Message("Sergeant")
    String rankSergeant();

    @Message("Sergeants")
    String rankSergeantPlural();

    @Message("a Sergeant")
    String rankSergeantOne();

    @Message("Red Sergeant")
    String rankSergeantRed();

    @Message("Blue Sergeant")
    String rankSergeantBlue();

    @Message("your Sergeant")
    String rankSergeantYours();

    @Message("{owner}'s Sergeant")
    String rankSergeantTheirs(String owner);

    @Message("Miner")
    String rankMiner();

    @Message("Miners")
    String rankMinerPlural();

    @Message("a Miner")
    String rankMinerOne();

    @Message("Red Miner")
    String rankMinerRed();

    @Message("Blue Miner")
    String rankMinerBlue();

    @Message("your Miner")
    String rankMinerYours();

    @Message("{owner}'s Miner")
    String rankMinerTheirs(String owner);

    @Message("Scout")
    String rankScout();

    @Message("Scouts")
    String rankScoutPlural();

    @Message("a Scout")
    String rankScoutOne();

    @Message("Red Scout")
    String rankScoutRed();

    @Message("Blue Scout")
    String rankScoutBlue();

    @Message("your Scout")
    String rankScoutYours();

    @Message("{owner}'s Scout")
    String rankScoutTheirs(String owner);

    @Message("Spy")
    String rankSpy();

    @Message("Spies")
    String rankSpyPlural();

    @Message("a Spy")
    String rankSpyOne();

    @Message("Red Spy")
    String rankSpyRed();

    @Message("Blue Spy")
    String rankSpyBlue();

    @Message("your Spy")
    String rankSpyYours();

    @Message("{owner}'s Spy")
    String rankSpyTheirs(String owner);

    @Message("Bomb")
    String rankBomb();

    @Message("Bombs")
    String rankBombPlural();

    @Message("a Bomb")
    String rankBombOne();

    @Message("Red Bomb")
    String rankBombRed();

    @Message("Blue Bomb")
    String rankBombBlue();

    @Message("your Bomb")
    String rankBombYours();

    @Message("{owner}'s Bomb")
    String rankBombTheirs(String owner);

    @Message("Flag")
    String rankFlag();

    @Message("Flags")
    String rankFlagPlural();

    @Message("a Flag")
    String rankFlagOne();

    @Message("Red Flag")
    String rankFlagRed();

    @Message("Blue Flag")
    String rankFlagBlue();

    @Message("your Flag")
    String rankFlagYours();

    @Message("{owner}'s Flag")
    String rankFlagTheirs(String owner);

    // Sides and variants.

    @Message("Red")
    String sideRed();

    @Message("Blue")
    String sideBlue();

    @Message("Classic")
    String variantClassic();

    @Message("Duel")
    String variantDuel();

    @Message("Barrage")
    String variantBarrage();

    // Lists of pieces: "2 Scouts, a Spy and a Miner".

    @Message("{count} {#if count == 1}{singular}{#else}{plural}{/if}")
    String rankCount(int count, String singular, String plural);

    @Message("{first} and {last}")
    String rankListAnd(String first, String last);

    @Message("nothing")
    String rankListNothing();

    // A game's terms.

    @Message("{variant} Stratego")
    String termGame(String variant);

    @Message("{variant} Stratego, {days} {#if days == 1}day{#else}days{/if} per move")
    String termGameDays(String variant, int days);

    @Message("{variant} ({size} pieces each)")
    String termArmy(String variant, int size);

    @Message("{days} {#if days == 1}day{#else}days{/if} per move")
    String termDaysPerMove(int days);

    @Message("Choose \"10 high\" (10 is the Marshal) or \"1 high\" (1 is the Marshal). Nothing was changed.")
    String termNumberingChoices();

    @Message("Two-squares rule: a piece may go back and forth between two squares 3 times in a row (official).")
    String optionTwoSquaresOfficial();

    @Message("Two-squares rule, lenient: a piece may go back and forth between two squares 5 times in a row.")
    String optionTwoSquaresLenient();

    @Message("Scouts may move several squares and attack in the same move (official).")
    String optionScoutsAttackAtRange();

    @Message("Scouts may not attack at the end of a move of several squares.")
    String optionScoutsStopBeforeAttacking();

    @Message("The game is a draw after {moves} moves (both sides counted).")
    String optionMoveLimit(int moves);

    @Message("No move limit.")
    String optionNoMoveLimit();

    // The two numberings of the ranks, as the numbering switch and the settings page name them.

    @Message("Ranks:")
    String numberingLabel();

    @Message("10 high")
    String numberingModern();

    @Message("10 is the Marshal, 1 the Spy")
    String numberingModernExplained();

    @Message("1 high")
    String numberingClassic();

    @Message("1 is the Marshal, S the Spy")
    String numberingClassicExplained();

    // Dates: java.time patterns (DateTimeFormatter.ofPattern) in the language's locale, so each language orders
    // the weekday, day and month its own way.

    @Message("EEEE d MMMM")
    String datePatternDay();

    /** A day with its year, as {@link #datePatternWhen} writes it before the time. */
    @Message("EEEE d MMMM yyyy")
    String datePatternDate();

    @Message("EEEE d MMMM yyyy, HH:mm 'UTC'")
    String datePatternWhen();

    // How long is left, to the minute, for a page read now.

    @Message("now")
    String timeLeftNow();

    @Message("in less than a minute")
    String timeLeftUnderAMinute();

    @Message("in {days} {#if days == 1}day{#else}days{/if}{#if hours > 0} and {hours} {#if hours == 1}hour{#else}hours{/if}{/if}")
    String timeLeftDays(int days, int hours);

    @Message("in {hours} {#if hours == 1}hour{#else}hours{/if}{#if minutes > 0} and {minutes} {#if minutes == 1}minute{#else}minutes{/if}{/if}")
    String timeLeftHours(int hours, int minutes);

    @Message("in {minutes} {#if minutes == 1}minute{#else}minutes{/if}")
    String timeLeftMinutes(int minutes);

    // How long is left, rounded, for an email read some time after it was written.

    @Message("less than a minute")
    String roughlyUnderAMinute();

    @Message("{minutes} minutes")
    String roughlyMinutes(int minutes);

    @Message("about an hour")
    String roughlyAnHour();

    @Message("about {hours} hours")
    String roughlyHours(int hours);

    @Message("about {days} days")
    String roughlyDays(int days);

    // Moves and battles. In the move list a battle names the pieces by side ("Red Captain"); told to a seat, by
    // owner ("your Captain", "Bob's Lieutenant"), with the rank's symbol.

    @Message("{attacker} attacks {defender}, attacker wins")
    String battleAttackerWins(String attacker, String defender);

    @Message("{attacker} attacks {defender}, defender wins")
    String battleDefenderWins(String attacker, String defender);

    @Message("{attacker} attacks {defender}, both are removed")
    String battleBothRemoved(String attacker, String defender);

    @Message("You moved {move} (move {ply}).")
    String moveYouMoved(String move, int ply);

    @Message("{opponent} moved {move} (move {ply}).")
    String moveOpponentMoved(String opponent, String move, int ply);

    @Message("You attacked {move} (move {ply}).")
    String moveYouAttacked(String move, int ply);

    @Message("{opponent} attacked {move} (move {ply}).")
    String moveOpponentAttacked(String opponent, String move, int ply);

    @Message("Battle: {battle}")
    String moveBattle(String battle);

    @Message("{attacker} against {defender}: {winner} wins.")
    String battleToldWins(String attacker, String defender, String winner);

    @Message("{attacker} against {defender}: both are removed.")
    String battleToldBothRemoved(String attacker, String defender);

    // Results told to a seat: the reader won ...

    @Message("You won: you captured {opponent}'s Flag.")
    String resultYouCapturedTheFlag(String opponent);

    @Message("You won: {opponent} had no piece left that could move.")
    String resultYouWonOpponentCannotMove(String opponent);

    @Message("You won: {opponent} resigned.")
    String resultYouWonOpponentResigned(String opponent);

    @Message("You won: {opponent} ran out of time.")
    String resultYouWonOpponentTimedOut(String opponent);

    @Message("You won.")
    String resultYouWon();

    // ... or lost ...

    @Message("{opponent} won: {opponent} captured your Flag.")
    String resultOpponentCapturedTheFlag(String opponent);

    @Message("{opponent} won: you had no piece left that could move.")
    String resultOpponentWonYouCannotMove(String opponent);

    @Message("{opponent} won: you resigned.")
    String resultOpponentWonYouResigned(String opponent);

    @Message("{opponent} won: you ran out of time.")
    String resultOpponentWonYouTimedOut(String opponent);

    @Message("{opponent} won.")
    String resultOpponentWon(String opponent);

    // ... told to someone watching, the winner named with their side ...

    @Message("{winner} ({side}) won: captured {loser}'s Flag.")
    String resultSpectatorFlagCaptured(String winner, String side, String loser);

    @Message("{winner} ({side}) won: {loser} had no piece left that could move.")
    String resultSpectatorCannotMove(String winner, String side, String loser);

    @Message("{winner} ({side}) won: {loser} resigned.")
    String resultSpectatorResigned(String winner, String side, String loser);

    @Message("{winner} ({side}) won: {loser} ran out of time.")
    String resultSpectatorTimedOut(String winner, String side, String loser);

    @Message("{winner} ({side}) won.")
    String resultSpectatorWon(String winner, String side);

    // ... or a draw.

    @Message("The game is a draw: you both agreed to it.")
    String resultDrawYouAgreed();

    @Message("The game is a draw: both players agreed to it.")
    String resultDrawPlayersAgreed();

    @Message("The game is a draw: neither side can move.")
    String resultDrawNoMoves();

    @Message("The game is a draw: the move limit was reached.")
    String resultDrawMoveLimit();

    @Message("The game is a draw.")
    String resultDraw();

    // Results told to no one in particular (the API), by side: the rules' own sentences (Result#describe).

    @Message("{winner} wins: {winner} captured the Flag.")
    String plainFlagCaptured(String winner);

    @Message("{winner} wins: {loser} could not move.")
    String plainCannotMove(String winner, String loser);

    @Message("{winner} wins: {loser} resigned.")
    String plainResigned(String winner, String loser);

    @Message("{winner} wins: {loser} ran out of time.")
    String plainTimedOut(String winner, String loser);

    @Message("Draw: neither side could move.")
    String plainDrawNoMoves();

    @Message("Draw: the move limit was reached.")
    String plainDrawMoveLimit();

    @Message("Draw: both agreed to a draw.")
    String plainDrawAgreed();

    // The words of a board square after its name ("e5: lake"); a known piece by the rank forms above.

    @Message("lake")
    String squareLake();

    @Message("empty")
    String squareEmpty();

    @Message("Red piece, rank unknown")
    String squareRedUnknown();

    @Message("Blue piece, rank unknown")
    String squareBlueUnknown();

    /** How both labels above end: what a reader (and a test) looks for in an unknown enemy piece's label. */
    @Message("piece, rank unknown")
    String squareUnknown();

    // Vacations.

    @Message("{name} is on vacation until {day}; the clock is stopped.")
    String awayOpponentClockStopped(String name, String day);

    @Message("{name} is on vacation until {day}; the clock stops whenever it is {name}'s turn.")
    String awayOpponentClockStopsOnTheirTurn(String name, String day);

    @Message("You are on vacation until {day}; your clock is stopped.")
    String awayYouClockStopped(String day);

    @Message("You are on vacation until {day}; your clock stops whenever it is your turn.")
    String awayYouClockStopsOnYourTurn(String day);

    @Message("You are on vacation until {day}: in every game, your clock is stopped whenever it is your turn.")
    String awayYouInEveryGame(String day);

    @Message("You have {left} of {allowance} vacation days left in {year}.")
    String awayDaysLeft(int left, int allowance, int year);

    @Message("You have no vacation days left in {year} ({allowance} a year).")
    String awayNoDaysLeft(int allowance, int year);

    // An agreed pause.

    @Message("The game is paused since {when}; the clock is stopped until either of you resumes it.")
    String pausedSince(String when);

    @Message("You asked {opponent} to pause the game; waiting for {opponent}'s answer.")
    String pausedAskedByYou(String opponent);

    @Message("{opponent} asks to pause the game: if you accept, the clock stops for both of you until either of you resumes it.")
    String pausedAskedOfYou(String opponent);

    @Message("Need a break? If {opponent} agrees, the clock stops until either of you resumes the game, and the deadline moves on"
            + " by the time the pause lasted.")
    String pausedOffer(String opponent);

    // The computer player's name, by level: one name a person can never take (flagpost.game.Players refuses it).

    @Message("Flagpost (computer, easy)")
    String computerEasy();

    @Message("Flagpost (computer, normal)")
    String computerNormal();

    /** The name shown for a player whose data the host erased, in every game they played. */
    @Message("deleted player")
    String deletedPlayer();
}
