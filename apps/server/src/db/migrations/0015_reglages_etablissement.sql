ALTER TABLE "etablissement" ADD COLUMN "numero_urgence" text;--> statement-breakpoint
ALTER TABLE "etablissement" ADD COLUMN "url_application_usagers" text;--> statement-breakpoint
ALTER TABLE "etablissement" ADD COLUMN "debut_midi" integer;--> statement-breakpoint
ALTER TABLE "etablissement" ADD COLUMN "fin_midi" integer;--> statement-breakpoint
ALTER TABLE "etablissement" ADD COLUMN "debut_soir" integer;--> statement-breakpoint
ALTER TABLE "etablissement" ADD COLUMN "fin_soir" integer;