-- Face photo review: 0 待审核, 1 审核通过, 2 已驳回 (with a reason); a new upload resets it to 0.
ALTER TABLE welcome_students ADD COLUMN photo_status smallint NOT NULL DEFAULT 0;
ALTER TABLE welcome_students ADD COLUMN photo_reject_reason text;
ALTER TABLE welcome_students ADD COLUMN photo_reviewed_at timestamptz;
-- Photos of students staff already checked in were accepted on site.
UPDATE welcome_students SET photo_status = 1, photo_reviewed_at = arrived_at
  WHERE photo_file_id IS NOT NULL AND arrived_at IS NOT NULL;
