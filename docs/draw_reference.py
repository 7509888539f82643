#!/usr/bin/env python3
"""An independent implementation of rollcall-draw-v1 and v2 (docs/draws.md), written from the
document alone. `python3 docs/draw_reference.py verify SEED_HEX COUNT < entrants.txt` prints the
winners of a v1 seed; `python3 docs/draw_reference.py verify-v2 RANDOMNESS_HEX DRAW_ID COUNT <
entrants.txt` those of a v2 draw from its drand round's randomness; `vectors` and `vectors-v2`
write the test vectors (docs/draw-vectors.json, docs/draw-vectors-v2.json)."""
import base64
import hashlib
import hmac
import json
import random
import sys

DOMAIN = b"rollcall-draw-v1"


def words(seed: bytes):
    i = 0
    while True:
        block = hmac.new(seed, DOMAIN + i.to_bytes(8, "big"), hashlib.sha256).digest()
        for k in range(0, 32, 4):
            yield int.from_bytes(block[k:k + 4], "big")
        i += 1


def below(stream, m: int) -> int:
    if m == 1:
        return 0
    mask = 1
    while mask < m - 1:
        mask = mask * 2 + 1
    while True:
        c = next(stream) & mask
        if c < m:
            return c


def draw(seed: bytes, entrants: list, count: int) -> list:
    stream = words(seed)
    a = list(range(len(entrants)))
    winners = []
    for i in range(min(count, len(entrants))):
        j = i + below(stream, len(entrants) - i)
        a[i], a[j] = a[j], a[i]
        winners.append(entrants[a[i]])
    return winners


def fingerprint(entrants: list) -> str:
    return hashlib.sha256("\n".join(entrants).encode("utf-8")).hexdigest()


def seed_v2(randomness_hex: str, fingerprint_hex: str, draw_id: str) -> bytes:
    """v2: SHA-256("rollcall-draw-v2" || round randomness (32 bytes) || entrant fingerprint (32 bytes) || draw id (UTF-8))."""
    return hashlib.sha256(b"rollcall-draw-v2" + bytes.fromhex(randomness_hex) + bytes.fromhex(fingerprint_hex) + draw_id.encode("utf-8")).digest()


ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"


def random_entrants(rng, n: int) -> list:
    """n distinct handles (whatever their case) of 1 to 15 characters, drawn from rng."""
    seen, entrants = set(), []
    while len(entrants) < n:
        handle = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 15)))
        if handle.lower() not in seen:
            seen.add(handle.lower())
            entrants.append(handle)
    return entrants


def vectors():
    rng = random.Random(20)  # the vectors' own inputs: fixed, so the file is reproducible
    cases = []
    sizes = [1, 2, 3, 5, 10, 16, 17, 100, 255, 256, 257, 600]
    for n in sizes:
        for count in sorted({1, 3, n // 2 or 1, n, n + 5}):
            seed = bytes(rng.randrange(256) for _ in range(32))
            entrants = random_entrants(rng, n)
            cases.append({"seed": seed.hex(), "count": count, "entrants": entrants,
                          "fingerprint": fingerprint(entrants), "commitment": hashlib.sha256(seed).hexdigest(),
                          "winners": draw(seed, entrants, count)})
    return {"algorithm": "rollcall-draw-v1", "written_by": "docs/draw_reference.py", "cases": cases}


def derived_case(k: int) -> dict:
    """Generated case k of v2's vectors, from nothing but k (so the file holds only the answers)."""
    h = lambda text: hashlib.sha256(text.encode("utf-8")).digest()
    n = [1, 2, 3, 17, 256, 257][k] if k < 6 else 1 + h(f"n:{k}")[0] % 40
    entrants = ["h" + h(f"entrant:{k}:{i}").hex()[:1 + h(f"length:{k}:{i}")[0] % 14] for i in range(n)]
    count = 1 + h(f"count:{k}")[0] % (n + 3 if k < 6 else min(n + 3, 8))
    randomness = h(f"randomness:{k}").hex()
    draw_id = base64.urlsafe_b64encode(h(f"id:{k}")).decode("ascii")[:22]
    return {"entrants": entrants, "count": count, "randomness": randomness, "drawId": draw_id}


def vectors_v2():
    rng = random.Random(37)
    fixed = []
    for n in [1, 2, 5, 16, 100]:
        entrants = random_entrants(rng, n)
        randomness = bytes(rng.randrange(256) for _ in range(32)).hex()
        draw_id = "".join(rng.choice(ALPHABET + "-") for _ in range(22))
        fp = fingerprint(entrants)
        seed = seed_v2(randomness, fp, draw_id)
        count = min(3, n)
        fixed.append({"randomness": randomness, "drawId": draw_id, "count": count, "entrants": entrants,
                      "fingerprint": fp, "seed": seed.hex(), "winners": draw(seed, entrants, count)})
    derived = []
    for k in range(1000):
        case = derived_case(k)
        seed = seed_v2(case["randomness"], fingerprint(case["entrants"]), case["drawId"])
        # The winners by their place in the entrant list (0 first): the file stays small.
        winners = draw(seed, case["entrants"], case["count"])
        derived.append({"k": k, "seed": seed.hex(), "positions": [case["entrants"].index(w) for w in winners]})
    return {"algorithm": "rollcall-draw-v2", "written_by": "docs/draw_reference.py", "cases": fixed,
            "derived_by": "derived_case(k) in docs/draw_reference.py", "derived": derived}


if __name__ == "__main__":
    if sys.argv[1:2] == ["vectors"]:
        json.dump(vectors(), sys.stdout, indent=0)
        sys.stdout.write("\n")
    elif sys.argv[1:2] == ["vectors-v2"]:
        vectors = vectors_v2()
        sys.stdout.write(json.dumps({**vectors, "derived": []}, indent=0)[:-3] + "\n")
        sys.stdout.write(",\n".join(json.dumps(case, separators=(",", ":")) for case in vectors["derived"]))
        sys.stdout.write("\n]}")
        sys.stdout.write("\n")
    elif sys.argv[1:2] == ["verify-v2"]:
        entrants = [line for line in sys.stdin.read().split("\n") if line]
        fp = fingerprint(entrants)
        print(fp)
        print("\n".join(draw(seed_v2(sys.argv[2], fp, sys.argv[3]), entrants, int(sys.argv[4]))))
    elif sys.argv[1:2] == ["verify"]:
        entrants = [line for line in sys.stdin.read().split("\n") if line]
        print(fingerprint(entrants))
        print("\n".join(draw(bytes.fromhex(sys.argv[2]), entrants, int(sys.argv[3]))))
    else:
        sys.exit(__doc__)
