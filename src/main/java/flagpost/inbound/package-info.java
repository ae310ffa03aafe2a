/**
 * Reading a reply email, without any server around it: {@link flagpost.inbound.AutomaticMail} says whether a
 * message must be left unanswered, {@link flagpost.inbound.MessageText} finds its readable text, and
 * {@link flagpost.inbound.ReplyParser} reads the player's own lines into {@link flagpost.words.ReplyCommand}s.
 * Pure Java and Jakarta Mail: no CDI, no database, no clock.
 */
package flagpost.inbound;
