// Every constant of requirements §9 (and the few the design adds), in one place.

/** requirements §7/§9: the browser API client's request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** requirements §9: the generic HTTP client has no timeout. */
export const GENERIC_HTTP_TIMEOUT_MS = 0;
/** requirements §2/§9: below this body width the device mode is Mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Design: the layout width of the PC pages on a phone whose visitor chose 电脑版 (the PC container's width). */
export const DESKTOP_VIEWPORT_PX = 1200;
/** requirements §2/§9: resize checks run at most once per this interval. */
export const RESIZE_THROTTLE_MS = 1000;
/** requirements §9. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Design (issue 28): the most release keys one page of listReleaseKeys names: a sitemap file's most articles. */
export const RELEASE_KEYS_PAGE_MAX = 25_000;
/** requirements §5/§9: pager count is odd, 5 to 21. */
export const PAGER_COUNT_MIN = 5;
export const PAGER_COUNT_MAX = 21;
export const DEFAULT_PAGER_COUNT = 7;
/** requirements §4/§9. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const NOTIFICATION_DURATION_MS = 4500;
export const NOTIFICATION_GAP_PX = 16;
export const NOTIFICATION_POSITION = 'top-right' as const;
/** requirements §8/§9. */
export const TRANSPORT_ERROR_TOAST_MS = 5000;
export const ERROR_TOAST_SUPPRESS_MS = 10_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** requirements §8.4: how long each check of whether a failed chunk is really missing may take (decision 0095). */
export const CHUNK_CHECK_TIMEOUT_MS = 10_000;
/** requirements §9: navigations shorter than this show no progress bar. */
export const ROUTE_RESOLUTION_DELAY_MS = 100;
/** requirements §9: setTimeout fallback where requestIdleCallback is missing. */
export const IDLE_TASK_FALLBACK_MS = 1;
/** Design: requirements §9 leaves the interval open; an hour unless VERSION_POLL_INTERVAL_MS says otherwise
 * (this is that var's default: worker/config/var-table.ts reads it from here). */
export const DEFAULT_VERSION_POLL_INTERVAL_MS = 3_600_000;
/** requirements §4: local storage key of the colour mode preference. */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';
/** Design: the elder-friendly mode is stored beside it. */
export const ELDER_MODE_STORAGE_KEY = 'elder-mode';
/** Design (decision 0019): the 无障碍 toolbar's settings, one JSON object, stored beside them. */
export const A11Y_TOOLS_STORAGE_KEY = 'a11y-tools';
/** Design: the accessibility statement (无障碍说明), linked from the footer and the toolbar. */
export const A11Y_STATEMENT_PATH = '/accessibility';
/** requirements §7. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** requirements §2: six placeholder pictures replace missing images. */
export const PLACEHOLDER_IMAGES = [1, 2, 3, 4, 5, 6].map((n) => `/placeholders/placeholder-${n}.svg`);
/** Design: the mobile path prefix (desktop has none); a whole path segment. */
export const MOBILE_PREFIX = '/m';

/** The 繁體 view's prefix, outside the mobile one (/zh-hant/m/…): the router's basename (decision 0117). */
export const HANT_PREFIX = '/zh-hant';
/** Design: the visitor's PC/mobile choice; the client writes it when it swaps, the device choice route when a link is followed. */
export const DEVICE_COOKIE = 'device';
/** How long the device choice is kept (a year), by the client and the worker alike. */
export const DEVICE_COOKIE_MAX_AGE_S = 31_536_000;
/** The worker route the 电脑版/手机版 links reach: `/device/{pc|mobile}?to=…` records the choice, then redirects. */
export const DEVICE_CHOICE_PATH = '/device';

/** The contact page (联系我们): every council number, address and office hours in one place. */
export const CONTACT_PATH = '/contact';
