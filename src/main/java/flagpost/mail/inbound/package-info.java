/**
 * Reading a reply email, without any server around it: {@link flagpost.mail.inbound.AutomaticMail} says whether a
 * message must be left unanswered, {@link flagpost.mail.inbound.MessageText} finds its readable text, and
 * {@link flagpost.mail.inbound.ReplyParser} reads the player's own lines into {@link flagpost.mail.inbound.ReplyCommand}s.
 * Pure Java and Jakarta Mail: no CDI, no database, no clock.
 */
package flagpost.mail.inbound;
