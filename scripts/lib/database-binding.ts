// A D1 binding of wrangler.toml as the checks read it, and the placeholder id a fresh clone
// carries: free of wrangler's reader, so that tests load it without wrangler.

/** The id a fresh clone carries instead of a real D1 database id. */
export function isPlaceholderId(id: string | undefined): boolean {
  return !id || /^REPLACE-/i.test(id) || /^0{8}-0{4}-/.test(id);
}

export interface DatabaseBinding {
  database_name?: string;
  database_id?: string;
  migrations_dir?: string;
}
