import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { upstreamFault } from "../schema-error";
import { createUslmParser, type UslmMeta, type UslmParser, type UslmSection } from "./uslm";

/**
 * A release-point zip (`xml_usc27@119-36.zip`: one title; `xml_uscAll@119-36.zip`: every title) read as it downloads:
 * each `usc{NN}.xml` entry is inflated chunk by chunk straight into the USLM parser, so neither the zip nor a title is
 * ever held whole. Entries other than `usc{NN}.xml` (stylesheets, schemas) are skipped; appendix titles (`usc05A.xml`)
 * are read like the others, and the caller decides (usCodeRecordFromSection gives them no records).
 */

const TITLE_ENTRY = /(?:^|\/)usc(\w+)\.xml$/i;

export interface ReleaseZipReader {
  write(chunk: Uint8Array): void;
  /** Ends the zip; throws the schema_changed fault when it ended mid-entry or held no title XML. */
  end(): { entry: string; meta: UslmMeta; sections: number }[];
}

export function createReleaseZipReader(onSection: (section: UslmSection) => void): ReleaseZipReader {
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  const done: { entry: string; meta: UslmMeta; sections: number }[] = [];
  let open: { entry: string; parser: UslmParser } | null = null;
  let failure: unknown = null;

  unzip.onfile = (file: UnzipFile) => {
    if (!TITLE_ENTRY.test(file.name)) return;
    const current = { entry: file.name, parser: createUslmParser(onSection) };
    open = current;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      try {
        if (err) throw upstreamFault("us-code release zip", [`${file.name}: ${err.message}`]);
        current.parser.write(chunk);
        if (final) {
          done.push({ entry: current.entry, ...current.parser.end() });
          open = null;
        }
      } catch (e) {
        failure = e;
      }
    };
    file.start();
  };

  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch (e) {
      failure ??= upstreamFault("us-code release zip", [`not a readable zip: ${(e as Error).message}`]);
    }
    if (failure) throw failure;
  };

  return {
    write(chunk) {
      push(chunk, false);
    },
    end() {
      if (failure) throw failure;
      try {
        push(new Uint8Array(0), true);
      } catch (e) {
        if (!open) throw e;
      }
      if (open) throw upstreamFault("us-code release zip", [`${(open as { entry: string }).entry}: the zip ended inside this entry (truncated)`], true);
      if (!done.length) throw upstreamFault("us-code release zip", ["no usc{NN}.xml entry in the zip"]);
      return done;
    },
  };
}
