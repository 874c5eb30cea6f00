import { DataFolderInUseError, openDatabase, type Db, type DbHandle } from "@/db/client";

/**
 * What an operator command prints for an error it expects (its lines, the last one prefixed with the command's name),
 * or null for anything else (printed with its stack).
 */
export type ExpectedErrorLines = (err: unknown) => string[] | null;

/**
 * Runs an operator command's work on the configured database: opens it, runs `work`, and always closes it. An error
 * the command expects — and the embedded folder being held by a running server — prints a message and sets exit
 * status 1 without a stack; anything else prints the error and sets exit status 1 too. Argument errors (exit 2) are
 * the command's own business, before this is called: they never open the database.
 */
export async function runOnDatabase(command: string, work: (db: Db) => Promise<void>, expected: ExpectedErrorLines = () => null): Promise<void> {
  let handle: DbHandle | null = null;
  try {
    handle = await openDatabase();
    await work(handle.db);
  } catch (err) {
    const lines = err instanceof DataFolderInUseError ? [err.message] : expected(err);
    if (lines) {
      lines.forEach((line, i) => console.error(i === lines.length - 1 ? `${command}: ${line}` : line));
    } else {
      console.error(err);
    }
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}
