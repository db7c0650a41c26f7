"""Seeded generators of hostile input for the readers of user and data files (tests/test_fuzz_inputs.py).

Every case starts from a VALID file (a real save, settings, ladder progress, score file, the real cards.yaml) and
breaks it in one way: a value of the parsed tree replaced by a wrongly typed one, keys dropped or added, lists
emptied or lengthened, the text edited; or an attack written as text, in a chosen place of the valid file or as
the whole file: nesting 100 000 deep, YAML alias bombs, explicit YAML tags, huge numbers, long lines, the widest
file the size limit allows, binary, truncated, invalid UTF-8, empty, a folder in place of the file.

A case is named by its family and its seed (``score/mutation/17``) and is the same on every run: ``random.Random``
is seeded with the name. To look at one, ``python tests/fuzzgen.py score mutation/17 out.yaml`` writes it out.
"""
from __future__ import annotations

import copy
import json
import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

import yaml

SLOT = "zzslotzz"         # a placeholder that YAML writes plain and JSON writes "zzslotzz"
DEEP = 100_000            # the nesting depth of the deep attacks (the issue's)


@dataclass(frozen=True)
class Case:
    """One file to hand a reader."""

    name: str                   # family/detail: how to make it again
    data: bytes | None          # the file's bytes; None: a folder stands where the file should be
    damaged: bool | None = None  # True: the reader must refuse it; False: must accept it; None: either
    heavy: bool = False         # built to cost time or memory (with tracemalloc, always measured)

    def text(self) -> str | None:
        """The bytes as text, when they are UTF-8 (what a reader taking text would be given)."""
        if self.data is None:
            return None
        try:
            return self.data.decode("utf-8")
        except UnicodeDecodeError:
            return None


# ---------------------------------------------------------------------------- wrongly typed values


def hostile_values(text_max: int) -> list[tuple[str, Any]]:
    """(label, value): every kind of value a hand-edited or damaged file may hold where another was expected."""
    return [
        ("None", None), ("True", True), ("False", False), ("0", 0), ("-1", -1), ("10**30", 10 ** 30),
        ("-10**30", -(10 ** 30)), ("2**64", 2 ** 64), ("1.5", 1.5), ("-0.0", -0.0), ("1e308", 1e308),
        ("NaN", math.nan), ("inf", math.inf), ("-inf", -math.inf), ("''", ""), ("' '", "   "),
        ("10000 chars", "x" * 10_000), ("max_text chars", "z" * text_max), ("max_text+1 chars", "y" * (text_max + 1)),
        ("NUL", "a\x00b"), ("ESC", "\x1b[2J\x1b[31mred"), ("lone surrogate", "\ud800"), ("RTL override", "\u202eevil"),
        ("BOM", "\ufeff"), ("newline", "two\nlines"), ("é*50", "é" * 50), ("'forest'", "forest"),
        ("'savane'", "savane"), ("'fr'", "fr"), ("[]", []), ("[None]", [None]), ("[1, 2, 3]", [1, 2, 3]),
        ("list of 1000", list(range(1000))), ("{}", {}), ("{'a': 1}", {"a": 1}), ("{'': None}", {"": None}),
        ("nested 30", _nested_list(30)),
        ("mapping of 50 long texts", {f"k{i}": "v" * (text_max - 1) for i in range(50)}),
    ]


def _nested_list(depth: int) -> list:
    value: list = []
    for _ in range(depth - 1):
        value = [value]
    return value


# ---------------------------------------------------------------------------- tree mutations


def _children(node: Any) -> list[Any]:
    if isinstance(node, dict):
        return list(node)
    if isinstance(node, list):
        return list(range(len(node)))
    return []


