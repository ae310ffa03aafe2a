package flagpost.mail;

import java.util.concurrent.Future;

/** What one run of the outbox did so far, shared by its parts; {@link #run()} is what the run reports. */
final class OutboxTally {
    /** Counted when handed to the mail server; marked on the marking thread. */
    int sent;
    /** The mark in flight ({@link OutboxMarks#recordSent}), or null. */
    Future<Void> marking;
    int retrying;
    int failed;
    int muted;
    int undeliverable;
    int superseded;
    /** The first failure that said the database cannot be reached; the run stops sending and ends with it. */
    volatile RuntimeException databaseAway;

    synchronized void databaseAway(RuntimeException problem) {
        if (databaseAway == null) {
            databaseAway = problem;
        }
    }

    int handled() {
        return sent + retrying + failed + muted + undeliverable;
    }

    /** What taking {@code batch} recorded at once; its outgoing rows count when they are sent or fail. */
    void count(OutboxBatch batch) {
        muted += batch.muted;
        undeliverable += batch.undeliverable;
        retrying += batch.retrying;
        failed += batch.failed;
    }

    OutboxDispatcher.Run run() {
        return new OutboxDispatcher.Run(sent, retrying, failed, muted, superseded);
    }
}
