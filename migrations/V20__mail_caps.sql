-- Mail one player causes is capped per seat and per player (flagpost.game.Replies, Vacations, flagpost.mail.DailyBudget).

-- The player whose share of the daily budget (flagpost.mail.player-share-percent) a row spends: the one whose own doing
-- it answers or reports (an answer to their reply, a notice of their vacation or pause). Null for the mail that keeps
-- its priority: invitations to others, your move, game over and the rest of a game's own course.
alter table notification add column charged_player_id bigint references player (id);

-- The outbox counts, per player, the charged rows it took (composed) today.
create index notification_charged on notification (composed_at) include (charged_player_id) where charged_player_id is not null;

-- The fair claim (flagpost.store.OutboxQueue) now also leaves out the rows of players whose share is spent: the pending
-- index hands over the charged player too, so the claim still reads the index alone.
drop index notification_pending_recipient;
create index notification_pending_recipient on notification (game_id, recipient_seat, recipient_player_id, id)
    include (next_attempt_at, kind, charged_player_id) where state = 'PENDING';
