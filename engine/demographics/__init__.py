"""The respondent's profile record: answers to the instrument of ``kind: profile`` plus ``dob``."""
