import * as contract from "@/lib/contract/news";
import { bind } from "@/lib/http/handler";
import { listNews } from "@/lib/news/list-news";

export const newsOperations = [bind(contract.listNews, ({ query }, { db, ent, siteUrl }) => listNews(db, query, ent, siteUrl))];
