-- A game whose deadline handling fails (a fault in its data, a refusing trigger...) is pushed back until this time,
-- so a run of the deadline job, which takes the oldest due games first and at most a batch of them, cannot spend
-- itself on the same failing games every minute while a younger due game waits behind them. Null: not pushed back.
alter table game add column deadline_retry_at timestamptz;
