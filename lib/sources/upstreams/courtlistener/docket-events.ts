import type { MatterRow } from "@/lib/enforcement/matter-file";
import type { DraftItem } from "../../connector";
import type { CourtListenerDocket, CourtListenerDocketEntry } from "./schemas";

/**
 * From an enforcement matter that names a federal docket (db/seed/enforcement/matters/*.yaml: forum_name +
 * docket_number) to the CourtListener docket, and from that docket's entries to draft events for the matter. Drafts
 * only: a person accepts each into the curated file.
 */

const STATE_CODES: Record<string, string> = {
  alabama: "al", alaska: "ak", arizona: "az", arkansas: "ar", california: "ca", colorado: "co", connecticut: "ct",
  delaware: "de", florida: "fl", georgia: "ga", hawaii: "hi", idaho: "id", illinois: "il", indiana: "in", iowa: "ia",
  kansas: "ks", kentucky: "ky", louisiana: "la", maine: "me", maryland: "md", massachusetts: "ma", michigan: "mi",
  minnesota: "mn", mississippi: "ms", missouri: "mo", montana: "mt", nebraska: "ne", nevada: "nv", "new hampshire": "nh",
  "new jersey": "nj", "new mexico": "nm", "new york": "ny", "north carolina": "nc", "north dakota": "nd", ohio: "oh",
  oklahoma: "ok", oregon: "or", pennsylvania: "pa", "rhode island": "ri", "south carolina": "sc", "south dakota": "sd",
  tennessee: "tn", texas: "tx", utah: "ut", vermont: "vt", virginia: "va", washington: "wa", "west virginia": "wv",
  wisconsin: "wi", wyoming: "wy", "columbia": "dc",
};
const DIRECTIONS: Record<string, string> = { northern: "n", southern: "s", eastern: "e", western: "w", middle: "m", central: "c" };
const CIRCUITS: Record<string, string> = {
  first: "ca1", second: "ca2", third: "ca3", fourth: "ca4", fifth: "ca5", sixth: "ca6", seventh: "ca7", eighth: "ca8",
  ninth: "ca9", tenth: "ca10", eleventh: "ca11", "district of columbia": "cadc", federal: "cafc",
};

/**
 * CourtListener's court id for a federal court as our matters name it ("U.S. District Court for the Northern District
 * of California" → "cand", "… for the District of Massachusetts" → "mad", "U.S. Court of Appeals for the District of
 * Columbia Circuit" → "cadc"), or null for any other forum (agencies, state and foreign courts).
 */
export function courtIdForForum(forumName: string | null): string | null {
  const name = (forumName ?? "").toLowerCase().replace(/\s+/g, " ").trim();
  let m = /^u\.?s\.? district court for the (?:(northern|southern|eastern|western|middle|central) )?district of ([a-z ]+)$/.exec(name);
  if (m) {
    const state = STATE_CODES[m[2]!.trim()];
    return state ? `${state}${m[1] ? DIRECTIONS[m[1]] : ""}d` : null;
  }
  m = /^u\.?s\.? court of appeals for the ([a-z ]+?) circuit$/.exec(name);
  return m ? (CIRCUITS[m[1]!] ?? null) : null;
}

/** District dockets are "3:23-cv-03417"; ours sometimes carry the judge's initials ("3:23-cv-03417-VC"). */
export function courtListenerDocketNumber(docketNumber: string): string {
  const m = /^(\d+:\d{2}-[a-z]{2,4}-\d{3,6})(?:-[A-Z]{1,4})*$/i.exec(docketNumber.trim());
  return m ? m[1]! : docketNumber.trim();
}

export interface DocketQuery {
  court: string;
  docketNumber: string;
  /** `GET /api/rest/v4/dockets/` parameters. */
  params: [name: string, value: string][];
}

export function docketQueryFor(matter: Pick<MatterRow, "forum_name" | "docket_number">): { query: DocketQuery } | { skip: string } {
  if (!matter.docket_number) return { skip: "the matter names no docket" };
  const court = courtIdForForum(matter.forum_name);
  if (!court) return { skip: `'${matter.forum_name ?? ""}' is not a federal court CourtListener dockets` };
  const docketNumber = courtListenerDocketNumber(matter.docket_number);
  return { query: { court, docketNumber, params: [["court", court], ["docket_number", docketNumber]] } };
}

/** The docket among search results that is the matter's: same court, same number (judge initials aside). */
export function pickDocket(results: CourtListenerDocket[], query: DocketQuery): CourtListenerDocket | null {
  return results.find((d) => d.court_id === query.court && courtListenerDocketNumber(d.docket_number).toLowerCase() === query.docketNumber.toLowerCase()) ?? null;
}

