CREATE TABLE "flux_calendrier" (
	"utilisateur_id" integer PRIMARY KEY NOT NULL,
	"graine" text NOT NULL,
	"jeton_hash" text NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flux_calendrier_jetonHash_unique" UNIQUE("jeton_hash")
);
--> statement-breakpoint
ALTER TABLE "flux_calendrier" ADD CONSTRAINT "flux_calendrier_utilisateur_id_utilisateur_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateur"("id") ON DELETE cascade ON UPDATE no action;