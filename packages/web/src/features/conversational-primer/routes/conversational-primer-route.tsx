export function ConversationalPrimerRoute() {
  return <h1>Conversational Primer</h1>;
}