/** `GET /api/rest/v4/docket-entries/` parameters for the entries of a docket, newest first. */
export function docketEntriesParams(docketId: number): [string, string][] {
  return [["docket", String(docketId)], ["order_by", "-date_filed"]];
}

export interface DraftMatterEvent {
  matter_key: string;
  /** A suggestion from the entry's wording; null when it says nothing we can tell — the reviewer chooses. */
  suggested_event_type: string | null;
  date: string;
  is_date_estimated: false;
  description: string;
  entry_number: number | null;
  source_url: string;
  courtlistener_entry_id: number;
}

const SUGGESTIONS: [RegExp, string][] = [
  [/^\s*notice of appeal\b/i, "appeal_filed"],
  [/\bjudgment\b/i, "judgment"],
  [/^\s*(?:amended )?(?:class action )?complaint\b/i, "lawsuit_filed"],
  [/\bdismiss(?:ed|ing|al)\b/i, "dismissed"],
  [/^\s*(?:memorandum (?:and|&) )?(?:order|opinion)\b/i, "order_entered"],
];

const words = (s: string) => new Set(s.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(" ").filter((w) => w.length > 2));

/** True when an event we hold already tells this entry: same day and mostly the same words, or it cites the entry. */
function isHeld(entry: { date: string; description: string; entry_number: number | null }, held: MatterRow["events"]): boolean {
  const mine = words(entry.description);
  return held.some((e) => {
    if (e.date !== entry.date) return false;
    if (entry.entry_number !== null && new RegExp(`(?:ECF|Dkt\\.?|Doc\\.?|No\\.|#)\\s*${entry.entry_number}\\b`, "i").test(e.description)) return true;
    const theirs = words(e.description);
    if (!mine.size || !theirs.size) return false;
    let common = 0;
    for (const w of theirs) if (mine.has(w)) common++;
    return common / Math.min(mine.size, theirs.size) >= 0.6;
  });
}

/**
 * Draft events for the entries filed after the newest event the matter holds (or after `since`), oldest first, each
 * once, leaving out entries an event already tells. Entries without a date or any wording are skipped: an event needs
 * both.
 */
export function newDocketEvents(
  matter: Pick<MatterRow, "key" | "events">,
  docket: Pick<CourtListenerDocket, "absolute_url">,
  entries: CourtListenerDocketEntry[],
  options: { since?: string | null; site?: string } = {},
): DraftMatterEvent[] {
  const site = options.site ?? "https://www.courtlistener.com";
  const newestHeld = matter.events.reduce<string | null>((max, e) => (e.date && (!max || e.date > max) ? e.date : max), null);
  const since = options.since === undefined ? newestHeld : options.since;
  const seen = new Set<number>();
  const drafts: DraftMatterEvent[] = [];
  for (const entry of entries) {
    if (seen.has(entry.id) || !entry.date_filed || (since && entry.date_filed <= since)) continue;
    seen.add(entry.id);
    const description = (entry.description || entry.recap_documents.find((d) => d.description)?.description || "").replace(/\s+/g, " ").trim();
    if (!description) continue;
    const draft = { date: entry.date_filed, description, entry_number: entry.entry_number };
    if (isHeld(draft, matter.events)) continue;
    const page = entry.recap_documents.find((d) => d.absolute_url)?.absolute_url ?? docket.absolute_url;
    drafts.push({
      matter_key: matter.key,
      suggested_event_type: SUGGESTIONS.find(([re]) => re.test(description))?.[1] ?? null,
      ...draft,
      is_date_estimated: false,
      source_url: new URL(page, site).toString(),
      courtlistener_entry_id: entry.id,
    });
  }
  return drafts.sort((a, b) => a.date.localeCompare(b.date) || (a.entry_number ?? 0) - (b.entry_number ?? 0));
}

/** The draft a connector yields for a new docket entry (one per CourtListener entry id). */
export function docketEventDraftItem(draft: DraftMatterEvent): DraftItem {
  const text = draft.description.length > 200 ? `${draft.description.slice(0, 199)}…` : draft.description;
  return {
    target: "enforcement_matter",
    targetKey: draft.matter_key,
    itemKey: `courtlistener:docket-entry:${draft.courtlistener_entry_id}`,
    summary: `New docket entry${draft.entry_number !== null ? ` ${draft.entry_number}` : ""} (${draft.date}): ${text}`,
    proposed: {
      event: { event_type: draft.suggested_event_type, date: draft.date, is_date_estimated: false, description: draft.description, source_url: draft.source_url },
    },
    evidence: { source: "courtlistener", courtlistener_entry_id: draft.courtlistener_entry_id, entry_number: draft.entry_number, date_filed: draft.date },
    upstreamUrl: draft.source_url,
  };
}
