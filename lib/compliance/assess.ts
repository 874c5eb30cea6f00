import type { Db } from "@/db/client";
import type { Entitlement } from "@/lib/auth/tiers";
import { complianceData, resolveSectors, type ComplianceData, type DecisionImpact, type Use } from "./data";
import { utcToday } from "./deadline-parser";
import { previewFor, resolveCountries, resolveHome, stripFull } from "./inputs";
import { loadLawContext, type LawContext } from "./law-context";
import { applicableObligations, type NoLawEntry, type ObligationView } from "./obligations";
import { assessRisk, type AiPolicy, type AiSource, type BiasAudit, type Risk } from "./risk";

/** POST /assess: the applicable duties for a company profile and the lexatlas-risk-v1 score over them. */

export interface AssessInput {
  state: string;
  sector: string;
  aiUse?: Use[];
  ai_decision_impact?: DecisionImpact;
  countries?: string[];
  bias_audit?: BiasAudit;
  ai_policy?: AiPolicy;
  ai_source?: AiSource;
  size?: string;
}

export interface Assessment {
  risk: Risk;
  applicable_law_count: number;
  jurisdictions: string[];
  obligations: ObligationView[];
  no_law: NoLawEntry[];
  unmapped_sectors: string[];
  counts: { state: number; federal: number; country: number; landscape: number; total: number };
  as_of: string;
}

/** The profile as the report prints it: resolved names, not raw input. */
export interface AssessedProfile {
  state: string;
  sectors: string[];
  uses: Use[];
  decision_impact: DecisionImpact | null;
  countries: string[];
  bias_audit: BiasAudit | null;
  ai_policy: AiPolicy | null;
  ai_source: AiSource | null;
  size: string | null;
}

/** Pure: the same input, data, law records and day always give the same assessment. `stateParam` names the parameter in a 400. */
export function buildAssessment(
  data: ComplianceData,
  ctx: LawContext,
  input: AssessInput,
  today: string,
  stateParam = "state",
): { assessment: Assessment; profile: AssessedProfile } {
  const home = resolveHome(ctx, input.state, stateParam, true);
  const { sectors, unmapped } = resolveSectors(data, input.sector);
  const countries = resolveCountries(ctx, input.countries ?? []);
  const uses = [...new Set(input.aiUse ?? [])].sort();
  const decisionImpact = input.ai_decision_impact ?? null;
  const result = applicableObligations(data, ctx, { home, countries, sectors, uses, decisionImpact, landscape: true }, today);
  const sectorRows = sectors.map((s) => data.sectorBySlug.get(s)!);
  const risk = assessRisk({
    sectors: sectorRows,
    obligations: result.obligations,
    decisionImpact,
    biasAudit: input.bias_audit ?? null,
    aiPolicy: input.ai_policy ?? null,
    aiSource: input.ai_source ?? null,
    today,
  });
  const count = (layer: ObligationView["layer"]) => result.obligations.filter((o) => o.layer === layer).length;
  const binding = result.obligations.filter((o) => o.layer !== "landscape");
  return {
    assessment: {
      risk,
      applicable_law_count: new Set(binding.map((o) => o.law_id)).size,
      jurisdictions: result.jurisdictions,
      obligations: result.obligations,
      no_law: result.no_law,
      unmapped_sectors: unmapped,
      counts: { state: count("state"), federal: count("federal"), country: count("country"), landscape: count("landscape"), total: result.obligations.length },
      as_of: today,
    },
    profile: {
      state: home.name,
      sectors: sectorRows.map((s) => s.name),
      uses,
      decision_impact: decisionImpact,
      countries: countries.map((c) => c.name),
      bias_audit: input.bias_audit ?? null,
      ai_policy: input.ai_policy ?? null,
      ai_source: input.ai_source ?? null,
      size: input.size ?? null,
    },
  };
}

/**
 * The preview below the full tier (SPEC 4.5): the risk score, level and band, counts, one sample obligation. Only the
 * factor breakdown (factors, breakdown) and the other obligations are withheld.
 */
export function previewAssessment(a: Assessment): Assessment {
  return {
    ...a,
    risk: { method: a.risk.method, score: a.risk.score, level: a.risk.level, band: a.risk.band } as Risk,
    obligations: a.obligations.slice(0, 1),
  };
}

export async function assess(db: Db, input: AssessInput, ent: Entitlement, siteUrl: string, now = new Date()) {
  const ctx = await loadLawContext(db);
  const { assessment } = buildAssessment(complianceData, ctx, input, utcToday(now));
  const gate = previewFor(ent, "assess", "the risk score, level and band, counts and one sample obligation are shown; the factor breakdown and the other obligations are withheld", siteUrl);
  return {
    data: gate.full ? assessment : previewAssessment(assessment),
    meta: { ...stripFull(gate), generated_at: now.toISOString() },
  };
}
