-- Issue 16: every page and email comes in its reader's language. A player's language is chosen on their first page
-- (from the browser's Accept-Language, or the picker there) and can be changed in the settings. Null means not chosen
-- yet: an invitee who has not answered reads the inviter's language; anyone else reads English.
alter table player
    add column language text,
    add constraint player_language_code check (language in ('en', 'es', 'uz'));
