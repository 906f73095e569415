-- Which merchant holds each host name (docs/decisions/029-brand-hardening.md). A host name two
-- brand folders claim stays with the merchant recorded here; the newcomer is refused. Written
-- at gateway start under an advisory lock, so every instance and every restart decides alike.
-- No foreign key to merchants: a gateway started without the demo seed still records its claims.
CREATE TABLE merchant_domains (
  host       text        PRIMARY KEY CHECK (length(host) BETWEEN 1 AND 253),
  merchant   text        NOT NULL CHECK (length(merchant) BETWEEN 1 AND 64),
  claimed_at timestamptz NOT NULL DEFAULT now()
);
