/**
 * Line numbers of array elements in a JSON text, so a rejected source row can be reported as "row 17 (line 243)"
 * and found in an editor. JSON.parse gives no positions, so this is a small scanner over text that has already
 * parsed successfully (it relies on that: no error handling for malformed input).
 *
 * Returns the start lines of the elements of the top-level array, and of each array that is a direct member of a
 * top-level object (the `{ "jurisdictions": [...], "laws": [...] }` form), by member name.
 */
export interface ElementLines {
  top: number[];
  byKey: Map<string, number[]>;
}

interface Frame {
  kind: "array" | "object";
  /** Where this array records its elements' lines; null when nobody asked for them. */
  lines: number[] | null;
  expectKey: boolean;
  key: string | null;
}

export function jsonElementLines(text: string): ElementLines {
  const top: number[] = [];
  const byKey = new Map<string, number[]>();
  const stack: Frame[] = [];
  let line = 1;
  let i = 0;
  const valueStarts = () => {
    const frame = stack[stack.length - 1];
    if (frame?.kind === "array") frame.lines?.push(line);
  };

  while (i < text.length) {
    const c = text[i]!;
    const frame = stack[stack.length - 1];
    if (c === "\n") {
      line++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r" || c === ":") {
      i++;
    } else if (c === ",") {
      if (frame?.kind === "object") frame.expectKey = true;
      i++;
    } else if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      if (frame?.kind === "object" && frame.expectKey) {
        frame.key = JSON.parse(text.slice(i, j + 1)) as string;
        frame.expectKey = false;
      } else {
        valueStarts();
      }
      i = j + 1;
    } else if (c === "{" || c === "[") {
      valueStarts();
      let lines: number[] | null = null;
      if (c === "[" && stack.length === 0) lines = top;
      else if (c === "[" && stack.length === 1 && frame?.kind === "object" && frame.key !== null) {
        lines = [];
        byKey.set(frame.key, lines);
      }
      stack.push({ kind: c === "{" ? "object" : "array", lines, expectKey: c === "{", key: null });
      i++;
    } else if (c === "}" || c === "]") {
      stack.pop();
      i++;
    } else {
      valueStarts(); // number, true, false, null
      while (i < text.length && !" \t\r\n,]}".includes(text[i]!)) i++;
    }
  }
  return { top, byKey };
}
