import { describeUnparsed, UNPARSED_SHOWN, type UnparsedFile, unparsedLocation } from '@charter/core';

/**
 * The source files the scan could not parse, in "What was analyzed": their code rules ran on nothing, so a clean
 * score must not pass for a checked file. The first UNPARSED_SHOWN at once, each `file:line:column` and the parser's
 * message; the downloaded reports carry every one. Nothing when every file parsed.
 */
export function UnparsedFiles({ files }: { files: readonly UnparsedFile[] | undefined }) {
  if (!files || files.length === 0) return null;
  const rest = files.length - UNPARSED_SHOWN;
  return (
    <div>
      <dt>Not parsed</dt>
      <dd>
        <p>
          {describeUnparsed(files.length)}: the scores exclude {files.length === 1 ? 'it' : 'them'}.
        </p>
        <ul className="diagnostic-lockfiles">
          {files.slice(0, UNPARSED_SHOWN).map((file) => (
            <li key={unparsedLocation(file)}>
              <code>{unparsedLocation(file)}</code> {file.message}
            </li>
          ))}
        </ul>
        {rest > 0 ? (
          <p className="muted small">… and {rest} more, listed in the downloaded reports.</p>
        ) : null}
      </dd>
    </div>
  );
}
