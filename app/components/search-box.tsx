// The site search form: a plain GET form, so it works before (and without) JavaScript.

import { GetForm } from './get-form.tsx';
import { useSite } from '../hooks/use-site.ts';

interface SearchBoxProps {
  defaultValue?: string;
  compact?: boolean;
  /** The input's id and the search landmark's name: unique on a page that shows two boxes. */
  id?: string;
  label?: string;
}

export function SearchBox({
  defaultValue = '',
  compact = false,
  id = compact ? 'q-compact' : 'q',
  label = '全站搜索',
}: SearchBoxProps) {
  const { href } = useSite();
  return (
    <GetForm
      action={href('/search')}
      role="search"
      aria-label={label}
      className={compact ? 'search-box search-box--compact' : 'search-box'}
    >
      <label htmlFor={id} className="visually-hidden">
        站内搜索
      </label>
      <input
        id={id}
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
    </GetForm>
  );
}
