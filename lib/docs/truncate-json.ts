/**
 * Shortens a sample response for display: long arrays keep their first items and objects with very many keys (the
 * OpenAPI document's paths) keep their first keys; what was cut is said in place, as a string a reader cannot miss.
 */
export function truncateJson(value: unknown, maxItems = 3, maxKeys = 12): { value: unknown; truncated: boolean } {
  let truncated = false;
  const walk = (v: unknown, depth: number): unknown => {
    if (Array.isArray(v)) {
      const kept = v.slice(0, maxItems).map((x) => walk(x, depth + 1));
      if (v.length > maxItems) {
        truncated = true;
        kept.push(`… ${v.length - maxItems} more item${v.length - maxItems === 1 ? "" : "s"} not shown`);
      }
      return kept;
    }
    if (v && typeof v === "object") {
      const entries = Object.entries(v);
      const kept = entries.slice(0, maxKeys).map(([k, x]) => [k, depth > 4 ? summarise(x) : walk(x, depth + 1)]);
      if (entries.length > maxKeys) {
        truncated = true;
        kept.push(["…", `${entries.length - maxKeys} more keys not shown`]);
      }
      return Object.fromEntries(kept);
    }
    return v;
  };
  const summarise = (x: unknown): unknown => {
    if (x && typeof x === "object") {
      truncated = true;
      return Array.isArray(x) ? `[… ${x.length} items]` : "{…}";
    }
    return x;
  };
  return { value: walk(value, 0), truncated };
}
