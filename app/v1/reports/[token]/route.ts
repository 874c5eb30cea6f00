import { getReportDownload } from "@/lib/contract/compliance";
import { downloadReport } from "@/lib/compliance/report";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

/** The signed private link of an issued report (absent from OpenAPI: the link itself is the credential). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getReportDownload, ({ params }, { db }) => downloadReport(db, params.token)),
);
