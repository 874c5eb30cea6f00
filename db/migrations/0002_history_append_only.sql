-- record_history is append-only: the change feed's promise (a change, once served, never moves or disappears)
-- is enforced by the database, not by application discipline. Statement-level, so even a zero-row UPDATE/DELETE
-- and TRUNCATE are refused.
CREATE FUNCTION "record_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_history is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'History rows are never changed; a new observation is a new row.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "record_history_no_update_delete"
  BEFORE UPDATE OR DELETE ON "record_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_history_append_only"();
--> statement-breakpoint
CREATE TRIGGER "record_history_no_truncate"
  BEFORE TRUNCATE ON "record_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_history_append_only"();
