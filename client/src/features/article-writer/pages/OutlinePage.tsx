/** Contract stage: the page is written next. */
export function OutlinePage({ sessionId }: { sessionId: string | null }) {
  return <p>{sessionId}</p>;
}
