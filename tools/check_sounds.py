"""Check the game's sound files against their manifest (assets/sounds/manifest.yaml, written by make_sounds.py).

For every id of the manifest: the file exists and decodes (soundfile), mono, at its kind's rate (an effect at
44100 Hz, music at 22050 Hz: tools/make_sounds.py says why); its duration matches the manifest (±5 %) and its
kind's range; peak ≤ -1 dBFS with no clipped sample; RMS over the active part within
-30..-16 dBFS for an effect, -32..-22 dBFS for music; an effect starts and ends near silence (its first and last
5 ms below -40 dBFS: no click); a music loop has no seam: per channel, the jump from the last sample to the first is
small against the signal's usual sample-to-sample steps there, and the 50 ms RMS before the end and after the start
are within 3 dB. Prints a table and exits 1 on any failure.

Usage: python tools/check_sounds.py [--dir assets/sounds] [--sox]   (--sox also prints `sox FILE -n stats` figures)
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import soundfile as sf
import yaml

ROOT = Path(__file__).resolve().parent.parent
SOUND_DIR = ROOT / "assets" / "sounds"
SR = 44100                                  # an effect's rate
RATE = {"effect": SR, "music": 22050}       # each kind's file rate
CHANNELS = 1

PEAK_MAX_DB = -1.0
CLIP = 0.999
EFFECT_RMS = (-30.0, -16.0)
MUSIC_RMS = (-32.0, -22.0)
EFFECT_SECONDS = (0.03, 1.6)
MUSIC_SECONDS = (45.0, 90.0)
EDGE_S = 0.005
EDGE_MAX_DB = -40.0
SEAM_MAX = 4.0          # the loop's jump, in units of the RMS sample-to-sample step around the seam
SEAM_RMS_DB = 3.0
SEAM_WINDOW_S = 0.05


def db(x: float) -> float:
    return float(20 * np.log10(max(float(x), 1e-12)))


def active_rms(x: np.ndarray, window: float = 0.01, floor_db: float = 30.0, sr: int = SR) -> float:
    """RMS over the 10 ms windows no more than floor_db below the loudest one (all channels together)."""
    mono = x if x.ndim == 1 else np.sqrt(np.mean(x ** 2, axis=1))
    w = max(1, int(round(window * sr)))
    k = max(1, len(mono) // w)
    ms = np.mean(mono[:k * w].reshape(k, w) ** 2, axis=1)
    return float(np.sqrt(np.mean(ms[ms >= ms.max() * 10 ** (-floor_db / 10)])))


def seam(x: np.ndarray, sr: int = SR) -> tuple[float, float]:
    """(jump metric, RMS difference in dB) of a loop's end flowing into its start, worst channel.

    The jump metric is |last - first| over the RMS of the sample-to-sample differences in the 10 ms either side
    of the seam: about 1 or less for a continuous signal, large for a click."""
    chans = x.reshape(len(x), -1)
    w = int(round(0.01 * sr))
    rw = int(round(SEAM_WINDOW_S * sr))
    worst_jump, worst_rms = 0.0, 0.0
    for c in range(chans.shape[1]):
        ch = chans[:, c]
        around = np.concatenate([ch[-w:], ch[:w]])
        steps = np.diff(around)
        steps = np.delete(steps, w - 1)                 # the seam's own step, measured apart
        typical = np.sqrt(np.mean(steps ** 2)) + 1e-9
        worst_jump = max(worst_jump, abs(ch[0] - ch[-1]) / typical)
        before = np.sqrt(np.mean(ch[-rw:] ** 2)) + 1e-9
        after = np.sqrt(np.mean(ch[:rw] ** 2)) + 1e-9
        worst_rms = max(worst_rms, abs(db(before) - db(after)))
    return float(worst_jump), float(worst_rms)


@dataclass
class Result:
    sound_id: str
    kind: str = "?"
    duration: float = float("nan")
    peak_db: float = float("nan")
    rms_db: float = float("nan")
    seam_jump: float | None = None
    seam_rms_db: float | None = None
    problems: list[str] = field(default_factory=list)


def load_manifest(folder: Path) -> dict:
    data = yaml.safe_load((folder / "manifest.yaml").read_text(encoding="utf-8"))
    return data["sounds"]


def check_one(folder: Path, sound_id: str, entry: dict) -> Result:
    res = Result(sound_id, str(entry.get("kind")))
    path = folder / str(entry.get("file", f"{sound_id}.ogg"))
    if res.kind not in ("effect", "music"):
        res.problems.append(f"unknown kind {res.kind!r}")
        return res
    if not path.is_file():
        res.problems.append(f"missing file {path.name}")
        return res
    try:
        x, sr = sf.read(str(path), dtype="float64", always_2d=False)
    except Exception as exc:  # noqa: BLE001 - any decoding failure is the finding
        res.problems.append(f"does not decode: {exc}")
        return res
    if sr != RATE[res.kind]:
        res.problems.append(f"sample rate {sr}, not {RATE[res.kind]}")
    channels = 1 if x.ndim == 1 else x.shape[1]
    if channels != CHANNELS:
        res.problems.append(f"{channels} channels, not {CHANNELS}")
    if len(x) == 0:
        res.problems.append("no samples")
        return res
    res.duration = len(x) / sr
    expected = float(entry.get("duration", 0))
    if not abs(res.duration - expected) <= 0.05 * expected:
        res.problems.append(f"duration {res.duration:.3f} s against the manifest's {expected:.3f} s")
    lo_s, hi_s = EFFECT_SECONDS if res.kind == "effect" else MUSIC_SECONDS
    if not lo_s <= res.duration <= hi_s:
        res.problems.append(f"duration {res.duration:.3f} s outside {lo_s}..{hi_s} s")
    peak = float(np.max(np.abs(x)))
    res.peak_db = db(peak)
    if res.peak_db > PEAK_MAX_DB:
        res.problems.append(f"peak {res.peak_db:.1f} dBFS above {PEAK_MAX_DB}")
    if peak >= CLIP:
        res.problems.append(f"{int(np.sum(np.abs(x) >= CLIP))} clipped samples")
    res.rms_db = db(active_rms(x, sr=sr))
    lo, hi = EFFECT_RMS if res.kind == "effect" else MUSIC_RMS
    if not lo <= res.rms_db <= hi:
        res.problems.append(f"RMS {res.rms_db:.1f} dBFS outside {lo}..{hi}")
    if abs(float(np.mean(x))) > 0.01:
        res.problems.append(f"DC offset {float(np.mean(x)):.4f}")
    if res.kind == "effect":
        e = int(round(EDGE_S * sr))
        for name, part in (("start", x[:e]), ("end", x[-e:])):
            if db(np.max(np.abs(part))) > EDGE_MAX_DB:
                res.problems.append(f"{name} not near silence ({db(np.max(np.abs(part))):.1f} dBFS in 5 ms)")
    else:
        res.seam_jump, res.seam_rms_db = seam(x, sr)
        if res.seam_jump > SEAM_MAX:
            res.problems.append(f"loop seam jump {res.seam_jump:.2f} above {SEAM_MAX}")
        if res.seam_rms_db > SEAM_RMS_DB:
            res.problems.append(f"loop seam RMS step {res.seam_rms_db:.1f} dB above {SEAM_RMS_DB}")
    return res


def check_all(folder: Path = SOUND_DIR) -> list[Result]:
    """Every manifest id's Result (problems empty when it passes)."""
    manifest = load_manifest(folder)
    return [check_one(folder, sound_id, entry or {}) for sound_id, entry in manifest.items()]


