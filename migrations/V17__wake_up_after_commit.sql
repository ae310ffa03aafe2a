-- The wake-up's NOTIFY leaves the transaction that records notifications (it came with V15's trigger). PostgreSQL
-- serializes the commits of all transactions that NOTIFY, each with its own flush to disk, so with the trigger every
-- move waited for every other move's commit: with 8 threads on 8 games MoveBenchmark made about 860 moves/s
-- against 1,480 before the trigger. The instance that commits now tells the others after its commit, from the
-- wake-up's own thread, at most once per dispatcher run (flagpost.jobs.OutboxWakeUp).
drop trigger notification_recorded on notification;
drop function notification_recorded();
