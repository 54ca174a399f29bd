// How long a copy of something withdrawn can outlive its withdrawal in caches the worker cannot
// reach (browsers, feed readers, the edge in front of the worker): what a shared cache may keep
// before asking again (decision 0120). Pages are sent max-age=0 (worker/ssr/page-cache.ts); the
// worker's own caches follow the content generation (decision 0025). Pure TS.

/** Uploaded files (/media/…): an unchanged one costs a 304 when asked again, in seconds. */
export const MEDIA_MAX_AGE = 300;

/** Column feeds and the activities calendar (/feeds/…), in seconds: was 600. */
export const FEED_MAX_AGE = 300;
