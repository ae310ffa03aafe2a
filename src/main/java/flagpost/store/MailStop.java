package flagpost.store;

/** Why Flagpost stopped mailing an address. Stored by name: never rename one. */
public enum MailStop {
    /** The mail system said the address cannot be reached: a permanent failure, or three temporary ones in seven days. */
    BOUNCED,
    /** The address's mailbox provider forwarded its owner's spam report (a feedback report, RFC 5965). */
    COMPLAINED,
    /** The player was erased: the row keeps no address to mail, and never will again. */
    ERASED
}
