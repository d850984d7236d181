-- Insurer logos are PNG, JPEG or WebP only, served by the site from its own origin (ADR 0117): an
-- SVG logo (which can carry script) kept before is removed; staff upload a raster image instead.
UPDATE "insurers" SET "logo_url" = '' WHERE "logo_url" LIKE 'data:image/svg%';
