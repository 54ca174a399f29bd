-- The sitemap's lastmod of an article is its update time when later than its release time (issue
-- 46: a correction published by content:publish stamps `update_time`, and search engines should
-- come back for it). listReleaseKeys reads the order index alone (0007); the index now carries
-- the update time too, so a sitemap file still reads no rows. Same name, same leading columns.
DROP INDEX releases_by_time;
CREATE INDEX releases_by_time ON releases (is_top DESC, release_time DESC, id DESC, column_id, link_url, update_time);
