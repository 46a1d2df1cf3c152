import { sql, type Kysely, type Migration } from "kysely";
import { isPostgres } from "../platform/migration-dialect.server";

/** The text the desk's search looks in, as PostgreSQL's trigram index holds it (see searchedText). */
export const searchedTextSql = "first_name || ' ' || email || ' ' || message || ' ' || coalesce(reference, '')";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The desk's search (q) reads an index rather than every message: on SQLite an FTS5 table
    // with the trigram tokenizer (any substring of 3 characters or more, case and accents
    // ignored), kept by triggers; on PostgreSQL a pg_trgm GIN index on the searched text.
    if (isPostgres(db)) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index if not exists contact_requests_search on contact_requests using gin ((${sql.raw(searchedTextSql)}) gin_trgm_ops)`.execute(
        db,
      );
      return;
    }
    // id is indexed too (not UNINDEXED), so the triggers find a row's copy by MATCH, not by a scan.
    await sql`create virtual table if not exists contact_requests_search using fts5(id, first_name, email, message, reference, tokenize = 'trigram remove_diacritics 1')`.execute(
      db,
    );
    // An erased request leaves nothing of its text in the index's pages either.
    await sql`insert into contact_requests_search (contact_requests_search, rank) values ('secure-delete', 1)`.execute(db);
    await sql`insert into contact_requests_search (id, first_name, email, message, reference) select id, first_name, email, message, coalesce(reference, '') from contact_requests`.execute(
      db,
    );
    const copy = sql.raw(
      "insert into contact_requests_search (id, first_name, email, message, reference) values (new.id, new.first_name, new.email, new.message, coalesce(new.reference, ''))",
    );
    const remove = sql.raw("delete from contact_requests_search where contact_requests_search match 'id : ' || '\"' || old.id || '\"'");
    await sql`create trigger if not exists contact_requests_search_insert after insert on contact_requests begin ${copy}; end`.execute(db);
    await sql`create trigger if not exists contact_requests_search_delete after delete on contact_requests begin ${remove}; end`.execute(
      db,
    );
    await sql`create trigger if not exists contact_requests_search_update after update of first_name, email, message, reference on contact_requests begin ${remove}; ${copy}; end`.execute(
      db,
    );
  },
};
