/** Why the controls below are disabled; buttons point at it with aria-describedby. */
export function DisabledReason({ id, connected }: { id: string; connected: boolean }) {
  if (connected) return null;
  return (
    <p id={id} className="semi-disabled-reason">
      Disabled until Charter is connected to Semi: connect on the Connect tab first.
    </p>
  );
}
