// /contact (联系我们): every contact fact once, under its label (the stored facts, decision
// 0112): the council's address, numbers and office hours, each service's line with its hours,
// the departments, the supervision lines, and what works when the office is closed (online
// filing, e-mail with its reply time, other bodies' lines such as 12345 with their hours and
// online channel, marked as theirs). Every number is a tap-to-call link. Its data: contact.loader.ts.

import { useLoaderData } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { PhoneText } from '../components/phone-text.tsx';
import type { ContactGroupKey } from '../domain/contact-groups.ts';
import type { Fact } from '../domain/fact-refs.ts';
import { useSite } from '../hooks/use-site.ts';
import type { loader } from './contact.loader.ts';

/** The groups shown under 办公时间以外 (what a visitor can still do when the office is closed). */
const OUT_OF_HOURS: readonly ContactGroupKey[] = ['online', 'email', 'others'];

function FactValue({ fact }: { fact: Fact }) {
  if (fact.kind === 'phone') return <PhoneText text={fact.value} />;
  if (fact.kind === 'email') return <a href={`mailto:${fact.value}`}>{fact.value}</a>;
  if (fact.kind === 'url') return <a href={fact.value}>{fact.value}</a>;
  return <>{fact.value}</>;
}

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="contact-list">
      {facts.map((f) => (
        <div key={f.name} data-fact={f.name}>
          <dt>{f.label}</dt>
          <dd>
            <FactValue fact={f} />
            {/* A line of its own, not a bracket after the number: a bracket there names the line. */}
            {f.note ? <span className="contact-note">{f.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Component() {
  const { site } = useSite();
  const { groups } = useLoaderData<typeof loader>();
  const inHours = groups.filter((g) => !OUT_OF_HOURS.includes(g.key));
  const outOfHours = groups.filter((g) => OUT_OF_HOURS.includes(g.key));
  return (
    <div className="narrow contact-page">
      <PageMeta
        title="联系我们"
        description={`${site?.shortName ?? ''}的地址、总机、办公时间，各项服务和各部门的联系电话，监督投诉电话，办公时间以外的办理和咨询渠道。`}
      />
      <h1 className="page-title">联系我们</h1>
      {inHours.map((g) => (
        <section key={g.key} aria-labelledby={`contact-${g.key}`}>
          <h2 id={`contact-${g.key}`}>{g.key === 'council' ? site?.footer.host || site?.name : g.title}</h2>
          <FactList facts={g.facts} />
        </section>
      ))}
      {outOfHours.length > 0 ? (
        <section aria-labelledby="contact-closed">
          <h2 id="contact-closed">办公时间以外</h2>
          <p>
            办公时间以外本会电话无人接听。网上申报和网上立案全天可提交，在下一工作日办公时间内审核；电子邮件按各邮箱注明的时间回复；政务咨询、投诉也可拨打下列其他机构的热线，其接听时间和网上渠道如下。
          </p>
          {outOfHours.map((g) => (
            <section key={g.key} aria-labelledby={`contact-${g.key}`}>
              <h3 id={`contact-${g.key}`}>{g.title}</h3>
              <FactList facts={g.facts} />
            </section>
          ))}
          <p>各展会、活动的主办方电话以其页面所注为准，属主办方电话，非本会电话。</p>
        </section>
      ) : null}
    </div>
  );
}
