import { listDeadlines } from "@/lib/contract/compliance";
import { deadlinesResponse } from "@/lib/compliance/deadlines-response";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listDeadlines, ({ query }, { db, caller, siteUrl }) => deadlinesResponse(db, query, caller, siteUrl)),
);
