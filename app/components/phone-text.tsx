// Text that may hold phone numbers, each shown as a tap-to-call link that never breaks across
// lines (app/lib/phones.ts finds them): used wherever the app prints a number from data.

import { Fragment } from 'react';
import { phoneRuns, telHref } from '../lib/phones.ts';

export function PhoneText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      {phoneRuns(text).map((run) =>
        run.phone ? (
          <a key={run.start} className="tel" href={telHref(run.text)}>
            {run.text}
          </a>
        ) : (
          <Fragment key={run.start}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
