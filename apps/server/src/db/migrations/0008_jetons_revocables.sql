-- Revocable tokens: a version per user, the sessions ended by a sign-out, and the single-use
-- links that create the first Administrateur. The triggers are in the next (custom) migration.
CREATE TABLE "lien_premier_administrateur" (
	"jeton_hash" text PRIMARY KEY NOT NULL,
	"expire_le" timestamp with time zone NOT NULL,
	"utilise_le" timestamp with time zone,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_terminee" (
	"session_id" text PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"expire_le" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utilisateur" ADD COLUMN "jeton_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_terminee" ADD CONSTRAINT "session_terminee_utilisateur_id_utilisateur_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateur"("id") ON DELETE cascade ON UPDATE no action;