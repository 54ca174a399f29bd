-- How and where a fair's registration form must arrive (issue 45): by e-mail, by post or in
-- person to an address, or through an online form, with its target. Rows stored before this
-- go to the exhibition department's mailbox, as the registration form itself said.
ALTER TABLE exhibitions ADD COLUMN submit_by TEXT NOT NULL DEFAULT 'email'
  CHECK (submit_by IN ('email', 'post', 'online'));
ALTER TABLE exhibitions ADD COLUMN submit_to TEXT NOT NULL DEFAULT '{{fact:email.exhibition}}';

-- A guide's cases beyond the usual application (issue 45: correcting, replacing, re-issuing
-- and verifying a certificate; small parcels): `{key, name, when, how}[]` as JSON.
ALTER TABLE releases ADD COLUMN cases TEXT CHECK (cases IS NULL OR json_valid(cases));
