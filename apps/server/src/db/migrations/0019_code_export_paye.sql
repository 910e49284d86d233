CREATE TABLE "code_export_paye" (
	"association_id" integer NOT NULL,
	"colonne" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "code_export_paye_association_id_colonne_pk" PRIMARY KEY("association_id","colonne")
);
--> statement-breakpoint
ALTER TABLE "code_export_paye" ADD CONSTRAINT "code_export_paye_association_id_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."association"("id") ON DELETE cascade ON UPDATE no action;