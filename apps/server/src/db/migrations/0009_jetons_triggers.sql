-- Token revocation (decision 035). A token carries its user's `jeton_version`; whatever changes
-- the password, `actif` or `supprime_le` raises it here, so no code path can forget to.
CREATE FUNCTION utilisateur_jeton_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.jeton_version = OLD.jeton_version AND (
    NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR NEW.actif IS DISTINCT FROM OLD.actif
    OR NEW.supprime_le IS DISTINCT FROM OLD.supprime_le
  ) THEN
    NEW.jeton_version := OLD.jeton_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER utilisateur_jeton_version BEFORE UPDATE ON utilisateur
  FOR EACH ROW EXECUTE FUNCTION utilisateur_jeton_version();
--> statement-breakpoint
-- Every server process listens on `roulement_jetons` and keeps the versions in memory; NOTIFY is
-- delivered at commit. -1 stands for "no token is valid" (disabled, deleted or gone).
CREATE FUNCTION notifier_jeton_utilisateur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('roulement_jetons', json_build_object('u', OLD.id, 'v', -1)::text);
  ELSIF NEW.jeton_version <> OLD.jeton_version THEN
    PERFORM pg_notify('roulement_jetons', json_build_object('u', NEW.id, 'v',
      CASE WHEN NEW.actif AND NEW.supprime_le IS NULL THEN NEW.jeton_version ELSE -1 END)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER utilisateur_notifier_jeton AFTER UPDATE OR DELETE ON utilisateur
  FOR EACH ROW EXECUTE FUNCTION notifier_jeton_utilisateur();
--> statement-breakpoint
-- A sign-out ends one session in every process.
CREATE FUNCTION notifier_session_terminee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('roulement_jetons', json_build_object('s', NEW.session_id,
    'e', (extract(epoch FROM NEW.expire_le) * 1000)::bigint)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_terminee_notifier AFTER INSERT ON session_terminee
  FOR EACH ROW EXECUTE FUNCTION notifier_session_terminee();
