-- The 27 languages of spec section 9 (spec-notes 15: KR is KO, CN and TW the two Chinese, TY
-- Filipino), as server/shared/languages.ts lists them.
ALTER TABLE merchant_languages DROP CONSTRAINT merchant_languages_language_code_check;
ALTER TABLE merchant_languages ADD CONSTRAINT merchant_languages_language_code_check CHECK (language_code IN (
  'en', 'vi', 'th', 'zh', 'zh-TW', 'ja', 'ko', 'hi', 'bn', 'ne', 'ta', 'ur', 'id', 'ms', 'fil', 'my', 'km', 'lo',
  'ar', 'fa', 'tr', 'ru', 'kk', 'uz', 'es', 'pt-PT', 'pt-BR'
));
