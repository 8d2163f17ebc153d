-- The app download resources of each merchant (spec section 3: resourceType, url,
-- qrCodeUrl), sent in the status answer: where the iOS app, the Android app and the
-- lite app (the portal added to a phone's home screen) are found. qrCodeUrl is an
-- operator's own QR picture; without one the page draws the code from url. A url
-- starting with '/' is an address on the portal itself.
CREATE TABLE app_resources (
  merchant_code text NOT NULL REFERENCES merchants (code),
  resource_type text NOT NULL CHECK (resource_type IN ('ios', 'android', 'lite')),
  url           text NOT NULL CHECK (url ~ '^(https://|/)' AND length(url) <= 500),
  qr_code_url   text CHECK (qr_code_url ~ '^(https://|/)' AND length(qr_code_url) <= 500),
  PRIMARY KEY (merchant_code, resource_type)
);
