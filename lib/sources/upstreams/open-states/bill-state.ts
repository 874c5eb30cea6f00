import type { DraftItem } from "../../connector";
import type { OpenStatesBill } from "./schemas";

/**
 * An Open States bill reduced to what we compare with our curated AI-law record, and the comparison itself. The
 * comparison only ever proposes: its result is a draft with the upstream evidence for a person to accept or reject,
 * never an edit of the curated row (those rows are facts we checked by hand against the legislature).
 */

/** Where a bill stands, coarse enough to compare our free-text status with Open States' action classifications. */
export type BillStage = "introduced" | "passed" | "enacted" | "vetoed" | "failed" | "unknown";

export interface UpstreamBillState {
  openstatesId: string;
  jurisdiction: string;
  session: string;
  identifier: string;
  title: string;
  classification: string[];
  firstActionDate: string | null;
  latestActionDate: string | null;
  latestActionDescription: string | null;
  latestPassageDate: string | null;
  stage: BillStage;
  openstatesUrl: string;
  /** The legislature's own pages Open States read the bill from. */
  sourceUrls: string[];
}

const day = (value: string | null | undefined): string | null => {
  const m = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return m ? m[1]! : null;
};

/** Open States action classifications (OCD vocabulary) → stage; later entries of an action list win. */
const ACTION_STAGE: [string, BillStage][] = [
  ["introduction", "introduced"],
  ["passage", "passed"],
  ["failure", "failed"],
  ["withdrawal", "failed"],
  ["executive-veto", "vetoed"],
  ["veto-override-passage", "enacted"],
  ["executive-signature", "enacted"],
  ["became-law", "enacted"],
];

/** Our verbatim status text ("Signed by the Governor; …", "Vetoed by Governor", "Chaptered") → stage. */
export function stageOfStatusText(text: string | null | undefined): BillStage {
  const t = (text ?? "").toLowerCase();
  if (!t) return "unknown";
  // Budget bills are signed with line vetoes ("THRU LINE VETO MEMO.6"): not a veto of the bill.
  if (/veto/.test(t) && !/with vetoes|line.?(item )?veto|override/.test(t)) return "vetoed";
  if (/sign|enact|chapter|approved by (the )?governor|became law|public act|act no\.|law without signature/.test(t)) return "enacted";
  if (/fail|died|withdrawn|indefinitely postponed/.test(t)) return "failed";
  if (/pass|adopted/.test(t)) return "passed";
  if (/introduc|referred|committee|pending|filed|reading/.test(t)) return "introduced";
  return "unknown";
}

export function upstreamBillState(bill: OpenStatesBill): UpstreamBillState {
  let stage: BillStage = "unknown";
  if (bill.actions?.length) {
    for (const action of [...bill.actions].sort((a, b) => a.order - b.order)) {
      for (const [code, s] of ACTION_STAGE) if (action.classification.includes(code)) stage = s;
    }
  }
  if (stage === "unknown") {
    const fromText = stageOfStatusText(bill.latest_action_description);
    stage = fromText !== "unknown" ? fromText : day(bill.latest_passage_date) ? "passed" : bill.first_action_date ? "introduced" : "unknown";
  }
  return {
    openstatesId: bill.id,
    jurisdiction: bill.jurisdiction.name,
    session: bill.session,
    identifier: bill.identifier,
    title: bill.title,
    classification: bill.classification,
    firstActionDate: day(bill.first_action_date),
    latestActionDate: day(bill.latest_action_date),
    latestActionDescription: bill.latest_action_description?.trim() || null,
    latestPassageDate: day(bill.latest_passage_date),
    stage,
    openstatesUrl: bill.openstates_url,
    sourceUrls: (bill.sources ?? []).map((s) => s.url),
  };
}

export interface LawRecordState {
  key: string;
  jurisdiction: string;
  identifier: string | null;
  /** Verbatim from the source, as curated. */
  status: string | null;
  /** The date of the status event. */
  record_date: string | null;
}

export type ChangeReason = "newer_action" | "stage_differs";

export interface ProposedLawChange {
  kind: "law_status_review";
  law_key: string;
  reasons: ChangeReason[];
  current: { status: string | null; record_date: string | null; stage: BillStage };
  upstream: {
    identifier: string;
    session: string;
    stage: BillStage;
    latest_action_date: string | null;
    latest_action_description: string | null;
    latest_passage_date: string | null;
  };
  /** What a reviewer would write if they accept it; they may edit it (our status text is the legislature's words). */
  suggested: { status: string | null; record_date: string | null };
  evidence: { source: "open_states"; openstates_id: string; url: string; source_urls: string[]; retrieved_at: string };
}

/**
 * A proposed change when Open States shows an action newer than our record's status date, or a different stage of the
 * bill (signed where we say vetoed, …); null when upstream says nothing new. A stage Open States cannot tell
 * (unknown) never counts as a difference.
 */
export function proposeLawChange(record: LawRecordState, upstream: UpstreamBillState, retrievedAt: string): ProposedLawChange | null {
  const reasons: ChangeReason[] = [];
  const ours = stageOfStatusText(record.status);
  if (upstream.latestActionDate && (!record.record_date || upstream.latestActionDate > record.record_date)) reasons.push("newer_action");
  if (upstream.stage !== "unknown" && ours !== "unknown" && upstream.stage !== ours) reasons.push("stage_differs");
  if (!reasons.length) return null;
  return {
    kind: "law_status_review",
    law_key: record.key,
    reasons,
    current: { status: record.status, record_date: record.record_date, stage: ours },
    upstream: {
      identifier: upstream.identifier,
      session: upstream.session,
      stage: upstream.stage,
      latest_action_date: upstream.latestActionDate,
      latest_action_description: upstream.latestActionDescription,
      latest_passage_date: upstream.latestPassageDate,
    },
    suggested: { status: upstream.latestActionDescription ?? record.status, record_date: upstream.latestActionDate ?? record.record_date },
    evidence: { source: "open_states", openstates_id: upstream.openstatesId, url: upstream.openstatesUrl, source_urls: upstream.sourceUrls, retrieved_at: retrievedAt },
  };
}

/** The draft a connector yields for a proposed change (one per upstream bill state, however often it is re-read). */
export function lawChangeDraftItem(change: ProposedLawChange): DraftItem {
  const u = change.upstream;
  return {
    target: "law_record",
    targetKey: change.law_key,
    itemKey: `open-states:${change.evidence.openstates_id}:${u.latest_action_date ?? ""}:${u.stage}`,
    summary:
      `${u.identifier} (${u.session}): Open States shows "${u.latest_action_description ?? "no action"}" on ${u.latest_action_date ?? "no date"} ` +
      `(${u.stage}); our record says "${change.current.status ?? ""}" on ${change.current.record_date ?? "no date"} (${change.current.stage})`,
    proposed: { status: change.suggested.status, record_date: change.suggested.record_date },
    evidence: { ...u, reasons: change.reasons, ...change.evidence },
    upstreamUrl: change.evidence.url,
  };
}
