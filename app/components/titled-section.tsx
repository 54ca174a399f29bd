// A page section named by its own heading (aria-labelledby), so that screen readers list it
// as a region with that name.

import type { ReactNode } from 'react';

export function TitledSection(props: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = `${props.id}-title`;
  return (
    <section className={props.className} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
