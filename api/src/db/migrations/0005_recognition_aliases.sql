CREATE TABLE "beer_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beer_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"alias_key" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"analysis_id" uuid,
	"text" text NOT NULL,
	"text_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_beer_results" ADD COLUMN "tier" text DEFAULT 'identified' NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_beer_results" ADD COLUMN "label_text" text;--> statement-breakpoint
ALTER TABLE "beer_aliases" ADD CONSTRAINT "beer_aliases_beer_id_beers_id_fk" FOREIGN KEY ("beer_id") REFERENCES "public"."beers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_evidence" ADD CONSTRAINT "recognition_evidence_beer_id_beers_id_fk" FOREIGN KEY ("beer_id") REFERENCES "public"."beers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_evidence" ADD CONSTRAINT "recognition_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_evidence" ADD CONSTRAINT "recognition_evidence_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beer_aliases_beer_key_unique" ON "beer_aliases" USING btree ("beer_id","alias_key");--> statement-breakpoint
CREATE INDEX "beer_aliases_source_created_idx" ON "beer_aliases" USING btree ("source","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_evidence_user_unique" ON "recognition_evidence" USING btree ("beer_id","text_key","user_id");--> statement-breakpoint
CREATE INDEX "recognition_evidence_created_idx" ON "recognition_evidence" USING btree ("created_at");