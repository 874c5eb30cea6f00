import { SaxesParser, type SaxesTagNS } from "saxes";
import { SourceFault } from "../../faults";
import { upstreamFault } from "../schema-error";

/**
 * One US Code title in USLM XML (the Office of the Law Revision Counsel's `usc{NN}.xml`, inside each release point's
 * zip): `<uscDoc><meta>…<docNumber>27</docNumber><docPublicationName>Online@113-31</docPublicationName></meta><main>
 * <title><num/><heading/><chapter><num/><heading/><section status="repealed" identifier="/us/usc/t27/s40a">
 * <num value="40a"/><heading/>…`.
 *
 * Read with a streaming XML parser: the largest titles are over 100 MB, and all we keep is the chain of open
 * elements and the text of the heading being read. Each section is handed to the caller when it closes.
 */

const USLM_NAMESPACES = new Set(["http://xml.house.gov/schemas/uslm/1.0", "http://schemas.gpo.gov/xml/uslm"]);
/** The big levels of the Code, title down to the section's parent (USLM's hierarchy). */
const LEVELS = new Set(["title", "subtitle", "chapter", "subchapter", "part", "subpart", "division", "subdivision", "article", "subarticle"]);
const CONTAINERS = new Set(["uscDoc", "main"]);
const UPSTREAM = "us-code uslm";

