"""HTTP plumbing shared by every domain: errors, security headers, auth, rate limits, the SPA."""
