import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jurisdictions } from "./laws";

/** Headlines only: never article text. The excerpt is our own summary. */
export const newsItems = pgTable(
  "news_items",
  {
    id: uuid("id").primaryKey(),
    key: text("key").notNull().unique(),
    scope: text("scope").notNull(),
    jurisdictionSlug: text("jurisdiction_slug")
      .notNull()
      .references(() => jurisdictions.slug),
    title: text("title"),
    publishedDate: date("published_date"),
    source: text("source"),
    url: text("url"),
    excerpt: text("excerpt"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true, precision: 6 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index("news_items_published").on(t.publishedDate, t.id)],
);
