// The site search form: a plain GET form, so it works before (and without) JavaScript.

import { Form } from 'react-router';
import { useSite } from '../hooks/use-site.ts';

export function SearchBox({ defaultValue = '', compact = false }: { defaultValue?: string; compact?: boolean }) {
  const { href } = useSite();
  return (
    <Form method="get" action={href('/search')} role="search" className={compact ? 'search-box search-box--compact' : 'search-box'}>
      <label htmlFor={compact ? 'q-compact' : 'q'} className="visually-hidden">
        站内搜索
      </label>
      <input
        id={compact ? 'q-compact' : 'q'}
        name="q"
        type="search"
        maxLength={100}
        defaultValue={defaultValue}
        placeholder="搜索服务、新闻、展会"
        className="search-box__input"
      />
      <button type="submit" className="search-box__button">
        搜索
      </button>
    </Form>
  );
}