def _get(tree: Any, path: Sequence[Any]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


def _random_path(tree: Any, rng: random.Random) -> list[Any]:
    """A random walk from the root: every level of the tree gets its share (a uniform choice among all nodes
    would nearly always land in the save's long lists of numbers)."""
    path: list[Any] = []
    node = tree
    while True:
        keys = _children(node)
        if not keys or (path and rng.random() < 0.25):
            return path
        key = rng.choice(keys)
        path.append(key)
        node = node[key]


def _all_values(tree: Any, limit: int = 2000) -> list[Any]:
    """Some values of the tree itself (realistic values in the wrong place)."""
    found: list[Any] = []
    stack = [tree]
    while stack and len(found) < limit:
        node = stack.pop()
        found.append(node)
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def _where(path: Sequence[Any]) -> str:
    return "".join(f"[{k!r}]" for k in path) or "<root>"


def mutate_tree(tree: Any, rng: random.Random, text_max: int) -> tuple[Any, str]:
    """A deep copy of ``tree`` with 1 to 3 random mutations; what was done, in words."""
    tree = copy.deepcopy(tree)
    hostile = hostile_values(text_max)
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        path = _random_path(tree, rng)
        node = _get(tree, path)
        parent = _get(tree, path[:-1]) if path else None
        op = rng.choice(("replace", "replace", "replace", "drop", "add", "empty", "lengthen", "transplant"))
        if op == "replace" or (op in ("drop", "transplant") and not path):
            label, value = rng.choice(hostile)
            value = copy.deepcopy(value)
            if not path:
                tree = value
            else:
                parent[path[-1]] = value
            done.append(f"{_where(path)} <- {label}")
        elif op == "drop":
            del parent[path[-1]]
            done.append(f"{_where(path)} dropped")
        elif op == "add" and isinstance(node, dict):
            key = rng.choice(["extra", "", "\x00", "kind", "name", "game", "players", "format", "x" * 300,
                              *map(str, node)])
            label, value = rng.choice(hostile)
            node[key] = copy.deepcopy(value)
            done.append(f"{_where(path)}[{key[:20]!r}] added <- {label}")
        elif op == "add" and isinstance(node, list):
            label, value = rng.choice(hostile)
            node.insert(rng.randrange(len(node) + 1), copy.deepcopy(value))
            done.append(f"{_where(path)} gets {label} inserted")
        elif op == "empty" and isinstance(node, (dict, list)):
            node.clear()
            done.append(f"{_where(path)} emptied")
        elif op == "lengthen" and isinstance(node, list) and node:
            times = rng.choice((2, 3, 10, 100))
            node.extend(copy.deepcopy(node) * (times - 1))
            done.append(f"{_where(path)} x{times}")
        elif op == "lengthen" and isinstance(node, dict):
            for i in range(rng.choice((5, 50))):
                node[f"extra{i}"] = rng.choice(hostile)[1]
            done.append(f"{_where(path)} gets extra keys")
        else:   # transplant, or an operation that does not fit this node: another value of the file goes here
            value = copy.deepcopy(rng.choice(_all_values(tree)))
            if path:
                parent[path[-1]] = value
            else:
                tree = value
            done.append(f"{_where(path)} <- another value of the file ({type(value).__name__})")
    return tree, "; ".join(done)


def set_at(tree: Any, path: Sequence[Any], value: Any) -> Any:
    """A deep copy of ``tree`` with ``value`` at ``path`` (keys that do not exist are added)."""
    tree = copy.deepcopy(tree)
    _get(tree, path[:-1])[path[-1]] = value
    return tree


# ---------------------------------------------------------------------------- serialising


def to_json(tree: Any) -> bytes:
    """As the game writes its files (NaN and Infinity become JSON's non-standard tokens, surrogates \\u
    escapes: both are what a hostile file may hold)."""
    return json.dumps(tree, ensure_ascii=True, indent=1).encode("ascii")


def to_yaml(docs: Sequence[Any], rng: random.Random | None = None) -> bytes:
    """YAML documents, in block or flow style (chosen by ``rng``); libyaml's emitter, or PyYAML's own for the
    text libyaml cannot write (a lone surrogate)."""
    style = None if rng is None else rng.choice((False, True, None))
    if not isinstance(docs, list):       # a mutation replaced the list of documents itself
        docs = [docs]
    options = dict(allow_unicode=True, sort_keys=False, width=200, default_flow_style=style)
    try:
        text = yaml.dump_all(docs, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), **options)
    except UnicodeEncodeError:
        text = yaml.dump_all(docs, Dumper=yaml.SafeDumper, **options)
    return text.encode("utf-8", "surrogatepass")


# ---------------------------------------------------------------------------- attacks as text


