ALTER TABLE "users" ADD COLUMN "liked_styles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disliked_styles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "taste_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beers" ADD COLUMN "rating_url" text;