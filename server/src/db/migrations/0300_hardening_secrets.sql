-- issue 17: signing keys come from SIGNING_KEYS_FILE / SIGNING_KEYS (or the demo's data/signing-keys.json),
-- never the database: the old HMAC secret is dropped so a database leak forges nothing.
DROP TABLE IF EXISTS secrets;
