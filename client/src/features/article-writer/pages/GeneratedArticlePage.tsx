/** Contract stage: the page is written next. */
export function GeneratedArticlePage({ sessionId }: { sessionId: string | null }) {
  return <p>{sessionId}</p>;
}
