/** Previous / Next as plain links (paging works with JavaScript off; every page has its own URL). */
export function Pager({ prev, next, label = "Pages" }: { prev: string | null; next: string | null; label?: string }) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {prev ? <a rel="prev" href={prev}>← Previous</a> : <span />}
      {next ? <a rel="next" href={next}>Next →</a> : <span />}
    </nav>
  );
}
