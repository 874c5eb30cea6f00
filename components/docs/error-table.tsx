import { ERROR_CODES, type ErrorCode } from "@/lib/http/errors";

/** Every error code the API answers; with `anchors`, each row is the target the API's error.docs links to. */
export function ErrorTable({ codes, anchors = false }: { codes?: ErrorCode[]; anchors?: boolean }) {
  const list = codes ?? (Object.keys(ERROR_CODES) as ErrorCode[]);
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr><th scope="col">Status</th><th scope="col">Code</th><th scope="col">When</th></tr>
        </thead>
        <tbody>
          {list.map((code) => (
            <tr key={code} id={anchors ? code : undefined}>
              <td>{ERROR_CODES[code].status}</td>
              <th scope="row">{anchors ? <code>{code}</code> : <a href={`/docs/errors#${code}`}><code>{code}</code></a>}</th>
              <td>{ERROR_CODES[code].description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
