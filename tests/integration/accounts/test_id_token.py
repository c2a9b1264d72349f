"""ID token checks of the sign-in callback: signature against the JWKS, issuer, audience, expiry."""

from __future__ import annotations

import json
import time

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

from engine.accounts.oidc import SignInFailed, _verify_id_token, pkce_challenge

ISSUER = "https://id.example.org"
AUDIENCE = "client-1"


def keypair(kid: str):
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    public = json.loads(RSAAlgorithm.to_jwk(private.public_key()))
    public.update(kid=kid, alg="RS256", use="sig")
    return private, public


@pytest.fixture(scope="module")
def keys():
    return keypair("good"), keypair("other")


def token(private, kid, **overrides):
    now = int(time.time())
    claims = {"iss": ISSUER, "aud": AUDIENCE, "sub": "123", "iat": now, "exp": now + 300}
    claims.update(overrides)
    return jwt.encode(claims, private, algorithm="RS256", headers={"kid": kid})


def test_a_well_signed_token_passes(keys):
    (private, public), _ = keys
    claims = _verify_id_token(token(private, "good"), {"keys": [public]}, ISSUER, AUDIENCE)
    assert claims["sub"] == "123"


@pytest.mark.parametrize(
    "overrides",
    [{"iss": "https://evil.example.org"}, {"aud": "someone-else"}, {"exp": int(time.time()) - 60}],
    ids=["issuer", "audience", "expired"],
)
def test_wrong_claims_are_refused(keys, overrides):
    (private, public), _ = keys
    bad = token(private, "good", **overrides)
    with pytest.raises(SignInFailed):
        _verify_id_token(bad, {"keys": [public]}, ISSUER, AUDIENCE)


def test_a_token_signed_by_another_key_is_refused(keys):
    (_, public), (other_private, _) = keys
    forged = token(other_private, "good")  # claims the published key id
    with pytest.raises(SignInFailed):
        _verify_id_token(forged, {"keys": [public]}, ISSUER, AUDIENCE)
    unknown = token(other_private, "other")
    with pytest.raises(SignInFailed):
        _verify_id_token(unknown, {"keys": [public]}, ISSUER, AUDIENCE)


def test_symmetric_tokens_are_refused(keys):
    (_, public), _ = keys
    hs = jwt.encode({"iss": ISSUER, "aud": AUDIENCE, "sub": "1", "exp": 2**31}, "x" * 32)
    with pytest.raises(SignInFailed):
        _verify_id_token(hs, {"keys": [public]}, ISSUER, AUDIENCE)


def test_pkce_challenge_is_rfc7636_s256():
    # RFC 7636 appendix B
    verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    assert pkce_challenge(verifier) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
