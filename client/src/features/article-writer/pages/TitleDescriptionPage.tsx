/** Contract stage: the page is written next. */
export function TitleDescriptionPage({ sessionId }: { sessionId: string | null }) {
  return <p>{sessionId}</p>;
}
