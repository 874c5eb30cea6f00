import fs from "node:fs";
import path from "node:path";
import type { Guide, GuideContext } from "./guides";

/**
 * A guide's text: docs-fragments/<fragment>.md when the team that owns the feature has written it (its own "# Title"
 * becomes the page title), else our built-in Markdown. Read per request, so a fragment shows up without a rebuild.
 */
export interface GuideContent {
  title: string;
  markdown: string;
  fromFragment: boolean;
}

function readFragment(name: string): string | null {
  try {
    return fs.readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), "docs-fragments", `${name}.md`), "utf8");
  } catch {
    return null;
  }
}

export function guideContent(guide: Guide, ctx: GuideContext): GuideContent {
  const fragment = guide.fragment ? readFragment(guide.fragment) : null;
  if (fragment === null) return { title: guide.title, markdown: guide.markdown(ctx), fromFragment: false };
  const heading = /^\s*# ([^\n]+)\n/.exec(fragment);
  return { title: heading?.[1]?.trim() ?? guide.title, markdown: heading ? fragment.slice(heading[0].length) : fragment, fromFragment: true };
}
