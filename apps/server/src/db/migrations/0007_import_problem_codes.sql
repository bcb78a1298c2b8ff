-- Why an import failed is kept as a problem code with its values (JSON), worded in the reader's
-- language when shown (errors:importProblems). The English sentences written before are turned
-- into their codes; a second run finds none left, so running this again changes nothing.
UPDATE "import_jobs" SET "error" = '{"code":"failed"}'
WHERE "error" = 'The import could not be completed; nothing was changed. Try again, or contact support if it keeps failing.';--> statement-breakpoint
UPDATE "import_jobs" SET "error" = '{"code":"changedMeanwhile"}'
WHERE "error" = 'Some codes were taken by someone else while importing; nothing was changed. Validate the file again.';--> statement-breakpoint
UPDATE "import_jobs"
SET "error" = jsonb_build_object('code', 'nothingImported', 'params', jsonb_build_object('count', substring("error" from '^Nothing was imported: ([0-9]+) ')::integer))::text
WHERE "error" ~ '^Nothing was imported: [0-9]+ rows? ha(s a problem|ve problems)\. ';