def table(results: list[Result]) -> str:
    rows = [f"{'id':20s} {'kind':6s} {'dur s':>7s} {'peak dB':>8s} {'RMS dB':>7s} {'seam':>6s} {'seam dB':>7s}  result"]
    for r in results:
        seam_s = f"{r.seam_jump:6.2f}" if r.seam_jump is not None else f"{'-':>6s}"
        seam_db = f"{r.seam_rms_db:7.2f}" if r.seam_rms_db is not None else f"{'-':>7s}"
        rows.append(f"{r.sound_id:20s} {r.kind:6s} {r.duration:7.3f} {r.peak_db:8.1f} {r.rms_db:7.1f} {seam_s} "
                    f"{seam_db}  {'ok' if not r.problems else 'FAIL: ' + '; '.join(r.problems)}")
    return "\n".join(rows)


def sox_stats(path: Path) -> dict[str, str]:
    """A few figures of `sox FILE -n stats` (overall column), or {} without sox."""
    if not shutil.which("sox"):
        return {}
    done = subprocess.run(["sox", str(path), "-n", "stats"], capture_output=True, text=True)
    figures = {}
    for line in done.stderr.splitlines():
        for key in ("Pk lev dB", "RMS lev dB", "DC offset", "Length s"):
            if line.startswith(key):
                figures[key] = line[len(key):].split()[0]
    return figures


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", type=Path, default=SOUND_DIR)
    ap.add_argument("--sox", action="store_true", help="also print sox's stats of each file (if sox is installed)")
    args = ap.parse_args(argv)
    results = check_all(args.dir)
    print(table(results))
    if args.sox:
        if not shutil.which("sox"):
            print("sox not installed: no cross-check")
        else:
            print(f"\nsox stats: {'id':20s} {'Pk lev dB':>9s} {'RMS lev dB':>10s} {'DC offset':>10s} {'Length s':>9s}")
            for r in results:
                s = sox_stats(args.dir / f"{r.sound_id}.ogg")
                print(f"           {r.sound_id:20s} {s.get('Pk lev dB', '?'):>9s} {s.get('RMS lev dB', '?'):>10s} "
                      f"{s.get('DC offset', '?'):>10s} {s.get('Length s', '?'):>9s}")
    failed = [r.sound_id for r in results if r.problems]
    total = sum(p.stat().st_size for p in args.dir.glob("*") if p.is_file())
    print(f"\n{len(results)} sounds, {total / 1e6:.2f} MB in {args.dir}; "
          + ("all pass" if not failed else f"{len(failed)} FAIL: {', '.join(failed)}"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
