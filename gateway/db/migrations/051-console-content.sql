-- Operator console content (issue 18, docs/decisions/048-console-content.md): banner images
-- uploaded in the console are PNGs decoded and re-encoded by the gateway; a banner of up to
-- 2560 × 1440 pixels may need more than the 256 KiB the generated demo images were sized for.
-- The stored image may now reach 1 MiB (the console's upload limit is the same).
ALTER TABLE media DROP CONSTRAINT media_body_check;
ALTER TABLE media ADD CONSTRAINT media_body_check CHECK (octet_length(body) BETWEEN 1 AND 1048576);
