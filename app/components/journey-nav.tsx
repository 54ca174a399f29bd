// On a guide that is part of the export journey: which step it is, the previous and next
// step, and the whole journey (open on a PC, collapsed on a phone, where it would push the
// guide itself below the fold).

import { useLocation } from 'react-router';
import type { JourneyStep } from '../api/types.ts';
import { JOURNEY_PATH } from '../domain/column-pages.ts';
import type { JourneyPlace } from '../data/journey.ts';
import { serviceByCode } from '../domain/services.ts';
import { isMobilePath } from '../lib/links.ts';
import { AppLink } from './app-link.tsx';
import { JourneySteps, stepHref } from './journey-steps.tsx';

export function JourneyNav({ place }: { place: JourneyPlace }) {
  const mobile = isMobilePath(useLocation().pathname);
  const { journey, number, step, prev, next } = place;
  return (
    <nav className="journey-nav" aria-labelledby="journey-nav-title">
      <p id="journey-nav-title" className="journey-nav__title">
        本指南属于 <AppLink to={JOURNEY_PATH}>{place.title.split('：')[0]}</AppLink>
      </p>
      <p className="journey-nav__place">
        {number !== null ? `第${number}步，共${journey.steps.length}步：${step.title}` : `辅助事项：${step.title}`}
      </p>
      {(prev || next) && (
        <ul className="journey-nav__neighbours">
          {prev && <Neighbour rel="上一步" step={prev} number={number! - 1} />}
          {next && <Neighbour rel="下一步" step={next} number={number! + 1} />}
        </ul>
      )}
      <details className="journey-nav__all" open={!mobile}>
        <summary>查看全部办理步骤</summary>
        <JourneySteps journey={journey} current={step} compact />
      </details>
    </nav>
  );
}

function Neighbour({ rel, step, number }: { rel: string; step: JourneyStep; number: number }) {
  const href = stepHref(step);
  const text = `第${number}步 ${step.title}`;
  return (
    <li className={`journey-nav__${rel === '上一步' ? 'prev' : 'next'}`}>
      <span className="journey-nav__rel">{rel}</span>
      {href && step.services.length <= 1 ? <AppLink to={href}>{text}</AppLink> : <span>{text}</span>}
      {step.services.length > 1 && (
        <span className="journey-nav__either">
          {step.services.map((code, i) => {
            const s = serviceByCode(code);
            return s ? (
              <span key={code}>
                {i > 0 ? ' 或 ' : '：'}
                <AppLink to={s.path}>{s.name}</AppLink>
              </span>
            ) : null;
          })}
        </span>
      )}
    </li>
  );
}
