import type { ExampleRequest } from "./example-request";

/**
 * The same request in curl, JavaScript (fetch) and Python (requests). The key is read from the LEXATLAS_API_KEY
 * environment variable, so each sample runs as printed once that variable is set; operations that serve anonymous
 * callers send no key at all.
 */

export const API_KEY_ENV = "LEXATLAS_API_KEY";

export type SampleLanguage = "curl" | "javascript" | "python";

export interface CodeSample {
  language: SampleLanguage;
  label: string;
  code: string;
}

/** Single-quoted for a POSIX shell: safe for any character. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curl(req: ExampleRequest, baseUrl: string): string {
  const lines = [`curl${req.method === "GET" ? "" : ` -X ${req.method}`} ${shellQuote(`${baseUrl}${req.pathAndQuery}`)}`];
  if (req.needsKey) lines.push(`-H "X-API-Key: $${API_KEY_ENV}"`);
  if (req.body) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(req.body))}`);
  }
  return lines.join(" \\\n  ");
}

function javascript(req: ExampleRequest, baseUrl: string): string {
  const url = `${baseUrl}${req.path}`;
  const hasQuery = Object.keys(req.query).length > 0;
  const headers: string[] = [];
  if (req.needsKey) headers.push(`"X-API-Key": process.env.${API_KEY_ENV}`);
  if (req.body) headers.push(`"Content-Type": "application/json"`);
  const options: string[] = [];
  if (req.method !== "GET") options.push(`method: "${req.method}"`);
  if (headers.length) options.push(`headers: { ${headers.join(", ")} }`);
  if (req.body) options.push(`body: JSON.stringify(${JSON.stringify(req.body)})`);
  const lines = [
    hasQuery
      ? `const url = new URL(${JSON.stringify(url)});\nurl.search = new URLSearchParams(${JSON.stringify(req.query)}).toString();`
      : `const url = ${JSON.stringify(url)};`,
    options.length ? `const res = await fetch(url, {\n  ${options.join(",\n  ")},\n});` : "const res = await fetch(url);",
    "const body = await res.json();",
    'if (!res.ok) throw new Error(`${body.error.code}: ${body.error.message}`);',
    "console.log(body);",
  ];
  return lines.join("\n");
}

function pythonLiteral(value: unknown): string {
  return JSON.stringify(value, null, 0).replace(/\btrue\b/g, "True").replace(/\bfalse\b/g, "False").replace(/\bnull\b/g, "None");
}

function python(req: ExampleRequest, baseUrl: string): string {
  const args = [JSON.stringify(`${baseUrl}${req.path}`)];
  if (Object.keys(req.query).length) args.push(`params=${pythonLiteral(req.query)}`);
  if (req.needsKey) args.push(`headers={"X-API-Key": os.environ["${API_KEY_ENV}"]}`);
  if (req.body) args.push(`json=${pythonLiteral(req.body)}`);
  args.push("timeout=30");
  return [
    ...(req.needsKey ? ["import os", ""] : []),
    "import requests",
    "",
    `res = requests.${req.method.toLowerCase()}(\n    ${args.join(",\n    ")},\n)`,
    "res.raise_for_status()",
    "print(res.json())",
  ].join("\n");
}

export function codeSamples(req: ExampleRequest, apiBaseUrl: string): CodeSample[] {
  return [
    { language: "curl", label: "curl", code: curl(req, apiBaseUrl) },
    { language: "javascript", label: "JavaScript (fetch)", code: javascript(req, apiBaseUrl) },
    { language: "python", label: "Python (requests)", code: python(req, apiBaseUrl) },
  ];
}