def json_attacks(limits) -> list[tuple[str, str, bool]]:
    """(label, JSON text of one value, whether any reader must refuse it)."""
    return [
        ("deep list", "[" * DEEP + "]" * DEEP, True),
        ("deep object", '{"a":' * DEEP + "1" + "}" * DEEP, True),
        ("deep unclosed", "[" * DEEP, True),
        ("deep mixed", '[{"a":' * (DEEP // 2) + "0" + "}]" * (DEEP // 2), True),
        ("5000 digits", "1" + "0" * 4999, True),
        ("-5000 digits", "-" + "9" * 5000, True),
        ("5000-digit fraction", "0." + "1" * 5000, True),
        ("1e400", "1e400", True),
        ("-1e400", "-1e400", True),
        ("1e-400", "1e-400", None),        # a 0.0: a reader may take it where a number is allowed
        ("41 digits", "1" * 41, True),
        ("2**64+1", str(2 ** 64 + 1), True),
        ("NaN", "NaN", True),
        ("Infinity", "Infinity", True),
        ("-Infinity", "-Infinity", True),
        ("long text", json.dumps("x" * (limits.max_text + 1)), True),
        ("900 KB text", json.dumps("w" * 900_000), True),
        ("escaped NUL", '"a\\u0000b"', None),
        ("escaped ESC", '"\\u001b[2J\\u001b[31mred"', None),
        ("lone surrogate", '"\\ud800"', None),
        ("raw NUL in a string", '"a\x00b"', True),
        ("raw newline in a string", '"a\nb"', True),
        ("wide list", "[" + ",".join(["0"] * 5000) + "]", None),
    ]


def yaml_attacks(limits) -> list[tuple[str, str, bool]]:
    """(label, YAML flow text of one value, whether any reader must refuse it)."""
    bomb_map = "{" + ", ".join(f"k{i}: &m{i} [{', '.join([f'*m{i - 1}'] * 9) if i else 'lol'}]"
                               for i in range(10)) + "}"
    return [
        ("deep flow list", "[" * DEEP + "]" * DEEP, True),
        ("deep flow mapping", "{a: " * DEEP + "1" + "}" * DEEP, True),
        ("deep unclosed", "[" * DEEP, True),
        ("50 deep", "[" * 50 + "x" + "]" * 50, True),
        ("alias bomb", alias_bomb(), True),
        ("alias bomb in a mapping", bomb_map, True),
        ("alias bomb of 3 levels of 100", alias_bomb(levels=3, fan=100), True),
        ("long scalar anchor repeated", "[&s " + "s" * (limits.max_text - 10) + ", " + ", ".join(["*s"] * 20_000)
         + "]", None),
        ("5000 digits", "1" + "0" * 4999, True),
        ("1500 digits", "1" + "0" * 1499, True),
        ("5000-digit hex", "0x" + "f" * 4998, True),
        ("sexagesimal 600 parts", ":".join(["59"] * 600), True),
        ("1.0e+400", "1.0e+400", True),
        (".inf", ".inf", True),
        ("-.inf", "-.inf", True),
        (".nan", ".nan", True),
        ("1_000_000_000_000", "1_000_000_000_000", True),
        ("long text", "t" * (limits.max_text + 1), True),
        ("quoted escapes", '"a\\0b\\e[2J\\x85\\u202e"', None),
        ("bad escape", '"\\uD800"', True),
        ("!!bool maybe", "!!bool maybe", True),
        ("!!timestamp abc", "!!timestamp abc", True),
        ("!!timestamp 2001-99-99", "!!timestamp 2001-99-99", True),
        ("!!int ''", '!!int ""', True),
        ("!!float ''", '!!float ""', True),
        ("!!int _", "!!int _", True),
        ("!!int abc", "!!int abc", True),
        ("!!binary", "!!binary aGVsbG8=", None),
        ("!!set", "!!set {a, b}", None),
        ("!!omap", "!!omap [a: 1, b: 2]", None),
        ("!!python/object", "!!python/object:os.system [echo hi]", True),
        ("unknown tag", "!mine x", True),
        ("a date", "2026-11-23", None),
        ("merge of a scalar", "{<<: 1}", True),
        ("undefined alias", "*nowhere", True),
        ("duplicate anchors", "[&a 1, &a 2, *a]", None),
        ("complex key", "{[a, b]: 1}", True),
        ("tab", "\t", None),
    ]


def alias_bomb(levels: int = 9, fan: int = 9) -> str:
    """The "billion laughs" as one flow value: each anchored list repeats the one before ``fan`` times, so ~400
    bytes stand for fan**levels strings."""
    parts = ["&a0 [" + ", ".join(["lol"] * fan) + "]"]
    for i in range(1, levels):
        parts.append(f"&a{i} [" + ", ".join([f"*a{i - 1}"] * fan) + "]")
    return "[" + ", ".join(parts) + "]"


# the attacks and values tried in every slot: those that cost time or memory, make long messages, or hold
# what a renderer, a terminal or an encoder refuses
HEAVY = ("deep", "bomb", "digit", "alias", "anchor", "long", "wide", "KB", "parts", "hex", "chars", "list of",
         "nested", "NUL", "ESC", "surrogate")


def at_slot(valid: str, slot_text: str, attack: str) -> str:
    """The valid text with the placeholder (written as ``slot_text``) replaced by the attack."""
    assert valid.count(slot_text) == 1, (slot_text, valid[:200])
    return valid.replace(slot_text, attack)


# ---------------------------------------------------------------------------- families of cases


def slot_cases(reader: str, slots: dict[str, tuple[Any, Sequence[Any]]], attacks,
               dump: Callable[[Any], bytes], slot_text: str, spread: int = 3) -> Iterator[Case]:
    """Every attack as the whole file and in slots of a valid file (a valid tree and a path in it): the heavy
    attacks (nesting, alias bombs, huge numbers, long texts) in every slot, the others in ``spread`` slots."""
    valid = {slot: dump(set_at(tree, path, SLOT)).decode("utf-8") for slot, (tree, path) in slots.items()}
    for label, attack, refused in attacks:
        heavy = any(word in label for word in HEAVY)
        yield Case(f"{reader}/whole file/{label}", attack.encode("utf-8", "surrogatepass"), refused or None, True)
        chosen = list(slots) if heavy else random.Random(f"{reader}/{label}").sample(list(slots),
                                                                                     min(spread, len(slots)))
        for slot in chosen:
            text = at_slot(valid[slot], slot_text, attack)
            yield Case(f"{reader}/{slot}/{label}", text.encode("utf-8", "surrogatepass"), refused or None, heavy)


def hostile_value_cases(reader: str, slots: dict[str, tuple[Any, Sequence[Any]]], dump: Callable[[Any], bytes],
                        slot_text: str, text_max: int, yaml_floats: bool = False, spread: int = 3) -> Iterator[Case]:
    """Every wrongly typed value in ``spread`` slots of a valid file (the heavy ones in every slot)."""
    valid = {slot: dump(set_at(tree, path, SLOT)).decode("utf-8") for slot, (tree, path) in slots.items()}
    for label, value in hostile_values(text_max):
        chosen = list(slots) if any(word in label for word in HEAVY) else \
            random.Random(f"{reader}/value {label}").sample(list(slots), min(spread, len(slots)))
        for slot in chosen:
            text = at_slot(valid[slot], slot_text, flow(value, yaml_floats))
            yield Case(f"{reader}/{slot}/value {label}", text.encode("utf-8"))


def flow(value: Any, yaml_floats: bool = False) -> str:
    """One value on one line, as JSON and YAML both read it: JSON's text, with YAML's names for NaN and the
    infinities when ``yaml_floats`` (JSON's NaN is a text in YAML)."""
    if yaml_floats and isinstance(value, float) and not math.isfinite(value):
        return ".nan" if math.isnan(value) else ".inf" if value > 0 else "-.inf"
    return json.dumps(value, ensure_ascii=True)


def size_cases(reader: str, valid: bytes, limits, comment: bytes | None) -> Iterator[Case]:
    """Long lines and the biggest files the size limit allows (and one byte more)."""
    room = limits.max_bytes - len(valid)
    yield Case(f"{reader}/size/padded to the limit", valid + b"\n" * (room - 1) + b" ", False)
    yield Case(f"{reader}/size/one byte over the limit", valid + b"\n" * room + b" ", True)
    if comment is not None:       # YAML: one long comment line, within the limit
        yield Case(f"{reader}/size/a long comment line", valid + comment + b"c" * (room - len(comment) - 2) + b"\n",
                   False)
    for label, item in (("{}", b"{}"), ("0", b"0"), ('"ab"', b'"ab"')):
        n = (limits.max_bytes - 2) // (len(item) + 1)
        yield Case(f"{reader}/size/widest list of {label}", b"[" + b",".join([item] * n) + b"]", None)
    n = (limits.max_bytes - 2) // len(b'"k1000000":0,')
    body = b",".join(b'"k%d":0' % i for i in range(n))
    yield Case(f"{reader}/size/widest mapping", b"{" + body + b"}", None)
    yield Case(f"{reader}/size/twice the limit", b"[" + b"0," * limits.max_bytes + b"0]", True)
    for label, item in (("0", b"0"), ("{}", b"{}"), ('"ab"', b'"ab"')):   # the most values the value limit allows
        n = limits.max_values - 10
        if n * (len(item) + 1) + 2 <= limits.max_bytes:
            yield Case(f"{reader}/size/the most values allowed, {label}", b"[" + b",".join([item] * n) + b"]", None)


def yaml_size_cases(reader: str, limits) -> Iterator[Case]:
    """YAML's own ways to be wide: block lists, many documents, aliases."""
    n = (limits.max_bytes - 2) // len(b"- a\n")
    yield Case(f"{reader}/size/widest block list", b"- a\n" * n, None)
    n = (limits.max_bytes - 2) // len(b"---\n")
    yield Case(f"{reader}/size/most empty documents", b"---\n" * n, True)
    n = (limits.max_bytes - 2) // len(b"--- a\n")
    yield Case(f"{reader}/size/most documents", b"--- a\n" * n, True)
    n = (limits.max_bytes - 20) // len(b"*a,")
    yield Case(f"{reader}/size/most aliases", b"[&a [x, y], " + b"*a," * n + b"*a]", None)


def binary_cases(reader: str, valid: bytes, seeds: int = 3) -> Iterator[Case]:
    """Random bytes, NULs, truncations, invalid UTF-8, other encodings, empty, a folder."""
    for seed in range(seeds):
        rng = random.Random(f"{reader}/binary/{seed}")
        yield Case(f"{reader}/binary/random bytes/{seed}", rng.randbytes(rng.choice((1, 7, 300, 4096))))
        yield Case(f"{reader}/binary/NULs/{seed}", b"\x00" * rng.choice((1, 10, 100_000)), True)
        cut = rng.randrange(1, len(valid))
        yield Case(f"{reader}/binary/truncated at {cut}/{seed}", valid[:cut])
        at = rng.randrange(len(valid))
        bad = rng.choice((b"\xff", b"\xc3", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80"))
        yield Case(f"{reader}/binary/invalid UTF-8 {bad!r} at {at}/{seed}", valid[:at] + bad + valid[at:], True)
        yield Case(f"{reader}/binary/a NUL at {at}/{seed}", valid[:at] + b"\x00" + valid[at:], None)
    yield Case(f"{reader}/binary/UTF-16", valid.decode("utf-8").encode("utf-16"), True)
    yield Case(f"{reader}/binary/UTF-8 with a BOM", b"\xef\xbb\xbf" + valid)
    yield Case(f"{reader}/binary/PNG header", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\x80", True)
    yield Case(f"{reader}/binary/empty", b"", True)
    yield Case(f"{reader}/binary/blank", b" \n\t\r\n", True)
    yield Case(f"{reader}/binary/a folder", None, True)


_TEXT_NOISE = ["[", "]", "{", "}", ",", ":", "-", "&a ", "*a", "!!", "'", '"', "\\", "\t", "\x00", "#", "\n",
               "---\n", "null", "1e999", "\ud800"]


def mutate_text(valid: str, rng: random.Random) -> tuple[str, str]:
    """1 to 5 edits of the text itself: deletions, insertions of syntax, duplicated lines."""
    text, done = valid, []
    for _ in range(rng.randint(1, 5)):
        at = rng.randrange(len(text) + 1)
        op = rng.choice(("delete", "insert", "insert", "duplicate line"))
        if op == "delete":
            n = rng.choice((1, 1, 5, 50))
            text = text[:at] + text[at + n:]
            done.append(f"deleted {n} at {at}")
        elif op == "insert":
            noise = rng.choice(_TEXT_NOISE)
            text = text[:at] + noise + text[at:]
            done.append(f"inserted {noise!r} at {at}")
        else:
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
            done.append(f"line {i + 1} twice")
    return text, "; ".join(done)


def mutation_cases(reader: str, bases: Sequence[Any], dump: Callable[[Any, random.Random], bytes], count: int,
                   text_max: int) -> Iterator[Case]:
    """``count`` seeded mutations: three in four of the parsed tree, one in four of the text."""
    for seed in range(count):
        rng = random.Random(f"{reader}/mutation/{seed}")
        base = rng.choice(bases)
        if seed % 4 == 3:
            text, what = mutate_text(dump(base, rng).decode("utf-8"), rng)
            yield Case(f"{reader}/mutation/{seed}: text: {what}", text.encode("utf-8", "surrogatepass"))
        else:
            tree, what = mutate_tree(base, rng, text_max)
            yield Case(f"{reader}/mutation/{seed}: {what}", dump(tree, rng))


if __name__ == "__main__":      # write one case out: python tests/fuzzgen.py READER NAME OUT
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.test_fuzz_inputs import all_cases

    reader, name, out = sys.argv[1:4]
    cases = list(all_cases(reader))
    wanted = f"{reader}/{name}"
    case = next((c for c in cases if c.name.split(": ")[0] == wanted), None) or \
        next(c for c in cases if c.name.startswith(wanted))
    if case.data is None:
        Path(out).mkdir()
    else:
        Path(out).write_bytes(case.data)
    print(case.name)
