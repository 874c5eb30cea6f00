import { priceLabel, tierColumns, tierRows } from "@/lib/docs/tier-table";

/** Every per-tier number, straight from the tiers table the API enforces. */
export function TierTable({ caption, showPrice = false }: { caption: string; showPrice?: boolean }) {
  const columns = tierColumns();
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="tiers">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => <th scope="col" key={c.name}>{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {showPrice && (
            <tr>
              <th scope="row">Price</th>
              {columns.map((c) => <td key={c.name}>{priceLabel(c.name)}</td>)}
            </tr>
          )}
          {tierRows().map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => <td key={c.name}>{row.cells[c.name]}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