/** USLM `@status` values → the status words of the US-law corpus (lib/us-law/import/us-code.ts US_CODE_STATUS). */
const STATUS_WORDS: Record<string, string> = {
  repealed: "repealed",
  omitted: "omitted",
  transferred: "transferred",
  renumbered: "renumbered",
  redesignated: "renumbered",
  reserved: "reserved",
  vacant: "vacant",
  // Spent provisions: no longer operative, not repealed — what the Code calls "omitted".
  expired: "omitted",
  terminated: "omitted",
  hadItsEffect: "omitted",
  operational: "active",
};
/** Files without `@status` say it only in the heading ("Repealed. Pub. L. …", "Omitted", "Transferred"). */
const HEADING_STATUS = /^\[?\s*(repealed|omitted|transferred|renumbered|reserved|vacant)\b/i;

export interface UslmMeta {
  /** `docNumber`: "27", or "5a" for an appendix. */
  docNumber: string;
  /** The release point from `docPublicationName` ("Online@119-73not60" → "119-73not60"), or null if absent. */
  releasePoint: string | null;
}

export interface UslmSection {
  /** `docNumber` of the file. */
  title: string;
  /** Upper case, as the Code prints it ("INTOXICATING LIQUORS"). */
  titleHeading: string;
  /** The section number as the Code writes it: `num/@value` ("40a", "1 to 5", "43a, 43b"). */
  section: string;
  identifier: string;
  heading: string;
  /** A US_CODE_STATUS word: active, repealed, omitted, transferred, renumbered, reserved, vacant. */
  statusWord: string;
  /** Levels between the title and the section, each "NUM HEADING" ("CHAPTER 6— TRANSPORTATION IN INTERSTATE COMMERCE"). */
  hierarchy: string[];
}

interface Frame {
  name: string;
  /** A title/level/section element of the Code's own structure (not inside a note, a table of contents or a quote). */
  structural: boolean;
  /** <uscDoc> or <main>: no level itself, but what it holds can be. */
  container: boolean;
  num: string;
  numValue: string | null;
  heading: string;
  identifier: string;
  status: string | null;
}

export interface UslmParser {
  write(chunk: string | Uint8Array): void;
  /** Ends the document; throws the schema_changed fault if it is truncated or not a USLM title. */
  end(): { meta: UslmMeta; sections: number };
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

export function createUslmParser(onSection: (section: UslmSection) => void): UslmParser {
  const xml = new SaxesParser({ xmlns: true, position: false });
  const decoder = new TextDecoder("utf-8");
  const stack: Frame[] = [];
  let meta: { docNumber: string | null; publication: string | null } = { docNumber: null, publication: null };
  let capture: { frame: Frame | null; field: "num" | "heading" | "docNumber" | "publication"; depth: number; text: string } | null = null;
  let rootSeen = false;
  let sections = 0;
  let failure: Error | null = null;

  const fail = (message: string): never => {
    throw upstreamFault(UPSTREAM, [message]);
  };

  xml.on("opentag", (tag: SaxesTagNS) => {
    const name = tag.local;
    const inUslm = USLM_NAMESPACES.has(tag.uri);
    if (!rootSeen) {
      rootSeen = true;
      if (name !== "uscDoc" || !inUslm) fail(`root element is <${tag.name}> in '${tag.uri}', not a USLM <uscDoc>`);
    }
    const parent = stack[stack.length - 1];
    const parentOpen = !parent || parent.structural || parent.container;
    const container = inUslm && parentOpen && CONTAINERS.has(name);
    // Sections and levels count only inside the Code's own structure: not those quoted in a note or an amendment.
    const structural = inUslm && parentOpen && (LEVELS.has(name) || (name === "section" && parent !== undefined && parent.structural && LEVELS.has(parent.name)));
    const attr = (n: string) => {
      const a = tag.attributes[n];
      return a && typeof a === "object" ? a.value : null;
    };
    const frame: Frame = { name, structural, container, num: "", numValue: null, heading: "", identifier: attr("identifier") ?? "", status: attr("status") };
    if (!capture && parent?.structural && inUslm && (name === "num" || name === "heading")) {
      if (name === "num") parent.numValue = attr("value");
      capture = { frame: parent, field: name, depth: stack.length + 1, text: "" };
    } else if (!capture && parent?.name === "meta" && (name === "docNumber" || name === "docPublicationName")) {
      capture = { frame: null, field: name === "docNumber" ? "docNumber" : "publication", depth: stack.length + 1, text: "" };
    }
    stack.push(frame);
  });

  xml.on("text", (text) => {
    if (capture) capture.text += text;
  });

  xml.on("closetag", () => {
    const depth = stack.length;
    const frame = stack.pop()!;
    if (capture && capture.depth === depth) {
      const text = squash(capture.text);
      if (capture.field === "docNumber") meta.docNumber = text;
      else if (capture.field === "publication") meta.publication = text;
      else if (capture.frame) capture.frame[capture.field] = text;
      capture = null;
    }
    if (frame.name === "section" && frame.structural) emitSection(frame);
  });

  xml.on("error", (err) => {
    failure ??= err;
  });

  const titleNumber = () => meta.docNumber ?? fail("section before the title's <docNumber>");

  const emitSection = (frame: Frame) => {
    const section = frame.numValue ? squash(frame.numValue) : frame.identifier.replace(/^.*\/s(?=[^/]*$)/, "");
    if (!section) fail(`a section without a number (${frame.identifier || "no identifier"})`);
    let statusWord = "active";
    if (frame.status) {
      statusWord = STATUS_WORDS[frame.status] ?? fail(`section ${section}: unknown status '${frame.status}'`);
    } else {
      const m = HEADING_STATUS.exec(frame.heading);
      if (m) statusWord = m[1]!.toLowerCase();
    }
    const levels = stack.filter((f) => f.structural && LEVELS.has(f.name));
    const title = levels.find((f) => f.name === "title");
    sections++;
    onSection({
      title: titleNumber(),
      titleHeading: title?.heading ?? "",
      section,
      identifier: frame.identifier,
      heading: frame.heading,
      statusWord,
      hierarchy: levels.filter((f) => f.name !== "title").map((f) => squash(`${f.num} ${f.heading}`)),
    });
  };

  const rethrow = () => {
    if (failure) {
      const err = failure;
      failure = null;
      throw err instanceof SourceFault ? err : upstreamFault(UPSTREAM, [`not well-formed XML: ${err.message}`]);
    }
  };

  const feed = (text: string) => {
    try {
      xml.write(text);
    } catch (err) {
      failure ??= err as Error;
    }
    rethrow();
  };

  return {
    write(chunk) {
      feed(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    },
    end() {
      feed(decoder.decode());
      try {
        xml.close();
      } catch (err) {
        failure ??= err as Error;
      }
      if (failure && rootSeen && stack.length > 0) {
        failure = null;
        throw upstreamFault(UPSTREAM, [`body ended inside <${stack[stack.length - 1]!.name}> (truncated)`], true);
      }
      rethrow();
      if (!rootSeen) fail("empty body");
      if (!meta.docNumber) fail("no <meta><docNumber>");
      const publication = meta.publication;
      return {
        meta: { docNumber: meta.docNumber!, releasePoint: publication && publication.includes("@") ? publication.slice(publication.indexOf("@") + 1) : null },
        sections,
      };
    },
  };
}
