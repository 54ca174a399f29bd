// An article's downloadable files (attachments, or a guide's forms).

import type { Attachment } from '../api/types.ts';

export function Attachments({ items, title, id }: { items: Attachment[]; title: string; id: string }) {
  if (items.length === 0) return null;
  return (
    <section className="attachments" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((a) => (
          <li key={a.url}>
            <a href={a.url} download>
              {a.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
