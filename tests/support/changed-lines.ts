/**
 * The lines that differ between two texts, by position: a change of values keeps the line count; an insert shifts the
 * rest by its lines. What a reviewer's `git diff` of a patched data file would show.
 */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const removed = a.slice(head, a.length - tail);
  const added = b.slice(head, b.length - tail);
  // Unchanged lines between two changes show up in both: leave them out.
  return { removed: removed.filter((l, i) => l !== added[i]), added: added.filter((l, i) => l !== removed[i]) };
}
