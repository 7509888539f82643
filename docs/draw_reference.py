#!/usr/bin/env python3
"""An independent implementation of rollcall-draw-v1 (docs/draws.md), written from the document
alone. `python3 docs/draw_reference.py verify SEED_HEX COUNT < entrants.txt` prints the winners;
`python3 docs/draw_reference.py vectors > docs/draw-vectors.json` writes the test vectors."""
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


def vectors():
    rng = random.Random(20)  # the vectors' own inputs: fixed, so the file is reproducible
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
    cases = []
    sizes = [1, 2, 3, 5, 10, 16, 17, 100, 255, 256, 257, 600]
    for n in sizes:
        for count in sorted({1, 3, n // 2 or 1, n, n + 5}):
            seed = bytes(rng.randrange(256) for _ in range(32))
            seen, entrants = set(), []
            while len(entrants) < n:
                handle = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 15)))
                if handle.lower() not in seen:
                    seen.add(handle.lower())
                    entrants.append(handle)
            cases.append({"seed": seed.hex(), "count": count, "entrants": entrants,
                          "fingerprint": fingerprint(entrants), "commitment": hashlib.sha256(seed).hexdigest(),
                          "winners": draw(seed, entrants, count)})
    return {"algorithm": "rollcall-draw-v1", "written_by": "docs/draw_reference.py", "cases": cases}


if __name__ == "__main__":
    if sys.argv[1:2] == ["vectors"]:
        json.dump(vectors(), sys.stdout, indent=0)
        sys.stdout.write("\n")
    elif sys.argv[1:2] == ["verify"]:
        entrants = [line for line in sys.stdin.read().split("\n") if line]
        print(fingerprint(entrants))
        print("\n".join(draw(bytes.fromhex(sys.argv[2]), entrants, int(sys.argv[3]))))
    else:
        sys.exit(__doc__)
