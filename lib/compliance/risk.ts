import type { DecisionImpact, SectorSeed } from "./data";
import type { ObligationView } from "./obligations";

/**
 * Risk method lexatlas-risk-v1: a 1–10 score as the clamped sum of named, integer factor contributions. Documented
 * in docs/data.md ("The compliance layer", "Risk score"); any change to a weight or band is a new method version,
 * never a silent edit, so a stored score can always be explained.
 */

export const RISK_METHOD = "lexatlas-risk-v1";

export type RiskLevel = "Low" | "Medium" | "High" | "Critical";
export type BiasAudit = "recent" | "old" | "never" | "unknown";
export type AiPolicy = "formal" | "informal" | "none" | "developing";
export type AiSource = "custom" | "third_party" | "embedded" | "combination" | "not_sure";

export interface RiskInput {
  sectors: SectorSeed[];
  obligations: ObligationView[];
  decisionImpact: DecisionImpact | null;
  biasAudit: BiasAudit | null;
  aiPolicy: AiPolicy | null;
  aiSource: AiSource | null;
  today: string;
}

export interface RiskContribution {
  factor: string;
  points: number;
  detail: string;
}

export interface Risk {
  method: string;
  score: number;
  level: RiskLevel;
  band: string;
  factors: string[];
  breakdown: RiskContribution[];
}

/** Score bands: 1–3 Low, 4–5 Medium, 6–7 High, 8–10 Critical. */
export const LEVEL_BANDS: { level: RiskLevel; min: number; max: number }[] = [
  { level: "Low", min: 1, max: 3 },
  { level: "Medium", min: 4, max: 5 },
  { level: "High", min: 6, max: 7 },
  { level: "Critical", min: 8, max: 10 },
];

const SECTOR_POINTS: Record<RiskLevel, number> = { Low: 1, Medium: 2, High: 3, Critical: 4 };
const CONSEQUENTIAL: DecisionImpact[] = ["hiring_firing", "credit_insurance", "healthcare", "housing"];
const BIAS_AUDIT_POINTS: Record<BiasAudit, number> = { recent: -1, old: 0, never: 1, unknown: 1 };
const AI_POLICY_POINTS: Record<AiPolicy, number> = { formal: -1, developing: 0, informal: 0, none: 1 };
const AI_SOURCE_POINTS: Record<AiSource, number> = { custom: 0, third_party: 1, embedded: 1, combination: 1, not_sure: 1 };
/** A duty taking effect within this many days counts as an imminent deadline. */
export const IMMINENT_DAYS = 365;

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function levelOf(score: number): { level: RiskLevel; band: string } {
  const b = LEVEL_BANDS.find((x) => score >= x.min && score <= x.max)!;
  return { level: b.level, band: `${b.min}-${b.max}` };
}

export function assessRisk(input: RiskInput): Risk {
  const parts: RiskContribution[] = [];
  const binding = input.obligations.filter((o) => o.layer !== "landscape");

  const rated = [...input.sectors].sort((a, b) => SECTOR_POINTS[b.risk] - SECTOR_POINTS[a.risk]);
  const top = rated[0];
  parts.push(
    top
      ? { factor: "sector_exposure", points: SECTOR_POINTS[top.risk], detail: `${top.name} is rated ${top.risk}` }
      : { factor: "sector_exposure", points: 2, detail: "no rated sector was given; scored as Medium" },
  );

  const state = binding.filter((o) => o.layer === "state").length;
  parts.push({ factor: "state_obligations", points: state >= 5 ? 2 : state >= 1 ? 1 : 0, detail: `${state} state-layer duties apply` });
  const federal = binding.filter((o) => o.layer === "federal").length;
  parts.push({ factor: "federal_obligations", points: federal ? 1 : 0, detail: `${federal} federal duties apply` });
  const country = binding.filter((o) => o.layer === "country").length;
  parts.push({ factor: "international_exposure", points: country ? 1 : 0, detail: `${country} duties apply in the countries named` });

  const impact = input.decisionImpact;
  parts.push({
    factor: "decision_impact",
    points: impact === null || impact === "not_sure" ? 1 : CONSEQUENTIAL.includes(impact) ? 2 : 0,
    detail: impact === null ? "decision impact not given; scored as not sure" : `decision impact ${impact}`,
  });

  if (input.biasAudit) parts.push({ factor: "bias_audit", points: BIAS_AUDIT_POINTS[input.biasAudit], detail: `bias audit: ${input.biasAudit}` });
  if (input.aiPolicy) parts.push({ factor: "ai_policy", points: AI_POLICY_POINTS[input.aiPolicy], detail: `AI policy: ${input.aiPolicy}` });
  if (input.aiSource) parts.push({ factor: "ai_source", points: AI_SOURCE_POINTS[input.aiSource], detail: `AI source: ${input.aiSource}` });

  const horizon = addDays(input.today, IMMINENT_DAYS);
  const imminent = binding.filter((o) => o.not_yet_effective && o.effective_date !== null && o.effective_date <= horizon).length;
  parts.push({ factor: "imminent_deadlines", points: imminent ? 1 : 0, detail: `${imminent} duties take effect within ${IMMINENT_DAYS} days` });

  const raw = parts.reduce((n, p) => n + p.points, 0);
  const score = Math.min(10, Math.max(1, raw));
  return {
    method: RISK_METHOD,
    score,
    ...levelOf(score),
    factors: parts.map((p) => `${p.factor} ${signed(p.points)}: ${p.detail}`),
    breakdown: parts,
  };
}
