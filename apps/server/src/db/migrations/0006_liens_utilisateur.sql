CREATE TABLE "lien_utilisateur" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lien_utilisateur_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utilisateur_id" integer NOT NULL,
	"type" text NOT NULL,
	"jeton_hash" text NOT NULL,
	"expire_le" timestamp with time zone NOT NULL,
	"utilise_le" timestamp with time zone,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lien_utilisateur_jetonHash_unique" UNIQUE("jeton_hash")
);
--> statement-breakpoint
ALTER TABLE "lien_utilisateur" ADD CONSTRAINT "lien_utilisateur_utilisateur_id_utilisateur_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateur"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lien_utilisateur_utilisateur_id_index" ON "lien_utilisateur" USING btree ("utilisateur_id");