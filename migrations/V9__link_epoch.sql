-- Issue 12, "someone else has my links": every link carries its player's link epoch, and raising the epoch turns
-- off every link that player was sent before. Existing players start at 0, which links minted before this change
-- (they carry no epoch) are read as, so mail already sent keeps working.
alter table player
    add column link_epoch integer not null default 0,
    add constraint player_link_epoch_not_negative check (link_epoch >= 0);
