-- The signatures of the upstream CMS's change notifications within their replay window
-- (worker/upstream/notify.ts, decision 0124): a notification whose signature is here already
-- is a replay and is refused. Rows older than the window are deleted by the next notification.
-- Upstream mode's generation lives in meta under 'upstream_generation' (written on the first notification).
CREATE TABLE upstream_notifications (
  signature TEXT PRIMARY KEY,   -- the hex HMAC-SHA256 the CMS sent
  received_at INTEGER NOT NULL  -- ms since 1970
) WITHOUT ROWID;
