import { listNews } from "@/lib/contract/news";
import { listNews as newsHeadlines } from "@/lib/news/list-news";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listNews, ({ query }, { db, caller, siteUrl }) => newsHeadlines(db, query, caller, siteUrl)),
);
