/**
 * Flagpost's own meters for a host's Prometheus, scraped at {@code /q/metrics} on the management interface (never the
 * public port). The rest of the code calls them from one-line hooks: {@link MoveMeters} (moves by variant and channel),
 * {@link GameMeters} (invitations), {@link MailMeters} (the outbox's outcomes and SMTP), {@link InboundMeters} (replies
 * and bounces read from the mailbox), {@link JobMeters} (the scheduled jobs), and {@link DatabaseGauges} (what is read
 * from the database at scrape time: games by status, the outbox's backlog, the jobs' lag). Every label is bounded: an
 * enum's name or a fixed word, never an address, a token, a name or a game id.
 *
 * <p>This package depends only on {@code flagpost.store} and {@code flagpost.rules} (for their enums and one repository),
 * so every layer above may call it.
 */
package flagpost.metrics;
