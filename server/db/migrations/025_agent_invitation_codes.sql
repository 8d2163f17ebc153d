-- Every agent has an invitation (affiliate) code: until now only the seeded agent had one, so
-- a downline agent could hand out no link that put new members in its team. Each agent
-- without an active code gets one; new agents get theirs when they are made
-- (server/agents/invitations.ts). Codes are 8 readable characters, A-Z and 2-9.
INSERT INTO affiliate_codes (code, merchant_code, agent_id)
SELECT
  (SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
     FROM generate_series(1, 8) AS g(i)
    WHERE u.id IS NOT NULL),
  u.merchant_code,
  u.id
FROM users u
WHERE u.type IN (1, 2, 41, 42)
  AND NOT EXISTS (SELECT 1 FROM affiliate_codes a WHERE a.agent_id = u.id AND a.active);

-- An agent's codes are listed by agent; retired ones stay (old links keep naming the agent in the records).
CREATE INDEX affiliate_codes_agent ON affiliate_codes (agent_id);
