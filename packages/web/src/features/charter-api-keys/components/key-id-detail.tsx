/** The key ID as a row of a detail list (`<dl>`): the ID is not secret, so it is shown in full. */
export function KeyIdDetail({ keyId }: { keyId: string }) {
  return (
    <div>
      <dt>Key ID</dt>
      <dd>
        <code>{keyId}</code>
      </dd>
    </div>
  );
}
