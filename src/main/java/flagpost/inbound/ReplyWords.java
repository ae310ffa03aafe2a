package flagpost.inbound;

import flagpost.game.GameActionException.Problem;
import flagpost.game.ReplyWording;
import flagpost.mail.MailFacts;
import flagpost.mail.MailBundle;
import flagpost.mail.MailWords;
import flagpost.words.ReplyCommand.Accept;
import flagpost.words.ReplyCommand.Board;
import flagpost.words.ReplyCommand.Decline;
import flagpost.words.ReplyCommand.Draw;
import flagpost.words.ReplyCommand.Resign;
import flagpost.words.Language;
import flagpost.words.ReplyCommand;
import flagpost.words.ReplyCommands;
import flagpost.words.Sentence;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * What a refused reply is told, in the seat's language, from the mail's message bundle ({@link MailBundle}, keys
 * {@code reply…}): the game's {@link flagpost.game.Replies} stores these with the reply and the refusal answer
 * ({@code reply_refused} templates) shows them. A seat reads the language {@link MailFacts#languageOf} gives its mail.
 */
@ApplicationScoped
public class ReplyWords implements ReplyWording {

    @Override
    public Language languageOf(String seatCode, String creatorCode) {
        return MailFacts.languageOf(seatCode, creatorCode);
    }

    @Override
    public String unreadable(Language language, Sentence why) {
        return MailWords.of(language).replyUnreadable(why.in(language));
    }

    /** Why a message could not be read, in words its sender's language has (the exception's own message is the host's). */
    public static Sentence why(UnreadableMessageException unreadable) {
        return language -> {
            MailBundle words = MailWords.of(language);
            return switch (unreadable.why()) {
                case BROKEN -> words.replyUnreadableBroken();
                case NO_TEXT -> words.replyUnreadableNoText();
                case TOO_DEEP -> words.replyUnreadableTooDeep(unreadable.limit());
                case TOO_MANY_PARTS -> words.replyUnreadableTooManyParts(unreadable.limit());
                case EMPTY_MULTIPART -> words.replyUnreadableEmptyPart();
            };
        };
    }

    @Override
    public String unreadableAdvice(Language language) {
        return MailWords.of(language).replyUnreadableAdvice(commands(language));
    }

    @Override
    public String noCommand(Language language) {
        return MailWords.of(language).replyNoCommand();
    }

    @Override
    public String noCommandAdvice(Language language) {
        return MailWords.of(language).replyNoCommandAdvice(commands(language));
    }

    @Override
    public String advice(Language language, Problem problem) {
        MailBundle words = MailWords.of(language);
        String board = word(language, new Board());
        return switch (problem) {
            case ILLEGAL_MOVE -> words.replyAdviceIllegalMove(board);
            case NOT_YOUR_TURN -> words.replyAdviceNotYourTurn();
            case ALREADY_PLAYED, BAD_REQUEST -> words.replyAdviceNewest(board);
            case INVALID_SETUP -> words.replyAdviceSetup();
            case DEADLINE_PASSED -> words.replyAdviceGameOver();
            case NOT_FOUND, WRONG_STATE -> words.replyAdviceBoard(board);
        };
    }

    /**
     * The commands a reply may carry, in the reader's own words ({@link ReplyParser#wordOf}): a Spanish or Uzbek reader
     * is taught their language's words only, though the English ones are read from everyone.
     */
    static String commands(Language language) {
        return MailWords.of(language).replyCommands(word(language, new Draw()), word(language, new Accept()),
                word(language, new Decline()), word(language, new Resign()), word(language, new Board()));
    }

    private static String word(Language language, ReplyCommand command) {
        return MailWords.of(language).replyWord(ReplyCommands.wordOf(language, command));
    }

    @Override
    public String turnedOff(Language language) {
        return MailWords.of(language).replyTurnedOff();
    }

    @Override
    public String turnedOffAdvice(Language language) {
        return MailWords.of(language).replyTurnedOffAdvice();
    }

    @Override
    public String tooOld(Language language, long days) {
        return MailWords.of(language).replyTooOld(days);
    }

    @Override
    public String tooOldAdvice(Language language) {
        return MailWords.of(language).replyTooOldAdvice();
    }

    @Override
    public String onlyFirstRead(Language language, String advice) {
        return MailWords.of(language).replyOnlyFirstRead(advice);
    }
}
