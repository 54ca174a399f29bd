// A GET form (search, filters): a plain <form> that works without JavaScript; with it,
// submitting navigates client-side. Written here instead of React Router's <Form>, whose
// submission machinery (methods, encodings, fetchers) this read-only site never uses and
// which costs initial JavaScript (docs/performance.md).

import { useHant } from '../hooks/use-site.ts';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inVariant } from '../lib/variant.ts';

type GetFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'onSubmit'>;

export function GetForm({ action, children, ...rest }: GetFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hant = useHant();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '') params.append(name, value);
    }
    const query = params.toString();
    navigate(`${action ?? pathname}${query ? `?${query}` : ''}`);
  };
  return (
    // The router adds its basename to what it navigates to; the HTML's action needs it spelled out.
    <form
      method="get"
      action={typeof action === 'string' ? inVariant(hant, action) : action}
      onSubmit={onSubmit}
      {...rest}
    >
      {children}
    </form>
  );
}
