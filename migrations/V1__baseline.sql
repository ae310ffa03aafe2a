-- Flagpost baseline. Migrations are never edited once landed: add V2__..., V3__... instead.
-- The real tables (player, game, move, outbox, inbound) come with later migrations.
create table flagpost_info (
    key   text primary key,
    value text not null
);

insert into flagpost_info (key, value) values ('schema', 'flagpost');
