package flagpost.inbound;

import flagpost.words.ReplyCommand;
import java.util.List;
import java.util.Optional;

/**
 * A reply as read: its own new text (quotes, attributions, signatures and forwarded mail removed), the commands found
 * in it in reading order, and for each command the line it was read from, to quote back to the player.
 * {@code commandLines.get(i)} is the line of {@code commands.get(i)}.
 */
public record ReplyReading(String newText, List<ReplyCommand> commands, List<String> commandLines) {

    public ReplyReading {
        newText = newText == null ? "" : newText;
        commands = List.copyOf(commands);
        commandLines = List.copyOf(commandLines);
        if (commands.size() != commandLines.size()) {
            throw new IllegalArgumentException("each command needs the line it was read from");
        }
    }

    /** The first command that reads: the one that acts. Any others are ignored (and the player told so). */
    public Optional<ReplyCommand> first() {
        return commands.isEmpty() ? Optional.empty() : Optional.of(commands.get(0));
    }
}
