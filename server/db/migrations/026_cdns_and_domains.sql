-- Where a merchant's pictures and games are served from (spec section 7: the status
-- answer's image and launch CDNs), and the domains the merchant is reached on (the
-- routers call: device 0 the web site, device 3 the mobile site).
--
-- A CDN is an https origin, optionally with a path prefix, no trailing slash; the empty
-- string is the portal itself, so existing merchants keep serving their own files.
ALTER TABLE merchants ADD COLUMN image_cdn text NOT NULL DEFAULT ''
  CHECK (image_cdn = '' OR (image_cdn ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-])?$' AND length(image_cdn) <= 300));
ALTER TABLE merchants ADD COLUMN launch_cdn text NOT NULL DEFAULT ''
  CHECK (launch_cdn = '' OR (launch_cdn ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-])?$' AND length(launch_cdn) <= 300));

-- A domain is a host name (lower case, an optional port), listed first by sort_order.
CREATE TABLE merchant_domains (
  merchant_code text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  device        smallint NOT NULL CHECK (device IN (0, 3)),
  domain_name   text NOT NULL CHECK (domain_name ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$' AND length(domain_name) <= 253),
  sort_order    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, device, domain_name)
);
