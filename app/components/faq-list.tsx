// Questions and answers as disclosure widgets: readable and operable without JavaScript.

import type { AuthQu } from '../api/types.ts';
import { ArticleBody } from './article-body.tsx';

export function FaqList({ items, open = false }: { items: AuthQu[]; open?: boolean }) {
  return (
    <div className="faq-list">
      {items.map((q) => (
        <details key={q.id} id={`faq-${q.id}`} className="faq" open={open}>
          <summary className="faq__question">{q.question}</summary>
          <ArticleBody html={q.answer} title={q.question} className="faq__answer article-body" />
        </details>
      ))}
    </div>
  );
}
