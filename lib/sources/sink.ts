import type { Db } from "@/db/client";

/**
 * Where a source's items go: the storage side of a run, which connectors never see. A mechanical corpus (the
 * Federal Register, later eCFR and the US Code) writes through its import path (history, freshness stamps); a
 * curated corpus only ever gets drafts that a person accepts.
 */

export interface BatchCounts {
  added: number;
  changed: number;
  unchanged: number;
}

export interface SinkContext {
  sourceId: string;
  runId: string;
  /** The run's clock. */
  at: Date;
}

export interface Sink<TItem> {
  readonly kind: "mechanical" | "drafts";
  /**
   * Applies one batch in ONE transaction and calls `commitWith(tx, counts)` inside it before committing: the
   * runner writes the batch's checkpoint and counts there, so items and checkpoint commit together or not at all.
   */
  apply(db: Db, items: TItem[], ctx: SinkContext, commitWith: (tx: Db, counts: BatchCounts) => Promise<void>): Promise<BatchCounts>;
  /**
   * Work on a batch done ahead, outside its transaction: when the connector reads ahead, the runner calls it on the
   * next batch while the current one is written (its reads on another connection), so the work overlaps that batch's
   * statements instead of adding to the next one's; the runner then applies the items it returns. It may read only
   * what the batch being written cannot change. Optional; apply() must give the same result whether or not it ran.
   */
  prepare?(db: Db, items: TItem[]): Promise<TItem[]>;
}
