-- A login ticket is honoured only by the browser holding the nonce whose hash it keeps.
ALTER TABLE tickets ADD COLUMN nonce_hash text;
