import { createReport } from "@/lib/contract/compliance";
import { createReport as issueReport, wantsPdf } from "@/lib/compliance/report";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(createReport, ({ body, query }, { db, caller, siteUrl, request }) =>
    issueReport(db, body, wantsPdf(body, query.format, request), caller, siteUrl),
  ),
);
