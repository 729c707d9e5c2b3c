/** Running text at a reading width: one paragraph for each string. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="prose">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
