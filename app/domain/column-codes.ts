// The column codes the site looks up (requirements §3) and the other codes pages are tied to:
// the one place a column code is spelled in code. Content may add columns freely.

export const COLUMN_CODES = {
  home: 'SY',
  importantNews: 'YW',
  services: 'FW',
  information: 'ZX',
  aboutUs: 'WM',
  aboutBase: 'WM-JGJJ',
  aboutSpeech: 'WM-LDJH',
  aboutOrganization: 'WM-ZZJG',
  aboutConference: 'WM-HYJS',
  aboutDisciplinary: 'WM-JJJC',
  aboutGroupBuilding: 'WM-DQJS',
  aboutDisclosure: 'WM-XXGK',
  /** 联系我们: its page is the contact page (/contact); its article is what search finds. */
  aboutContact: 'WM-LXWM',
  certification: 'FW-SSRZ',
  ftaNews: 'FW-SSRZ-FTAFW-XDZX',
  certificationResources: 'FW-SSRZ-RZZY',
  certificationFaq: 'FW-SSRZ-CJWT',
  exportJourney: 'FW-SSRZ-CKBZ',
  businessTraining: 'FW-SSRZ-RZZY-SWPX',
  exhibitions: 'FW-ZLFW',
  legalService: 'FW-FLFW',
  tradeExchange: 'FW-JMJL',
  tradeActivities: 'FW-JMJL-TSHD',
  foreignTrade: 'FW-JMJL-WMFW',
  activityPreviews: 'FW-JMJL-TSHD-HDYG',
  activityReports: 'FW-JMJL-TSHD-HDBD',
  onlineCourses: 'FW-JMJL-TSHD-XSKJ',
  chamber: 'FW-SHFW',
  chamberNews: 'FW-SHFW-SHZY-SHDT',
  memberActivities: 'FW-SHFW-SHZY-JMHD',
  foreignInvestmentTaskForce: 'FWWZGZZB',
  taskForceNews: 'FWWZGZZB-GZDT',
} as const;

/**
 * The columns whose pages list activities, with their sub-columns (listActivity reads a
 * column's tree): 活动预告 on /service/trade/activity and 会员经贸活动 on /service/coic.
 * content:publish files an activity nowhere else (content/publish-check.ts).
 */
export const ACTIVITY_COLUMN_CODES: readonly string[] = [COLUMN_CODES.activityPreviews, COLUMN_CODES.memberActivities];
