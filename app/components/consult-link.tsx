// The council's online consultation channel (the city's 12345 platform or its own mailbox),
// from configuration: the information-disclosure page offers it beside what it publishes.

import { useSite } from '../hooks/use-site.ts';

export function ConsultLink() {
  const consult = useSite().site?.footer.consult;
  if (!consult) return null;
  return (
    <p className="page-tools consult-link">
      有疑问或建议：<a href={consult.url}>{consult.label}</a>
    </p>
  );
}
