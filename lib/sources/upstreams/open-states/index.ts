/** Open States v3: our AI-law record → /bills query; bill → upstream state; state vs record → review draft (see docs/upstreams.md). */
export { openStatesBillListSchema, openStatesBillSchema, parseOpenStatesBill, parseOpenStatesBillList, type OpenStatesBill, type OpenStatesBillList } from "./schemas";
export { billNumbersIn, openStatesBillPath, openStatesQueryFor, pickBillForRecord, type LawRecordRef, type OpenStatesQuery, type QueryOutcome } from "./query";
export { lawChangeDraftItem, proposeLawChange, stageOfStatusText, upstreamBillState, type BillStage, type LawRecordState, type ProposedLawChange, type UpstreamBillState } from "./bill-state";
