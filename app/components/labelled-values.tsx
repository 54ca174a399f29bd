// Labelled contact values as a description list (the footer, the contact page): a value left
// empty is not shown, and every number in a value is a tap-to-call link (PhoneText).

import type { ReactNode } from 'react';
import { PhoneText } from './phone-text.tsx';

export function LabelledValues({
  className,
  rows,
  children,
}: {
  className: string;
  rows: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
  /** Rows of another kind (an e-mail link) after these. */
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <PhoneText text={value} />
            </dd>
          </div>
        ) : null,
      )}
      {children}
    </dl>
  );
}
