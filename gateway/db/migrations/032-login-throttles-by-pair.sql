-- Login throttles without lockouts (issue 16, docs/decisions/028): login failures are counted per
-- (account, IP) pair (the captcha after 3 in a row, then growing waits), per IP (accounts that
-- failed from it) and per account (IPs that failed on it), each under its own kind, apart from
-- the password-change ('account') and affiliate-code ('ip') counters. The IP and account counts
-- use a sliding window: the current window's failures plus the previous window's, weighted by
-- how much of it still overlaps the last hour.
ALTER TABLE login_throttles DROP CONSTRAINT login_throttles_subject_kind_check;
ALTER TABLE login_throttles ADD CONSTRAINT login_throttles_subject_kind_check
  CHECK (subject_kind IN ('account', 'ip', 'login-pair', 'login-ip', 'login-account'));
ALTER TABLE login_throttles ADD COLUMN previous_failures integer NOT NULL DEFAULT 0;
