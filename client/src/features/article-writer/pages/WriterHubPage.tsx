/** Contract stage: the page is written next. */
export function WriterHubPage() {
  return <p />;
}
