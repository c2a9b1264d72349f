/**
 * Every URL the app links to or routes on. Components never spell a path themselves.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signin: { path: '/signin', getHref: () => '/signin' },
  signup: { path: '/signup', getHref: () => '/signup' },
  privacyNotice: { path: '/privacy-notice', getHref: () => '/privacy-notice' },
  dashboard: {
    path: '/dashboard/*',
    getHref: () => '/dashboard',
    reports: { path: 'reports', getHref: () => '/dashboard/reports' },
    profile: { path: 'profile', getHref: () => '/dashboard/profile' },
    account: { path: 'account', getHref: () => '/dashboard/account' },
  },
  demographic: { path: '/demographic', getHref: () => '/demographic' },
  survey: { path: '/survey', getHref: () => '/survey' },
  loneliness: { path: '/loneliness', getHref: () => '/loneliness' },
  attachment: { path: '/attachment', getHref: () => '/attachment' },
  report: {
    base: '/report',
    path: '/report/:lonelinessId',
    getHref: (lonelinessId: string) => `/report/${encodeURIComponent(lonelinessId)}`,
  },
  personalizedReport: {
    path: '/personalizedReport',
    getHref: (type?: string) =>
      type ? `/personalizedReport?type=${encodeURIComponent(type)}` : '/personalizedReport',
  },
  stats: { path: '/stats', getHref: () => '/stats' },
  /** Any assessment instrument without a `route` of its own. */
  instrumentSurvey: {
    path: '/survey/:instrumentId',
    getHref: (instrumentId: string) => `/survey/${encodeURIComponent(instrumentId)}`,
  },
  /** The report of any instrument without a `report_route` of its own. */
  instrumentReport: {
    path: '/report/:instrumentId/:responseId',
    getHref: (instrumentId: string, responseId: string) =>
      `/report/${encodeURIComponent(instrumentId)}/${encodeURIComponent(responseId)}`,
  },
  attachmentReport: {
    path: '/attachmentReport',
    getHref: (responseId?: string) =>
      responseId ? `/attachmentReport?id=${encodeURIComponent(responseId)}` : '/attachmentReport',
  },
} as const;

/** Server endpoints the browser navigates to (not fetched). */
export const serverPaths = {
  providerSignIn: (providerId: string) =>
    `/api/auth/${encodeURIComponent(providerId)}?state=frontend`,
} as const;

/** External sites linked from the navigation bar and footer. */
export const externalLinks = {
  aboutUs: 'https://www.who.int/groups/commission-on-social-connection',
  contactUs: 'mailto:contact@example.org',
  social: 'https://www.linkedin.com/',
} as const;
