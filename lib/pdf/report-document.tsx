import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import type { ReportSnapshot } from "@/lib/compliance/report-snapshot";
import type { ObligationView } from "@/lib/compliance/obligations";
import { LEVEL_BANDS, RISK_METHOD } from "@/lib/compliance/risk";
import { LEVEL_COLORS, s } from "./report-styles";
import { pdfText as t, wrapUrl } from "./text";

/**
 * The compliance report as a PDF document: a cover (company, risk, profile), the risk breakdown and coverage, the
 * obligations table (citations, deadlines, sources; continues over as many pages as it needs, with its column header
 * repeated), and a closing page with the method, the disclaimer and the CC BY attribution. Pure: a snapshot in, a
 * document out — the same snapshot always lays out the same pages.
 */

const LAYER_TITLES: Record<ObligationView["layer"], string> = {
  state: "State and local law",
  federal: "US federal law",
  country: "Countries you named",
  landscape: "Landscape: notable laws elsewhere (may not apply to you)",
};
const LIFECYCLE_LABEL: Record<ObligationView["lifecycle"], string> = {
  in_force: "In force",
  not_yet_effective: "Not yet effective",
  not_in_force: "Not in force",
  unknown: "Status unknown",
};

function Footer({ r }: { r: ReportSnapshot }) {
  const who = [r.company, r.email].filter(Boolean).join(" · ");
  return (
    <View style={s.footer} fixed>
      <Text style={s.footerText}>{t(`${who ? `Prepared for ${who} · ` : ""}${r.attribution}`)}</Text>
      <Text style={s.footerPage} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function KeyValue({ k, v }: { k: string; v: string }) {
  return (
    <View style={s.kv}>
      <Text style={s.kvKey}>{k}</Text>
      <Text style={s.kvValue}>{t(v)}</Text>
    </View>
  );
}

function Cover({ r }: { r: ReportSnapshot }) {
  const { risk, counts } = r.assessment;
  const color = LEVEL_COLORS[risk.level] ?? "#000000";
  const p = r.profile;
  const list = (xs: string[], none = "none given") => (xs.length ? xs.join(", ") : none);
  return (
    <Page size="A4" style={s.page}>
      <View style={s.brandBar}>
        <Text style={s.brand}>LexAtlas</Text>
        <Text style={s.brandNote}>AI compliance report</Text>
      </View>
      <Text style={s.kicker}>Prepared for</Text>
      <Text style={s.company}>{t(r.company ?? "Your organisation")}</Text>
      <Text style={s.subtitle}>{t(`Issued ${r.issued_at.slice(0, 10)} · law records as of ${r.assessment.as_of} · report ${r.id}`)}</Text>
      <View style={s.riskBox}>
        <Text style={[s.riskScore, { color }]}>{String(risk.score ?? "-")}</Text>
        <Text style={s.riskOutOf}>/ 10</Text>
        <View style={s.riskRight}>
          <Text style={[s.riskLevel, { color }]}>{`${risk.level} risk`}</Text>
          <Text>{t(`Score band ${risk.band}. Method ${risk.method}: the sum of named factor contributions, clamped to 1-10 (page 2).`)}</Text>
          <Text style={s.small}>{t(`Jurisdictions considered: ${r.assessment.jurisdictions.join(", ")}.`)}</Text>
        </View>
      </View>
      <Text style={s.h2}>Profile assessed</Text>
      <KeyValue k="US state" v={p.state} />
      <KeyValue k="Sectors" v={list(p.sectors, "none mapped")} />
      <KeyValue k="AI uses" v={list(p.uses)} />
      <KeyValue k="Decision impact" v={p.decision_impact ?? "not given"} />
      <KeyValue k="Other countries" v={list(p.countries)} />
      <KeyValue k="Bias audit / AI policy / AI source" v={[p.bias_audit, p.ai_policy, p.ai_source].map((x) => x ?? "not given").join(" / ")} />
      <KeyValue k="Size" v={p.size ?? "not given"} />
      <Text style={s.h2}>What applies</Text>
      <View style={s.countRow}>
        {[
          ["Laws", r.assessment.applicable_law_count],
          ["State duties", counts.state],
          ["Federal duties", counts.federal],
          ["Country duties", counts.country],
          ["Landscape", counts.landscape],
        ].map(([label, n]) => (
          <View key={String(label)} style={s.countCell}>
            <Text style={s.countNumber}>{String(n)}</Text>
            <Text style={s.small}>{String(label)}</Text>
          </View>
        ))}
      </View>
      <Footer r={r} />
    </Page>
  );
}

function Summary({ r }: { r: ReportSnapshot }) {
  const a = r.assessment;
  return (
    <Page size="A4" style={s.page}>
      <Text style={s.h1}>Risk breakdown</Text>
      {(a.risk.breakdown ?? []).map((f) => (
        <View key={f.factor} style={s.factorRow} wrap={false}>
          <Text style={s.factorName}>{f.factor.replace(/_/g, " ")}</Text>
          <Text style={s.factorPoints}>{f.points >= 0 ? `+${f.points}` : String(f.points)}</Text>
          <Text style={s.factorDetail}>{t(f.detail)}</Text>
        </View>
      ))}
      <Text style={s.h2}>Jurisdictions considered</Text>
      <Text style={s.para}>{t(a.jurisdictions.join(", ") || "none")}</Text>
      {a.no_law.length > 0 && <Text style={s.h2}>Where we hold no applicable duty</Text>}
      {a.no_law.map((n) => (
        <Text key={`${n.layer}:${n.jurisdiction}`} style={s.para}>
          <Text style={s.bold}>{t(`${n.jurisdiction} (${n.layer}): `)}</Text>
          {t(n.note)}
        </Text>
      ))}
      {a.unmapped_sectors.length > 0 && <Text style={s.h2}>Sectors we could not map</Text>}
      {a.unmapped_sectors.length > 0 && <Text style={s.para}>{t(`${a.unmapped_sectors.join(", ")}: only cross-sector duties were matched for them.`)}</Text>}
      <Footer r={r} />
    </Page>
  );
}

function ObligationRow({ o }: { o: ObligationView }) {
  return (
    <View style={s.row} wrap={false}>
      <View style={s.rowCols}>
        <View style={s.colLaw}>
          <Text style={s.bold}>{t(o.law)}</Text>
          <Text style={s.small}>{t(`${o.jurisdiction} · ${o.status ?? "status not stated"}`)}</Text>
        </View>
        <View style={s.colDuty}>
          <Text>{t(o.obligation)}</Text>
          {o.penalty ? <Text style={s.small}>{t(`Penalty: ${o.penalty}`)}</Text> : null}
          {o.applies_because ? <Text style={[s.small, s.italic]}>{t(`Why: ${o.applies_because}`)}</Text> : null}
        </View>
        <View style={s.colCite}>
          <Text>{t(o.citation ?? "Citation not stated")}</Text>
          <Text style={s.small}>{t(o.government_body ?? "")}</Text>
        </View>
        <View style={s.colWhen}>
          <Text>{t(o.deadline ?? "No date stated")}</Text>
          <Text style={s.small}>{t(`${LIFECYCLE_LABEL[o.lifecycle]}${o.effective_date ? ` (${o.effective_date})` : ""}`)}</Text>
        </View>
      </View>
      {o.source_url ? (
        <Link src={o.source_url} style={[s.source, s.link]}>
          {`Source (${o.source_tier}): ${wrapUrl(o.source_url, 150)}`}
        </Link>
      ) : null}
    </View>
  );
}

function Obligations({ r }: { r: ReportSnapshot }) {
  const layers = (["state", "federal", "country", "landscape"] as const).filter((l) => r.assessment.obligations.some((o) => o.layer === l));
  return (
    <Page size="A4" style={s.page}>
      <Text style={s.h1}>{`Obligations (${r.assessment.obligations.length})`}</Text>
      <View style={s.tableHead} fixed>
        <Text style={s.colLaw}>Law · jurisdiction · status</Text>
        <Text style={s.colDuty}>Duty · penalty · why it applies</Text>
        <Text style={s.colCite}>Citation · enforcer</Text>
        <Text style={s.colWhen}>Deadline (verbatim)</Text>
      </View>
      {layers.length === 0 && <Text style={s.para}>No curated duty matched this profile. See page 2 for the jurisdictions we checked.</Text>}
      {layers.map((layer) => (
        <View key={layer}>
          <Text style={s.layerHead} minPresenceAhead={40}>{LAYER_TITLES[layer]}</Text>
          {r.assessment.obligations
            .filter((o) => o.layer === layer)
            .map((o) => (
              <ObligationRow key={o.key} o={o} />
            ))}
        </View>
      ))}
      <Footer r={r} />
    </Page>
  );
}

function Closing({ r }: { r: ReportSnapshot }) {
  return (
    <Page size="A4" style={s.page}>
      <Text style={s.h1}>Method, disclaimer and attribution</Text>
      <Text style={s.h2}>{`How the score is computed (${RISK_METHOD})`}</Text>
      <Text style={s.para}>
        {t(
          "The score is the sum of named, integer factor contributions (sector exposure, the number of state, federal and country duties, decision impact, bias audit, AI policy, AI source, imminent deadlines), clamped to 1-10. " +
            `Levels: ${LEVEL_BANDS.map((b) => `${b.level} ${b.min}-${b.max}`).join(", ")}. The method is versioned: a change of weights is a new version.`,
        )}
      </Text>
      <Text style={s.para}>
        {t("Duties, citations, penalties and deadlines come from LexAtlas's curated dataset, each with its source and source tier (primary = government text). Lifecycle labels compare the first date in the deadline text with the report date.")}
      </Text>
      <Text style={s.h2}>Disclaimer</Text>
      <Text style={s.para}>{t(`${r.disclaimer} This report is informational, produced deterministically from the data and the profile above; it is not a legal opinion and does not replace counsel.`)}</Text>
      <Text style={s.h2}>Attribution and licence</Text>
      <Text style={s.para}>{t(`${r.attribution}. Licensed CC BY 4.0: reuse requires this attribution.`)}</Text>
      <Text style={s.small}>{t(`Report ${r.id}, issued ${r.issued_at}; its download link expires ${r.expires_at}.`)}</Text>
      <Footer r={r} />
    </Page>
  );
}

export function ReportDocument({ r }: { r: ReportSnapshot }) {
  return (
    <Document
      title={t(`LexAtlas AI compliance report${r.company ? ` - ${r.company}` : ""}`)}
      author="LexAtlas"
      subject="AI compliance report"
      creator="LexAtlas"
      producer="LexAtlas"
      creationDate={new Date(r.issued_at)}
      modificationDate={new Date(r.issued_at)}
    >
      <Cover r={r} />
      <Summary r={r} />
      <Obligations r={r} />
      <Closing r={r} />
    </Document>
  );
}
