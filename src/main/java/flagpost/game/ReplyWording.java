package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.words.Language;
import flagpost.words.Sentence;

/**
 * The sentences a refusal answer tells a player about their reply, in the language the seat reads. Written by the mail
 * side ({@code flagpost.inbound.ReplyWords}, with the mail's message bundle); {@link Replies} only chooses which
 * and stores them with the reply, since the game does not depend on the mail.
 */
public interface ReplyWording {

    /** The language a seat's player reads: their own, else (not chosen yet) the game creator's, else English. */
    Language languageOf(String seatCode, String creatorCode);

    /** "We could not read your email. " then {@code why}, both in {@code language}. */
    String unreadable(Language language, Sentence why);

    /** What to send instead of an unreadable email. */
    String unreadableAdvice(Language language);

    /** A reply in which no command was found. */
    String noCommand(Language language);

    String noCommandAdvice(Language language);

    /** What to send instead after a refusal of this kind. */
    String advice(Language language, Problem problem);

    /** A reply to an address turned off when new links were asked for. */
    String turnedOff(Language language);

    String turnedOffAdvice(Language language);

    /** A reply to an address older than the play links beside it, which work {@code days} days. */
    String tooOld(Language language, long days);

    /** What to do instead: the answer itself carries a fresh reply address and fresh links. */
    String tooOldAdvice(Language language);

    /** {@code advice}, and that only the first command of the reply was read. */
    String onlyFirstRead(Language language, String advice);
}
