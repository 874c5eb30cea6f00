-- enforcement_matter_history is append-only, like record_history: a matter's past states are never rewritten.
-- Statement-level, so a zero-row UPDATE/DELETE and TRUNCATE are refused too.
CREATE FUNCTION "enforcement_matter_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'enforcement_matter_history is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'History rows are never changed; a new observation is a new row.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "enforcement_matter_history_no_update_delete"
  BEFORE UPDATE OR DELETE ON "enforcement_matter_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "enforcement_matter_history_append_only"();
--> statement-breakpoint
CREATE TRIGGER "enforcement_matter_history_no_truncate"
  BEFORE TRUNCATE ON "enforcement_matter_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "enforcement_matter_history_append_only"();
