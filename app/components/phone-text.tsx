// Text that may hold phone numbers, each shown as a tap-to-call link that never breaks across
// lines (app/domain/phones.ts finds them), another body's followed by whose it is: used
// wherever the app prints a number from data.

import { Fragment } from 'react';
import { ownerMarkOf, phoneRuns, telHref } from '../domain/phones.ts';
import { useSite } from '../hooks/use-site.ts';

export function PhoneText({ text }: { text: string | null | undefined }) {
  const { otherBodies } = useSite();
  if (!text) return null;
  return (
    <>
      {phoneRuns(text).map((run) =>
        run.phone ? (
          <Fragment key={run.start}>
            <a className="tel" href={telHref(run.text)}>
              {run.text}
            </a>
            {ownerMarkOf(run.text, otherBodies) ? (
              <span className="tel-owner">{ownerMarkOf(run.text, otherBodies)}</span>
            ) : null}
          </Fragment>
        ) : (
          <Fragment key={run.start}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
