/** A provision's text as the Official Journal lays it out: blocks separated by blank lines, points on their own line. */
export function ProvisionText({ text }: { text: string }) {
  return (
    <div className="provision-text">
      {text.split(/\n{2,}/).map((block, i) => (
        <p key={i} style={{ whiteSpace: "pre-line" }}>{block}</p>
      ))}
    </div>
  );
}
