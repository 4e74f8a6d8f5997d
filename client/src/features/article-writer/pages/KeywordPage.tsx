/** Contract stage: the page is written next. */
export function KeywordPage({ sessionId }: { sessionId: string | null }) {
  return <p>{sessionId}</p>;
}
