/** Contract stage: the page is written next. */
export function GeneratedPage({ sessionId }: { sessionId: string | null }) {
  return <p>{sessionId}</p>;
}
