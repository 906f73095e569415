-- The profile page's data beyond the members row (issue 7, docs/decisions/023): the avatar (a
-- member_images hash) and the personal fields the brand enables (payee name, birthday, LINE …)
-- as JSON sealed with the data key (they hold identity numbers), like member_registrations.profile_sealed.
CREATE TABLE member_profiles (
  member_id      uuid        PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  avatar_sha256  text        NULL REFERENCES member_images (sha256),
  fields_sealed  text        NULL CHECK (length(fields_sealed) <= 20000),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_profiles_avatar ON member_profiles (avatar_sha256) WHERE avatar_sha256 IS NOT NULL;
