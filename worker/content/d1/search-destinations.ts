// What a search's words say of the destination (decisions 0040, 0115): the agreements a
// certificate question names (泰国 原产地证), or the state a legalisation question names
// (沙特 认证), and so which guide the search shows first.

import { destinationOf } from '../../../app/domain/agreements.ts';
import { legalisationOf, serviceFor } from '../../../app/domain/apostille.ts';
import { serviceByCode } from '../../../app/domain/services.ts';
import type { Destination } from '../../../app/domain/agreements.ts';
import type { Legalisation } from '../../../app/domain/apostille.ts';
import { namedService } from '../../../content/search-query.ts';
import { simplifiedText } from '../../../content/traditional.ts';
import type { Context } from './search-context.ts';

/**
 * The destination a keyword names, under a context: a certificate question is the FTA box's;
 * a legalisation question naming a country (and no certificate destination) is answered with
 * what applies there and the answering guide's time and fees. Names are matched as written
 * (simplified): 泰國 is 泰国.
 */
export function destinationsOf(
  keyword: string,
  context: Context,
): { destination: Destination | null; legalisation: Legalisation | null } {
  const simplified = simplifiedText(keyword);
  const destination = destinationOf(simplified, context.agreements);
  const named = destination ? null : legalisationOf(simplified, context.convention);
  const legalisation = named && {
    ...named,
    guide: context.legalisationGuides[serviceFor(named.state.status)] ?? null,
  };
  return { destination, legalisation };
}

/**
 * The guide to show first: a certificate for a partner of an agreement is the FTA guide's
 * (a general certificate cuts no duty there); for Hong Kong or Macao alone (CEPA), the
 * general certificate's; legalisation for a country is the apostille guide's where the
 * Convention applies between it and China, else consular legalisation's (whatever word the
 * visitor used: 阿联酋 海牙认证 is consular legalisation); else the service the words name.
 */
export function bestBet(
  keyword: string,
  ctx: Context['ctx'],
  destination: Destination | null,
  legalisation: Legalisation | null,
) {
  if (destination && destination.agreements.length > 0) return serviceByCode('fta');
  if (destination && destination.arrangements.length > 0) return serviceByCode('origin');
  if (legalisation) return serviceByCode(serviceFor(legalisation.state.status));
  return namedService(keyword, ctx);
}
