CREATE TABLE "abonnement_push" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abonnement_push_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utilisateur_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"appareil" text,
	"evenements" jsonb NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonnement_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_sortant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_sortant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"abonnement_id" integer NOT NULL,
	"titre" text NOT NULL,
	"lien" text NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"statut" text DEFAULT 'A_ENVOYER' NOT NULL,
	"tentatives" integer DEFAULT 0 NOT NULL,
	"prochain_essai" timestamp with time zone DEFAULT now() NOT NULL,
	"envoye_le" timestamp with time zone,
	"derniere_erreur" text
);
--> statement-breakpoint
ALTER TABLE "abonnement_push" ADD CONSTRAINT "abonnement_push_utilisateur_id_utilisateur_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateur"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_sortant" ADD CONSTRAINT "push_sortant_abonnement_id_abonnement_push_id_fk" FOREIGN KEY ("abonnement_id") REFERENCES "public"."abonnement_push"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonnement_push_utilisateur" ON "abonnement_push" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "push_sortant_a_envoyer" ON "push_sortant" USING btree ("prochain_essai") WHERE "push_sortant"."statut" = 'A_ENVOYER';--> statement-breakpoint
CREATE INDEX "push_sortant_abonnement" ON "push_sortant" USING btree ("abonnement_id");