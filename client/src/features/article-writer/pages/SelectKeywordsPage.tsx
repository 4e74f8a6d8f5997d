/** Contract stage: the page is written next. */
export function SelectKeywordsPage({ sessionId }: { sessionId: string | null }) {
  return <p>{sessionId}</p>;
}
