import type { AccessRules } from "@/lib/contract/access-rules";
import { renderInlineMarkdown, renderMarkdown } from "@/lib/docs/markdown";

const inline = (markdown: string) => ({ __html: renderInlineMarkdown(markdown) });

/** Who may call the operation and what it costs, generated from its declaration and the tiers table. */
export function AccessSection({ rules }: { rules: AccessRules }) {
  return (
    <section aria-labelledby="access" data-testid="access">
      <h2 id="access">Access and metering</h2>
      <dl className="access">
        <dt>Key</dt>
        <dd dangerouslySetInnerHTML={inline(rules.key)} />
        <dt>Tier</dt>
        <dd dangerouslySetInnerHTML={inline(rules.tier)} />
        {rules.licence && (
          <>
            <dt>Licence</dt>
            <dd dangerouslySetInnerHTML={inline(rules.licence)} />
          </>
        )}
        <dt>Rate limit</dt>
        <dd dangerouslySetInnerHTML={inline(rules.rate)} />
        {rules.metering && (
          <>
          <dt>Metering</dt>
          <dd>
            <span dangerouslySetInnerHTML={inline(rules.metering.text)} />
            <div className="table-wrap">
              <table className="budget" data-testid="record-budget">
                <caption>US-law record budget</caption>
                <thead>
                  <tr><th scope="col">Tier</th><th scope="col">Records per UTC day</th><th scope="col">Records per 30 days</th></tr>
                </thead>
                <tbody>
                  {rules.metering.budget.map((b) => (
                    <tr key={b.tiers}><th scope="row">{b.tiers}</th><td>{b.day}</td><td>{b.rolling30}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          </dd>
          </>
        )}
      </dl>
      {rules.gating && (
        <div className="gating" data-testid="gating">
          <h3 id="limits">Limits and charges</h3>
          <div dangerouslySetInnerHTML={{ __html: renderMarkdown(rules.gating) }} />
        </div>
      )}
    </section>
  );
}
