package flagpost.words;

import flagpost.rules.Move;

/**
 * What a reply asks for, as read by {@link ReplyCommands#readLine}. Reading only recognises the shape: whether the move is legal,
 * the setup valid or there is a draw offer to accept is for the caller to decide against the game.
 */
public sealed interface ReplyCommand {

    /** A move written as two squares: {@code e3-e4}, {@code e3 e4}, {@code e3xe4}, {@code E3E4}. */
    record MoveCommand(Move move) implements ReplyCommand {
        public MoveCommand {
            if (move == null) {
                throw new IllegalArgumentException("a move command needs a move");
            }
        }
    }

    /** Resigns the game. */
    record Resign() implements ReplyCommand {
    }

    /** Offers a draw, or accepts one that stands (the caller decides which). */
    record Draw() implements ReplyCommand {
    }

    /** Declines an invitation, a request for a pause or a draw offer (the caller decides which). */
    record Decline() implements ReplyCommand {
    }

    /**
     * Accepts an invitation, a request for a pause or a draw offer (the caller decides which); also written "yes", "join",
     * "accept invitation", "acepto", "qabul qilaman".
     */
    record Accept() implements ReplyCommand {
    }

    /** Asks for the player's view of the board again. */
    record Board() implements ReplyCommand {
    }

    /**
     * A setup string as written (whitespace between its rows removed, letters and case untouched): the shape of a
     * 40-letter Gravon setup; {@code Setups} validates it.
     */
    record SetupCommand(String letters) implements ReplyCommand {
        public SetupCommand {
            if (letters == null || letters.isEmpty()) {
                throw new IllegalArgumentException("a setup command needs its letters");
            }
        }
    }
}
