import { getURLFromRedirectError } from "next/dist/client/components/redirect";

/** Where a server-rendered page redirected (it threw Next's redirect), or null when it rendered. */
export async function redirectOf(render: Promise<unknown>): Promise<string | null> {
  try {
    await render;
    return null;
  } catch (err) {
    const url = getURLFromRedirectError(err as never);
    if (!url) throw err;
    return url;
  }
}
