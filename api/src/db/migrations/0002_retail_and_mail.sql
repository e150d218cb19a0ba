CREATE TABLE "retailer_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"beer_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(10, 2),
	"currency" text,
	"url" text,
	"in_stock" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_inventory_price_positive" CHECK ("retailer_inventory"."price" is null or "retailer_inventory"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "widget_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"beer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_quota" integer DEFAULT 1000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "retailer_inventory" ADD CONSTRAINT "retailer_inventory_site_id_widget_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."widget_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_inventory" ADD CONSTRAINT "retailer_inventory_beer_id_beers_id_fk" FOREIGN KEY ("beer_id") REFERENCES "public"."beers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_scans" ADD CONSTRAINT "widget_scans_site_id_widget_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."widget_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_usage" ADD CONSTRAINT "widget_usage_site_id_widget_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."widget_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_inventory_site_sku_unique" ON "retailer_inventory" USING btree ("site_id","sku");--> statement-breakpoint
CREATE INDEX "retailer_inventory_site_beer_idx" ON "retailer_inventory" USING btree ("site_id","beer_id");--> statement-breakpoint
CREATE INDEX "widget_scans_site_created_idx" ON "widget_scans" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "widget_sites_public_key_unique" ON "widget_sites" USING btree ("public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "widget_usage_site_period_unique" ON "widget_usage" USING btree ("site_id","period_start");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_idx" ON "email_outbox" USING btree ("status","created_at");