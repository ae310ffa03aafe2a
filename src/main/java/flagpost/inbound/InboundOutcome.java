package flagpost.inbound;

/**
 * What became of one received message.
 *
 * @param kind   ACTED: the command was carried out (its normal emails follow); REFUSED: it was read but refused,
 *               and the sender may get a short answer; IGNORED: nothing to do and nobody answered (a robot, no
 *               token, a sender who is not the seat); DUPLICATE: this message was handled before
 * @param detail the outcome in words, for the log and the {@code inbound_message} row
 */
public record InboundOutcome(Kind kind, String detail) {

    public enum Kind { ACTED, REFUSED, IGNORED, DUPLICATE }
}
